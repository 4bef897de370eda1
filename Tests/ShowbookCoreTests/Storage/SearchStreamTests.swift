import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// `showbook search --limit N` over a big catalog: the rows come in the same order as the
/// pages, and the work grows with N, not N² — measured in SQLite virtual-machine steps, never
/// in time.
final class SearchStreamTests: XCTestCase {
    private var harness: AppHarness!

    override func setUpWithError() throws { harness = try AppHarness(records: CatalogFixtures.numbered(6_000)) }

    private var database: Database { get throws { harness.database } }

    private func runner(_ query: String, sortLimit: Int = CatalogSearchRunner.sortLimit) throws -> CatalogSearchRunner {
        var runner = CatalogSearchRunner(database: try database, plan: CatalogSearch(query: query))
        runner.sortLimit = sortLimit
        return runner
    }

    private func streamed(_ runner: CatalogSearchRunner, limit: Int) throws -> [MediaID] {
        var ids: [MediaID] = []
        try runner.stream(limit: limit) { ids.append($0.media.id) }
        return ids
    }

    private func paged(_ runner: CatalogSearchRunner, limit: Int, pageSize: Int) throws -> [MediaID] {
        var ids: [MediaID] = []
        var page = 1
        while ids.count < limit {
            let items = try runner.page(page, pageSize: pageSize).items
            if items.isEmpty { break }
            ids += items.map(\.id)
            page += 1
        }
        return Array(ids.prefix(limit))
    }

    /// Work done by `body`, in virtual-machine steps.
    private func steps(_ body: () throws -> Void) throws -> Int64 {
        let before = try database.stepsTaken
        try body()
        return try database.stepsTaken - before
    }

    func testStreamGivesThePagesOrder() throws {
        for (query, sortLimit) in [("", 4_000), ("echo", 4_000), ("echo", 100), ("1", 4_000), ("1", 100), ("ech 5", 100)] {
            let runner = try runner(query, sortLimit: sortLimit)
            XCTAssertEqual(try streamed(runner, limit: 700), try paged(runner, limit: 700, pageSize: 50), "“\(query)” / \(sortLimit)")
        }
    }

    func testStreamingCostGrowsLinearly() throws {
        for (query, sortLimit) in [("", 4_000), ("echo", 4_000), ("1", 100)] {
            let runner = try runner(query, sortLimit: sortLimit)
            let limit = query == "1" ? 1_000 : 4_000
            var small = 0, large = 0
            let smallSteps = try steps { small = try runner.stream(limit: limit / 4) { _ in } }
            let largeSteps = try steps { large = try runner.stream(limit: limit) { _ in } }
            XCTAssertEqual(small, limit / 4)
            XCTAssertEqual(large, limit)
            XCTAssertLessThan(Double(largeSteps), 4.8 * Double(smallSteps), "“\(query)”: 4× the rows, at most ~4× the work")
            // What the CLI did before: pages with OFFSET, each re-walking the rows before it.
            let pagedSteps = try steps { _ = try paged(runner, limit: limit, pageSize: 100) }
            XCTAssertLessThan(Double(largeSteps) * 4, Double(pagedSteps), "“\(query)”: streaming beats OFFSET paging by far")
        }
    }

    func testCloseMatchesStreamInThePagesOrder() throws {
        // "ecko" finds nothing exactly; every "Echo N" is a close match (a typo away).
        let store = harness.catalog
        var streamed: [MediaID] = []
        XCTAssertEqual(try store.searchAll(query: "ecko", limit: 700) { streamed.append($0.id) }, 700)
        XCTAssertEqual(streamed, try paged(try runner("ecko"), limit: 700, pageSize: 50))
        XCTAssertEqual(streamed.first?.description, "bundled:n1", "the most popular close match first")
        // Few enough close matches to rank by closeness, after an exact one.
        let small = try AppHarness(records: CatalogFixtures.numbered(600) + [CatalogFixtures.record("x", "Ecko Bay", popularity: 1)])
        var few: [MediaID] = []
        XCTAssertEqual(try small.catalog.searchAll(query: "ecko", limit: 700) { few.append($0.id) }, 601)
        var pagedRunner = CatalogSearchRunner(database: small.database, plan: CatalogSearch(query: "ecko"))
        pagedRunner.sortLimit = CatalogSearchRunner.sortLimit
        XCTAssertEqual(few, try paged(pagedRunner, limit: 700, pageSize: 50))
        XCTAssertEqual(few.first?.description, "bundled:x", "the exact match first")
    }

    func testStreamingCloseMatchesCostGrowsLinearly() throws {
        let store = harness.catalog
        var small = 0, large = 0
        let smallSteps = try steps { small = try store.searchAll(query: "ecko", limit: 1_000) { _ in } }
        let largeSteps = try steps { large = try store.searchAll(query: "ecko", limit: 4_000) { _ in } }
        XCTAssertEqual([small, large], [1_000, 4_000])
        XCTAssertLessThan(Double(largeSteps), 4.8 * Double(smallSteps), "4× the rows, at most ~4× the work")
        // What the CLI did before: pages of 50 through the provider.
        let pagedSteps = try steps { _ = try paged(try runner("ecko"), limit: 4_000, pageSize: 50) }
        XCTAssertLessThan(Double(largeSteps) * 4, Double(pagedSteps), "streaming beats paging by far")
    }

    func testPublicSearchAllStopsAtTheLimit() throws {
        let store = harness.catalog
        var titles: [String] = []
        XCTAssertEqual(try store.searchAll(query: "echo", limit: 3) { titles.append($0.title) }, 3)
        XCTAssertEqual(titles, ["Echo 1", "Echo 2", "Echo 3"])
    }

    /// A short list is read as one first page, a long one streamed: the same rows in the same
    /// order either way, close matches included.
    func testAShortListAndTheStreamAgree() throws {
        for query in ["", "echo", "1", "ech 5", "ecko", "eho 12"] {
            for limit in [1, 20, CatalogStore.firstPageLimit] {
                var listed: [MediaID] = []
                let count = try harness.catalog.searchAll(query: query, limit: limit) { listed.append($0.id) }
                XCTAssertEqual(count, listed.count)
                XCTAssertEqual(listed, try streamed(runner(query), limit: limit), "“\(query)” / \(limit)")
            }
        }
    }
}
