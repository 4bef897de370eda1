import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// Reviews are recorded in time order: a review dated before the word's last one (`books review
/// --at` with an earlier time) is refused in `ReviewStore`, so every path gets it, with one line
/// naming both times; the card and its history stay as they were.
final class ReviewOrderTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    func makeWord() throws -> Word {
        let book = try store.books.createBook(title: "Estuary")
        return try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
    }

    func testAReviewBeforeTheLastOneIsRefusedNamingBothTimes() throws {
        let word = try makeWord()
        let last = Date(timeIntervalSince1970: 1_796_000_000)  // 2026-11-30T…Z
        let reviewed = try store.reviews.review(wordID: word.id, grade: .good, at: last)
        let earlier = last.addingTimeInterval(-3_600)
        XCTAssertThrowsError(try store.reviews.review(wordID: word.id, grade: .easy, at: earlier)) { error in
            let line = "\(error)"
            XCTAssertTrue(line.contains(StudyTime.text(earlier)), line)
            XCTAssertTrue(line.contains(StudyTime.text(last)), line)
            XCTAssertTrue(line.contains("“물”"), line)
            XCTAssertFalse(line.contains("\n"), line)
        }
        let after = try XCTUnwrap(store.words.word(id: word.id))
        XCTAssertEqual(after.card, reviewed.card, "the card is as the last review left it")
        XCTAssertEqual(try store.reviews.history(wordID: word.id).count, 1, "no history row was added")
    }

    /// The reported case: two reviews, the second dated a month before the first, made the word
    /// Mature. Refused now, so the word stays Learning.
    func testTwoReviewsOutOfOrderNeverMakeAWordMature() throws {
        let word = try makeWord()
        let now = h.clock.now
        try store.reviews.review(wordID: word.id, grade: .easy, at: now)
        XCTAssertThrowsError(try store.reviews.review(wordID: word.id, grade: .easy, at: now.addingTimeInterval(-30 * 86_400)))
        XCTAssertNotEqual(try XCTUnwrap(store.words.word(id: word.id)).knowledge, .mature)
    }

    func testAReviewAtTheSameMomentOrLaterIsRecorded() throws {
        let word = try makeWord()
        let now = h.clock.now
        try store.reviews.review(wordID: word.id, grade: .again, at: now)
        try store.reviews.review(wordID: word.id, grade: .good, at: now)
        try store.reviews.review(wordID: word.id, grade: .good, at: now.addingTimeInterval(600))
        XCTAssertEqual(try store.reviews.history(wordID: word.id).count, 3)
    }
}
