import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// Digit typos get a "did you mean" from the offline provider, and only a search that found
/// nothing pays for it: a search with results takes the same SQLite steps as the plain store's.
final class NumberSuggestionsTests: XCTestCase {
    static let records = [
        CatalogFixtures.koreanDrama("1", "Reply 1988", "응답하라 1988", year: 2015),
        CatalogFixtures.koreanDrama("2", "Reply 1994", "응답하라 1994", year: 2013),
        CatalogFixtures.koreanDrama("3", "Reply 1997", "응답하라 1997", year: 2012),
        CatalogFixtures.koreanDrama("4", "Apollo 13 Diaries", year: 2001),
    ]

    func testSuggestionsNearestFirstAndOnlyWithinTwoDigits() throws {
        let h = try AppHarness(records: Self.records)
        let provider = OfflineCatalogProvider(store: h.catalog)
        let page = try provider.search(query: "reply 1998", page: 1, cancellation: Cancellation())
        XCTAssertEqual(page.totalResults, 0)
        XCTAssertEqual(page.suggestions, ["Reply 1997", "Reply 1994", "Reply 1988"])
        XCTAssertEqual(try h.catalog.numberSuggestions(for: "reply 2088"), ["Reply 1988"], "two digits changed at most")
        XCTAssertEqual(try h.catalog.numberSuggestions(for: "reply 2525"), [])
        XCTAssertEqual(try h.catalog.numberSuggestions(for: "1998"), [], "a number alone has no words to search by")
        XCTAssertEqual(try h.catalog.numberSuggestions(for: "apollo 12"), ["Apollo 13 Diaries"])
        XCTAssertEqual(NumberSuggestions.question(["A"]), "did you mean A?")
        XCTAssertNil(NumberSuggestions.question([]))
    }

    func testASearchWithResultsCostsNothingMore() throws {
        let h = try AppHarness(records: Self.records)
        let provider = OfflineCatalogProvider(store: h.catalog)
        func steps(_ body: () throws -> Void) rethrows -> Int64 {
            let before = h.database.stepsTaken
            try body()
            return h.database.stepsTaken - before
        }
        let plain = try steps { _ = try h.catalog.search(query: "reply 1988", page: 1, pageSize: 50) }
        var page: MediaPage?
        let viaProvider = try steps { page = try provider.search(query: "reply 1988", page: 1, cancellation: Cancellation()) }
        XCTAssertEqual(page?.suggestions, [])
        XCTAssertEqual(viaProvider, plain, "no suggestion work when there are results")
        let empty = try steps { _ = try provider.search(query: "reply 1998", page: 1, cancellation: Cancellation()) }
        let emptyPlain = try steps { _ = try h.catalog.search(query: "reply 1998", page: 1, pageSize: 50) }
        XCTAssertGreaterThan(empty, emptyPlain, "suggestions are looked for only here")
    }
}
