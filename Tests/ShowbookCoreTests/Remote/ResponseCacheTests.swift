import XCTest
@testable import ShowbookCore

/// Answers are cached in SQLite with a TTL on the app clock: a repeated query within the TTL
/// stays off the network, and with the network down a cached answer (even an expired one) is
/// shown, marked stale.
final class ResponseCacheTests: XCTestCase {
    func testARepeatedQueryWithinTheTTLDoesNotHitTheNetwork() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        let provider = h.tmdb()
        let first = try provider.search(query: "bad", page: 1, cancellation: Cancellation())
        h.clock.advance(by: 23 * 60 * 60)
        let second = try provider.search(query: "bad", page: 1, cancellation: Cancellation())
        XCTAssertEqual(second, first)
        XCTAssertEqual(h.server.requests.count, 1, "the second search is answered from the cache")
        XCTAssertEqual(h.log.events(named: "remote.cache_hit").count, 1)

        _ = try provider.search(query: "bad", page: 2, cancellation: Cancellation())
        _ = try h.tmdb(language: "ko-KR").search(query: "bad", page: 1, cancellation: Cancellation())
        XCTAssertEqual(h.server.requests.count, 3, "another page or language is another key")

        h.clock.advance(by: 2 * 60 * 60)
        _ = try provider.search(query: "bad", page: 1, cancellation: Cancellation())
        XCTAssertEqual(h.server.requests.count, 4, "after a day the answer is fetched again")
    }

    func testDetailsAreCachedToo() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        let provider = h.tmdb()
        let media = Media(id: "tmdb:1396", title: "Breaking Bad")
        let first = try provider.detail(of: media, cancellation: Cancellation())
        XCTAssertEqual(try provider.detail(of: media, cancellation: Cancellation()), first)
        XCTAssertEqual(h.server.requestCount(pathPrefix: "/3/tv/"), 1)
    }

    func testWithTheNetworkDownAnExpiredAnswerIsShownAsStale() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        let provider = h.tmdb()
        let online = try provider.search(query: "bad", page: 1, cancellation: Cancellation())
        XCTAssertFalse(online.isStale)
        h.server.stop()
        h.clock.advance(by: 3 * 24 * 60 * 60)

        let offline = try provider.search(query: "bad", page: 1, cancellation: Cancellation())
        XCTAssertTrue(offline.isStale)
        XCTAssertEqual(offline.items, online.items)
        XCTAssertEqual(h.log.events(named: "remote.stale").count, 1)

        let message = h.failure { try provider.search(query: "never asked", page: 1, cancellation: Cancellation()) }
        XCTAssertEqual(message, "network unreachable", "nothing cached for this query")
    }

    func testAServerErrorIsNotHiddenByAStaleAnswer() throws {
        let failing = Counter()
        let h = try RemoteHarness(handler: FakeTMDB.handler(search: { _, _ in
            failing.next() == 1 ? .json(TMDBFixtures.searchBad) : .json("{}", status: 500)
        }))
        let provider = h.tmdb()
        _ = try provider.search(query: "bad", page: 1, cancellation: Cancellation())
        h.clock.advance(by: 2 * 24 * 60 * 60)
        XCTAssertEqual(h.failure { try provider.search(query: "bad", page: 1, cancellation: Cancellation()) }, "server error 500")
    }

    func testKeysHoldProviderPathAndSortedPublicParametersOnly() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        _ = try h.tmdb(credentials: .apiKey(RemoteHarness.apiKey)).search(query: "bad & co", page: 1, cancellation: Cancellation())
        let keys = try h.database.query("SELECT cache_key, body, provider FROM response_cache") { [$0.string(0), $0.string(1), $0.string(2)] }
        XCTAssertEqual(keys.map { $0[0] }, ["tmdb /3/search/tv?include_adult=false&language=en-US&page=1&query=bad%20%26%20co"])
        XCTAssertEqual(keys.map { $0[2] }, ["tmdb"])
        XCTAssertFalse(keys.flatMap { $0 }.contains { $0.contains(RemoteHarness.apiKey) }, "the key is never stored")
    }

    func testOldEntriesArePurged() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        _ = try h.tmdb().search(query: "bad", page: 1, cancellation: Cancellation())
        h.clock.advance(by: 10 * 24 * 60 * 60)
        h.cache.purge()
        XCTAssertEqual(h.cache.count, 1, "kept for offline use for a while")
        h.clock.advance(by: 25 * 24 * 60 * 60)
        h.cache.purge()
        XCTAssertEqual(h.cache.count, 0)
    }
}
