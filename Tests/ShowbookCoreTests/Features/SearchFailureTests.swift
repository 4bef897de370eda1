import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// A search that fails says so and stays said: the rows stay, marked stale, "searching…" is
/// not left up, Enter neither opens an old row nor retries silently, and Ctrl-R / F5 (the keys
/// that already mean "search now", usable while the query field has the keys) retry. A
/// suggestion of an earlier query ("did you mean …?") goes when a later query's answer lands.
final class SearchFailureTests: XCTestCase {
    /// Answers from the offline catalog until `failing` is set, then fails as a 503 would.
    private final class FlakyProvider: MediaProvider, @unchecked Sendable {
        let inner: MediaProvider
        var failing = false
        init(_ inner: MediaProvider) { self.inner = inner }
        var kind: ProviderKind { inner.kind }
        var attribution: String? { nil }
        func search(query: String, page: Int, cancellation: Cancellation) throws -> MediaPage {
            if failing { throw MediaError("server error 503") }
            return try inner.search(query: query, page: page, cancellation: cancellation)
        }
        func detail(of media: Media, cancellation: Cancellation) throws -> MediaDetail {
            try inner.detail(of: media, cancellation: cancellation)
        }
    }

    private func harness() throws -> (AppHarness, FlakyProvider) {
        var flaky: FlakyProvider?
        let h = try AppHarness(makeProvider: { database, _, _ in
            let provider = FlakyProvider(OfflineCatalogProvider(store: CatalogStore(database: database)))
            flaky = provider
            return provider
        })
        h.app.start()
        h.settle()
        h.type("kingdom")
        h.advance(0.5)
        h.settle()
        XCTAssertEqual(h.titles, ["Kingdom"])
        return (h, try XCTUnwrap(flaky))
    }

    func testAFailedSearchSaysSoAndKeepsTheRowsMarkedStale() throws {
        let (h, flaky) = try harness()
        flaky.failing = true
        h.press(.escape)
        h.type("reply")
        h.advance(0.5)
        h.settle()
        XCTAssertEqual(h.titles, ["Kingdom"], "the old rows stay")
        XCTAssertFalse(h.app.search.state.isSearching)
        XCTAssertTrue(h.app.search.searchFailed, "the failure is the state shown, not “searching…”")
        XCTAssertTrue(h.app.search.rowsAreStale, "the old rows are marked stale")
        XCTAssertEqual(h.app.visibleStatus?.text, "Search failed: server error 503 — Ctrl-R retries")
        XCTAssertEqual(h.app.visibleStatus?.isError, true)
    }

    func testEnterAfterAFailureNeitherOpensAnOldRowNorRetriesSilently() throws {
        let (h, flaky) = try harness()
        flaky.failing = true
        h.press(.escape)
        h.type("reply")
        h.advance(0.5)
        h.settle()
        h.app.messages.clear(from: h.app.search.status)
        h.press(.enter)
        XCTAssertEqual(h.executor.pendingCount, 0, "Enter does not start a search the user cannot see")
        XCTAssertFalse(h.app.navigator.isShowingDetail, "the stale Kingdom row is not opened")
        XCTAssertEqual(h.app.visibleStatus?.text, "Search failed: server error 503 — Ctrl-R retries", "Enter says it again")
    }

    func testCtrlRAndF5Retry() throws {
        for key in [Key.ctrl("r"), .function(5)] {
            let (h, flaky) = try harness()
            flaky.failing = true
            h.press(.escape)
            h.type("reply")
            h.advance(0.5)
            h.settle()
            flaky.failing = false
            h.press(key)
            XCTAssertTrue(h.app.search.state.isSearching)
            XCTAssertFalse(h.app.search.searchFailed, "retrying is shown as searching")
            h.settle()
            XCTAssertEqual(h.titles, ["Reply 1988"])
            XCTAssertFalse(h.app.search.rowsAreStale)
            XCTAssertNil(h.app.visibleStatus, "the failure line goes with the failure")
        }
    }

    func testTypingAfterAFailureIsPendingAgain() throws {
        let (h, flaky) = try harness()
        flaky.failing = true
        h.press(.escape)
        h.type("reply")
        h.advance(0.5)
        h.settle()
        h.type("x")
        XCTAssertFalse(h.app.search.searchFailed, "another query has not failed")
        XCTAssertTrue(h.app.search.isPending)
    }

    func testASuggestionGoesWhenALaterQueryFindsNothing() throws {
        let (h, _) = try harness()
        h.press(.escape)
        h.type("brakin bad")
        h.press(.ctrl("r"))
        h.settle()
        XCTAssertEqual(h.app.visibleStatus?.text, "did you mean ‘Breaking Bad’?")
        h.press(.escape)
        h.type("xyzzyq")
        h.press(.ctrl("r"))
        h.settle()
        XCTAssertEqual(h.titles, [])
        XCTAssertNil(h.app.visibleStatus, "the earlier query's suggestion is gone")
    }
}
