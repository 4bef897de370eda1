import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp
@testable import ShowbookTUI

/// A prep session may take in more new words than today's limit allows: its header says so
/// ("prep: 4 new words, beyond today's 2"), and the words it studied count in the day's total,
/// so Today afterwards says the limit is spent.
final class PrepDayRenderTests: XCTestCase {
    func testThePrepHeaderSaysItGoesBeyondTodaysLimitAndTodayCountsTheWords() throws {
        let h = try AppHarness(study: StudySettings(newWordsPerDay: 2))
        let folder = try makeTemporaryFolder("showbook-prep-day").url
        let lines = ["The station is closed.", "The train is late again.", "The station was late."]
        let text = lines.enumerated().map { "\($0 + 1)\n00:00:0\($0 + 1),000 --> 00:00:0\($0 + 1),900\n\($1)\n" }.joined(separator: "\n")
        try Data(text.utf8).write(to: folder.appendingPathComponent("Show S01E01.srt"))
        let registration = SubtitleRegistration(registry: SubtitleRegistry(database: h.database, clock: h.clock), toolkit: MiningToolkit(),
                                                language: .english)
        XCTAssertEqual(try registration.register(try registration.plan([folder.path]).files, mediaID: MediaID("bundled:1")).done.count, 1)
        // Another book's new words wait for the day's limit.
        let other = try h.container.wordBooks.books.createBook(title: "Other")
        for term in ["harbour", "ferry", "captain"] {
            try h.container.wordBooks.words.addWord(WordDraft(term: term, meaning: "m"), to: other.id)
        }

        h.type("Breaking Bad")
        h.advance(0.5)
        h.settle()
        h.press(.enter)
        h.settle()
        h.press(.enter)
        h.settle()
        h.settle()
        h.type("P")
        h.settle()
        guard case let .study(study) = h.app.navigator.top else { return XCTFail("no prep session: \(h.app.navigator.top)") }
        var grid = h.render(width: 80, height: 20)
        XCTAssertEqual(grid.lines[1], " Study: Prep Breaking Bad S01E01")
        XCTAssertEqual(grid.lines[3], " prep: 4 new words, beyond today's 2", grid.lines.joined(separator: "\n"))
        var grades = 0
        while study.currentCard != nil, grades < 40 {
            h.type("l")
            grades += 1
            h.advance(11 * 60)
        }
        XCTAssertEqual(study.mode, .summary)
        h.press(.escape)
        h.settle()
        h.app.select(.today)
        h.settle()
        XCTAssertEqual(h.app.today.totalNew, 0, "the prep words spent the day's limit")
        grid = h.render(width: 80, height: 20)
        XCTAssertTrue(grid.lines[2].hasPrefix("  Daily limit of 2 new words reached — 3 waiting"), grid.lines.joined(separator: "\n"))
    }
}
