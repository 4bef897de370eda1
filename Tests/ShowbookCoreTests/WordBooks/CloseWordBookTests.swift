import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// Closing a book: the storage transaction and the seed's conditional dismissal, through the
/// same presenter mechanism on the confirm and the cancel path.
final class CloseWordBookTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    /// Makes a book with words in the given knowledge states.
    @discardableResult
    func makeBook(_ title: String, states: [KnowledgeState]) throws -> WordBook {
        let book = try store.books.createBook(title: title)
        for (index, state) in states.enumerated() {
            let word = try store.words.addWord(WordDraft(term: "\(title)-\(index)", reading: "r\(index)", meaning: "m\(index)"), to: book.id)
            try store.give(state, toWord: word.id, at: h.clock.now)
        }
        h.clock.advance(by: 60)
        return try store.books.book(id: book.id)!
    }

    func testCloseMovesUnfinishedWordsWithTheirCardsAndTheMarkReset() throws {
        let source = try makeBook("Source", states: [.mature, .learning, .new, .young, .known, .suspended])
        let target = try makeBook("Target", states: [.mature])
        let before = try store.words.words(bookID: source.id)
        XCTAssertEqual(before[1].state, .fail, "Again marks the word failed in free practice's terms")
        let outcome = try store.closing.close(bookID: source.id, moving: .book(target.id))
        XCTAssertEqual(outcome.movedWords, 4, "Learning, New, Young and Suspended move; Mature and Known stay")
        XCTAssertEqual(outcome.knowledge, KnowledgeCounts(new: 1, learning: 1, young: 1, mature: 1, known: 1, suspended: 1))
        let moved = try store.words.words(bookID: target.id)
        XCTAssertEqual(moved.map(\.term), ["Target-0", "Source-1", "Source-2", "Source-3", "Source-5"])
        XCTAssertEqual(moved.dropFirst().map(\.state), [.undefined, .undefined, .undefined, .undefined], "the mark is reset")
        XCTAssertEqual(moved.dropFirst().map(\.card), [before[1].card, before[2].card, before[3].card, before[5].card],
                       "each card comes along")
        XCTAssertEqual(moved.dropFirst().map(\.knowledge), [.learning, .new, .young, .suspended])
        XCTAssertNotNil(try store.books.book(id: source.id)?.closedAt)
        XCTAssertEqual(try store.words.words(bookID: source.id).map(\.term), ["Source-0", "Source-4"],
                       "the closed book keeps its Mature and Known words; the others left")
        XCTAssertEqual(try store.books.openBooks().map(\.title), ["Target"], "the closed book leaves the open list")
    }

    func testCloseWithoutMoving() throws {
        let source = try makeBook("Source", states: [.learning])
        let other = try makeBook("Other", states: [])
        XCTAssertEqual(try store.closing.close(bookID: source.id, moving: .none).movedWords, 0)
        XCTAssertEqual(try store.words.words(bookID: other.id).count, 0)
        XCTAssertTrue(try store.books.book(id: source.id)!.isClosed)
    }

    func testCloseIntoANewBook() throws {
        let source = try makeBook("Source", states: [.learning, .mature])
        let outcome = try store.closing.close(bookID: source.id, moving: .newBook(title: "Source (continued)"))
        let created = try XCTUnwrap(try store.books.book(id: XCTUnwrap(outcome.targetBookID)))
        XCTAssertEqual(created.title, "Source (continued)")
        XCTAssertEqual(try store.words.words(bookID: created.id).map(\.term), ["Source-0"])
    }

    func testFailureRollsBackEverything() throws {
        let source = try makeBook("Source", states: [.learning, .new])
        let target = try makeBook("Target", states: [])
        h.database.faultInjector = { sql in
            if sql.hasPrefix("UPDATE word_books SET closed_at") { throw StorageError.injectedFailure(sql) }
        }
        XCTAssertThrowsError(try store.closing.close(bookID: source.id, moving: .book(target.id)))
        h.database.faultInjector = nil
        XCTAssertEqual(try store.words.words(bookID: target.id).count, 0, "copies rolled back")
        XCTAssertFalse(try store.books.book(id: source.id)!.isClosed)
    }

    // MARK: The modal and the conditional dismissal

    func testCancelDismissesOnlyTheModal() throws {
        let book = try makeBook("Alpha", states: [.learning])
        try h.openBook(book)
        h.type("c")
        guard case let .closeBook(modal)? = h.app.navigator.modal?.modal else { return XCTFail("no modal") }
        XCTAssertEqual(modal.unfinishedCount, 1)
        h.press(.escape)
        XCTAssertNil(h.app.navigator.modal)
        guard case .wordBook = h.app.navigator.top else { return XCTFail("book screen was dismissed on cancel") }
        XCTAssertFalse(try store.books.book(id: book.id)!.isClosed)
        // The Cancel button takes the same path.
        h.type("c")
        h.press(.tab, .enter)
        XCTAssertNil(h.app.navigator.modal)
        guard case .wordBook = h.app.navigator.top else { return XCTFail("book screen was dismissed by Cancel") }
    }

    func testMoveDismissesModalThenBookScreen() throws {
        let target = try makeBook("Beta", states: [])
        let book = try makeBook("Alpha", states: [.learning, .mature, .new])
        try h.openBook(book)
        h.type("c")
        guard case let .closeBook(modal)? = h.app.navigator.modal?.modal else { return XCTFail("no modal") }
        XCTAssertEqual(modal.options.map(\.label), ["Don't move", "Beta", "New book…"])
        XCTAssertEqual(modal.confirmLabel, "Move", "the other book is selected first")
        h.press(.up)
        XCTAssertEqual(modal.confirmLabel, "Close")
        h.press(.down)
        h.press(.enter)
        XCTAssertTrue(modal.isWorking, "spinner while the close runs")
        h.press(.escape)
        XCTAssertNotNil(h.app.navigator.modal, "input is ignored while working")
        h.settle()
        XCTAssertNil(h.app.navigator.modal)
        guard case .root = h.app.navigator.top else { return XCTFail("book screen still shown") }
        XCTAssertEqual(h.app.tab, .books)
        XCTAssertEqual(h.app.books.books.map(\.title), ["Beta"])
        XCTAssertEqual(try store.words.words(bookID: target.id).map(\.state), [.undefined, .undefined])
    }

    /// The modal's default is the move: with another open book it opens on that book, and
    /// Enter moves the unfinished words there (it used to open on "Don't move", so Enter closed
    /// the book without moving anything).
    func testTheModalOpensOnTheOtherBookAndEnterMoves() throws {
        let target = try makeBook("Beta", states: [])
        let book = try makeBook("Alpha", states: [.learning, .new])
        try h.openBook(book)
        h.type("c")
        guard case let .closeBook(modal)? = h.app.navigator.modal?.modal else { return XCTFail("no modal") }
        XCTAssertEqual(modal.selectedOption, .book(target), "the other open book is chosen first")
        XCTAssertEqual(modal.confirmLabel, "Move")
        h.press(.enter)
        h.settle()
        XCTAssertNil(h.app.navigator.modal)
        guard case .root = h.app.navigator.top else { return XCTFail("book screen still shown") }
        XCTAssertEqual(try store.words.words(bookID: target.id).map(\.term), ["Alpha-0", "Alpha-1"], "Enter moved both words")
    }

    /// With no other open book there is nothing to move into but a new book, which needs a
    /// name: the modal opens on "Don't move".
    func testWithoutAnotherBookTheModalOpensOnDontMove() throws {
        let book = try makeBook("Alpha", states: [.learning])
        try h.openBook(book)
        h.type("c")
        guard case let .closeBook(modal)? = h.app.navigator.modal?.modal else { return XCTFail("no modal") }
        XCTAssertEqual(modal.selectedOption, .dontMove)
    }

    func testNewBookOptionAsksForANameWithADefault() throws {
        let book = try makeBook("Alpha", states: [.learning])
        try h.openBook(book)
        h.type("c")
        guard case let .closeBook(modal)? = h.app.navigator.modal?.modal else { return XCTFail("no modal") }
        h.press(.down, .enter)
        guard case let .naming(field) = modal.phase else { return XCTFail("no name field") }
        XCTAssertEqual(field.text, "Alpha (continued)")
        h.press(.enter)
        h.settle()
        XCTAssertEqual(h.app.books.books.map(\.title), ["Alpha (continued)"])
    }

    func testFailedCloseKeepsModalAndBook() throws {
        let book = try makeBook("Alpha", states: [.learning])
        try h.openBook(book)
        h.type("c")
        guard case let .closeBook(modal)? = h.app.navigator.modal?.modal else { return XCTFail("no modal") }
        h.database.faultInjector = { sql in
            if sql.hasPrefix("UPDATE word_books SET closed_at") { throw StorageError.injectedFailure(sql) }
        }
        h.press(.enter)
        h.settle()
        h.database.faultInjector = nil
        XCTAssertNotNil(h.app.navigator.modal, "the modal stays to show the error")
        XCTAssertNotNil(modal.errorMessage)
        XCTAssertFalse(try store.books.book(id: book.id)!.isClosed)
        h.press(.escape)
        guard case .wordBook = h.app.navigator.top else { return XCTFail("book screen dismissed after failure") }
    }

    func testBookScreenIsBuiltLazilyAndReleased() throws {
        let book = try makeBook("Alpha", states: [])
        XCTAssertEqual(h.container.tracker.builtCount(BookModel.lifecycleKind), 0)
        try h.openBook(book)
        XCTAssertEqual(h.container.tracker.liveCount(BookModel.lifecycleKind), 1)
        h.press(.escape)
        XCTAssertEqual(h.container.tracker.liveCount(BookModel.lifecycleKind), 0)
    }
}
