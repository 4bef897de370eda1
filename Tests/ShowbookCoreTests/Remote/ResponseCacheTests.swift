import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV

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

    func testKeysHoldProviderBasePathAndSortedPublicParametersOnly() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        _ = try h.tmdb(credentials: .apiKey(RemoteHarness.apiKey)).search(query: "bad & co", page: 1, cancellation: Cancellation())
        typealias C = StoredEntryColumn
        let keys = try h.database.query("SELECT \(C.selectList()) FROM response_cache") {
            [$0.string(C.cacheKey), $0.string(C.body), $0.string(C.provider)]
        }
        XCTAssertEqual(keys.map { $0[0] }, ["tmdb \(h.server.baseURL.absoluteString) /3/search/tv?include_adult=false&language=en-US&page=1&query=bad%20%26%20co"])
        XCTAssertEqual(keys.map { $0[2] }, ["tmdb"])
        XCTAssertFalse(keys.flatMap { $0 }.contains { $0.contains(RemoteHarness.apiKey) }, "the key is never stored")
    }

    func testAnAnswerFromOneServerIsNeverServedForAnother() throws {
        let h = try RemoteHarness(handler: { _ in .json(#"[{"score": 1, "show": {"id": 1, "name": "From A"}}]"#) })
        let other = try LoopbackHTTPServer { _ in .json(#"[{"score": 1, "show": {"id": 2, "name": "From B"}}]"#) }
        defer { other.stop() }
        let fromA = try h.tvmaze().search(query: "girls", page: 1, cancellation: Cancellation())
        let fromB = try h.tvmaze(baseURL: other.baseURL).search(query: "girls", page: 1, cancellation: Cancellation())
        XCTAssertEqual(fromA.items.map(\.title), ["From A"])
        XCTAssertEqual(fromB.items.map(\.title), ["From B"], "the same query on another server is not answered from A's cache")
        XCTAssertEqual(other.requests.count, 1)
        XCTAssertEqual(h.cache.count, 2)
        XCTAssertEqual(try h.tvmaze().search(query: "girls", page: 1, cancellation: Cancellation()).items.map(\.title), ["From A"])
        XCTAssertEqual(h.server.requests.count, 1, "each server's answer is still cached under its own key")
    }

    func testTheBaseInAKeyDropsUserInfoQueryAndTrailingSlash() {
        let request = HTTPRequest(path: "/shows/1", parameters: ["embed": "seasons"])
        let base = URL(string: "HTTPS://user:pass-SECRET@Example.ORG:8443/api/?token=SECRET#frag")!
        XCTAssertEqual(ResponseCache.key(provider: "tvmaze", base: base, request: request),
                       "tvmaze https://example.org:8443/api /shows/1?embed=seasons")
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

/// What the key test reads of each stored answer, as the table holds it.
private enum StoredEntryColumn: String, TableColumns {
    case cacheKey = "cache_key", body, provider
}
