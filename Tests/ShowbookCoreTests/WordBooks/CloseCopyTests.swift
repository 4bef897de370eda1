import XCTest
@testable import ShowbookCore

/// A close that merges nothing copies the unfinished words in one plain statement (no filter
/// against the target's terms): each copy must still carry every field of its word, in the
/// source's order, reset to a new card, while the review history stays with the closed book.
/// A close with a term twice in the source but none in the target takes the other way.
final class CloseCopyTests: XCTestCase {
    var h: TestHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try TestHarness() }

    func testACloseThatMergesNothingCopiesEveryFieldWithANewCard() throws {
        let source = try store.books.createBook(title: "A")
        let drafts = [
            WordDraft(term: "바다", reading: "ba-da", meaning: "sea", example: "바다가 넓다"),
            WordDraft(term: "Sky", reading: "", meaning: "the sky", example: ""),
            WordDraft(term: "산", reading: "san", meaning: "mountain", example: "산에 가요"),
            WordDraft(term: "강", reading: "gang", meaning: "river", example: ""),
        ]
        let words = try drafts.map { try store.words.addWord($0, to: source.id) }
        try store.reviews.review(wordID: words[0].id, grade: .again)
        try store.reviews.mark(wordID: words[2].id, bookID: source.id, as: .success)
        let history = try store.reviews.history(wordID: words[0].id)
        XCTAssertFalse(history.isEmpty)
        let target = try store.books.createBook(title: "B")
        try store.words.addWord(WordDraft(term: "sky blue", meaning: "a colour"), to: target.id)
        h.clock.advance(by: 60)

        let outcome = try store.closing.close(bookID: source.id, moving: .book(target.id))
        XCTAssertEqual(outcome.movedWords, 3)
        XCTAssertEqual(outcome.mergedWords, 0)
        let copies = Array(try store.words.words(bookID: target.id).dropFirst())
        XCTAssertEqual(copies.map(\.term), ["바다", "Sky", "강"], "the unfinished words, in the source's order")
        XCTAssertEqual(copies.map(\.reading), ["ba-da", "", "gang"])
        XCTAssertEqual(copies.map(\.meaning), ["sea", "the sky", "river"])
        XCTAssertEqual(copies.map(\.example), ["바다가 넓다", "", ""])
        XCTAssertEqual(copies.map(\.state), [.undefined, .undefined, .undefined])
        for copy in copies {
            XCTAssertNil(copy.card.stability, "a copy starts as a new card")
            XCTAssertNil(copy.card.due)
            XCTAssertNil(copy.card.lastReview)
            XCTAssertEqual(copy.card.reps, 0)
            XCTAssertEqual(copy.card.lapses, 0)
        }
        XCTAssertEqual(try store.reviews.history(wordID: copies[0].id), [], "the copy starts with no history")
        XCTAssertEqual(try store.reviews.history(wordID: words[0].id), history, "the closed book keeps its word's history")
        XCTAssertEqual(try store.words.words(bookID: source.id).map(\.id), words.map(\.id), "the closed book keeps its words")
    }

    func testATermTwiceInTheSourceIsCopiedOnceWhenTheTargetHasNoneOfThem() throws {
        let source = try store.books.createBook(title: "A")
        try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: source.id)
        try store.words.addWord(WordDraft(term: "밥", meaning: "rice"), to: source.id)
        try store.words.addWord(WordDraft(term: " 물", meaning: "water again"), to: source.id)
        let target = try store.books.createBook(title: "B")
        try store.words.addWord(WordDraft(term: "집", meaning: "house"), to: target.id)

        let outcome = try store.closing.close(bookID: source.id, moving: .book(target.id))
        XCTAssertEqual(try store.words.words(bookID: target.id).map(\.term), ["집", "물", "밥"])
        XCTAssertEqual(try store.words.words(bookID: target.id).map(\.meaning), ["house", "water", "rice"], "the first of the two")
        XCTAssertEqual(outcome.movedWords, 2)
        XCTAssertEqual(outcome.mergedWords, 1)
    }
}
