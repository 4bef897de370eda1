import ShowbookTestSupport
import XCTest
@testable import ShowbookApp

/// The Search tab's view model: debounce on a manual clock, switch-to-latest, paging, and the
/// seed regression (a detail pushed before new results arrive stays on screen).
final class SearchModelTests: XCTestCase {
    func testTypingIsDebouncedOnTheClock() throws {
        let h = try AppHarness()
        h.app.start()
        h.settle()
        XCTAssertEqual(h.app.search.state.totalResults, CatalogFixtures.catalog.count)
        h.type("squid")
        h.advance(0.4)
        XCTAssertEqual(h.executor.pendingCount, 0, "no search before the debounce")
        h.type(" ")
        h.advance(0.4)
        XCTAssertEqual(h.executor.pendingCount, 0, "typing again restarts the debounce")
        h.advance(0.11)
        XCTAssertEqual(h.executor.pendingCount, 1, "one search after 0.5 s of quiet")
        h.settle()
        XCTAssertEqual(h.titles, ["Squid Game"])
        XCTAssertEqual(h.log.events(named: "search.results").last?["query"] as? String, "squid ")
    }

    func testOlderResultsNeverOverwriteNewer() throws {
        let h = try AppHarness()
        h.app.search.perform(.replaceQuery("bad"))
        h.advance(0.5)
        h.app.search.perform(.replaceQuery("squid"))
        h.advance(0.5)
        XCTAssertEqual(h.executor.pendingCount, 2)
        // The newer query finishes first, then the older one arrives late.
        h.executor.run(at: 1)
        h.app.tick()
        XCTAssertEqual(h.titles, ["Squid Game"])
        h.executor.run(at: 0)
        h.app.tick()
        XCTAssertEqual(h.titles, ["Squid Game"], "late result of the old query is dropped")
        XCTAssertEqual(h.app.search.state.resultsQuery, "squid")
        XCTAssertEqual(h.log.events(named: "search.dropped").count, 1)
    }

    func testSeedRegressionDetailSurvivesNewResults() throws {
        let h = try AppHarness()
        h.app.start()
        h.settle()
        h.type("kingdom")
        h.advance(0.5)
        h.settle()
        XCTAssertEqual(h.titles, ["Kingdom"])
        // 1. The user types a new query, and 2. clicks the row still listed before the
        // debounce fires: a click opens the row the user pointed at.
        h.press(.escape)
        h.type("reply")
        h.app.handleMouse(.doubleClick, on: .row(0))
        XCTAssertTrue(h.app.navigator.isShowingDetail)
        XCTAssertEqual(h.app.navigator.selectedMedia?.title, "Kingdom")
        // 3. New results arrive and replace the rows.
        h.advance(0.5)
        h.settle()
        XCTAssertEqual(h.titles, ["Reply 1988"])
        // 4. The detail stays, showing the same show.
        guard case let .mediaDetail(detail) = h.app.navigator.top else { return XCTFail("detail popped") }
        XCTAssertEqual(detail.media.title, "Kingdom")
        XCTAssertEqual(h.detailLive, 1)
        // 5. Going back shows the list with the new results.
        h.press(.escape)
        XCTAssertFalse(h.app.navigator.isShowingDetail)
        XCTAssertNil(h.app.navigator.selectedMedia)
        XCTAssertEqual(h.titles, ["Reply 1988"])
        XCTAssertEqual(h.app.search.query.text, "reply")
    }

    func testDetailModelsAreBuiltOnlyWhenPushedAndReleasedOnPop() throws {
        let h = try AppHarness(records: CatalogFixtures.numbered(150), pageSize: 100)
        h.app.start()
        h.settle()
        XCTAssertEqual(h.app.search.state.results.count, 100)
        for _ in 0..<99 { h.press(.down) }
        XCTAssertEqual(h.detailBuilt, 0, "scrolling 100 rows builds no detail model")
        h.press(.enter)
        XCTAssertEqual(h.detailLive, 1)
        XCTAssertEqual(h.detailBuilt, 1)
        h.settle()
        h.press(.escape)
        XCTAssertEqual(h.detailLive, 0, "popping releases the detail model")
        XCTAssertEqual(h.log.events(named: "detail.built").count, 1)
        XCTAssertEqual(h.log.events(named: "detail.released").count, 1)
    }

    func testNextPageLoadsNearTheEndWithoutDuplicates() throws {
        let h = try AppHarness(records: CatalogFixtures.numbered(120), pageSize: 50)
        h.app.start()
        h.settle()
        XCTAssertEqual(h.app.search.state.results.count, 50)
        for _ in 0..<45 { h.press(.down) }
        XCTAssertTrue(h.app.search.state.isLoadingMore)
        h.settle()
        XCTAssertEqual(h.app.search.state.results.count, 100)
        h.press(.end)
        h.settle()
        let ids = h.app.search.state.results.map(\.id)
        XCTAssertEqual(ids.count, 120)
        XCTAssertEqual(Set(ids).count, 120)
    }

    func testDetailLoadIsCancelledWhenPoppedFirst() throws {
        let h = try AppHarness()
        h.app.start()
        h.settle()
        h.press(.enter)
        weak var detail: DetailModel?
        if case let .mediaDetail(model) = h.app.navigator.top { detail = model }
        XCTAssertEqual(detail?.state, .loading)
        XCTAssertEqual(h.executor.pendingCount, 1, "the detail fetch starts at push time")
        h.press(.escape)
        XCTAssertNil(detail, "released on pop even though its fetch has not finished")
        h.settle()
        XCTAssertEqual(h.detailLive, 0)
    }

    func testEscapeClearsTheQueryAndQTypes() throws {
        let h = try AppHarness()
        h.type("q")
        XCTAssertFalse(h.app.isQuitRequested, "q is text on the Search tab")
        XCTAssertEqual(h.app.search.query.text, "q")
        h.press(.escape)
        XCTAssertEqual(h.app.search.query.text, "")
    }
}

/// The searching spinner only appears for searches slower than 150 ms.
final class SearchSpinnerTests: XCTestCase {
    func testSpinnerAppearsOnlyForSlowSearches() throws {
        let h = try AppHarness()
        h.app.start()
        XCTAssertTrue(h.app.search.state.isSearching)
        XCTAssertFalse(h.app.search.showsSpinner, "no spinner at once")
        h.clock.advance(by: 0.2)
        XCTAssertTrue(h.app.search.showsSpinner)
        h.settle()
        XCTAssertFalse(h.app.search.showsSpinner)
    }
}
