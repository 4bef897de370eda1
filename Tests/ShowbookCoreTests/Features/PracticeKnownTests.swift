import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// "I know this" in free practice: `k` marks the word on screen Known as on a card's back (the
/// session no longer serves it, the deck keeps it), `u` takes the mark back; the key is in the
/// hints. The session's summary counts the words marked Known, on a card's back or in practice.
final class PracticeKnownTests: XCTestCase {
    /// A book of `terms` (all new) with its study session open.
    private func studyBook(_ h: AppHarness, _ terms: [String]) throws -> (WordBook, StudyModel) {
        let book = try h.container.wordBooks.books.createBook(title: "Practice")
        for term in terms { try h.container.wordBooks.words.addWord(WordDraft(term: term, meaning: "m-\(term)"), to: book.id) }
        return (book, try h.study(book))
    }

    private func stored(_ h: AppHarness, _ id: Int64) throws -> Word {
        try XCTUnwrap(try h.container.wordBooks.words.word(id: id))
    }

    func testKInPracticeMarksKnownAndUTakesItBack() throws {
        let h = try AppHarness()
        let (book, model) = try studyBook(h, ["물", "집", "밥"])
        h.type("p")
        XCTAssertEqual(model.mode, .practice)
        XCTAssertTrue(model.activeKeyMap.contains { $0.command == .known && $0.keys == [.character("k")] })
        XCTAssertTrue(model.activeKeyMap.contains { $0.command == .undo })
        XCTAssertTrue(h.app.statusHints.contains { $0.text == HintText("k", "known") }, "k is in the hints")
        XCTAssertTrue(model.helpEntries.contains { $0.keys == "k" }, "and in help")
        h.press(.right)
        let second = try XCTUnwrap(model.currentCard)
        h.type("k")
        h.settle()
        XCTAssertEqual(try stored(h, second.id).knowledge, .known, "k works on the front in practice")
        XCTAssertEqual(try stored(h, second.id).card, second.card, "the card is kept")
        XCTAssertEqual(h.app.visibleStatus?.text, "“\(second.term)” is Known: out of study — u undoes")
        XCTAssertEqual(model.currentCard?.id, second.id, "the deck keeps the word on screen")
        XCTAssertEqual(model.currentCard?.knowledge, .known, "shown as it is now")
        XCTAssertEqual(model.sessionCounts, SessionCounts(new: 2, learning: 0, review: 0), "the session no longer serves it")
        XCTAssertEqual(try h.container.wordBooks.books.book(id: book.id)?.knowledge, KnowledgeCounts(new: 2, known: 1))
        h.type("k")
        XCTAssertEqual(h.app.visibleStatus?.text, "“\(second.term)” is already Known — u takes the last mark back")

        h.type("u")
        h.settle()
        XCTAssertEqual(model.mode, .practice, "u keeps practice on screen")
        XCTAssertEqual(try stored(h, second.id), second, "exactly as it was")
        XCTAssertEqual(model.currentCard, second)
        XCTAssertEqual(model.sessionCounts, SessionCounts(new: 3, learning: 0, review: 0))
        XCTAssertEqual(h.app.visibleStatus?.text, "“\(second.term)” is back in study")
        h.type("u")
        XCTAssertEqual(h.app.visibleStatus?.text, "Nothing to undo in this session")
    }

    func testMarkingTheSessionCardKnownInPracticeMovesTheSessionOn() throws {
        let h = try AppHarness()
        let (_, model) = try studyBook(h, ["물", "집"])
        let first = try XCTUnwrap(model.sessionCard)
        h.type("p")
        XCTAssertEqual(model.currentCard?.id, first.id)
        h.type("k")
        h.settle()
        h.type("p")
        XCTAssertEqual(model.mode, .session)
        XCTAssertNotEqual(model.currentCard?.id, first.id, "the session does not show a Known word")
        h.type(" 4")
        h.settle()
        XCTAssertEqual(model.mode, .summary)
        XCTAssertEqual(model.summary?.markedKnown, 1)
        XCTAssertEqual(model.summary?.cardsStudied, 1)
    }

    func testAGradeIsNotUndoneFromPractice() throws {
        let h = try AppHarness()
        let (_, model) = try studyBook(h, ["물", "집"])
        h.type(" 3")
        h.settle()
        h.type("p")
        h.type("u")
        XCTAssertEqual(h.app.visibleStatus?.text, "u in practice takes back Known marks — p, then u, takes back the last grade")
        XCTAssertEqual(model.session.steps.count, 1, "the grade stays")
    }

    /// The summary counts the Known marks of the session, on the back and in practice, and an
    /// undo takes one off.
    func testTheSummaryCountsWordsMarkedKnown() throws {
        let h = try AppHarness(study: StudySettings(newWordsPerDay: 2))
        let (book, model) = try studyBook(h, ["물", "집", "밥"])
        h.type(" k")
        h.settle()
        h.type(" 4")
        h.settle()
        XCTAssertEqual(model.mode, .summary)
        XCTAssertEqual(model.summary?.markedKnown, 1)
        XCTAssertEqual(model.summary?.cardsStudied, 1)
        h.type("p")
        let unseen = try XCTUnwrap(model.practice.cards.first { $0.knowledge == .new })
        while model.currentCard?.id != unseen.id { h.press(.right) }
        h.type("k")
        h.settle()
        h.type("p")
        XCTAssertEqual(model.mode, .summary)
        XCTAssertEqual(model.summary?.markedKnown, 2, "a Known mark in practice after the end counts too")
        XCTAssertEqual(try h.container.wordBooks.books.book(id: book.id)?.knowledge.known, 2)
        h.type("u")
        h.settle()
        XCTAssertEqual(model.mode, .summary, "the word marked in practice was not in the session: it stays finished")
        XCTAssertEqual(model.summary?.markedKnown, 1)
        XCTAssertTrue(try h.container.wordBooks.study.hasFinishedSession(bookID: book.id, since: .distantPast),
                      "the finished session stays recorded")
    }
}
