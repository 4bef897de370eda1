import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// The knowledge model: words graded with the real FSRS scheduler on a manual clock move from
/// New to Learning to Young to Mature, and the book's SQL counts agree with each card's state.
final class KnowledgeCountsTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    private func counts(_ bookID: Int64) throws -> KnowledgeCounts {
        try XCTUnwrap(store.books.book(id: bookID)).knowledge
    }

    /// Grades `wordID` Good whenever it is due, advancing the clock, until its state is `target`.
    private func reviewGood(_ wordID: Int64, until target: KnowledgeState, limit: Int = 30) throws -> Word {
        var word = try store.reviews.review(wordID: wordID, grade: .good)
        for _ in 0..<limit where word.card.knowledge != target {
            let due = try XCTUnwrap(word.card.due, "a reviewed card has a due time: \(word.card)")
            h.clock.advance(by: max(0, due.timeIntervalSince(h.clock.now)))
            word = try store.reviews.review(wordID: wordID, grade: .good)
        }
        return word
    }

    func testGoodOnceIsLearningThenYoungThenMature() throws {
        let book = try store.books.createBook(title: "K")
        let terms = ["물", "집", "밥", "책"]
        let words = try terms.map { try store.words.addWord(WordDraft(term: $0, meaning: "m-\($0)"), to: book.id) }
        XCTAssertEqual(try counts(book.id), KnowledgeCounts(new: 4))

        let once = try store.reviews.review(wordID: words[0].id, grade: .good)
        XCTAssertEqual(once.card.knowledge, .learning, "\(once.card)")
        XCTAssertEqual(try counts(book.id), KnowledgeCounts(new: 3, learning: 1))

        let young = try reviewGood(words[1].id, until: .young)
        XCTAssertEqual(young.card.knowledge, .young, "\(young.card)")
        let interval = try XCTUnwrap(young.card.due).timeIntervalSince(try XCTUnwrap(young.card.lastReview))
        XCTAssertLessThan(interval, 21 * 86_400)

        let mature = try reviewGood(words[2].id, until: .mature)
        XCTAssertEqual(mature.card.knowledge, .mature, "\(mature.card)")
        XCTAssertEqual(mature.card.phase, .review)
        let matureInterval = try XCTUnwrap(mature.card.due).timeIntervalSince(try XCTUnwrap(mature.card.lastReview))
        XCTAssertGreaterThanOrEqual(matureInterval, 21 * 86_400)

        let counted = try counts(book.id)
        XCTAssertEqual(counted, KnowledgeCounts(words: try store.words.words(bookID: book.id)),
                       "the SQL counts agree with each decoded card")
        XCTAssertEqual(counted.total, 4)
        XCTAssertEqual(counted.new, 1)
        XCTAssertEqual(counted.text, "1 mature · \(counted.young) young · \(counted.learning) learning · 1 new")
        XCTAssertEqual(counted.young + counted.learning, 2, "物 stays Learning or Young; 집 is Young: \(counted)")
    }

    func testRelearningCountsAsLearningAndReviewWithoutTimesAsYoung() {
        let relearning = StudyCard(phase: .relearning, step: 0, stability: 3, difficulty: 5,
                                   due: Date(timeIntervalSince1970: 600), lastReview: Date(timeIntervalSince1970: 0), reps: 5, lapses: 1)
        XCTAssertEqual(relearning.knowledge, .learning)
        let edge = StudyCard(phase: .review, step: nil, stability: 30, difficulty: 5,
                             due: Date(timeIntervalSince1970: 21 * 86_400), lastReview: Date(timeIntervalSince1970: 0), reps: 4)
        XCTAssertEqual(edge.knowledge, .mature, "an interval of exactly 21 days is mature")
        var short = edge
        short.due = Date(timeIntervalSince1970: 21 * 86_400 - 1)
        XCTAssertEqual(short.knowledge, .young)
        short.due = nil
        XCTAssertEqual(short.knowledge, .young)
        XCTAssertEqual(StudyCard.new.knowledge, .new)
        XCTAssertEqual(KnowledgeCounts(new: 50, learning: 8, young: 30, mature: 12).text,
                       "12 mature · 30 young · 8 learning · 50 new")
    }
    func testKnownAndSuspendedWinOverTheCardAndAreCountedInSQL() throws {
        let book = try store.books.createBook(title: "K")
        let words = try ["물", "집", "밥"].map { try store.words.addWord(WordDraft(term: $0, meaning: "m-\($0)"), to: book.id) }
        let reviewed = try reviewGood(words[0].id, until: .learning)
        try store.database.run("UPDATE words SET known_at = 100 WHERE id = ?", reviewed.id)
        try store.database.run("UPDATE words SET suspended_at = 200 WHERE id = ?", words[1].id)
        let stored = try store.words.words(bookID: book.id)
        XCTAssertEqual(stored.map(\.knowledge), [.known, .suspended, .new])
        XCTAssertEqual(stored[0].card.knowledge, .learning, "the card keeps its schedule under Known")
        let counted = try counts(book.id)
        XCTAssertEqual(counted, KnowledgeCounts(words: stored), "the SQL counts agree with each decoded word")
        XCTAssertEqual(counted, KnowledgeCounts(new: 1, known: 1, suspended: 1))
        XCTAssertEqual(counted.unfinished, 2, "Known is finished; Suspended and New are not")
        XCTAssertEqual(counted.text, "1 known · 0 mature · 0 young · 0 learning · 1 new · 1 suspended")
    }
}
