import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// Every route and every modal draws its own screen. Which renderer draws which is one
/// exhaustive switch (`ShownScreen+Binding`), so a route without a renderer does not compile;
/// the switches below make the same demand of this test: a new `Route`, `Modal` or
/// `ModalDestination` case does not compile here until the test shows and draws it.
final class RouteRenderTests: XCTestCase {
    var h: AppHarness!
    var folder: URL!

    override func setUpWithError() throws {
        h = try AppHarness.forRendering(records: [CatalogFixtures.koreanDrama("1", "Kingdom", year: 2019)])
        folder = try makeTemporaryFolder("route-render").url
    }

    static func name(of route: Route) -> String {
        switch route {
        case .root: return "root"
        case .mediaDetail: return "detail"
        case .wordBook: return "book"
        case .study: return "study"
        case .episodes: return "episodes"
        case .upcoming: return "upcoming"
        case .mining: return "mining"
        case .nowPlaying: return "nowPlaying"
        }
    }

    static func name(of modal: Modal) -> String {
        switch modal {
        case .confirm: return "confirm"
        case .prompt: return "prompt"
        case .wordForm: return "wordForm"
        case .closeBook: return "closeBook"
        case .importProgress: return "importProgress"
        }
    }

    static func name(of destination: ModalDestination) -> String {
        switch destination {
        case .confirm: return "confirm"
        case .wordForm: return "wordForm"
        case .closeBook: return "closeBook"
        case .newBook(nil, _): return "newBook"
        case .newBook: return "newLinkedBook"
        case .renameBook: return "renameBook"
        case .importPath: return "importPath"
        case .importFile: return "importFile"
        case .subtitlePath: return "subtitlePath"
        case .packageExport: return "packageExport"
        case .historyPath: return "historyPath"
        }
    }

    private func text() -> String { h.render(width: 80, height: 24).lines.joined(separator: "\n") }

    func testEveryRouteDrawsItsScreen() throws {
        h.app.start()
        h.settle()
        let show = try XCTUnwrap(h.app.search.state.results.first)
        let stores = h.container.wordBooks
        let book = try stores.books.createBook(title: "Words")
        _ = try stores.words.addWord(WordDraft(term: "비", reading: "", meaning: "rain", example: ""), to: book.id)
        let deck = try stores.study.studyDeck(for: .book(book), at: h.clock.now, calendar: h.container.studyDays.calendar)
        let subtitles = folder.appendingPathComponent("pilot.srt")
        try "1\n00:00:01,000 --> 00:00:02,000\nhello there\n".write(to: subtitles, atomically: true, encoding: .utf8)
        let root = text()
        // Each destination with a line only its screen draws.
        let destinations: [(Destination, String)] = [
            (.detail(show), "2019"), (.episodes(show, SeasonInfo(number: 1)), "Season 1"), (.upcoming, "Upcoming"),
            (.wordBook(book), "rain"), (.study(deck), "비"), (.mining(show, path: subtitles.path), "pilot.srt"),
            (.watch(.attached(ScriptedPlayer(), WatchEpisode(media: show, code: EpisodeCode(season: 1, number: 1), video: "/v.mkv",
                                                             cues: []))), "Now playing"),
        ]
        var drawn: Set<String> = []
        for (destination, marker) in destinations {
            h.app.navigator.show(destination)
            h.settle()
            let route = h.app.navigator.top
            let frame = text()
            XCTAssertNotEqual(frame, root, "\(Self.name(of: route)) drew nothing of its own")
            XCTAssertTrue(frame.contains(marker), "\(Self.name(of: route)) lacks “\(marker)”:\n\(frame)")
            drawn.insert(Self.name(of: route))
            h.app.navigator.pop()
        }
        for tab in AppModel.Tab.allCases {
            h.app.select(tab)
            h.settle()
            XCTAssertTrue(text().contains(tab.title), "\(tab) root")
            drawn.insert(Self.name(of: h.app.navigator.top))
        }
        XCTAssertEqual(drawn, ["root", "detail", "book", "study", "episodes", "upcoming", "mining", "nowPlaying"])
    }

    func testEveryModalDrawsItsBox() throws {
        h.app.start()
        h.settle()
        let show = try XCTUnwrap(h.app.search.state.results.first)
        let book = try h.container.wordBooks.books.createBook(title: "Words")
        let file = folder.appendingPathComponent("deck.txt")
        try "#separator:tab\n사과\tapple\n".write(to: file, atomically: true, encoding: .utf8)
        let question = ModalDestination.Question(title: "Delete word", message: "Delete “비”?", confirmLabel: "Delete")
        let modals: [(ModalDestination, String)] = [
            (.confirm(question) { _ in }, "Delete “비”?"),
            (.wordForm(bookID: book.id, editing: nil) { _ in }, "Add word"),
            (.closeBook(book) { _ in }, "Close “Words”"),
            (.newBook { _ in }, "New book"),
            (.newBook(linkedTo: show) { _ in }, "New word book for this show"),
            (.renameBook(book) { _ in }, "Rename book"),
            (.importPath { _ in }, "Import words"),
            (.importFile(path: file.path) { _ in }, "Importing “deck.txt”"),
            (.subtitlePath { _ in }, "Mine subtitles"),
            (.packageExport(book) { _ in }, "Export for Anki"),
            (.historyPath { _ in }, "Import watching history"),
        ]
        var presented: Set<String> = []
        var drawn: Set<String> = []
        for (destination, marker) in modals {
            h.app.navigator.present(destination)
            let modal = try XCTUnwrap(h.app.navigator.modal?.modal, Self.name(of: destination))
            let frame = text()
            XCTAssertTrue(frame.contains(marker), "\(Self.name(of: destination)) lacks “\(marker)”:\n\(frame)")
            presented.insert(Self.name(of: destination))
            drawn.insert(Self.name(of: modal))
            h.app.navigator.dismissModal()
        }
        XCTAssertEqual(presented.count, modals.count, "each modal destination once")
        XCTAssertEqual(drawn, ["confirm", "prompt", "wordForm", "closeBook", "importProgress"])
    }
}
