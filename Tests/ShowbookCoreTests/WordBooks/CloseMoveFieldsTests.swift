import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange

/// A close that merges nothing moves the unfinished words in one plain statement (no filter
/// against the target's terms): each moved word must still carry every field, in the source's
/// order after the target's own words, with its FSRS card, and take its review history along —
/// or, starting over, arrive as a New card with the history deleted. A close with a term twice
/// in the source but none in the target takes the other way.
final class CloseMoveFieldsTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    /// Book A: 바다 failed once, Sky new, 산 mature, 강 graded Good then Easy a day later; B has
    /// one word whose term only starts like one of A's.
    func makeBooks() throws -> (source: WordBook, target: WordBook, words: [Word]) {
        let source = try store.books.createBook(title: "A")
        let drafts = [
            WordDraft(term: "바다", reading: "ba-da", meaning: "sea", example: "바다가 넓다", surface: "바다가",
                      exampleTranslation: "the sea is wide", tags: ["drama", "S01E03"],
                      exampleClip: ExampleClip(media: "/v/ep03.mkv", start: 61.5, end: 63.25)),
            WordDraft(term: "Sky", reading: "", meaning: "the sky", example: ""),
            WordDraft(term: "산", reading: "san", meaning: "mountain", example: "산에 가요"),
            WordDraft(term: "강", reading: "gang", meaning: "river", example: ""),
        ]
        let added = try drafts.map { try store.words.addWord($0, to: source.id) }
        try store.reviews.review(wordID: added[0].id, grade: .again)
        try store.give(.mature, toWord: added[2].id, at: h.clock.now)
        try store.reviews.review(wordID: added[3].id, grade: .good)
        h.clock.advance(by: 86_400)
        try store.reviews.review(wordID: added[3].id, grade: .easy)
        let target = try store.books.createBook(title: "B")
        try store.words.addWord(WordDraft(term: "sky blue", meaning: "a colour"), to: target.id)
        h.clock.advance(by: 60)
        return (source, target, try store.words.words(bookID: source.id))
    }

    func testACloseThatMergesNothingMovesEveryFieldWithItsCardAndHistory() throws {
        let (source, target, words) = try makeBooks()
        let histories = try words.map { try store.reviews.history(wordID: $0.id) }
        XCTAssertEqual(histories.map(\.count), [1, 0, 0, 2])

        let outcome = try store.closing.close(bookID: source.id, moving: .book(target.id))
        XCTAssertEqual(outcome.movedWords, 3)
        XCTAssertEqual(outcome.mergedWords, 0)
        XCTAssertFalse(outcome.startedOver)
        let copies = Array(try store.words.words(bookID: target.id).dropFirst())
        XCTAssertEqual(copies.map(\.term), ["바다", "Sky", "강"], "the unfinished words, in the source's order")
        XCTAssertEqual(copies.map(\.reading), ["ba-da", "", "gang"])
        XCTAssertEqual(copies.map(\.meaning), ["sea", "the sky", "river"])
        XCTAssertEqual(copies.map(\.example), ["바다가 넓다", "", ""])
        XCTAssertEqual(copies.map(\.surface), ["바다가", "", ""])
        XCTAssertEqual(copies.map(\.exampleTranslation), ["the sea is wide", "", ""])
        XCTAssertEqual(copies.map(\.tags), [["drama", "S01E03"], [], []])
        let targetBook = try XCTUnwrap(store.books.book(id: target.id))
        XCTAssertEqual(copies.map { AnkiNote(word: $0, book: targetBook, production: false).guid },
                       [words[0], words[1], words[3]].map { AnkiNote(word: $0, book: source, production: false).guid },
                       "each moved word is the same Anki note as before, so exporting the target updates it")
        XCTAssertEqual(copies.map(\.exampleClip), [ExampleClip(media: "/v/ep03.mkv", start: 61.5, end: 63.25), nil, nil])
        XCTAssertEqual(copies.map(\.state), [.undefined, .undefined, .undefined], "free practice's mark is reset")
        XCTAssertEqual(copies.map(\.card), [words[0].card, words[1].card, words[3].card], "each card, whole")
        XCTAssertEqual(copies.map(\.knowledge), [.learning, .new, .young])
        XCTAssertEqual(try copies.map { try store.reviews.history(wordID: $0.id) }, [histories[0], [], histories[3]],
                       "the review history comes along")
        XCTAssertEqual(try h.database.scalarInt("SELECT count(*) FROM study_marks WHERE book_id = ?", target.id), 3,
                       "the moved history belongs to the target")
        XCTAssertEqual(copies.map(\.id), [words[0].id, words[1].id, words[3].id], "the same words, moved")
        let kept = try store.words.words(bookID: source.id)
        XCTAssertEqual(kept.map(\.id), [words[2].id], "the closed book keeps only its Mature word")
        XCTAssertEqual(kept.map(\.card), [words[2].card])
    }

    func testStartingOverMovesNewCardsAndDeletesTheHistory() throws {
        let (source, target, words) = try makeBooks()
        let outcome = try store.closing.close(bookID: source.id, moving: .book(target.id), startingOver: true)
        XCTAssertTrue(outcome.startedOver)
        XCTAssertEqual(outcome.movedLine, "Moved 1 young · 1 learning · 1 new, started over as new words")
        let copies = Array(try store.words.words(bookID: target.id).dropFirst())
        XCTAssertEqual(copies.map(\.term), ["바다", "Sky", "강"])
        XCTAssertEqual(copies.map(\.card), [.new, .new, .new])
        XCTAssertEqual(copies.map(\.knowledge), [.new, .new, .new])
        XCTAssertEqual(copies.map(\.meaning), ["sea", "the sky", "river"], "only the schedule starts over")
        for word in copies + [words[0], words[3]] {
            XCTAssertEqual(try store.reviews.history(wordID: word.id), [], "no history left for \(word.term)")
        }
        XCTAssertEqual(try h.database.scalarInt("SELECT count(*) FROM study_marks"), 0)
        XCTAssertEqual(try store.words.word(id: words[2].id)?.card, words[2].card, "the mature word stays as it was")
    }

    func testATermTwiceInTheSourceArrivesOnceWhenTheTargetHasNoneOfThem() throws {
        let source = try store.books.createBook(title: "A")
        try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: source.id)
        try store.words.addWord(WordDraft(term: "밥", meaning: "rice"), to: source.id)
        try store.words.addWord(WordDraft(term: " 물", meaning: "water again"), to: source.id)
        let target = try store.books.createBook(title: "B")
        try store.words.addWord(WordDraft(term: "집", meaning: "house"), to: target.id)
        h.clock.advance(by: 60)

        let outcome = try store.closing.close(bookID: source.id, moving: .book(target.id))
        XCTAssertEqual(try store.words.words(bookID: target.id).map(\.term), ["집", "물", "밥"])
        XCTAssertEqual(try store.words.words(bookID: target.id).map(\.meaning), ["house", "water", "rice"], "the first of the two")
        XCTAssertEqual(outcome.movedWords, 2)
        XCTAssertEqual(outcome.mergedWords, 1)
        XCTAssertEqual(try store.words.words(bookID: source.id), [], "the repeated term left too")
    }
}
