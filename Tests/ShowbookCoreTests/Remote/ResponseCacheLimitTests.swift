import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// The response cache is bounded: an answer over the entry cap is used but not kept, and the
/// whole cache stays under its cap by dropping the least recently used answers first.
final class ResponseCacheLimitTests: XCTestCase {
    private func cache(entryLimit: Int, totalLimit: Int) throws -> (ResponseCache, ManualClock) {
        let database = try Database.migrated()
        let clock = ManualClock()
        return (ResponseCache(database: database, clock: clock, entryLimit: entryLimit, totalLimit: totalLimit), clock)
    }

    private func body(_ bytes: Int) -> Data { Data(repeating: UInt8(ascii: "x"), count: bytes) }

    func testAnAnswerOverTheEntryCapIsNotKept() throws {
        let (cache, _) = try cache(entryLimit: 1_000, totalLimit: 10_000)
        cache.store(body(1_001), for: "big", provider: "tmdb")
        cache.store(body(1_000), for: "fits", provider: "tmdb")
        XCTAssertNil(cache.entry(for: "big"))
        XCTAssertEqual(cache.entry(for: "fits")?.body.count, 1_000)
        XCTAssertEqual(cache.storedBytes, 1_000)
    }

    func testTheLeastRecentlyUsedAnswersGoFirstWhenTheCacheIsFull() throws {
        let (cache, clock) = try cache(entryLimit: 4_000, totalLimit: 10_000)
        for key in ["a", "b", "c"] {
            cache.store(body(3_000), for: key, provider: "tmdb")
            clock.advance(by: 1)
        }
        XCTAssertNotNil(cache.entry(for: "a"), "reading a makes it the most recently used")
        clock.advance(by: 1)
        cache.store(body(3_000), for: "d", provider: "tmdb")
        XCTAssertEqual(["a", "b", "c", "d"].filter { cache.entry(for: $0) != nil }, ["a", "c", "d"])
        XCTAssertLessThanOrEqual(cache.storedBytes, 10_000)

        clock.advance(by: 1)
        cache.store(body(4_000), for: "e", provider: "tmdb")
        XCTAssertLessThanOrEqual(cache.storedBytes, 10_000)
        XCTAssertNotNil(cache.entry(for: "e"))
        XCTAssertEqual(cache.count, 3)
    }

    /// The reported case: ten searches answered with huge valid JSON used to grow the database
    /// by 16 MiB each. They are shown, and none is kept.
    func testHugeValidAnswersAreShownButNotCached() throws {
        let overview = String(repeating: "long overview ", count: 250_000)
        let page = """
        {"page": 1, "total_pages": 1, "total_results": 1, "results": [{"id": 7, "name": "Huge", "overview": "\(overview)"}]}
        """
        let h = try RemoteHarness(handler: FakeTMDB.handler(search: { _, _ in .json(page) }))
        let provider = h.tmdb()
        for number in 1...10 {
            let result = try provider.search(query: "q\(number)", page: 1, cancellation: Cancellation())
            XCTAssertEqual(result.items.map(\.title), ["Huge"])
        }
        XCTAssertGreaterThan(page.utf8.count, ResponseCache.defaultEntryLimit)
        XCTAssertEqual(h.cache.count, 0)
        XCTAssertEqual(h.cache.storedBytes, 0)
    }
}
