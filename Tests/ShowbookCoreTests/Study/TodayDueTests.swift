import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// Today lists what FSRS says is due: per book and in total, new words within the daily limit,
/// and one session across books; no fixed-interval plan beside it.
final class TodayDueTests: XCTestCase {
    func testDueAndNewPerBookWithinTheLimitAndOneSessionAcrossBooks() throws {
        let h = try AppHarness(study: StudySettings(newWordsPerDay: 3))
        let store = h.container.wordBooks
        let korean = try store.books.createBook(title: "Korean")
        for term in ["a", "b", "c", "d", "e"] { try store.words.addWord(WordDraft(term: term, meaning: term), to: korean.id) }
        let reviewed = try XCTUnwrap(try store.words.words(bookID: korean.id).last)
        try store.reviews.review(wordID: reviewed.id, grade: .easy, at: h.clock.now.addingTimeInterval(-10 * 86_400))
        h.clock.advance(by: 1)
        let japanese = try store.books.createBook(title: "Japanese")
        for term in ["x", "y"] { try store.words.addWord(WordDraft(term: term, meaning: term), to: japanese.id) }

        h.app.select(.today)
        let today = h.app.today
        XCTAssertEqual(today.totalDue, 1)
        XCTAssertEqual(today.totalNew, 3, "six new words, three allowed a day")
        let k = try XCTUnwrap(try store.books.book(id: korean.id)), j = try XCTUnwrap(try store.books.book(id: japanese.id))
        XCTAssertEqual(today.entries, [
            .studyAll(due: 1, new: 3),
            .due(.init(j), due: 0, new: 2),
            .due(.init(k), due: 1, new: 3),
        ])

        h.press(.enter)
        guard case let .study(study) = h.app.navigator.top else { return XCTFail("no study") }
        XCTAssertEqual(study.session.left(at: h.clock.now), 4)
        var studied: [String] = []
        while let card = study.currentCard, studied.count < 10 {
            studied.append(card.term)
            h.type(" 4")
        }
        XCTAssertEqual(studied, ["e", "a", "b", "c"], "the due review, then the oldest new words up to the limit")
        XCTAssertEqual(study.mode, .summary)
        h.press(.escape)

        XCTAssertEqual(today.totalDue, 0)
        XCTAssertEqual(today.totalNew, 0, "the day's new words are used up")
        XCTAssertEqual(today.entries, [], "nothing is due and the day's new words are used up")
    }

    func testTheSelectionStaysOnItsEntryWhenRowsAreAddedAbove() throws {
        let h = try AppHarness(study: StudySettings(newWordsPerDay: 20))
        let store = h.container.wordBooks
        let korean = try store.books.createBook(title: "Korean")
        try store.words.addWord(WordDraft(term: "a", meaning: "a"), to: korean.id)
        h.clock.advance(by: 1)
        let japanese = try store.books.createBook(title: "Japanese")
        try store.words.addWord(WordDraft(term: "x", meaning: "x"), to: japanese.id)
        h.app.select(.today)
        let today = h.app.today
        let koreanRow = try XCTUnwrap(today.entries.firstIndex { $0.id == .due(bookID: korean.id) }, "\(today.entries)")
        today.selectRow(koreanRow)

        h.clock.advance(by: 1)
        let chinese = try store.books.createBook(title: "Chinese")
        try store.words.addWord(WordDraft(term: "z", meaning: "z"), to: chinese.id)
        today.reload()

        XCTAssertEqual(today.entries.firstIndex { $0.id == .due(bookID: chinese.id) }, 1, "the newest book is listed first")
        XCTAssertEqual(today.content.selected?.id, .due(bookID: korean.id), "the selection follows its book, not its row number")
    }

    /// FSRS is the one schedule: Today lists a book by its due and new words only, with no
    /// fixed-interval "book plan" beside them (it used to add "Study  Korean (day 1 of 3)" on a
    /// book's first three days and reviews on days 3, 7, 14 and 28, whatever FSRS said).
    func testTodayShowsNoBookPlanBesideFSRS() throws {
        let h = try AppHarness(study: StudySettings(newWordsPerDay: 20))
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Korean")
        let words = try ["a", "b"].map { try store.words.addWord(WordDraft(term: $0, meaning: $0), to: book.id) }
        h.app.select(.today)
        let heading = BookHeading(try XCTUnwrap(try store.books.book(id: book.id)))
        XCTAssertEqual(h.app.today.entries, [.studyAll(due: 0, new: 2), .due(heading, due: 0, new: 2)])

        // Day 7, a review day of the old plan: both words studied, neither due by FSRS.
        for word in words { try store.reviews.review(wordID: word.id, grade: .easy) }
        h.clock.advance(by: 7 * 86_400)
        h.app.today.reload()
        XCTAssertEqual(h.app.today.entries, [], "nothing is due, so nothing is listed")
    }
}
