import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
import ShowbookTV

/// Fitting a book's parameters to its study marks (`ReviewStore.optimize`): the book keeps the
/// fitted weights when the health check finds they predict better, later reviews are scheduled
/// with them, and a book with too few reviews keeps its parameters with one line.
final class BookFittingTests: XCTestCase {
    var h: AppHarness!
    var stores: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    /// A book whose words were studied as `histories` say.
    private func book(_ title: String, _ histories: [[StudyEvent]]) throws -> WordBook {
        let book = try stores.books.createBook(title: title)
        for (index, history) in histories.enumerated() {
            let word = try stores.words.addWord(WordDraft(term: "\(title) \(index)", meaning: "m"), to: book.id)
            try stores.reviews.restoreStudy(wordID: word.id, card: nil, history: history)
        }
        return book
    }

    func testABookKeepsParametersFittedToItsReviewsWhenTheyPredictBetter() throws {
        let histories = FSRSSyntheticLog(weights: FSRSOptimizerTests.generating, seed: 5).histories(reviews: 6_000)
        let book = try book("Fitted", histories)
        let other = try self.book("Other", [])
        let report = try stores.reviews.optimize(bookIDs: [book.id])
        XCTAssertTrue(report.stored, report.summary)
        XCTAssertNil(report.refusal)
        let fitted = try XCTUnwrap(report.fitted)
        XCTAssertEqual(try stores.reviews.schedule(bookID: book.id).weights, fitted)
        XCTAssertEqual(try stores.reviews.parameters(bookID: book.id).weights, fitted)
        XCTAssertNil(try stores.reviews.schedule(bookID: other.id).weights, "another book keeps its own")
        XCTAssertTrue(report.summary.hasPrefix("“Fitted”: fitted on \(report.reviewCount) reviews and kept — log loss "), report.summary)
        XCTAssertEqual(report.reviewCount, FSRSFitLog(histories: histories, parameters: FSRSParameters()).reviewCount)
    }

    func testTooFewReviewsLeaveTheBookAsItWasWithOneLine() throws {
        let histories = FSRSSyntheticLog(seed: 9).histories(reviews: 200)
        let book = try book("Short", histories)
        let report = try stores.reviews.optimize(bookIDs: [book.id])
        XCTAssertFalse(report.stored)
        XCTAssertNil(report.fitted)
        XCTAssertNil(try stores.reviews.schedule(bookID: book.id).weights)
        XCTAssertTrue(report.summary.hasPrefix("“Short”: Only \(report.reviewCount) reviews on a later day"), report.summary)
        XCTAssertFalse(report.summary.contains("\n"))
    }

    func testOOnTheBooksTabFitsTheSelectedBookAndSaysWhatItDid() throws {
        let book = try book("Keyed", FSRSSyntheticLog(weights: FSRSOptimizerTests.generating, seed: 5).histories(reviews: 6_000))
        h.app.select(.books)
        h.app.books.selectRow(try XCTUnwrap(h.app.books.books.firstIndex { $0.id == book.id }))
        h.type("O")
        h.settle()
        let said = h.app.messages.entries.map(\.text)
        XCTAssertTrue(said.contains { $0.hasPrefix("“Keyed”: fitted on ") && $0.contains("and kept — log loss ") }, "\(said)")
        XCTAssertNotNil(try stores.reviews.schedule(bookID: book.id).weights)
    }

    func testPassiveExposuresAreNoReviews() throws {
        let histories = FSRSSyntheticLog(seed: 9).histories(reviews: 50)
        let book = try book("Heard", histories)
        let words = try stores.words.words(bookID: book.id)
        let heard = words.map {
            WordExposure(wordID: $0.id, mediaID: MediaID("bundled:1"), episode: EpisodeCode(season: 1, number: 1),
                         heardAt: h.clock.now, line: "heard")
        }
        XCTAssertEqual(try ExposureStore(database: h.database).insert(heard), words.count)
        let marks = try h.database.scalarInt("SELECT count(*) FROM study_marks WHERE book_id = ?", book.id)
        XCTAssertEqual(try stores.reviews.reviewHistories(bookID: book.id).flatMap { $0 }.count, marks)
        XCTAssertEqual(marks, histories.flatMap { $0 }.count, "the history is every study mark and nothing else")
    }
}
