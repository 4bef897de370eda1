import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange

/// A close held to py-fsrs: Fixtures/fsrs-close.json (scripts/fsrs/gen-close-vectors.sh, py-fsrs
/// 6.3.2) holds review histories — Good once (Learning), Young, sixty days of Good (Mature), a
/// lapse being relearned — each with the card py-fsrs gives, and py-fsrs's `Card()`. The words
/// graded through `ReviewStore` must have py-fsrs's cards; a move must keep each card bit for
/// bit with its history (which py-fsrs replays into that card), leave the Mature one behind,
/// and "start over" must give py-fsrs's new card with no history.
final class CloseFSRSTests: XCTestCase {
    struct Vectors: Decodable {
        var fsrs_version: String
        var new_card: NewCard
        var histories: [History]
    }

    struct NewCard: Decodable {
        var state: Int
        var step: Int?
        var stability: Double?
        var difficulty: Double?
        var last_review: Double?
    }

    struct History: Decodable {
        var name: String
        var reviews: [Review]
        var card: Card
    }

    struct Review: Decodable {
        var grade: Int
        var at: Double
    }

    struct Card: Decodable {
        var state: Int
        var step: Int?
        var stability: Double
        var difficulty: Double
        var due: Double
        var last_review: Double
    }

    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    static func load() throws -> Vectors {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fsrs-close.json")
        return try JSONDecoder().decode(Vectors.self, from: Data(contentsOf: url))
    }

    /// A book whose words have the fixture's histories, graded through the store.
    func gradedBook(_ title: String, _ vectors: Vectors) throws -> WordBook {
        let book = try store.books.createBook(title: title)
        for (index, history) in vectors.histories.enumerated() {
            let word = try store.words.addWord(WordDraft(term: "\(title)-\(index)", meaning: history.name), to: book.id)
            for review in history.reviews {
                try store.reviews.review(wordID: word.id, grade: XCTUnwrap(ReviewGrade(rawValue: review.grade)),
                                         at: Date(timeIntervalSince1970: review.at))
            }
        }
        return try XCTUnwrap(store.books.book(id: book.id))
    }

    func assertPyFSRS(_ card: StudyCard, _ expected: Card, _ name: String) {
        XCTAssertEqual(card.phase.number, expected.state, name)
        XCTAssertEqual(card.step, expected.step, name)
        XCTAssertLessThanOrEqual(abs((card.stability ?? .nan) - expected.stability), 1e-6 * expected.stability, name)
        XCTAssertLessThanOrEqual(abs((card.difficulty ?? .nan) - expected.difficulty), 1e-6 * expected.difficulty, name)
        XCTAssertEqual(card.due?.timeIntervalSince1970, expected.due, name)
        XCTAssertEqual(card.lastReview?.timeIntervalSince1970, expected.last_review, name)
    }

    /// Every stored bit of the card: the Doubles by bit pattern, not by ==.
    func bits(_ card: StudyCard) -> [UInt64?] {
        [UInt64(card.phase.number), card.step.map(UInt64.init), card.stability?.bitPattern, card.difficulty?.bitPattern,
         card.due?.timeIntervalSince1970.bitPattern, card.lastReview?.timeIntervalSince1970.bitPattern,
         UInt64(card.reps), UInt64(card.lapses)]
    }

    func testAMoveKeepsEachCardBitForBitWithTheHistoryPyFSRSReplaysIntoIt() throws {
        let vectors = try Self.load()
        XCTAssertEqual(vectors.fsrs_version, "6.3.2")
        XCTAssertEqual(vectors.histories.map(\.name), ["good once", "young", "sixty days of good", "relearning"])
        let source = try gradedBook("A", vectors)
        let before = try store.words.words(bookID: source.id)
        for (word, history) in zip(before, vectors.histories) { assertPyFSRS(word.card, history.card, history.name) }
        XCTAssertEqual(before.map(\.knowledge), [.learning, .young, .mature, .learning])
        let target = try store.books.createBook(title: "B")

        let outcome = try store.closing.close(bookID: source.id, moving: .book(target.id))
        XCTAssertEqual(outcome.movedWords, 3, "the Mature word stays")
        let moved = try store.words.words(bookID: target.id)
        let movedHistories = vectors.histories.filter { $0.name != "sixty days of good" }
        XCTAssertEqual(moved.map(\.meaning), movedHistories.map(\.name))
        for (word, history) in zip(moved, movedHistories) {
            let original = try XCTUnwrap(before.first { $0.meaning == history.name })
            XCTAssertEqual(bits(word.card), bits(original.card), "\(history.name): the card, bit for bit")
            assertPyFSRS(word.card, history.card, history.name)
            let events = try store.reviews.history(wordID: word.id)
            XCTAssertEqual(events.map { $0.grade?.rawValue }, history.reviews.map(\.grade), history.name)
            XCTAssertEqual(events.map(\.at.timeIntervalSince1970), history.reviews.map(\.at), history.name)
            let replayed = StudyHistoryReplay.card(from: events, term: word.term, parameters: FSRSParameters())
            XCTAssertEqual(bits(replayed), bits(word.card), "\(history.name): its moved history replays into its card")
        }
        let stayed = try XCTUnwrap(store.words.word(id: before[2].id))
        XCTAssertEqual(bits(stayed.card), bits(before[2].card), "the Mature word keeps its card in the closed book")
        assertPyFSRS(stayed.card, vectors.histories[2].card, "sixty days of good")
    }

    func testStartingOverGivesPyFSRSsNewCardAndNoHistory() throws {
        let vectors = try Self.load()
        let source = try gradedBook("A", vectors)
        let target = try store.books.createBook(title: "B")
        try store.closing.close(bookID: source.id, moving: .book(target.id), startingOver: true)
        let moved = try store.words.words(bookID: target.id)
        XCTAssertEqual(moved.count, 3)
        let new = vectors.new_card
        for word in moved {
            XCTAssertEqual(word.card.phase.number, new.state, word.meaning)
            XCTAssertEqual(word.card.step, new.step, word.meaning)
            XCTAssertEqual(word.card.stability, new.stability, word.meaning)
            XCTAssertEqual(word.card.difficulty, new.difficulty, word.meaning)
            XCTAssertEqual(word.card.lastReview?.timeIntervalSince1970, new.last_review, word.meaning)
            XCTAssertEqual(word.card, .new, word.meaning)
            XCTAssertEqual(word.knowledge, .new, word.meaning)
            XCTAssertEqual(try store.reviews.history(wordID: word.id), [], word.meaning)
        }
    }
}
