import XCTest
@testable import ShowbookCore

/// Every screen reports through one path: a failure is shown as a failure, never followed by
/// a success line for the same action.
final class StatusReportTests: XCTestCase {
    func testFailedReopenReportsTheFailure() throws {
        let h = try TestHarness()
        let store = h.container.wordBooks
        let book = try store.createBook(title: "Finished")
        _ = try store.close(bookID: book.id, moving: .none)
        h.app.select(.books)
        h.type("z")
        XCTAssertEqual(h.app.books.selectedBook?.title, "Finished")
        h.database.faultInjector = { sql in
            if sql.hasPrefix("UPDATE word_books SET closed_at = NULL") { throw StorageError.injectedFailure(sql) }
        }
        h.type("o")
        h.database.faultInjector = nil
        let shown = try XCTUnwrap(h.app.visibleStatus, "the failure is reported")
        XCTAssertTrue(shown.isError, "reported as a failure: \(shown.text)")
        XCTAssertFalse(shown.text.contains("Reopened"), shown.text)
        XCTAssertTrue(try XCTUnwrap(store.book(id: book.id)).isClosed)
        XCTAssertFalse(h.app.messages.entries.contains { $0.text.contains("Reopened") })
    }

    func testReopenReportsSuccess() throws {
        let h = try TestHarness()
        let store = h.container.wordBooks
        let book = try store.createBook(title: "Finished")
        _ = try store.close(bookID: book.id, moving: .none)
        h.app.select(.books)
        h.type("z")
        h.type("o")
        XCTAssertEqual(h.app.visibleStatus?.text, "Reopened “Finished”")
        XCTAssertEqual(h.app.visibleStatus?.isError, false)
        XCTAssertFalse(try XCTUnwrap(store.book(id: book.id)).isClosed)
    }
}
