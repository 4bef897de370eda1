import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// Review-log times come from the package: ±Int64.max milliseconds, a negative time, a time
/// 300,000 years on. Each answer out of range is skipped and counted, the rest replayed, so no
/// card gets a due date past year 9999 and the book's counts (as `books list` reads them from
/// the columns) agree with its words (as `books show` reads them through the card).
final class AnkiReviewTimeTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("apkg-revtime") }

    func testReviewTimesOutOfRangeAreSkippedAndCounted() throws {
        let package = try AnkiTestPackage(exporting: "Times", ["max", "min", "mixed"].map { WordDraft(term: $0, meaning: $0) },
                                          folder: folder.url)
        let cards = try package.cards().map(\.card)
        try package.addReview(card: cards[0], at: Int64.max, ease: 3)
        try package.addReview(card: cards[0], at: Int64.max - 1, ease: 4)
        try package.addReview(card: cards[1], at: Int64.min, ease: 3)
        try package.addReview(card: cards[2], at: -1, ease: 3)
        try package.addReview(card: cards[2], at: 1_788_253_200_000, ease: 3, kind: 0)
        try package.addReview(card: cards[2], at: 1_788_253_200_000 * 5_000, ease: 3)
        let path = try folder.write("times.apkg", try package.zipped())

        let target = try WordBookStores.onFreshDatabase()
        let report = try WordBookImporter(stores: target).importFile(at: path, options: ImportOptions())
        XCTAssertEqual(report.added.count, 3)
        XCTAssertEqual(report.ankiPackage?.reviewsReplayed, 1)
        XCTAssertTrue(report.summary.contains("5 review-log entries skipped: their times are not between 1970 and 9899"),
                      report.summary)
        let bookID = try XCTUnwrap(report.book?.id)
        let latest = try target.database.query("SELECT max(due_at), max(last_review_at) FROM words WHERE book_id = ?", bookID) {
            [$0.double(0) ?? 0, $0.double(1) ?? 0]
        }.first ?? []
        XCTAssertTrue(latest.allSatisfy { CardValidation.time.contains($0) }, "\(latest)")
        let words = try target.words.words(bookID: bookID)
        XCTAssertEqual(words.filter { $0.card.stability == nil }.map(\.term), ["max", "min"], "no answer left: New")
        let listed = try XCTUnwrap(try target.books.book(id: bookID)).knowledge
        XCTAssertEqual(listed.new, 2, "the list counts the words the book shows as New")
    }
}
