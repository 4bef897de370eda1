import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// Sessions with an end, driven by keys and the manual clock: FSRS order, Again cards coming
/// back within the session, the summary, undo back to the start, the remembered front side.
final class StudySessionTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    /// A book "Words" with the given terms (all new), its id.
    func makeBook(_ title: String = "Words", terms: [String]) throws -> WordBook {
        let book = try store.books.createBook(title: title)
        for term in terms { try store.words.addWord(WordDraft(term: term, meaning: "meaning of \(term)"), to: book.id) }
        return try XCTUnwrap(try store.books.book(id: book.id))
    }

    func word(_ term: String, in book: WordBook) throws -> Word {
        try XCTUnwrap(try store.words.words(bookID: book.id).first { $0.term == term })
    }

    func testLearningFirstThenDueReviewsThenNew() throws {
        let book = try makeBook(terms: ["review", "learning", "new 1", "new 2"])
        let now = h.clock.now
        try store.reviews.review(wordID: try word("review", in: book).id, grade: .easy, at: now.addingTimeInterval(-10 * 86_400))
        try store.reviews.review(wordID: try word("learning", in: book).id, grade: .again, at: now.addingTimeInterval(-120))
        let study = try h.study(book)
        var order: [String] = []
        while let card = study.currentCard, order.count < 4 {
            order.append(card.term)
            h.type(" 4")
        }
        XCTAssertEqual(order, ["learning", "review", "new 1", "new 2"])
        XCTAssertEqual(study.mode, .summary, "Easy sends every card days away")
    }

    func testNewCardsStopAtTheDailyLimit() throws {
        h = try AppHarness(study: StudySettings(newWordsPerDay: 2))
        let book = try makeBook(terms: ["a", "b", "c"])
        let study = try h.study(book)
        XCTAssertEqual(study.progressText, "2 new · 0 learning · 0 review")
        h.type(" 4 4")
        XCTAssertEqual(study.mode, .summary)
        XCTAssertEqual(study.summary?.cardsStudied, 2)
    }

    /// Anki's three counts, recounted on every grade: a learning card that comes back within
    /// the session is counted under Learning, a lapsed review moves from Review to Learning.
    func testSessionCountsNewLearningAndReviewAfterEachGrade() throws {
        let book = try makeBook(terms: ["review", "a", "b"])
        try store.reviews.review(wordID: try word("review", in: book).id, grade: .easy,
                                 at: h.clock.now.addingTimeInterval(-10 * 86_400))
        let study = try h.study(book)
        func counts() -> [Int] { let c = study.sessionCounts; return [c.new, c.learning, c.review] }
        XCTAssertEqual(counts(), [2, 0, 1])
        XCTAssertEqual(study.progressText, "2 new · 0 learning · 1 review")
        XCTAssertEqual(study.currentCard?.term, "review")
        h.press(.left)                        // review: Again → relearning, back within the session
        XCTAssertEqual(counts(), [2, 1, 0], "a lapse leaves Review for Learning")
        XCTAssertEqual(study.currentCard?.term, "a")
        h.press(.right)                       // a: Good → learning step of 10 minutes
        XCTAssertEqual(counts(), [1, 2, 0])
        h.press(.right)                       // b: Good
        XCTAssertEqual(counts(), [0, 3, 0])
        h.clock.advance(by: 11 * 60)
        while let card = study.currentCard, card.card.phase != .review, study.mode == .session, counts()[1] > 0 {
            let before = counts()[1]
            h.press(.right)                   // Good on a learning card that came back
            XCTAssertEqual(counts()[1], before - 1, "each Good on a learning step counts down (\(card.term))")
            XCTAssertEqual(counts()[0] + counts()[2], 0)
        }
        XCTAssertEqual(counts(), [0, 0, 0])
        XCTAssertEqual(study.mode, .summary)
    }

    func testAgainComesBackWithinTheSessionWhenItsStepIsDue() throws {
        let book = try makeBook(terms: ["a", "b", "c"])
        let study = try h.study(book)
        h.press(.left)                        // a: Again, due in 1 minute
        XCTAssertEqual(study.currentCard?.term, "b")
        h.clock.advance(by: 61)
        h.press(.right)                       // b: Good, next step in 10 minutes
        XCTAssertEqual(study.currentCard?.term, "a", "a's step is due: before the new c")
        XCTAssertEqual(study.currentCard?.card.status, .learning)
        h.type(" 4")
        XCTAssertEqual(study.currentCard?.term, "c")
        h.type(" 4")
        XCTAssertEqual(study.currentCard?.term, "b", "b is shown ahead (within 20 minutes) rather than ending")
        h.clock.advance(by: 600)
        h.press(.right)                       // b graduates
        XCTAssertEqual(study.mode, .summary)
    }

    func testSummaryCountsGradesTimeAndNextDueAndTakesTheBookOffThePlan() throws {
        let book = try makeBook(terms: ["a", "b"])
        let study = try h.study(book)
        h.press(.left)
        h.clock.advance(by: 30)
        h.type(" 2")                      // b: Hard
        h.clock.advance(by: 60)
        h.type(" 3")                      // a again: Good → 10 minutes
        h.clock.advance(by: 30)
        XCTAssertEqual(study.currentCard?.term, "b")
        h.type(" 4")
        h.clock.advance(by: 15)
        XCTAssertEqual(study.currentCard?.term, "a")
        h.type(" 4")
        let summary = try XCTUnwrap(study.summary)
        XCTAssertEqual(summary.cardsStudied, 2)
        XCTAssertEqual(summary.reviews, 5)
        XCTAssertEqual([summary.count(.again), summary.count(.hard), summary.count(.good), summary.count(.easy)], [1, 1, 1, 2])
        XCTAssertEqual(summary.timeSpent, 135)
        let dues = try store.words.words(bookID: book.id).compactMap(\.card.due)
        XCTAssertEqual(summary.nextDue, dues.min())
        XCTAssertTrue(try store.study.hasFinishedSession(bookID: book.id, since: h.clock.now.addingTimeInterval(-3_600)))
        h.press(.enter)
        if case .study = h.app.navigator.top { XCTFail("Enter returns") }
    }

    func testUndoRestoresWholeCardsBackToTheStart() throws {
        let book = try makeBook(terms: ["a", "b"])
        try store.reviews.review(wordID: try word("a", in: book).id, grade: .good, at: h.clock.now.addingTimeInterval(-5 * 86_400))
        try store.reviews.review(wordID: try word("a", in: book).id, grade: .good, at: h.clock.now.addingTimeInterval(-5 * 86_400 + 700))
        let before = try store.words.words(bookID: book.id)
        let marks = try h.database.scalarInt("SELECT count(*) FROM study_marks")
        let study = try h.study(book)
        h.press(.left)                         // a (review): Again → relearning, a lapse
        h.press(.right)                        // b (new): Good
        h.press(.left)                         // a's relearning step is within the look-ahead: Again
        XCTAssertEqual(try store.words.words(bookID: book.id)[0].card.lapses, 1)
        h.press(.backspace)
        h.type("uu")
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.card), before.map(\.card))
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.state), before.map(\.state))
        XCTAssertEqual(try h.database.scalarInt("SELECT count(*) FROM study_marks"), marks, "the history rows are gone")
        XCTAssertEqual(study.currentCard?.term, "a", "back at the first card")
        XCTAssertFalse(study.isFlipped)
        h.type("u")
        XCTAssertEqual(h.app.visibleStatus?.text, "Nothing to undo in this session")
    }

    func testUndoFromTheSummaryReopensTheSession() throws {
        let book = try makeBook(terms: ["a"])
        let study = try h.study(book)
        h.type(" 4")
        XCTAssertEqual(study.mode, .summary)
        XCTAssertTrue(try store.study.hasFinishedSession(bookID: book.id, since: h.clock.now))
        h.type("u")
        XCTAssertEqual(study.mode, .session)
        XCTAssertEqual(study.currentCard?.card.status, .new)
        XCTAssertFalse(try store.study.hasFinishedSession(bookID: book.id, since: h.clock.now), "the session is not finished any more")
    }

    func testDigitsGradeOnlyAfterTheFlip() throws {
        let book = try makeBook(terms: ["a"])
        let study = try h.study(book)
        h.type("3")
        XCTAssertEqual(study.currentCard?.card.status, .new, "not graded")
        XCTAssertEqual(h.app.tab, .books, "and no tab switch")
        XCTAssertNil(study.intervalHints, "no hints before the flip")
        h.type(" ")
        XCTAssertEqual(study.intervalHints?.map(\.text), ["1m", "6m", "10m", "8d"])
        XCTAssertEqual(try store.words.words(bookID: book.id)[0].card.reps, 0, "the hints save nothing")
    }

    func testFrontSideIsRememberedPerBook() throws {
        let korean = try makeBook("Korean", terms: ["물"])
        let japanese = try makeBook("Japanese", terms: ["水"])
        var study = try h.study(korean)
        XCTAssertEqual(study.visibleFace?.headline, "물")
        h.type("f")
        XCTAssertEqual(study.visibleFace?.headline, "meaning of 물")
        h.press(.escape, .escape)
        study = try h.study(japanese)
        XCTAssertEqual(study.frontSide, .term, "the other book keeps its own side")
        h.press(.escape, .escape)
        study = try h.study(korean)
        XCTAssertEqual(study.frontSide, .meaning)
        XCTAssertEqual(try store.study.frontSide(bookID: korean.id), .meaning)
    }
}
