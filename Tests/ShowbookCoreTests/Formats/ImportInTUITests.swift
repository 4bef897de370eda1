import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookApp

/// `i` on the Books tab: a path field, then the import as a background job behind a progress
/// modal that Esc cancels.
final class ImportInTUITests: XCTestCase {
    var h: AppHarness!
    var file: URL!

    override func setUpWithError() throws {
        file = temporaryFile("deck", extension: "txt")
        try "#separator:tab\n#deck:Kitchen\n사과\tapple\n\"물\"\twater\n\tbroken line without a term\n".write(to: file, atomically: true, encoding: .utf8)
        h = try AppHarness()
    }

    /// Opens the path field, types `path` and presses Enter.
    func submit(_ path: String) {
        h.app.select(.books)
        h.type("i")
        h.type(path)
        h.press(.enter)
    }

    var progressModal: ImportProgressModel? {
        if case let .importProgress(model)? = h.app.navigator.modal?.modal { return model }
        return nil
    }

    func wordCount() throws -> Int { try XCTUnwrap(h.database.scalarInt("SELECT count(*) FROM words")) }

    func testImportFromThePathField() throws {
        h.app.select(.books)
        h.type("i")
        guard case let .prompt(prompt)? = h.app.navigator.modal?.modal else { return XCTFail("no path field") }
        h.type("/nonexistent/file.txt")
        h.press(.enter)
        XCTAssertNotNil(prompt.errorMessage, "a bad path keeps the field open with the reason")
        h.press(.ctrl("u"))
        h.type(file.path)
        h.press(.enter)
        let progress = try XCTUnwrap(progressModal)
        h.settle()
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertEqual(progress.progress?.rows, 3, "the job reported its progress")
        XCTAssertEqual(h.app.books.selectedBook?.title, "Kitchen")
        XCTAssertEqual(h.app.books.selectedBook?.wordCount, 2)
        XCTAssertEqual(h.app.visibleMessage, "Imported into “Kitchen”: 2 added, 0 updated, 0 skipped, 1 malformed — malformed line 5 (! for details)")
    }

    func testTheImportRunsAsAJobWhileTheAppKeepsAnswering() throws {
        let before = try wordCount()
        submit(file.path)
        XCTAssertNotNil(progressModal, "a progress modal replaces the path field")
        XCTAssertEqual(h.executor.pendingCount, 1, "the import waits on the job executor, not on the main thread")
        XCTAssertTrue(h.app.isBusy)
        XCTAssertEqual(try wordCount(), before, "nothing is read on the main thread")
        // Keys and ticks are answered while the job has not run; other keys do not leave the modal.
        for key: Key in [.character("j"), .tab, .enter, .character("q")] { h.press(key) }
        h.app.tick()
        XCTAssertNotNil(progressModal)
        h.settle()
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertFalse(h.app.isBusy)
        XCTAssertEqual(try wordCount(), before + 2)
    }

    func testEscCancelsTheImportAndNothingIsWritten() throws {
        let before = try wordCount()
        let books = try h.container.wordBooks.books.openBooks().map(\.title)
        submit(file.path)
        let progress = try XCTUnwrap(progressModal)
        h.press(.escape)
        XCTAssertTrue(progress.isCancelling)
        XCTAssertNotNil(progressModal, "the modal stays until the job has rolled back")
        h.settle()
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertEqual(h.app.visibleMessage, "Import cancelled; nothing was imported")
        XCTAssertEqual(try wordCount(), before)
        XCTAssertEqual(try h.container.wordBooks.books.openBooks().map(\.title), books, "no book was created")
    }

    func testAClosedDeckIsRefusedWithOneLine() throws {
        let store = h.container.wordBooks
        let kitchen = try store.books.createBook(title: "Kitchen")
        _ = try store.closing.close(bookID: kitchen.id, moving: .none)
        submit(file.path)
        h.settle()
        XCTAssertEqual(h.app.visibleMessage?.contains("“Kitchen” is closed"), true, h.app.visibleMessage ?? "")
        XCTAssertEqual(try store.words.words(bookID: kitchen.id).count, 0)
    }
}
