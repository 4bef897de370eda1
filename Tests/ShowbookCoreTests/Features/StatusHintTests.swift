import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// Every status-bar hint, on every screen and in every mode, comes from the key map in effect:
/// pressing each of its keys (in a fresh app walked to that screen) changes something the app
/// shows — state, the focused screen, a modal, a message — unless the binding documents when
/// it deliberately does nothing. So the bar never promises a key that does nothing, and help
/// lists every hinted key.
final class StatusHintTests: XCTestCase {
    /// A named way to reach one screen in one mode.
    struct Scenario {
        let name: String
        let walk: (AppHarness) throws -> Void
    }

    static func book(_ h: AppHarness, _ title: String = "Hangul", words: Int = 3) throws -> WordBook {
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: title)
        for index in 0..<words {
            _ = try store.words.addWord(WordDraft(term: "word \(index)", meaning: "meaning \(index)"), to: book.id)
        }
        return try XCTUnwrap(try store.books.book(id: book.id))
    }

    static func openBook(_ h: AppHarness, title: String = "Hangul", words: Int = 3) throws {
        try h.openBook(try book(h, title, words: words))
    }

    static func searchResults(_ h: AppHarness) {
        h.app.start()
        h.settle()
    }

    static var scenarios: [Scenario] { [
        Scenario(name: "search, empty query") { searchResults($0) },
        Scenario(name: "search, a query typed") { h in
            searchResults(h)
            h.type("bad")
            h.advance(0.5)
            h.settle()
        },
        Scenario(name: "saved") { h in
            searchResults(h)
            try h.container.savedStore.save(h.app.search.state.results[0])
            h.app.select(.saved)
        },
        Scenario(name: "books, open") { h in
            _ = try book(h)
            h.app.select(.books)
        },
        Scenario(name: "books, closed") { h in
            let closed = try book(h, "Old")
            _ = try h.container.wordBooks.closing.close(bookID: closed.id, moving: .none)
            h.app.select(.books)
            h.type("z")
        },
        Scenario(name: "today") { h in
            _ = try book(h)
            h.app.select(.today)
        },
        Scenario(name: "detail") { h in
            searchResults(h)
            h.press(.enter)
            h.settle()
            guard case let .mediaDetail(detail) = h.app.navigator.top else { return XCTFail("no detail") }
            detail.setLayout(contentLines: 40, visibleRows: 10)
        },
        Scenario(name: "book") { try openBook($0) },
        Scenario(name: "study") { h in
            try openBook(h)
            h.type("s")
        },
        Scenario(name: "study, flipped") { h in
            try openBook(h)
            h.type("s ")
        },
        Scenario(name: "study, summary") { h in
            try openBook(h, words: 1)
            h.type("s 4")
        },
        Scenario(name: "study, free practice") { h in
            try openBook(h)
            h.type("sp")
        },
        Scenario(name: "study, no card in the filter") { h in
            try openBook(h)
            h.type("spmm")
        },
        Scenario(name: "confirm") { h in
            try openBook(h)
            h.type("x")
        },
        Scenario(name: "prompt") { h in
            h.app.select(.books)
            h.type("n")
        },
        Scenario(name: "word form") { h in
            try openBook(h)
            h.type("a")
        },
        Scenario(name: "word form, picking a sense") { h in
            try openBook(h)
            h.type("a")
            h.type("mice")
            h.press(.ctrl("d"))
            guard case let .wordForm(form)? = h.app.navigator.modal?.modal, form.isPickingSense else {
                throw h.notShown("the sense picker")
            }
        },
        Scenario(name: "close, choosing a target") { h in
            _ = try book(h, "Other")
            try openBook(h)
            h.type("c")
        },
        Scenario(name: "close, nothing to move") { h in
            try openBook(h, title: "Empty", words: 0)
            h.type("c")
        },
        Scenario(name: "close, naming the new book") { h in
            _ = try book(h, "Other")
            try openBook(h)
            h.type("c")
            let modal = try h.shownCloseModal()
            modal.select(modal.options.count - 1)
            h.press(.enter)
        },
        Scenario(name: "close, working") { h in
            try openBook(h)
            h.type("c")
            h.press(.enter)
        },
        Scenario(name: "saved, filtering") { h in
            searchResults(h)
            try h.container.savedStore.save(h.app.search.state.results[0])
            try h.container.savedStore.save(h.app.search.state.results[1])
            h.app.select(.saved)
            h.type("/")
        },
        Scenario(name: "books, filtering") { h in
            _ = try book(h)
            _ = try book(h, "Other")
            h.app.select(.books)
            h.type("/")
        },
        Scenario(name: "book, filtering") { h in
            try openBook(h)
            h.type("/word")
        },
        Scenario(name: "word form, duplicate warning") { h in
            try openBook(h)
            h.type("a")
            h.type("word 0")
            h.press(.tab, .tab)
            h.type("again")
            h.press(.enter)
            guard case let .wordForm(form)? = h.app.navigator.modal?.modal, form.duplicateWarning != nil else {
                return XCTFail("no duplicate warning")
            }
        },
        Scenario(name: "import prompt") { h in
            h.app.select(.books)
            h.type("i")
        },
        Scenario(name: "import progress") { h in
            h.app.select(.books)
            h.type("i")
            h.type(try importFile().path)
            h.press(.enter)
            guard case .importProgress? = h.app.navigator.modal?.modal else { return XCTFail("no progress modal") }
        },
        Scenario(name: "episodes") { h in
            try h.database.execute("""
                INSERT INTO imdb_episodes VALUES ('tt1001', 'tt1000', 1, 1), ('tt1002', 'tt1000', 1, 2);
                INSERT INTO imdb_episode_titles VALUES ('tt1001', 'One', 2020, 30), ('tt1002', 'Two', 2020, 31);
                """)
            let show = Media(id: MediaID("imdb:tt1000"), title: "Imported")
            h.app.navigator.show(.episodes(show, SeasonInfo(number: 1)))
            h.settle()
        },
        Scenario(name: "upcoming") { h in
            let show = Media(id: MediaID("tmdb:1"), title: "Soon")
            try h.container.savedStore.save(show)
            try h.container.episodeStore.store([Episode(season: 1, number: 1, title: "Next", airDate: "2026-12-02")],
                                                mediaID: show.id, season: 1)
            h.app.select(.saved)
            h.type("U")
        },
        Scenario(name: "mining, running") { h in
            searchResults(h)
            h.press(.enter)
            h.type("m")
            h.type(try subtitleFile().path)
            h.press(.enter)
            guard case .mining = h.app.navigator.top else { return XCTFail("no mining screen") }
        },
        Scenario(name: "mining, candidates") { h in
            searchResults(h)
            h.press(.enter)
            h.type("m")
            h.type(try subtitleFile().path)
            h.press(.enter)
            h.settle()
            guard case let .mining(model) = h.app.navigator.top, !model.candidates.isEmpty else { return XCTFail("no candidates") }
        },
        Scenario(name: "help") { h in
            h.app.select(.books)
            h.press(.function(1))
        },
        Scenario(name: "message log") { h in
            h.app.select(.books)
            h.type("!")
        },
    ] }

    /// A small word file for the import scenarios, written afresh by each walk.
    static func importFile() throws -> URL {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("showbook-hints-\(ProcessInfo.processInfo.processIdentifier).txt")
        try "사과\tapple\n".write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// A small subtitle file for the mining scenarios.
    static func subtitleFile() throws -> URL {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("showbook-hints-\(ProcessInfo.processInfo.processIdentifier).vtt")
        try "WEBVTT\n\n00:01.000 --> 00:02.000\nThe gardens were running wild.\n".write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    override class func tearDown() {
        if let file = try? subtitleFile() { try? FileManager.default.removeItem(at: file) }
        if let file = try? importFile() { try? FileManager.default.removeItem(at: file) }
        super.tearDown()
    }

    /// Everything the app holds, as text: two equal fingerprints mean nothing observable changed.
    static func fingerprint(_ app: AppModel) -> String {
        var text = ""
        dump(app, to: &text)
        return text
    }

    func testEveryHintDoesWhatItPromises() throws {
        var checked = 0
        for scenario in Self.scenarios {
            let h = try AppHarness()
            try scenario.walk(h)
            let hints = h.app.statusHints
            for (index, hint) in hints.enumerated() {
                for key in hint.keys {
                    let fresh = try AppHarness()
                    try scenario.walk(fresh)
                    XCTAssertEqual(fresh.app.statusHints, hints, "\(scenario.name): the walk is not repeatable")
                    let before = Self.fingerprint(fresh.app)
                    fresh.app.handle(key)
                    checked += 1
                    if Self.fingerprint(fresh.app) == before && hint.doesNothingWhen == nil {
                        XCTFail("\(scenario.name): hint \(index) “\(hint.text.keys) \(hint.text.label)”: \(key) changed nothing")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 60, "the walk must press the hints of every screen")
    }

    func testEveryHintedKeyIsInHelp() throws {
        for scenario in Self.scenarios where !["help", "message log"].contains(scenario.name) {
            let h = try AppHarness()
            try scenario.walk(h)
            let help = h.app.helpEntries.map(\.keys)
            for hint in h.app.statusHints {
                let shown = hint.keys.map(\.description)
                // A binding's keys are joined with "/" in help, so the `/` key itself is matched whole.
                XCTAssertTrue(help.contains { entry in
                    entry == shown.joined(separator: "/")
                        || shown.allSatisfy { entry.split(separator: "/").map(String.init).contains($0) }
                },
                              "\(scenario.name): “\(hint.text.keys) \(hint.text.label)” is not in help \(help)")
            }
        }
    }

    func testWhileTheCloseRunsOnlyHelpIsHinted() throws {
        let h = try AppHarness()
        try Self.openBook(h)
        h.type("c")
        h.press(.enter)
        XCTAssertTrue(try h.shownCloseModal().isWorking)
        XCTAssertEqual(h.app.statusHints.map(\.text), [AppModel.helpHint])
    }

    func testF1HelpIsHintedOnEveryScreenButTheOverlays() throws {
        for scenario in Self.scenarios {
            let h = try AppHarness()
            try scenario.walk(h)
            let hasHelp = h.app.statusHints.map(\.text).contains(AppModel.helpHint)
            XCTAssertEqual(hasHelp, !["help", "message log"].contains(scenario.name), scenario.name)
        }
    }

    func testFilterKeysGoThroughTheFilterKeyMap() throws {
        let h = try AppHarness()
        _ = try Self.book(h)
        _ = try Self.book(h, "Other")
        h.app.select(.books)
        h.type("/")
        XCTAssertEqual(h.app.statusHints.prefix(3).map(\.text),
                       [HintText("Enter", "keep filter"), HintText("Esc", "clear"), HintText("↑↓", "move")])
        XCTAssertTrue(h.app.helpEntries.contains(HelpEntry("Esc", "clear the filter")))
        h.type("oth")
        XCTAssertEqual(h.app.books.books.map(\.title), ["Other"], "other keys edit the filter text")
        h.press(.enter)
        XCTAssertFalse(h.app.books.content.isEditingFilter)
        XCTAssertEqual(h.app.books.filterText, "oth", "Enter keeps the filter")
        XCTAssertTrue(h.app.statusHints.map(\.text).contains(HintText("n", "new")), "the list's keys are back")
    }

    func testRanksPutExtraKeysLast() throws {
        let h = try AppHarness()
        try Self.openBook(h)
        let labels = h.app.statusHints.map(\.text.label)
        let firstExtra = try XCTUnwrap(labels.firstIndex(of: "close book"))
        XCTAssertLessThan(try XCTUnwrap(labels.firstIndex(of: "back")), firstExtra, "a main key goes before the extra ones")
    }

    func testReopenIsHintedOnlyAmongClosedBooks() throws {
        let h = try AppHarness()
        _ = try Self.book(h)
        h.app.select(.books)
        XCTAssertFalse(h.app.statusHints.map(\.text.label).contains("reopen"))
        XCTAssertFalse(h.app.helpEntries.map(\.label).contains("reopen"))
        h.type("z")
        XCTAssertTrue(h.app.statusHints.map(\.text.label).contains("reopen"))
    }

    func testUndoIsNotHintedWhenNothingCanBeUndone() throws {
        for name in ["saved", "books, open", "book", "detail"] {
            let h = try AppHarness()
            let scenario = try XCTUnwrap(Self.scenarios.first { $0.name == name })
            try scenario.walk(h)
            XCTAssertFalse(h.app.statusHints.contains { $0.keys.contains(.character("u")) }, "\(name): u is hinted")
            h.type("u")
            XCTAssertEqual(h.app.visibleMessage, "Nothing to undo", name)
        }
    }
}
