import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// The screens of a book another process closed (or deleted) while they showed it: a write
/// from them — a word added, edited or deleted, `k`, a grade — is refused inside its
/// transaction, the app says so in one line naming the book and what did not happen, and the
/// screens of that book give way (the modal, the study session, the book screen), back to the
/// tab underneath, which lists the books as they are now. A book screen that shows again after
/// its book was closed elsewhere gives way too.
final class BookClosedElsewhereTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    /// Opens "Estuary" (물, 밥) on the Books tab and returns it.
    func openEstuary() throws -> WordBook {
        let book = try store.books.createBook(title: "Estuary")
        try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        try store.words.addWord(WordDraft(term: "밥", meaning: "rice"), to: book.id)
        try h.openBook(book)
        return book
    }

    func assertBackOnTheBooksTab(saying line: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
        h.settle()
        XCTAssertNil(h.app.navigator.modal, "no modal left", file: file, line: lineNumber)
        guard case .root = h.app.navigator.top else {
            return XCTFail("still on \(h.app.navigator.top)", file: file, line: lineNumber)
        }
        XCTAssertEqual(h.app.visibleMessage, line, file: file, line: lineNumber)
        XCTAssertEqual(h.app.visibleStatus?.isError, true, file: file, line: lineNumber)
        XCTAssertFalse(h.app.books.books.contains { $0.title == "Estuary" }, "the list is read again", file: file, line: lineNumber)
    }

    func testAWordAddedToABookClosedElsewhereIsRefused() throws {
        let book = try openEstuary()
        try store.closing.close(bookID: book.id, moving: .none)
        h.type("a")
        h.type("jeolmul")
        h.press(.tab, .tab)
        h.type("tide")
        h.press(.enter)
        assertBackOnTheBooksTab(saying: "“Estuary” was closed elsewhere; nothing added")
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.term), ["물", "밥"], "nothing landed in the closed book")
        XCTAssertFalse(h.app.messages.entries.contains { $0.text.hasPrefix("Added") }, "no success line")
    }

    func testAnEditADeleteAndKnownInABookClosedElsewhereAreRefused() throws {
        for (keys, line) in [(["e"], "nothing saved"), (["x", "y"], "nothing deleted"), (["k"], "nothing changed")] {
            h = try AppHarness()
            let book = try openEstuary()
            let before = try store.words.words(bookID: book.id)
            try store.closing.close(bookID: book.id, moving: .none)
            for key in keys { h.type(key) }
            if keys == ["e"] {
                h.type("!")
                h.press(.enter)
            }
            assertBackOnTheBooksTab(saying: "“Estuary” was closed elsewhere; \(line)")
            XCTAssertEqual(try store.words.words(bookID: book.id), before, "\(keys)")
        }
    }

    func testAGradeInAStudySessionOfABookClosedElsewhereIsRefused() throws {
        let book = try openEstuary()
        h.type("s")
        guard case .study = h.app.navigator.top else { throw h.notShown("the study screen") }
        try store.closing.close(bookID: book.id, moving: .none)
        h.type(" ")
        h.type("l")
        assertBackOnTheBooksTab(saying: "“Estuary” was closed elsewhere; nothing graded")
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.knowledge), [.new, .new])
        XCTAssertEqual(try store.database.scalarInt("SELECT count(*) FROM study_marks"), 0)
    }

    func testAWordAddedToABookDeletedElsewhereIsRefused() throws {
        let book = try openEstuary()
        try store.deletions.delete(bookID: book.id)
        h.type("a")
        h.type("jeolmul")
        h.press(.tab, .tab)
        h.type("tide")
        h.press(.enter)
        assertBackOnTheBooksTab(saying: "“Estuary” was deleted elsewhere; nothing added")
        XCTAssertEqual(try store.database.scalarInt("SELECT count(*) FROM words"), 0)
    }

    /// Switching to another tab and back finds the book closed meanwhile: its screen gives way.
    func testABookScreenShownAgainAfterItsBookWasClosedElsewhereGivesWay() throws {
        let book = try openEstuary()
        h.app.select(.search)
        try store.closing.close(bookID: book.id, moving: .none)
        h.app.select(.books)
        assertBackOnTheBooksTab(saying: "“Estuary” was closed elsewhere")
    }
}
