import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

/// The simulator's minutes come from the learner's own answer times: each word's first answer
/// after it was new (or reset) is a first view, the rest reviews by grade, answers without a
/// recorded time and other books' answers left out.
final class StudyCostFromHistoryTests: XCTestCase {
    func testTheCostsAreTheMediansOfTheBooksRecordedAnswers() throws {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let stores = try WordBookStores.onFreshDatabase(clock: ManualClock(start))
        let book = try stores.books.createBook(title: "Timed")
        let other = try stores.books.createBook(title: "Other")
        let first = try stores.words.addWord(WordDraft(term: "가방", meaning: "bag"), to: book.id)
        let second = try stores.words.addWord(WordDraft(term: "우산", meaning: "umbrella"), to: book.id)
        let elsewhere = try stores.words.addWord(WordDraft(term: "물", meaning: "water"), to: other.id)
        func at(_ days: Double) -> Date { start.addingTimeInterval(days * 86_400) }

        try stores.reviews.review(wordID: first.id, grade: .good, at: at(0), duration: 30)   // first view
        try stores.reviews.review(wordID: first.id, grade: .good, at: at(2), duration: 8)
        try stores.reviews.review(wordID: first.id, grade: .again, at: at(9), duration: 20)
        try stores.reviews.review(wordID: first.id, grade: .good, at: at(10), duration: nil)  // no time: left out
        try stores.reviews.review(wordID: second.id, grade: .hard, at: at(0), duration: 10)  // first view
        try stores.reviews.review(wordID: second.id, grade: .good, at: at(3), duration: 90)  // capped at 60
        try stores.reviews.forget(wordID: second.id, at: at(4))
        try stores.reviews.review(wordID: second.id, grade: .easy, at: at(5), duration: 40)  // a first view again
        try stores.reviews.review(wordID: elsewhere.id, grade: .good, at: at(0), duration: 5)
        try stores.reviews.review(wordID: elsewhere.id, grade: .again, at: at(2), duration: 55)

        let costs = try stores.reviews.costModel(bookID: book.id)
        XCTAssertEqual(costs.firstView, 30, "median of 30, 10 and 40")
        XCTAssertEqual(costs.seconds(.again), 20)
        XCTAssertEqual(costs.seconds(.good), 34, "median of 8 and 60 (90 capped)")
        XCTAssertEqual(costs.seconds(.hard), StudyCostModel.standard.seconds(.hard), "never recorded: the default")
        XCTAssertEqual(costs.seconds(.easy), StudyCostModel.standard.seconds(.easy), "Easy came only as a first view")

        let everyBook = try stores.reviews.costModel(bookID: nil)
        XCTAssertEqual(everyBook.firstView, 20, "median of 5, 10, 30 and 40")
        XCTAssertEqual(everyBook.seconds(.again), 37.5, "median of 20 and 55")
        XCTAssertEqual(try stores.reviews.costModel(bookID: try stores.books.createBook(title: "Empty").id), .standard)
    }
}
