import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// Book titles are unique among open books (trimmed, case-folded): the store refuses a taken
/// name with a numbered suggestion, the prompts put that suggestion in the field, and a name
/// that matches several books (open or closed) is an error naming their ids.
final class BookTitleTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    func testATakenTitleIsRefusedWithASuggestion() throws {
        try store.books.createBook(title: "Drama words")
        XCTAssertThrowsError(try store.books.createBook(title: "  drama WORDS ")) { error in
            XCTAssertEqual(error as? WordBookError, .titleTaken("drama WORDS", suggestion: "drama WORDS (2)"))
        }
        XCTAssertEqual(try store.books.openBooks().count, 1)
        try store.books.createBook(title: "Drama words (2)")
        XCTAssertEqual(try store.books.availableTitle("Drama words"), "Drama words (3)")
        XCTAssertEqual(try store.books.availableTitle("drama words (2)"), "drama words (3)", "numbers count on, not nest")
        XCTAssertEqual(try store.books.availableTitle(" Free "), "Free")
    }

    func testClosedBooksDoNotHoldTheirTitle() throws {
        let old = try store.books.createBook(title: "Drama words")
        try store.closing.close(bookID: old.id, moving: .none)
        XCTAssertNoThrow(try store.books.createBook(title: "Drama words"))
    }

    func testRenameToATakenTitleIsRefusedButACaseChangeIsNot() throws {
        try store.books.createBook(title: "Drama words")
        let other = try store.books.createBook(title: "Other")
        XCTAssertThrowsError(try store.books.rename(bookID: other.id, to: "DRAMA words")) { error in
            XCTAssertEqual(error as? WordBookError, .titleTaken("DRAMA words", suggestion: "DRAMA words (2)"))
        }
        XCTAssertNoThrow(try store.books.rename(bookID: other.id, to: "OTHER"))
        XCTAssertEqual(try store.books.book(id: other.id)?.title, "OTHER")
    }

    func testReopeningABookWhoseTitleWasTakenNumbersIt() throws {
        let old = try store.books.createBook(title: "Drama words")
        try store.closing.close(bookID: old.id, moving: .none)
        try store.books.createBook(title: "Drama words")
        XCTAssertEqual(try store.books.reopen(bookID: old.id), "Drama words (2)")
        XCTAssertEqual(Set(try store.books.openBooks().map(\.title)), ["Drama words", "Drama words (2)"])
    }

    func testANameMatchingSeveralBooksIsAnErrorListingTheirIds() throws {
        let first = try store.books.createBook(title: "Drama words")
        try store.closing.close(bookID: first.id, moving: .none)
        let second = try store.books.createBook(title: "drama words")
        XCTAssertThrowsError(try store.books.book(matching: "Drama words")) { error in
            XCTAssertEqual(error as? WordBookError, .ambiguous("Drama words", ids: [first.id, second.id]))
            XCTAssertEqual("\(error)", "“Drama words” matches books \(first.id) and \(second.id) — use an id")
        }
        XCTAssertEqual(try store.books.book(matching: String(first.id))?.id, first.id, "an id is never ambiguous")
        XCTAssertThrowsError(try store.books.book(matching: " DRAMA WORDS "), "every spelling of the name is ambiguous")
        XCTAssertNil(try store.books.book(matching: "nothing"))
    }

    func testASingleMatchIsFoundAfterFolding() throws {
        let book = try store.books.createBook(title: "Everyday Korean (sample)")
        try store.books.createBook(title: "Drama words")
        XCTAssertEqual(try store.books.book(matching: "everyday korean (SAMPLE)")?.id, book.id)
    }

    func testReopeningFromTheBooksTabSaysWhenTheNameChanged() throws {
        let old = try store.books.createBook(title: "Drama words")
        try store.closing.close(bookID: old.id, moving: .none)
        try store.books.createBook(title: "Drama words")
        h.app.select(.books)
        h.type("z")
        XCTAssertEqual(h.app.books.selectedBook?.id, old.id)
        h.type("o")
        XCTAssertEqual(h.app.visibleMessage, "Reopened “Drama words” as “Drama words (2)” (the name was taken)")
    }

    // MARK: Prompts

    func testNewBookPromptSuggestsANumberedName() throws {
        try store.books.createBook(title: "Drama words")
        h.app.select(.books)
        h.type("n")
        h.type("drama words")
        h.press(.enter)
        let prompt = try h.shownPrompt()
        XCTAssertEqual(prompt.errorMessage, "A book named “drama words” is already open (try “drama words (2)”)")
        XCTAssertEqual(prompt.field.text, "drama words (2)", "the suggestion is one Enter away")
        h.press(.enter)
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertEqual(Set(h.app.books.books.map(\.title)), ["Drama words", "drama words (2)"])
    }

    func testRenamePromptSuggestsANumberedName() throws {
        try store.books.createBook(title: "Drama words")
        h.clock.advance(by: 60)
        try store.books.createBook(title: "Other")
        h.app.select(.books)
        XCTAssertEqual(h.app.books.selectedBook?.title, "Other")
        h.type("r")
        let prompt = try h.shownPrompt()
        for _ in 0..<5 { h.press(.backspace) }
        h.type("Drama words")
        h.press(.enter)
        XCTAssertEqual(prompt.field.text, "Drama words (2)")
        XCTAssertNotNil(prompt.errorMessage)
        h.press(.enter)
        XCTAssertEqual(Set(h.app.books.books.map(\.title)), ["Drama words", "Drama words (2)"])
    }

    func testCloseModalNewBookNameIsFreeAndATakenOneIsRefused() throws {
        try store.books.createBook(title: "Alpha (continued)")
        h.clock.advance(by: 60)
        let book = try store.books.createBook(title: "Alpha")
        try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        h.app.select(.books)
        h.press(.enter)
        h.type("c")
        guard case let .closeBook(modal)? = h.app.navigator.modal?.modal else { return XCTFail("no modal") }
        XCTAssertEqual(modal.defaultNewTitle, "Alpha (continued) (2)")
        modal.select(modal.options.count - 1)
        h.press(.enter)
        guard case var .naming(field) = modal.phase else { return XCTFail("no name field") }
        for _ in 0..<4 { h.press(.backspace) }
        guard case let .naming(edited) = modal.phase else { return XCTFail("no name field") }
        field = edited
        XCTAssertEqual(field.text, "Alpha (continued)")
        h.press(.enter)
        XCTAssertFalse(modal.isWorking, "a taken name does not start the close")
        XCTAssertEqual(modal.errorMessage, "A book named “Alpha (continued)” is already open (try “Alpha (continued) (2)”)")
        guard case let .naming(suggested) = modal.phase else { return XCTFail("no name field") }
        XCTAssertEqual(suggested.text, "Alpha (continued) (2)")
        h.press(.enter)
        h.settle()
        XCTAssertEqual(Set(try store.books.openBooks().map(\.title)), ["Alpha (continued)", "Alpha (continued) (2)"])
    }

    func testImportNeverMakesASecondOpenBookWithTheSameTitle() throws {
        let existing = try store.books.createBook(title: "Drama words")
        let batch = AnkiText.batch("#deck:drama WORDS\n물\twater\n")
        let report = try WordBookImporter(stores: store).importBatch(batch, options: ImportOptions(), fallbackBookName: "x")
        XCTAssertEqual(report.book?.id, existing.id, "the deck's book is the open one, whatever its case")
        XCTAssertEqual(try store.books.openBooks().count, 1)
    }
}
