import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// Closing a book into one that already has some of its words: the words are merged, never
/// duplicated; the report names both books and the counts; a continuation keeps the show
/// link; a book with nothing unfinished offers only Close and Cancel.
final class CloseMergeTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    /// Makes a book with (term, meaning, knowledge state) words.
    @discardableResult
    func makeBook(_ title: String, _ words: [(String, String, KnowledgeState)]) throws -> WordBook {
        let book = try store.books.createBook(title: title)
        for (term, meaning, state) in words {
            let word = try store.words.addWord(WordDraft(term: term, reading: "r-\(term)", meaning: meaning), to: book.id)
            try store.give(state, toWord: word.id, at: h.clock.now)
        }
        h.clock.advance(by: 60)
        return try XCTUnwrap(store.books.book(id: book.id))
    }

    func testClosingIntoABookWithTheSameWordsMergesThem() throws {
        let source = try makeBook("A", [
            ("물", "water", .learning), ("Book", "book", .new), ("집", "house", .mature), ("밥", "rice", .learning),
        ])
        let target = try makeBook("B", [("물", "water (B)", .mature), ("book", "a book (B)", .learning)])
        let outcome = try store.closing.close(bookID: source.id, moving: .book(target.id))
        XCTAssertEqual(outcome.movedWords, 1)
        XCTAssertEqual(outcome.mergedWords, 2)
        let words = try store.words.words(bookID: target.id)
        XCTAssertEqual(words.map(\.term), ["물", "book", "밥"], "one word per term")
        XCTAssertEqual(words.map(\.meaning), ["water (B)", "a book (B)", "rice"], "the target's meaning is kept")
        XCTAssertEqual(words.map(\.state), [.fail, .undefined, .undefined],
                       "a merged word takes the state of the moved (unfinished) word; a copied word arrives undefined")
    }

    func testSameFileImportedTwiceThenClosedListsEveryWordOnce() throws {
        // The reported case: the same words in A and B, A closed into B.
        let words: [(String, String, KnowledgeState)] = [("사랑", "love", .new), ("친구", "friend", .learning)]
        let source = try makeBook("A", words)
        let target = try makeBook("B", words)
        let outcome = try store.closing.close(bookID: source.id, moving: .book(target.id))
        XCTAssertEqual(try store.words.words(bookID: target.id).map(\.term), ["사랑", "친구"])
        XCTAssertEqual(outcome.movedWords, 0)
        XCTAssertEqual(outcome.mergedWords, 2)
        XCTAssertEqual(outcome.summary, "Closed “A”: moved 0, merged 2 already in “B”")
    }

    func testATermTwiceInTheSourceArrivesOnce() throws {
        let source = try makeBook("A", [("물", "water", .learning)])
        _ = try store.words.addWord(WordDraft(term: "물 ", meaning: "water again"), to: source.id)
        let target = try makeBook("B", [])
        let outcome = try store.closing.close(bookID: source.id, moving: .book(target.id))
        XCTAssertEqual(try store.words.words(bookID: target.id).map(\.term), ["물"])
        XCTAssertEqual(outcome.movedWords + outcome.mergedWords, 2)
    }

    func testMergingCloseIsStillAllOrNothing() throws {
        let source = try makeBook("A", [("물", "water", .learning), ("밥", "rice", .learning)])
        let target = try makeBook("B", [("물", "water (B)", .mature)])
        let before = try store.words.words(bookID: target.id)
        let marks = { try self.h.database.scalarInt("SELECT count(*) FROM study_marks WHERE book_id = ?", source.id) }
        let marksBefore = try marks()
        XCTAssertGreaterThan(marksBefore ?? 0, 0)
        h.database.faultInjector = { sql in
            if sql.hasPrefix("UPDATE word_books SET closed_at") { throw StorageError.injectedFailure(sql) }
        }
        XCTAssertThrowsError(try store.closing.close(bookID: source.id, moving: .book(target.id)))
        h.database.faultInjector = nil
        XCTAssertEqual(try store.words.words(bookID: target.id), before, "merges and copies rolled back")
        XCTAssertEqual(try marks(), marksBefore, "the moved history rolled back")
        XCTAssertFalse(try XCTUnwrap(store.books.book(id: source.id)).isClosed)
    }

    func testSummaryWithoutMergesAndIntoANewBook() throws {
        let source = try makeBook("A", [("물", "water", .learning)])
        let target = try makeBook("B", [])
        XCTAssertEqual(try store.closing.close(bookID: source.id, moving: .book(target.id)).summary, "Closed “A”: moved 1 word into “B”")
        let other = try makeBook("C", [("밥", "rice", .learning), ("집", "house", .new)])
        XCTAssertEqual(try store.closing.close(bookID: other.id, moving: .newBook(title: "C2")).summary,
                       "Closed “C”: moved 2 words into the new book “C2”")
        let last = try makeBook("D", [("밥", "rice", .learning)])
        XCTAssertEqual(try store.closing.close(bookID: last.id, moving: .none).summary, "Closed “D”: 1 unfinished word not moved")
    }

    func testClosingIntoItselfIsRefusedByName() throws {
        let book = try makeBook("Drama words", [("물", "water", .learning)])
        XCTAssertThrowsError(try store.closing.close(bookID: book.id, moving: .book(book.id))) { error in
            XCTAssertEqual("\(error)", "“Drama words” cannot be closed into itself")
        }
        let closed = try makeBook("Old", [])
        try store.closing.close(bookID: closed.id, moving: .none)
        XCTAssertThrowsError(try store.closing.close(bookID: book.id, moving: .book(closed.id))) { error in
            XCTAssertEqual("\(error)", "cannot move the words of “Drama words” into “Old”: it is closed")
        }
        XCTAssertFalse(try XCTUnwrap(store.books.book(id: book.id)).isClosed)
    }

    // MARK: The unfinished word's schedule

    func testMergeKeepsTheUnfinishedWordsStateScheduleAndHistory() throws {
        // B's 물 was learned and is not due for 20 days; A's 물 was just failed and is due now.
        let target = try makeBook("B", [("물", "water (B)", .new)])
        let kept = try XCTUnwrap(store.words.words(bookID: target.id).first)
        try store.reviews.mark(wordID: kept.id, bookID: target.id, as: .success)
        let learned = StudyCard(phase: .review, step: nil, stability: 20, difficulty: 4,
                                due: h.clock.now.addingTimeInterval(20 * 86_400), lastReview: h.clock.now, reps: 5, lapses: 0)
        try h.database.writeCard(learned, wordID: kept.id)
        XCTAssertEqual(try store.words.word(id: kept.id)?.state, .success)
        let source = try makeBook("A", [("물", "water", .new)])
        let moved = try XCTUnwrap(store.words.words(bookID: source.id).first)
        try store.reviews.review(wordID: moved.id, grade: .good)
        h.clock.advance(by: 3_600)
        let failed = try store.reviews.review(wordID: moved.id, grade: .again)
        XCTAssertEqual(failed.state, .fail)
        let failedHistory = try store.reviews.history(wordID: moved.id)
        let keptHistory = try store.reviews.history(wordID: kept.id)
        h.clock.advance(by: 60)

        let outcome = try store.closing.close(bookID: source.id, moving: .book(target.id))
        XCTAssertEqual(outcome.mergedWords, 1)
        let merged = try XCTUnwrap(store.words.words(bookID: target.id).first)
        XCTAssertEqual(try store.words.words(bookID: target.id).count, 1, "one word")
        XCTAssertEqual(merged.id, kept.id, "the target's word stays")
        XCTAssertEqual(merged.meaning, "water (B)", "the target's meaning is kept")
        XCTAssertEqual(merged.state, .fail, "the state of the unfinished word")
        XCTAssertEqual(merged.card, failed.card, "its whole schedule: phase, step, stability, difficulty, due, reps, lapses")
        let history = try store.reviews.history(wordID: merged.id)
        XCTAssertEqual(history.count, keptHistory.count + failedHistory.count, "the moved word's history comes along")
        XCTAssertEqual(Set(history.map(\.at)), Set((keptHistory + failedHistory).map(\.at)))
        XCTAssertTrue(try store.study.dueWords(at: h.clock.now.addingTimeInterval(3_600), bookID: target.id).contains { $0.id == merged.id },
                      "the word the user was failing comes back in the next hour")
    }

    // MARK: The show link

    func testNewBookOnCloseKeepsTheShowLink() throws {
        let show = Media(id: "bundled:5", title: "Squid Game")
        let book = try store.books.createBook(title: "Squid Game", linkedTo: show)
        try store.words.addWord(WordDraft(term: "게임", meaning: "game"), to: book.id)
        let outcome = try store.closing.close(bookID: book.id, moving: .newBook(title: "Squid Game (continued)"))
        let continuation = try XCTUnwrap(store.books.book(id: XCTUnwrap(outcome.targetBookID)))
        XCTAssertEqual(continuation.showID, "bundled:5")
        XCTAssertEqual(continuation.showTitle, "Squid Game")
        XCTAssertEqual(try store.books.book(linkedTo: "bundled:5")?.id, continuation.id, "`w` on the show finds the continuation")
    }

    func testAContinuationMayTakeTheNameOfTheBookItCloses() throws {
        let book = try makeBook("Drama words", [("물", "water", .learning)])
        let outcome = try store.closing.close(bookID: book.id, moving: .newBook(title: "drama words"))
        XCTAssertEqual(outcome.targetTitle, "drama words", "the old book closes in the same transaction")
        XCTAssertEqual(try store.books.openBooks().map(\.title), ["drama words"])
    }

    // MARK: Nothing unfinished

    /// A continuation the user asked for by name is made even when nothing moves into it, and
    /// the report says so (it used to make no book and say only "nothing unfinished to move").
    func testNothingUnfinishedStillMakesTheContinuationAskedFor() throws {
        let book = try makeBook("Done", [("물", "water", .mature)])
        let outcome = try store.closing.close(bookID: book.id, moving: .newBook(title: "Done (continued)"))
        let made = try XCTUnwrap(store.books.book(id: XCTUnwrap(outcome.targetBookID)))
        XCTAssertEqual(made.title, "Done (continued)")
        XCTAssertTrue(outcome.createdTarget)
        XCTAssertEqual(try store.books.openBooks().map(\.title), ["Done (continued)"])
        XCTAssertEqual(outcome.summary, "Closed “Done”: nothing unfinished to move; made the new book “Done (continued)”")
        XCTAssertEqual(outcome.report, [outcome.summary, "1 mature word stays in ‘Done’ and keeps its reviews on Today"])
    }

    /// `books close EMPTY --into-new NAME`: the book NAME is made, linked to the show as any
    /// continuation, and the line says it was made.
    func testAnEmptyBookClosedIntoANewOneMakesItAndSaysSo() throws {
        let show = Media(id: "bundled:5", title: "Squid Game")
        let book = try store.books.createBook(title: "Empty", linkedTo: show)
        let outcome = try store.closing.close(bookID: book.id, moving: .newBook(title: "Next"))
        let made = try XCTUnwrap(store.books.book(id: XCTUnwrap(outcome.targetBookID)))
        XCTAssertEqual(made.title, "Next")
        XCTAssertEqual(made.showID, "bundled:5")
        XCTAssertEqual(outcome.summary, "Closed “Empty”: it had no words; made the new book “Next”")
        XCTAssertEqual(outcome.report, [outcome.summary])
    }

    /// Into an existing book with nothing to move: no "moved 0 words".
    func testNothingToMoveIntoAnExistingBookSaysSoPlainly() throws {
        let target = try makeBook("B", [])
        let empty = try makeBook("Empty", [])
        XCTAssertEqual(try store.closing.close(bookID: empty.id, moving: .book(target.id)).summary,
                       "Closed “Empty”: it had no words, so nothing moved into “B”")
        let done = try makeBook("Done", [("물", "water", .mature)])
        XCTAssertEqual(try store.closing.close(bookID: done.id, moving: .book(target.id)).summary,
                       "Closed “Done”: nothing unfinished to move into “B”")
    }

    // MARK: Through the modal

    func testModalReportsMergesInTheStatusBarAndTheLog() throws {
        try makeBook("B", [("물", "water (B)", .mature)])
        let book = try makeBook("A", [("물", "water", .learning), ("밥", "rice", .learning)])
        let modal = try h.openCloseModal(for: book)
        XCTAssertEqual(modal.options.map(\.label), ["Don't move", "B", "New book…"])
        h.press(.enter)
        h.settle()
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertEqual(h.app.visibleMessage, "Closed “A”: moved 1, merged 1 already in “B”")
        let event = try XCTUnwrap(h.log.events(named: "book.closed").first)
        XCTAssertEqual(event["moved"] as? Int, 1)
        XCTAssertEqual(event["merged"] as? Int, 1)
        XCTAssertEqual(event["book_id"] as? Int, Int(book.id))
    }

    func testModalWithNothingUnfinishedOffersOnlyCloseAndCancel() throws {
        try makeBook("Other", [])
        let book = try makeBook("Done", [("물", "water", .mature), ("밥", "rice", .mature)])
        let modal = try h.openCloseModal(for: book)
        XCTAssertTrue(modal.hasNothingToMove)
        XCTAssertEqual(modal.options, [.dontMove], "no target to choose")
        XCTAssertEqual(modal.prompt, "All 2 words are mature — nothing to move.")
        XCTAssertEqual(modal.stayLine, "2 mature words stay in ‘Done’ and keep their reviews on Today.")
        XCTAssertNil(modal.startOverLabel, "nothing moves, so nothing starts over")
        XCTAssertEqual(modal.confirmLabel, "Close")
        h.press(.down, .down)
        XCTAssertEqual(modal.selectedOption, .dontMove, "↓ cannot reach New book…")
        h.press(.enter)
        XCTAssertFalse(modal.isEditingText, "no name is asked for")
        h.settle()
        XCTAssertTrue(try XCTUnwrap(store.books.book(id: book.id)).isClosed)
        XCTAssertEqual(try store.books.openBooks().map(\.title), ["Other"], "no empty book was made")
    }

    func testModalNewBookKeepsTheShowLinkSoWOpensTheContinuation() throws {
        try h.openDetail(searching: "squid", settle: false)
        h.type("w")
        h.press(.enter)  // create "Squid Game", linked
        guard case let .wordBook(screen) = h.app.navigator.top else { return XCTFail("book not opened") }
        try store.words.addWord(WordDraft(term: "게임", meaning: "game"), to: screen.book.id)
        h.type("c")
        let modal = try h.shownCloseModal()
        modal.select(modal.options.count - 1)
        h.press(.enter, .enter)  // New book…, accept the default name
        h.settle()
        XCTAssertTrue(h.app.navigator.isShowingDetail, "back on the show")
        h.type("w")
        XCTAssertNil(h.app.navigator.modal, "the continuation opens; no offer to create another book")
        guard case let .wordBook(continued) = h.app.navigator.top else { return XCTFail("continuation not opened") }
        XCTAssertEqual(continued.book.title, "Squid Game (continued)")
        XCTAssertEqual(continued.showTitle, "Squid Game")
    }
}
