import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords

/// The Books list with progress bars, the study card, and the close modal's Move/Close switch.
final class WordBookRenderTests: XCTestCase {
    func makeApp() throws -> (AppHarness, WordBook) {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "한국어 기초")
        for (term, meaning) in [("사과", "apple"), ("물", "water"), ("책", "book"), ("집", "house")] {
            try store.words.addWord(WordDraft(term: term, meaning: meaning), to: book.id)
        }
        let words = try store.words.words(bookID: book.id)
        try store.reviews.mark(wordID: words[0].id, bookID: book.id, as: .success)
        try store.reviews.mark(wordID: words[1].id, bookID: book.id, as: .fail)
        h.clock.advance(by: 86_400)
        try store.books.createBook(title: "Second")
        return (h, book)
    }

    /// The app with the Korean book's screen pushed.
    func openKoreanBook() throws -> AppHarness {
        let (h, book) = try makeApp()
        try h.openBook(book)
        return h
    }

    func testBooksListWithProgressBars() throws {
        let (h, _) = try makeApp()
        h.app.select(.books)
        let lines = h.render(width: 70, height: 10).lines
        XCTAssertEqual(lines[1], " Word books")
        XCTAssertEqual(lines[2], "  Second                    today      0 words  ░░░░░░░░░░ 0/0 mature")
        XCTAssertEqual(lines[3], "  한국어 기초               yesterday  4 words  ░░░░░░░░░░ 0/4 mature")
        XCTAssertTrue(lines[9].hasPrefix("Enter open  n new  r rename  d delete"), lines[9])
    }

    /// Each row is marked with what the learner knows of the word (its FSRS card, or Known and
    /// Suspended), not with the free-practice ✓/✗: Good once and Again once are both Learning.
    func testBookScreenMarks() throws {
        let h = try openKoreanBook()
        var lines = h.render(width: 60, height: 10).lines
        XCTAssertEqual(lines[1], " 한국어 기초        0 mature · 0 young · 2 learning · 2 new")
        XCTAssertEqual(lines[3], " ○ 사과                            apple")
        XCTAssertEqual(lines[4], " ○ 물                              water")
        XCTAssertEqual(lines[5], " · 책                              book")
        h.app.handle(.end)
        h.app.handle(.character("k"))
        h.app.handle(.up)
        h.app.handle(.character("S"))
        lines = h.render(width: 80, height: 10).lines
        XCTAssertEqual(lines[1], " 한국어 기초    1 known · 0 mature · 0 young · 2 learning · 0 new · 1 suspended")
        XCTAssertEqual(lines[5], " – 책                                        book")
        XCTAssertEqual(lines[6], " ✓ 집                                        house")
    }

    func testCloseModalLabelSwitchesBetweenCloseAndMove() throws {
        let h = try openKoreanBook()
        h.app.handle(.character("c"))
        var text = h.render(width: 70, height: 20).text
        XCTAssertTrue(text.contains("Move 4 unfinished words (2 learning · 2 new) to:"), text)
        XCTAssertTrue(text.contains("(•) Second"), "the other book is chosen first: \(text)")
        XCTAssertTrue(text.contains("[ Move ]  [ Cancel ]"), text)
        h.app.handle(.up)
        text = h.render(width: 70, height: 20).text
        XCTAssertTrue(text.contains("(•) Don't move"))
        XCTAssertTrue(text.contains("[ Close ]  [ Cancel ]"), text)
        // The modal is centred: the box's left and right margins differ by at most one column.
        let lines = h.render(width: 70, height: 20).lines
        let top = try XCTUnwrap(lines.first { $0.contains("┌") })
        let left = DisplayWidth.of(String(top.prefix { $0 != "┌" }))
        let right = DisplayWidth.of(String(top.prefix { $0 != "┐" })) + 1
        XCTAssertLessThanOrEqual(abs(left - (70 - right)), 1, top)
    }
}

/// The statistics panel: state bar and the 12-week calendar from the stored mark history.
final class BookStatsRenderTests: XCTestCase {
    func testCalendarMarksStudiedDays() throws {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Stats")
        let word = try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        try store.words.addWord(WordDraft(term: "책", meaning: "book"), to: book.id)
        try store.reviews.mark(wordID: word.id, bookID: book.id, as: .fail)   // Monday 2026-11-30
        h.clock.advance(by: 86_400 * 2)
        try store.reviews.mark(wordID: word.id, bookID: book.id, as: .success) // Wednesday
        h.app.select(.books)
        h.app.handle(.enter)
        h.app.handle(.character("t"))
        let lines = h.render(width: 70, height: 24).lines
        // The bar is the book's knowledge: 물 is Learning (▒), 책 New (░); no practice marks.
        XCTAssertEqual(lines[2], " ▒▒▒▒▒▒▒▒▒▒▒▒░░░░░░░░░░░░  0 of 2 mature or known")
        // The forecast stands beside the calendar: 물 is in a learning step, due today.
        XCTAssertEqual(lines[3], " Study days, last 12 weeks: 2  Due in 30 days, peak 1")
        XCTAssertEqual(lines[4], " Mo · · · · · · · · · · · █    █")
        XCTAssertEqual(lines[5], " Tu · · · · · · · · · · · ·    █")
        XCTAssertEqual(lines[6], " We · · · · · · · · · · · █    █")
        XCTAssertEqual(lines[7], " Th · · · · · · · · · · ·      █", "later this week is not drawn")
        XCTAssertEqual(lines[8], " Fr · · · · · · · · · · ·      today                      30d")
        XCTAssertEqual(lines[9], " Sa · · · · · · · · · · ·      Retention, 30 days: 100% of 1", "Good two days after Again")
        // Under the forecast, what each retention would cost over a year; the book's own is starred.
        XCTAssertEqual(lines[10], " Su · · · · · · · · · · ·      A year at    0.80  0.85  0.90* 0.95")
        XCTAssertTrue(lines[11].hasPrefix(String(repeating: " ", count: 31) + "reviews/day "), lines[11])
        XCTAssertTrue(lines[12].hasPrefix(String(repeating: " ", count: 31) + "min/day "), lines[12])
        XCTAssertTrue(lines[14].contains("물"), "the word list follows the panel")
    }
}

/// The retention cost table under the forecast: a column per retention, figures right-aligned
/// under their headers, under 10 with one decimal, the current retention starred.
final class RetentionCostTableTests: XCTestCase {
    func testColumnsPerRetentionWithTheCurrentStarred() {
        func outcome(_ retention: Double, reviews: Int, seconds: Double) -> RetentionSimulator.Outcome {
            RetentionSimulator.Outcome(retention: retention, days: 10, dailyReviews: [reviews] + Array(repeating: 0, count: 9),
                                       seconds: seconds)
        }
        let lines = RetentionCostTable.lines([outcome(0.85, reviews: 310, seconds: 3600), outcome(0.9, reviews: 420, seconds: 4800),
                                              outcome(0.95, reviews: 770, seconds: 9000)], current: 0.9)
        XCTAssertEqual(lines, [
            "A year at    0.85  0.90* 0.95 ",
            "reviews/day    31    42    77 ",
            "min/day       6.0   8.0    15 ",
        ])
    }
}
