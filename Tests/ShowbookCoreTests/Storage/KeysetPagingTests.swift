import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV

/// Paging through the whole catalog (the empty query, the Search tab's first list): each page
/// continues after the previous page's last row, so page 100 costs what page 2 costs. Ties in
/// popularity, rating and title are broken by row id, so no show is skipped or repeated.
final class KeysetPagingTests: XCTestCase {
    /// 6,000 shows in ten-way ties of popularity, a third unrated, titles repeating.
    static let records: [CatalogRecord] = (0..<6_000).map { (index: Int) -> CatalogRecord in
        let rating: Double? = index % 3 == 0 ? nil : Double(index % 5)
        let popularity = Double(index / 10)
        return CatalogFixtures.record("k\(index)", "Show \(index % 7)", rating: rating, popularity: popularity)
    }

    func testSequentialPagesMatchOneOrderedPassWithoutGapsOrRepeats() throws {
        let h = try AppHarness(records: Self.records)
        var paged: [MediaID] = []
        for page in 1...130 {
            let items = try h.catalog.search(query: "", page: page, pageSize: 50).items
            if items.isEmpty { break }
            paged += items.map(\.id)
        }
        var streamed: [MediaID] = []
        try h.catalog.searchAll(query: "", limit: 10_000) { streamed.append($0.id) }
        XCTAssertEqual(paged.count, 6_000)
        XCTAssertEqual(Set(paged).count, 6_000, "no show twice")
        XCTAssertEqual(paged, streamed)
    }

    func testNextPageCostsThePageNotTheRowsBeforeIt() throws {
        let h = try AppHarness(records: Self.records)
        func steps(_ body: () throws -> Void) rethrows -> Int64 {
            let before = h.database.stepsTaken
            try body()
            return h.database.stepsTaken - before
        }
        var secondPage: Int64 = 0, deepPage: Int64 = 0
        for page in 1...100 {
            let cost = try steps { _ = try h.catalog.search(query: "", page: page, pageSize: 50) }
            if page == 2 { secondPage = cost }
            if page == 100 { deepPage = cost }
        }
        XCTAssertLessThan(Double(deepPage), 1.1 * Double(secondPage), "page 100 after page 99 costs what page 2 does")
        // Jumping straight to page 100 (no remembered page) still works, by walking the rows before it.
        let fresh = CatalogStore(database: h.database)
        var jumped: [MediaID] = []
        let jumpCost = try steps { jumped = try fresh.search(query: "", page: 100, pageSize: 50).items.map(\.id) }
        XCTAssertGreaterThan(jumpCost, deepPage + 99 * 50, "at least a step for each of the 4,950 rows skipped")
        XCTAssertEqual(jumped, try h.catalog.search(query: "", page: 100, pageSize: 50).items.map(\.id))
    }
}
