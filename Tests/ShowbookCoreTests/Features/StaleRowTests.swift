import ShowbookTestSupport
import XCTest
@testable import ShowbookApp

/// Rows of an older query are marked as pending from the first keystroke, Enter never opens
/// one of them (it opens the new query's top result when it lands), and End reaches the last
/// result of the whole set.
final class StaleRowTests: XCTestCase {
    private func showKingdom(_ h: AppHarness) {
        h.app.start()
        h.settle()
        h.type("kingdom")
        h.advance(0.5)
        h.settle()
        XCTAssertEqual(h.titles, ["Kingdom"])
    }

    func testTheListIsPendingFromTheFirstKeystrokeUntilItsOwnResultsLand() throws {
        let h = try AppHarness()
        showKingdom(h)
        XCTAssertFalse(h.app.search.isPending)
        h.type("x")
        XCTAssertTrue(h.app.search.isPending, "pending at once, not after the debounce")
        h.press(.backspace)
        XCTAssertFalse(h.app.search.isPending, "the rows belong to the query shown again")
        h.press(.escape)
        h.type("reply")
        h.advance(0.5)
        XCTAssertTrue(h.app.search.isPending, "still pending while the search runs")
        h.settle()
        XCTAssertFalse(h.app.search.isPending)
    }

    func testEnterBeforeTheDebounceOpensTheTopResultOfTheNewQuery() throws {
        let h = try AppHarness()
        showKingdom(h)
        h.press(.escape)
        h.type("reply")
        h.press(.enter)
        XCTAssertFalse(h.app.navigator.isShowingDetail, "the stale Kingdom row is not opened")
        XCTAssertEqual(h.executor.pendingCount, 1, "Enter runs the search now, without waiting")
        h.settle()
        guard case let .mediaDetail(detail) = h.app.navigator.top else { return XCTFail("no detail opened") }
        XCTAssertEqual(detail.media.title, "Reply 1988")
        XCTAssertEqual(h.detailBuilt, 1)
        // The debounce that was pending does not search again.
        h.advance(1)
        h.settle()
        let replies = h.log.events(named: "search.results").filter { $0["query"] as? String == "reply" }
        XCTAssertEqual(replies.count, 1)
    }

    func testEnterWhileTheSameQueryIsRunningWaitsForIt() throws {
        let h = try AppHarness()
        showKingdom(h)
        h.press(.escape)
        h.type("reply")
        h.advance(0.5)
        XCTAssertEqual(h.executor.pendingCount, 1, "the slow search is running")
        h.press(.enter)
        XCTAssertEqual(h.executor.pendingCount, 1, "Enter does not start it again")
        XCTAssertFalse(h.app.navigator.isShowingDetail)
        h.settle()
        XCTAssertEqual(h.app.navigator.selectedMedia?.title, "Reply 1988")
    }

    func testEnterOnAQueryThatMatchesNothingSaysSo() throws {
        let h = try AppHarness()
        showKingdom(h)
        h.press(.escape)
        h.type("zzzzqqq")
        h.press(.enter)
        h.settle()
        XCTAssertFalse(h.app.navigator.isShowingDetail)
        XCTAssertEqual(h.app.visibleStatus?.text, "No shows match “zzzzqqq”")
        XCTAssertEqual(h.app.visibleStatus?.isError, false)
    }

    func testTypingAfterEnterCancelsTheOpen() throws {
        let h = try AppHarness()
        showKingdom(h)
        h.press(.escape)
        h.type("reply")
        h.press(.enter)
        h.type(" 1988x")
        h.settle()
        XCTAssertFalse(h.app.navigator.isShowingDetail, "the query changed after Enter")
    }

    func testAClickOpensTheRowPointedAtEvenWhilePending() throws {
        let h = try AppHarness()
        showKingdom(h)
        h.press(.escape)
        h.type("reply")
        h.app.handleMouse(.doubleClick, on: .row(0))
        XCTAssertEqual(h.app.navigator.selectedMedia?.title, "Kingdom")
        h.advance(0.5)
        h.settle()
        XCTAssertEqual(h.titles, ["Reply 1988"])
        guard case let .mediaDetail(detail) = h.app.navigator.top else { return XCTFail("detail popped") }
        XCTAssertEqual(detail.media.title, "Kingdom", "the results landing underneath keep the open detail")
    }

    func testEndGoesToTheLastResultOfTheWholeSet() throws {
        let h = try AppHarness(records: CatalogFixtures.numbered(230), pageSize: 50)
        h.app.start()
        h.settle()
        XCTAssertEqual(h.app.search.state.results.count, 50)
        h.press(.end)
        var rounds = 0
        while h.executor.pendingCount > 0 && rounds < 20 { h.settle(); rounds += 1 }
        XCTAssertEqual(h.app.search.state.results.count, 230, "every page was loaded")
        XCTAssertEqual(h.app.search.list.selectedIndex, 229, "End selects the very last result")
        XCTAssertEqual(h.app.search.state.totalResults, 230)
        h.press(.home)
        XCTAssertEqual(h.app.search.list.selectedIndex, 0)
    }

    func testHomeAndEndMoveTheResultsWithAQueryTypedAndCtrlAEMoveTheCursor() throws {
        let h = try AppHarness(records: CatalogFixtures.numbered(230), pageSize: 50)
        h.app.start()
        h.settle()
        h.type("echo")
        h.advance(0.5)
        h.settle()
        XCTAssertEqual(h.app.search.state.results.count, 50)
        h.press(.end)
        var rounds = 0
        while h.executor.pendingCount > 0 && rounds < 20 { h.settle(); rounds += 1 }
        XCTAssertEqual(h.app.search.query.text, "echo", "End is not typed into the query")
        XCTAssertEqual(h.app.search.state.results.count, 230, "every page was loaded")
        XCTAssertEqual(h.app.search.list.selectedIndex, 229, "End selects the last result of the whole set")
        h.press(.home)
        XCTAssertEqual(h.app.search.list.selectedIndex, 0)
        h.press(.ctrl("a"))
        h.type("x")
        XCTAssertEqual(h.app.search.query.text, "xecho", "Ctrl-A moves the cursor to the start")
        h.press(.ctrl("e"))
        h.type("y")
        XCTAssertEqual(h.app.search.query.text, "xechoy", "Ctrl-E to the end")
        XCTAssertTrue(h.app.helpEntries.contains { $0.keys == "Home" && $0.label == "first result" })
        XCTAssertFalse(h.app.helpEntries.contains { $0.keys.contains("Home") && $0.label.contains("cursor") },
                       "help does not promise Home for the cursor")
    }
}
