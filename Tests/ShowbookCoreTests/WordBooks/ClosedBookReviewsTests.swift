import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// Known words are not retired by accident: a closed book's Mature words keep their reviews.
/// By default they stay in the closed book (read-only, off the Books list) and come due on
/// Today on their dates, under "from closed books"; a grade there is recorded like any other.
final class ClosedBookReviewsTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    /// Adds `term` to `book` as a Mature word (last reviewed 40 days before it falls due) due
    /// `days` days from now.
    @discardableResult
    func addMature(_ term: String, to book: WordBook, dueIn days: Double) throws -> Word {
        let word = try store.words.addWord(WordDraft(term: term, meaning: "\(term) meaning"), to: book.id)
        let due = h.clock.now.addingTimeInterval(days * 86_400)
        try h.database.writeCard(StudyCard(phase: .review, step: nil, stability: 40, difficulty: 5, due: due,
                                           lastReview: due.addingTimeInterval(-40 * 86_400), reps: 6), wordID: word.id)
        return try XCTUnwrap(try store.words.word(id: word.id))
    }

    /// "Alpha": 물 Mature, due in 3 days, and 밥 new; "Beta" open. Alpha is closed into Beta.
    func closedAlpha() throws -> (alpha: WordBook, beta: WordBook, water: Word) {
        let beta = try store.books.createBook(title: "Beta")
        h.clock.advance(by: 60)
        let alpha = try store.books.createBook(title: "Alpha")
        let water = try addMature("물", to: alpha, dueIn: 3)
        try store.words.addWord(WordDraft(term: "밥", meaning: "rice"), to: alpha.id)
        h.clock.advance(by: 60)
        try store.closing.close(bookID: alpha.id, moving: .book(beta.id))
        return (alpha, beta, water)
    }

    func testAClosedBooksMatureWordComesDueOnItsDate() throws {
        let (alpha, _, water) = try closedAlpha()
        XCTAssertEqual(try store.words.words(bookID: alpha.id).map(\.term), ["물"], "the Mature word stays in the closed book")
        XCTAssertEqual(try store.study.dueWords(at: h.clock.now).map(\.term), [], "not due before its date")
        h.clock.advance(by: 3 * 86_400)
        XCTAssertEqual(try store.study.dueWords(at: h.clock.now).map(\.id), [water.id], "due on its date")
        XCTAssertEqual(try store.study.newWordsAvailable(at: h.clock.now, calendar: FixtureDates.utcCalendar).map(\.term), ["밥"],
                       "the moved new word is offered from the open book")

        h.app.select(.today)
        XCTAssertEqual(h.app.today.totalDue, 1, "\(h.app.today.entries)")
        XCTAssertEqual(h.app.today.entries.first, .studyAll(due: 1, new: 1))
    }

    func testAGradeOnAClosedBooksWordIsRecordedAndItsNextDateMoves() throws {
        let (_, _, water) = try closedAlpha()
        h.clock.advance(by: 3 * 86_400)
        h.app.select(.today)
        h.press(.enter)
        guard case let .study(study) = h.app.navigator.top else { throw h.notShown("the study screen") }
        XCTAssertEqual(study.currentCard?.term, "물", "the due review comes first")
        h.type(" 3")
        h.settle()
        XCTAssertNil(h.app.visibleMessage?.range(of: "closed"), h.app.visibleMessage ?? "")
        let graded = try XCTUnwrap(try store.words.word(id: water.id))
        XCTAssertEqual(graded.card.lastReview, h.clock.now, "the grade was recorded")
        XCTAssertGreaterThan(try XCTUnwrap(graded.card.due), h.clock.now.addingTimeInterval(20 * 86_400))
        XCTAssertEqual(try store.study.dueWords(at: h.clock.now).map(\.term), [])
    }

    func testTodayListsTheClosedBooksDueWordsUnderTheirOwnRow() throws {
        _ = try closedAlpha()
        h.clock.advance(by: 3 * 86_400)
        h.app.select(.today)
        XCTAssertEqual(h.app.today.entries.map(\.id), [.studyAll, .due(bookID: 1), .closedBooks])
        XCTAssertEqual(h.app.today.entries.last, .closedBooks(due: 1))
        h.app.today.selectRow(2)
        h.press(.enter)
        guard case let .study(study) = h.app.navigator.top else { throw h.notShown("the study screen") }
        XCTAssertEqual(study.session.left(at: h.clock.now), 1, "only the closed book's due word, no new word")
        XCTAssertEqual(study.currentCard?.term, "물")
    }

    /// The closed book stays read-only: its studied words take grades and their undo, but a
    /// new word is not studied from it and nothing is added or edited.
    func testTheClosedBookTakesGradesOfItsStudiedWordsOnly() throws {
        let (alpha, _, water) = try closedAlpha()
        let graded = try store.reviews.review(wordID: water.id, grade: .good)
        try store.reviews.undoReview(restoring: water)
        XCTAssertEqual(try store.words.word(id: water.id)?.card, water.card, "the grade was taken back")
        _ = graded
        XCTAssertThrowsError(try store.words.addWord(WordDraft(term: "집", meaning: "house"), to: alpha.id)) { error in
            XCTAssertEqual("\(error)", "“Alpha” is closed; nothing added")
        }
        XCTAssertThrowsError(try store.words.updateWord(id: water.id, with: WordDraft(term: "물", meaning: "sea"))) { error in
            XCTAssertEqual("\(error)", "“Alpha” is closed; nothing saved")
        }
        let book = try store.books.createBook(title: "Gamma")
        let fresh = try store.words.addWord(WordDraft(term: "불", meaning: "fire"), to: book.id)
        try store.closing.close(bookID: book.id, moving: .none)
        XCTAssertThrowsError(try store.reviews.review(wordID: fresh.id, grade: .good)) { error in
            XCTAssertEqual("\(error)", "“Gamma” is closed; nothing graded", "a closed book's new word is not studied")
        }
    }

    /// The modal's choice to retire them: the words that stay leave review, as closes did before.
    func testRetiringTakesTheWordsThatStayOutOfReviewUntilTheBookIsReopened() throws {
        let beta = try store.books.createBook(title: "Beta")
        h.clock.advance(by: 60)
        let alpha = try store.books.createBook(title: "Alpha")
        let water = try addMature("물", to: alpha, dueIn: 3)
        try store.words.addWord(WordDraft(term: "밥", meaning: "rice"), to: alpha.id)
        try h.openBook(try XCTUnwrap(try store.books.book(id: alpha.id)))
        h.type("c")
        guard case let .closeBook(modal)? = h.app.navigator.modal?.modal else { throw h.notShown("the close modal") }
        XCTAssertEqual(modal.stayLine, "1 mature word stays in ‘Alpha’ and keeps its reviews on Today.")
        h.type("r")
        XCTAssertEqual(modal.stayLine, "1 mature word stays in ‘Alpha’ and will no longer be reviewed.")
        h.press(.enter)
        h.settle()
        XCTAssertEqual(h.log.events(named: "book.closed").first?["retired"] as? Bool, true)
        XCTAssertEqual(try store.words.words(bookID: beta.id).map(\.term), ["밥"])
        h.clock.advance(by: 3 * 86_400)
        XCTAssertEqual(try store.study.dueWords(at: h.clock.now).map(\.term), [], "retired: never due")
        XCTAssertThrowsError(try store.reviews.review(wordID: water.id, grade: .good))
        try store.books.reopen(bookID: alpha.id)
        XCTAssertEqual(try store.study.dueWords(at: h.clock.now).map(\.term), ["물"], "reopened, it is due on its date")
    }
}
