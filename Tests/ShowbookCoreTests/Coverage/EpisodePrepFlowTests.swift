import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// The whole loop on the episodes screen with a manual clock: an offline show whose seasons come
/// from its registered subtitles, coverage on the rows, `P` studying exactly the prep words
/// (added to the show's book), and the episode's coverage risen when the screen is back.
final class EpisodePrepFlowTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-prep").url }

    func testPStudiesThePrepWordsAndTheEpisodesCoverageRises() throws {
        let h = try AppHarness()
        let lines = ["The station is closed.", "The train is late again.", "The station was late."]
        let text = lines.enumerated().map { "\($0 + 1)\n00:00:0\($0 + 1),000 --> 00:00:0\($0 + 1),900\n\($1)\n" }.joined(separator: "\n")
        try Data(text.utf8).write(to: folder.appendingPathComponent("Show S01E01.srt"))
        let registration = SubtitleRegistration(registry: SubtitleRegistry(database: h.database, clock: h.clock), toolkit: MiningToolkit(),
                                                language: .english)
        let plan = try registration.plan([folder.path])
        XCTAssertEqual(try registration.register(plan.files, mediaID: MediaID("bundled:1")).done.count, 1)

        h.type("Breaking Bad")
        h.advance(0.5)
        h.settle()
        h.press(.enter)
        h.settle()
        guard case let .mediaDetail(detail) = h.app.navigator.top else { return XCTFail("no detail: \(h.app.navigator.top)") }
        XCTAssertEqual(detail.seasons.map(\.number), [1], "the season comes from the registered file")
        h.press(.enter)
        h.settle()
        h.settle()
        guard case let .episodes(episodes) = h.app.navigator.top else { return XCTFail("no episodes: \(h.app.navigator.top)") }
        let episode = try XCTUnwrap(episodes.episodes.first)
        XCTAssertEqual(episodes.coverage(of: episode)?.summary, "≈ 53 % today · 4 new", "the, is, was and again are recognized: 7 of 13 running words")

        h.type("P")
        h.settle()
        guard case let .study(study) = h.app.navigator.top else {
            return XCTFail("no study session: \(h.app.navigator.top), messages \(h.container.messages)")
        }
        var studied = Set<String>()
        var grades = 0
        while let card = study.currentCard, grades < 40 {
            studied.insert(card.term)
            h.type("l")
            grades += 1
            h.advance(11 * 60)
        }
        XCTAssertEqual(studied, ["station", "late", "close", "train"], "exactly the prep words (again is a function word)")
        let book = try XCTUnwrap(try h.container.wordBooks.books.book(linkedTo: MediaID("bundled:1")))
        XCTAssertEqual(try h.container.wordBooks.words.words(bookID: book.id).count, 4, "added to the show's book")
        XCTAssertEqual(study.mode, .summary)
        h.press(.escape)
        h.settle()
        guard case .episodes = h.app.navigator.top else { return XCTFail("not back on the episodes: \(h.app.navigator.top)") }
        XCTAssertEqual(episodes.coverage(of: episode)?.summary, "≈ 100 % today · 0 new")
    }

    func testPOnSavedPrepsTheUpNextEpisodeFromTheRegisteredFiles() throws {
        let h = try AppHarness()
        let text = "1\n00:00:01,000 --> 00:00:01,900\nThe station is closed.\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("Show S01E02.srt"))
        let registration = SubtitleRegistration(registry: SubtitleRegistry(database: h.database, clock: h.clock), toolkit: MiningToolkit(),
                                                language: .english)
        XCTAssertEqual(try registration.register(try registration.plan([folder.path]).files, mediaID: MediaID("bundled:1")).done.count, 1)
        try h.container.savedStore.save(Media(id: MediaID("bundled:1"), title: "Breaking Bad"))
        h.app.select(.saved)
        h.settle()
        let show = try XCTUnwrap(h.app.saved.shows.first)
        XCTAssertEqual(h.app.saved.progressText(for: show), "watched 0/1 · up next S01E02 · ≈ 50 % today · 2 new",
                       "the registered episode is the show's list")
        h.type("P")
        h.settle()
        guard case let .study(study) = h.app.navigator.top else { return XCTFail("no study session: \(h.app.navigator.top)") }
        XCTAssertEqual(study.currentCard.map { ["station", "close"].contains($0.term) }, true)
    }
}
