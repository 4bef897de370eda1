import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords

/// Every screen reports through one path: a failure is shown as a failure, never followed by
/// a success line for the same action.
final class StatusReportTests: XCTestCase {
    /// The Books tab showing closed books, with the one closed book "Finished" selected.
    private func closedBookSelected() throws -> (AppHarness, WordBook) {
        let h = try AppHarness()
        let book = try h.container.wordBooks.books.createBook(title: "Finished")
        _ = try h.container.wordBooks.closing.close(bookID: book.id, moving: .none)
        h.app.select(.books)
        h.type("z")
        return (h, book)
    }

    func testFailedReopenReportsTheFailure() throws {
        let (h, book) = try closedBookSelected()
        let store = h.container.wordBooks
        XCTAssertEqual(h.app.books.selectedBook?.title, "Finished")
        h.database.faultInjector = { sql in
            if sql.hasPrefix("UPDATE word_books SET closed_at = NULL") { throw StorageError.injectedFailure(sql) }
        }
        h.type("o")
        h.database.faultInjector = nil
        let shown = try XCTUnwrap(h.app.visibleStatus, "the failure is reported")
        XCTAssertTrue(shown.isError, "reported as a failure: \(shown.text)")
        XCTAssertFalse(shown.text.contains("Reopened"), shown.text)
        XCTAssertTrue(try XCTUnwrap(store.books.book(id: book.id)).isClosed)
        XCTAssertFalse(h.app.messages.entries.contains { $0.text.contains("Reopened") })
    }

    func testReopenReportsSuccess() throws {
        let (h, book) = try closedBookSelected()
        let store = h.container.wordBooks
        h.type("o")
        XCTAssertEqual(h.app.visibleStatus?.text, "Reopened “Finished”")
        XCTAssertEqual(h.app.visibleStatus?.isError, false)
        XCTAssertFalse(try XCTUnwrap(store.books.book(id: book.id)).isClosed)
    }

    func testAScreensMessageLeavesWithTheScreen() throws {
        let h = try AppHarness()
        h.app.start()
        h.settle()
        h.press(.enter)
        h.settle()
        h.type("s")
        h.settle()  // the save is written by a background job
        XCTAssertEqual(h.app.visibleStatus?.text, "Saved “Breaking Bad”")
        h.press(.escape)
        XCTAssertNil(h.app.visibleStatus, "the detail's message goes with the detail")
        XCTAssertEqual(h.app.messages.entries.map(\.text), ["Saved “Breaking Bad”"], "and stays in the log")
    }
}

/// Cancellation is a type, not a wording: a provider failure that reads "cancelled" is shown.
final class CancellationByTypeTests: XCTestCase {
    /// A provider whose every search fails with the given error.
    private struct FailingProvider: MediaProvider {
        let error: MediaError
        var kind: ProviderKind { .offline }
        var attribution: String? { nil }
        func search(query: String, page: Int, cancellation: Cancellation) throws -> MediaPage { throw error }
        func detail(of media: Media, cancellation: Cancellation) throws -> MediaDetail { throw error }
    }

    func testAFailureWordedCancelledIsStillAFailure() throws {
        let h = try AppHarness(makeProvider: { _, _, _ in FailingProvider(error: MediaError("cancelled")) })
        h.app.start()
        h.settle()
        XCTAssertEqual(h.app.search.state.errorMessage, "cancelled")
        XCTAssertEqual(h.app.visibleStatus?.isError, true)
    }

    func testARealCancellationIsSilent() throws {
        let h = try AppHarness(makeProvider: { _, _, _ in FailingProvider(error: .cancelled) })
        h.app.start()
        h.settle()
        XCTAssertNil(h.app.search.state.errorMessage)
        XCTAssertNil(h.app.visibleStatus)
    }
}
