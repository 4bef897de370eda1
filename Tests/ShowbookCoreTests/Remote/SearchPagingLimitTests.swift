import XCTest
import ShowbookTestSupport
@testable import ShowbookTV
@testable import ShowbookApp

/// End (last result) against a server that claims a hundred million pages loads a bounded
/// number of pages per press, and paging stops at a page that adds no new show.
final class SearchPagingLimitTests: XCTestCase {
    /// A server that never runs out: every page claims 100,000,000 pages. `fresh` pages carry
    /// new ids; otherwise every page repeats the first page's shows. After 5,000 requests it
    /// answers 404, so a test of unbounded paging ends instead of running forever.
    private func harness(fresh: Bool) throws -> (AppHarness, LoopbackHTTPServer) {
        let server = try LoopbackHTTPServer(handler: FakeTMDB.handler(search: { _, page in
            guard page <= 5_000 else { return .json(TMDBFixtures.notFound, status: 404) }
            let first = fresh ? (page - 1) * 20 + 1 : 1
            return .json(TMDBFixtures.numberedPage(page: page, totalPages: 100_000_000, ids: first...(first + 19),
                                                   totalResults: 2_000_000_000))
        }))
        var http = HTTPClient.Configuration()
        http.timeout = 5
        let h = try AppHarness(makeProvider: { database, clock, log in
            TMDBProvider(credentials: .accessToken(RemoteHarness.token), baseURL: server.baseURL, http: http,
                         cache: ResponseCache(database: database, clock: clock), log: log)
        })
        addTeardownBlock { server.stop() }
        h.app.search.perform(.replaceQuery("echo"))
        h.advance(0.5)
        h.settle()
        return (h, server)
    }

    /// Settles until no job is left (each settle delivers one page, which may ask for the next);
    /// the server's 404 after 5,000 pages ends an unbounded chain.
    private func drain(_ h: AppHarness) {
        h.settle()
        for _ in 0..<6_000 where h.executor.pendingCount > 0 { h.settle() }
    }

    private func pagesFetched(_ server: LoopbackHTTPServer) -> Int {
        server.requests.filter { $0.path == "/3/search/tv" }.count
    }

    func testEndLoadsABoundedNumberOfPagesPerPress() throws {
        let (h, server) = try harness(fresh: true)
        XCTAssertEqual(pagesFetched(server), 1)
        h.press(.end)
        drain(h)
        XCTAssertEqual(pagesFetched(server), 1 + SearchModel.pagesPerAction)
        let loaded = (1 + SearchModel.pagesPerAction) * 20
        XCTAssertEqual(h.app.search.state.results.count, loaded)
        XCTAssertEqual(h.app.search.list.selectedIndex, loaded - 1, "End selects the last row loaded")
        XCTAssertEqual(h.app.messages.entries.last?.text,
                       "Loaded \(loaded) results; End loads \(SearchModel.pagesPerAction) more pages")

        h.press(.end)
        drain(h)
        XCTAssertEqual(pagesFetched(server), 1 + 2 * SearchModel.pagesPerAction, "another press, another batch")
    }

    func testPagingStopsAtAPageThatAddsNothing() throws {
        let (h, server) = try harness(fresh: false)
        h.press(.end)
        drain(h)
        XCTAssertEqual(pagesFetched(server), 2, "page 2 repeats page 1: nothing more is asked for")
        XCTAssertEqual(h.app.search.state.results.count, 20)
        XCTAssertEqual(h.app.search.list.selectedIndex, 19)
        for _ in 0..<40 { h.press(.down) }
        drain(h)
        XCTAssertEqual(pagesFetched(server), 2)
    }
}
