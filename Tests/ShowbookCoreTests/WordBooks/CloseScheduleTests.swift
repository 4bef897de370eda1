import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// Closing keeps the schedule: what moves is what is neither Mature nor Known, it keeps its
/// card and history unless the learner starts it over (`s` in the modal), the modal says what
/// moves by state and what stays behind — keeping its reviews, or retired (`r`) — and reopening
/// a retired book brings its words back into review.
final class CloseScheduleTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    @discardableResult
    func makeBook(_ title: String, _ states: [KnowledgeState]) throws -> WordBook {
        let book = try store.books.createBook(title: title)
        for (index, state) in states.enumerated() {
            let word = try store.words.addWord(WordDraft(term: "\(title)-\(index)", meaning: "m\(index)"), to: book.id)
            try store.give(state, toWord: word.id, at: h.clock.now)
        }
        h.clock.advance(by: 60)
        return try XCTUnwrap(store.books.book(id: book.id))
    }

    // MARK: Review after a close, and after reopening

    func testARetiredBooksWordsLeaveReviewAndComeBackWhenItIsReopened() throws {
        let book = try makeBook("A", [.mature, .mature, .learning, .new])
        let target = try makeBook("B", [])
        let outcome = try store.closing.close(bookID: book.id, moving: .book(target.id), retiring: true)
        XCTAssertTrue(outcome.retired)
        XCTAssertNotNil(try XCTUnwrap(store.books.book(id: book.id)).retiredAt)
        let later = h.clock.now.addingTimeInterval(31 * 86_400)
        XCTAssertEqual(try store.study.dueWords(at: later, bookID: book.id), [], "a retired book has nothing due")
        XCTAssertEqual(try store.study.closedBooksDue(at: later), 0)
        XCTAssertNil(try store.study.studyCounts(at: later, newLimit: 20)[book.id], "Today leaves it out")
        XCTAssertEqual(try store.study.dueWords(at: later).map(\.term), ["A-2"], "only the moved word, in B")
        XCTAssertEqual(try store.study.studyCounts(at: later, newLimit: 20)[target.id], StudyCounts(due: 1, new: 1))
        XCTAssertEqual(try store.study.newWordsAvailable(at: later, calendar: FixtureDates.utcCalendar).map(\.term), ["A-3"])

        try store.books.reopen(bookID: book.id)
        XCTAssertNil(try XCTUnwrap(store.books.book(id: book.id)).retiredAt, "reopening ends the retirement")
        XCTAssertEqual(Set(try store.study.dueWords(at: later, bookID: book.id).map(\.term)), ["A-0", "A-1"],
                       "its mature words are due again, on their own schedule; the moved ones live on in B only")
        XCTAssertEqual(try store.study.studyCounts(at: later, newLimit: 20)[book.id], StudyCounts(due: 2, new: 0))
        XCTAssertEqual(try store.study.studyCounts(at: later, newLimit: 20)[target.id], StudyCounts(due: 1, new: 1))
        XCTAssertEqual(try store.study.dueWords(at: h.clock.now, bookID: book.id).map(\.term), [],
                       "the mature ones not before they are due")
    }

    // MARK: The modal's sentences

    func testTheModalSaysWhatMovesByStateAndWhatStaysOutOfReview() throws {
        try makeBook("B", [])
        let book = try makeBook("A", [.mature, .mature, .known, .young, .learning, .learning, .new])
        let modal = try h.openCloseModal(for: book)
        XCTAssertEqual(modal.prompt, "Move 4 unfinished words (1 young · 2 learning · 1 new) to:")
        XCTAssertEqual(modal.selectedOption.label, "B")
        XCTAssertEqual(modal.stayLine, "2 mature and 1 known words stay in ‘A’; 2 of them keep their reviews on Today.")
        XCTAssertEqual(modal.moveNote, "They keep schedules and history.")
        XCTAssertEqual(modal.retireLabel, "[ ] Retire them: no more reviews (r)")
        h.type("r")
        XCTAssertEqual(modal.retireLabel, "[x] Retire them: no more reviews (r)")
        XCTAssertEqual(modal.stayLine, "2 mature and 1 known words stay in ‘A’ and will no longer be reviewed.")
        modal.handleClick(.click, on: .toggle(CloseBookModel.retireToggle))
        XCTAssertFalse(modal.retires, "a click on the choice switches it back")
        h.press(.up)
        XCTAssertEqual(modal.stayLine, "2 mature, 1 known and 4 unfinished words stay in ‘A’; 5 of them keep their reviews on Today.")
        XCTAssertNil(modal.moveNote, "nothing moves")
        h.press(.down)
        XCTAssertEqual(modal.startOverLabel, "[ ] Start them over (s)")
        h.type("s")
        XCTAssertEqual(modal.startOverLabel, "[x] Start them over (s)")
        XCTAssertEqual(modal.moveNote, "They start as new cards, no history.")
        modal.handleClick(.click, on: .toggle(CloseBookModel.startOverToggle))
        XCTAssertFalse(modal.startsOver, "a click on the choice switches it back")
    }

    func testOneMatureWordAndAKnownOneAreCountedInTheSingularAndAsFinished() throws {
        let single = try makeBook("S", [.mature, .learning])
        let counts = single.knowledge
        XCTAssertEqual(counts.staySentence(in: "S", movingUnfinished: true), "1 mature word stays in ‘S’ and keeps its reviews on Today")
        XCTAssertEqual(counts.staySentence(in: "S", movingUnfinished: true, retiring: true),
                       "1 mature word stays in ‘S’ and will no longer be reviewed")
        let known = try makeBook("K", [.known])
        let modal = try h.openCloseModal(for: known)
        XCTAssertEqual(modal.prompt, "Its one word is known — nothing to move.")
        XCTAssertEqual(modal.stayLine, "1 known word stays in ‘K’ and will no longer be reviewed.")
        XCTAssertNil(modal.retireLabel, "a Known word has no reviews to keep or retire")
        XCTAssertTrue(modal.hasNothingToMove)
        h.type("s")
        XCTAssertFalse(modal.startsOver, "s does nothing when nothing moves")
    }

    // MARK: Start over through the modal

    func testStartOverInTheModalMovesNewCardsAndDismissesBothScreens() throws {
        let target = try makeBook("B", [])
        let book = try makeBook("A", [.learning, .young, .mature])
        let source = try store.words.words(bookID: book.id)
        let modal = try h.openCloseModal(for: book)
        h.type("s")
        h.press(.enter)
        h.settle()
        XCTAssertNil(h.app.navigator.modal)
        guard case .root = h.app.navigator.top else { return XCTFail("the book screen is still shown: \(h.shownState)") }
        XCTAssertTrue(modal.startsOver)
        let moved = try store.words.words(bookID: target.id)
        XCTAssertEqual(moved.map(\.term), ["A-0", "A-1"])
        XCTAssertEqual(moved.map(\.card), [.new, .new])
        XCTAssertEqual(try store.reviews.history(wordID: source[0].id), [], "the learning word's Again is gone")
        let event = try XCTUnwrap(h.log.events(named: "book.closed").first)
        XCTAssertEqual(event["started_over"] as? Bool, true)
        XCTAssertEqual(event["moved"] as? Int, 2)
    }

    func testCancelAfterChoosingStartOverChangesNothing() throws {
        try makeBook("B", [])
        let book = try makeBook("A", [.learning])
        let before = try store.words.words(bookID: book.id)
        _ = try h.openCloseModal(for: book)
        h.type("s")
        h.press(.escape)
        XCTAssertNil(h.app.navigator.modal)
        guard case .wordBook = h.app.navigator.top else { return XCTFail("Cancel dismissed the book screen") }
        XCTAssertEqual(try store.words.words(bookID: book.id), before)
        XCTAssertFalse(try XCTUnwrap(store.books.book(id: book.id)).isClosed)
    }

    // MARK: Merged words

    func testAMergedWordStartingOverGetsANewCardAndNoHistory() throws {
        let target = try store.books.createBook(title: "B")
        let kept = try store.words.addWord(WordDraft(term: "물", meaning: "water (B)"), to: target.id)
        try store.reviews.review(wordID: kept.id, grade: .good)
        let book = try store.books.createBook(title: "A")
        let moved = try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        try store.reviews.review(wordID: moved.id, grade: .again)
        h.clock.advance(by: 60)
        let outcome = try store.closing.close(bookID: book.id, moving: .book(target.id), startingOver: true)
        XCTAssertEqual(outcome.mergedWords, 1)
        let merged = try XCTUnwrap(store.words.word(id: kept.id))
        XCTAssertEqual(merged.card, .new)
        XCTAssertEqual(try store.reviews.history(wordID: kept.id), [])
        XCTAssertEqual(try store.reviews.history(wordID: moved.id), [])
        XCTAssertEqual(merged.meaning, "water (B)")
    }

    // MARK: What `books close` prints

    func testTheReportSaysWhatMovedByStateAndWhatStayed() throws {
        let book = try makeBook("A", [.mature, .mature, .learning, .new, .suspended])
        let target = try makeBook("B", [])
        let outcome = try store.closing.close(bookID: book.id, moving: .book(target.id))
        XCTAssertEqual(outcome.report, [
            "Closed “A”: moved 3 words into “B”",
            "Moved 1 learning · 1 new · 1 suspended, with their schedules and review history",
            "2 mature words stay in ‘A’ and keep their reviews on Today",
        ])
        XCTAssertEqual(outcome.stayingWords, 2)
        let moved = try store.words.words(bookID: target.id)
        XCTAssertEqual(moved.map(\.knowledge), [.learning, .new, .suspended], "a suspended word stays suspended")

        let other = try makeBook("C", [.mature, .learning])
        let kept = try store.closing.close(bookID: other.id, moving: .none, retiring: true)
        XCTAssertEqual(kept.report, [
            "Closed “C”: 1 unfinished word not moved",
            "1 mature and 1 unfinished words stay in ‘C’ and will no longer be reviewed",
        ])
        XCTAssertEqual(kept.stayingWords, 2)
    }
}
