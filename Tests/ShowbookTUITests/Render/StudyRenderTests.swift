import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords

/// The study card's faces (the front never shows the answer), the interval hints after the
/// flip, the session summary and the forecast chart of the statistics panel.
final class StudyRenderTests: XCTestCase {
    /// A book of one new word with a reading and an example, its study screen pushed.
    func studyScreen(front: FrontSide = .term) throws -> AppHarness {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Korean")
        try store.words.addWord(WordDraft(term: "사랑", reading: "sarang", meaning: "love", example: "사랑해요, 엄마"), to: book.id)
        try store.study.setFrontSide(bookID: book.id, to: front)
        try h.study(book)
        return h
    }

    func testFrontShowsTheTermAloneAndTheBackThePairWithIntervals() throws {
        let h = try studyScreen()
        var lines = h.render(width: 70, height: 16).lines
        XCTAssertEqual(lines[1], " Study: Korean")
        XCTAssertEqual(lines[2], " 1 new · 0 learning · 0 review  front: term")
        XCTAssertTrue(lines[3].contains("┌─ · New "), lines[3])
        XCTAssertTrue(lines.contains { $0.contains("사랑") })
        for answer in ["sarang", "love", "엄마"] {
            XCTAssertFalse(lines.contains { $0.contains(answer) }, "the front gives away “\(answer)”")
        }
        XCTAssertTrue(lines.contains { $0.contains("Space to flip") })
        h.app.handle(.character(" "))
        lines = h.render(width: 70, height: 16).lines
        XCTAssertTrue(lines.contains { $0.contains("사랑  sarang") }, "the back has the term with its reading")
        XCTAssertTrue(lines.contains { $0.contains("love") })
        XCTAssertTrue(lines.contains { $0.contains("사랑해요, 엄마") }, "and the example, unmasked")
        XCTAssertTrue(lines.contains { $0.contains("Again 1m · Hard 6m · Good 10m · Easy 8d") }, lines.joined(separator: "\n"))
    }

    /// The header counts New · Learning · Review, each in its own role, and changes on a grade.
    func testHeaderCountsEachKindInItsOwnColourAndUpdatesOnAGrade() throws {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Korean")
        for term in ["사랑", "바다"] { try store.words.addWord(WordDraft(term: term, meaning: "m"), to: book.id) }
        h.app.select(.books)
        h.app.handle(.enter)
        h.app.handle(.character("s"))
        var grid = h.render(width: 70, height: 16)
        XCTAssertEqual(grid.lines[2], " 2 new · 0 learning · 0 review  front: term")
        XCTAssertEqual(grid.style(x: 1, y: 2).role, .accent, "new")
        XCTAssertEqual(grid.style(x: 9, y: 2).role, .failure, "learning")
        XCTAssertEqual(grid.style(x: 22, y: 2).role, .success, "review")
        h.app.handle(.character("l"))          // Good: learning, back in 10 minutes
        grid = h.render(width: 70, height: 16)
        XCTAssertEqual(grid.lines[2], " 1 new · 1 learning · 0 review  front: term")
    }

    /// A spent daily limit is said on Today's second line, in the warning role, until `+`.
    func testTodaySaysTheSpentDailyLimitUntilPlus() throws {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Korean")
        let words = try (1...33).map { try store.words.addWord(WordDraft(term: "w\($0)", meaning: "m"), to: book.id) }
        for word in words.prefix(20) { try store.reviews.review(wordID: word.id, grade: .easy) }
        h.app.select(.today)
        var grid = h.render(width: 80, height: 24)
        XCTAssertEqual(grid.lines[2], "  Daily limit of 20 new words reached — 13 waiting · + for 10 more today",
                       grid.lines.joined(separator: "\n"))
        XCTAssertEqual(grid.style(x: 2, y: 2).role, .warning)
        h.app.handle(.character("+"))
        grid = h.render(width: 80, height: 24)
        XCTAssertFalse(grid.lines.contains { $0.contains("Daily limit") }, grid.lines.joined(separator: "\n"))
        XCTAssertTrue(grid.lines.contains { $0.contains("Study all due  (0 due · 10 new)") }, grid.lines.joined(separator: "\n"))
    }

    /// With nothing to study, the summary and Today's heading say when the next review is — read
    /// from the stored schedule, not only the session's cards.
    func testNothingDueSaysWhenTheNextReviewIs() throws {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Korean")
        let word = try store.words.addWord(WordDraft(term: "사랑", meaning: "love"), to: book.id)
        try store.reviews.review(wordID: word.id, grade: .easy, at: h.clock.now)
        XCTAssertEqual(try store.words.requireWord(word.id).card.due, h.clock.now.addingTimeInterval(8 * 86_400),
                       "the fixture: due in 8 days")
        _ = try h.study(book)
        var lines = h.render(width: 80, height: 16).lines
        XCTAssertEqual(lines[2], "  Session finished", lines.joined(separator: "\n"))
        XCTAssertEqual(lines[7], "  Next review    in 8 days (Tue 8 Dec)")
        h.app.handle(.escape)
        h.app.select(.today)
        lines = h.render(width: 80, height: 16).lines
        XCTAssertTrue(lines[1].hasPrefix(" Today  0 due · 0 new · next review in 8 days (Tue 8 Dec)"), lines.joined(separator: "\n"))
    }

