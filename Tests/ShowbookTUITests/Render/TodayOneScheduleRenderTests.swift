import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords

/// Today draws FSRS's answer only: no "Book plan" rows ("Study  Korean (day 1 of 3, 2 words)")
/// on a new book's first days, and an empty Today does not promise the plan's study days.
final class TodayOneScheduleRenderTests: XCTestCase {
    func testTodayDrawsNoBookPlan() throws {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Korean")
        let words = try ["a", "b"].map { try store.words.addWord(WordDraft(term: $0, meaning: $0), to: book.id) }
        h.app.select(.today)
        var text = h.render(width: 80, height: 12).text
        XCTAssertTrue(text.contains("Korean  0 due · 2 new"), text)
        XCTAssertFalse(text.contains("Book plan"), text)
        XCTAssertFalse(text.contains("day 1 of 3"), text)

        for word in words { try store.reviews.review(wordID: word.id, grade: .easy) }
        h.clock.advance(by: 7 * 86_400)
        h.app.today.reload()
        text = h.render(width: 80, height: 12).text
        XCTAssertFalse(text.contains("Book plan"), text)
        XCTAssertFalse(text.contains("days 1–3"), text)
    }
}
