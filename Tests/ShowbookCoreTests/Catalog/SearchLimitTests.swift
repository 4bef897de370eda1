import ShowbookTestSupport
import XCTest
@testable import ShowbookTV

/// Limits and page numbers at the edges of `Int`: `showbook search --limit` takes any whole
/// number up to `Int.max`, and the store's paging takes any page and page size. Each answers
/// with what there is, never a trap from the arithmetic of a page's bounds.
final class SearchLimitTests: XCTestCase {
    /// More than `closenessLimit` close matches are ranked by popularity alone (`rankOrdered`),
    /// which once multiplied the limit by the catalog's size.
    func testTheLargestLimitStreamsEveryCloseMatch() throws {
        let harness = try AppHarness(records: CatalogFixtures.numbered(1_200))
        var listed: [MediaID] = []
        try harness.catalog.searchAll(query: "echx", limit: Int.max) { listed.append($0.id) }
        XCTAssertEqual(listed.count, 1_200, "every Echo is one letter from “echx”")
        XCTAssertEqual(Set(listed).count, listed.count)
        XCTAssertEqual(try harness.catalog.searchAll(query: "echo", limit: Int.max) { _ in }, 1_200)
    }

    func testAnyPageAndPageSizeAnswers() throws {
        let harness = try AppHarness(records: CatalogFixtures.numbered(120))
        let pages = [(Int.max, 50), (Int.max / 2, 2), (Int.max, Int.max), (1, Int.max), (2, Int.max), (Int.min, 10), (3, Int.max / 2), (0, 0)]
        for (page, size) in pages {
            for query in ["", "echo", "echx", "1", "-", "echo 1"] {
                let result = try harness.catalog.search(query: query, page: page, pageSize: size)
                XCTAssertLessThanOrEqual(result.items.count, 120, "\(query) page \(page) of \(size)")
                XCTAssertGreaterThanOrEqual(result.totalPages, 1, "\(query) page \(page) of \(size)")
                XCTAssertEqual(Set(result.items.map(\.id)).count, result.items.count)
            }
        }
    }

    /// The walk-or-rank estimate reads the largest row id, which a database edited outside
    /// Showbook may hold at any Int64: negative (a square root of a negative number) or the
    /// largest (a square root past `Int.max`).
    func testRowIDsAtTheEdgesOfInt64() throws {
        for (label, update) in [
            ("largest id", "UPDATE shows SET id = 9223372036854775807 WHERE id = (SELECT max(id) FROM shows)"),
            ("negative ids", "UPDATE shows SET id = -id"),
        ] {
            let harness = try AppHarness(records: CatalogFixtures.numbered(120))
            try harness.database.execute(update)
            try harness.catalog.rebuildSearchIndexes()
            for (page, size) in [(1, 50), (2, 50), (Int.max, 50), (1, Int.max)] {
                let result = try harness.catalog.search(query: "echo", page: page, pageSize: size)
                XCTAssertEqual(result.totalResults, 120, "\(label): page \(page) of \(size)")
                XCTAssertEqual(result.items.count, page == 1 ? min(120, size) : (page == 2 ? 50 : 0), "\(label): page \(page) of \(size)")
            }
        }
    }
}