    func testNarrowCardShortensTheIntervalHints() throws {
        let h = try studyScreen()
        h.app.handle(.character(" "))
        let lines = h.render(width: 40, height: 16).lines
        XCTAssertTrue(lines.contains { $0.contains("1m · 6m · 10m · 8d") }, lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains { $0.contains("Again 1m") })
    }

    func testMeaningFrontMasksTheTermInTheExample() throws {
        let h = try studyScreen(front: .meaning)
        let lines = h.render(width: 70, height: 16).lines
        XCTAssertEqual(lines[2], " 1 new · 0 learning · 0 review  front: meaning")
        XCTAssertTrue(lines.contains { $0.contains("love") })
        XCTAssertTrue(lines.contains { $0.contains("＿＿해요, 엄마") }, lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains { $0.contains("사랑") }, "the term is never on the meaning's front")
    }

    func testSummaryAfterTheLastCard() throws {
        let h = try studyScreen()
        h.clock.advance(by: 95)
        h.app.handle(.character("l"))          // Good: learning, back in 10 minutes
        h.clock.advance(by: 600)
        h.app.handle(.character(" "))
        h.app.handle(.character("4"))          // Easy: graduates
        let lines = h.render(width: 70, height: 16).lines
        XCTAssertEqual(lines[1], " Study: Korean")
        XCTAssertEqual(lines[2], "  Session finished")
        XCTAssertEqual(lines[4], "  Cards studied  1  (2 reviews)")
        XCTAssertEqual(lines[5], "  Again 0 · Hard 0 · Good 1 · Easy 1")
        XCTAssertEqual(lines[6], "  Time spent     11m 35s")
        XCTAssertEqual(lines[7], "  Next review    in 4 days (Fri 4 Dec)")
        XCTAssertTrue(h.render(width: 70, height: 16).lines[15].hasPrefix("Enter/Esc back  u undo"))
    }

    /// Words marked Known in the session are counted beside the cards studied.
    func testSummaryCountsTheWordsMarkedKnown() throws {
        let h = try studyScreen()
        h.app.handle(.character(" "))
        h.app.handle(.character("k"))
        h.settle()
        let lines = h.render(width: 70, height: 16).lines
        XCTAssertEqual(lines[2], "  Session finished", lines.joined(separator: "\n"))
        XCTAssertEqual(lines[4], "  Cards studied  0  (0 reviews) · 1 marked known")
    }

    func testSummaryLinesSayKnownOnlyWhenThereWasOne() throws {
        let summary = StudySummary(cardsStudied: 1, reviews: 2, counts: [.good: 1, .easy: 1], markedKnown: 2,
                                   timeSpent: 695, nextDue: nil, finishedAt: AppHarness.renderingStart)
        XCTAssertEqual(StudySummaryView.lines(summary)[2], "Cards studied  1  (2 reviews) · 2 marked known")
        var none = summary
        none.markedKnown = 0
        XCTAssertEqual(StudySummaryView.lines(none)[2], "Cards studied  1  (2 reviews)")
    }

    func testForecastChartScalesBarsToThePeak() {
        let now = AppHarness.renderingStart
        let day = 86_400.0
        let dues = [now.addingTimeInterval(-day)] + Array(repeating: now.addingTimeInterval(2 * day), count: 4)
            + [now.addingTimeInterval(29 * day), now.addingTimeInterval(40 * day)]
        let forecast = StudyForecast(dueTimes: dues, history: [], now: now, calendar: FixtureDates.utcCalendar)
        XCTAssertEqual(forecast.dueCounts.prefix(3), [1, 0, 4])
        XCTAssertEqual(forecast.dueCounts.reduce(0, +), 6, "past the 30th day is left out")
        let lines = ForecastChart.lines(forecast)
        XCTAssertEqual(lines[0], "Due in 30 days, peak 4")
        XCTAssertEqual(lines[1], "  █" + String(repeating: " ", count: 27))
        XCTAssertEqual(lines[2], "  █" + String(repeating: " ", count: 27))
        XCTAssertEqual(lines[3], "  █" + String(repeating: " ", count: 27))
        XCTAssertEqual(lines[4], "█ █" + String(repeating: " ", count: 26) + "█")
        XCTAssertEqual(lines[6], "Retention, 30 days: no reviews")
    }
}
