import XCTest
import ShowbookTestSupport
@testable import ShowbookTV
@testable import ShowbookApp

/// The real app model (list, navigator, lazy detail) on the TMDB provider and the loopback
/// server: paging, lazy detail fetch, switch-to-latest over the network, failures in the
/// status bar with the old results kept, and "offline — cached".
final class RemoteSearchFlowTests: XCTestCase {
    /// Three pages of "Echo N": 1–20, 20–39 (TMDB pages can overlap when rankings shift) and
    /// 40–55; every other query answers `searchBad`.
    static let pagedHandler = FakeTMDB.handler(
        search: { query, page in
            guard query == "echo" else { return .json(TMDBFixtures.searchBad) }
            let ids: [Int: ClosedRange<Int>] = [1: 1...20, 2: 20...39, 3: 40...55]
            guard let range = ids[page] else { return .json(TMDBFixtures.notFound, status: 404) }
            return .json(TMDBFixtures.numberedPage(page: page, totalPages: 3, ids: range, totalResults: 56))
        },
        detail: { id in id == 1396 ? .json(TMDBFixtures.detailBreakingBad) : .json(TMDBFixtures.notFound, status: 404) }
    )

    func harness(
        _ handler: @escaping LoopbackHTTPServer.Handler = pagedHandler, token: String = RemoteHarness.token
    ) throws -> (AppHarness, LoopbackHTTPServer) {
        let server = try LoopbackHTTPServer(handler: handler)
        var http = HTTPClient.Configuration()
        http.timeout = 5
        let h = try AppHarness(makeProvider: { database, clock, log in
            TMDBProvider(credentials: .accessToken(token), baseURL: server.baseURL, http: http,
                         cache: ResponseCache(database: database, clock: clock), log: log)
        })
        addTeardownBlock { server.stop() }
        return (h, server)
    }

    func search(_ h: AppHarness, _ query: String) {
        h.app.search.perform(.replaceQuery(query))
        h.advance(0.5)
        h.settle()
    }

    func testPagingAcrossThreePagesNeverDuplicates() throws {
        let (h, server) = try harness()
        search(h, "echo")
        XCTAssertEqual(h.app.search.state.results.count, 20)
        XCTAssertEqual(h.app.search.state.totalResults, 56)
        var sawLoadingMore = false
        for _ in 0..<80 {
            h.press(.down)
            if h.app.search.state.isLoadingMore {
                sawLoadingMore = true
                h.settle()
            }
        }
        let ids = h.app.search.state.results.map(\.id)
        XCTAssertTrue(sawLoadingMore, "“loading more…” shows while the next page loads")
        XCTAssertEqual(ids.count, 55, "the overlapping row is listed once")
        XCTAssertEqual(Set(ids).count, ids.count)
        XCTAssertEqual(ids.first, "tmdb:1")
        XCTAssertEqual(ids.last, "tmdb:55")
        let pages = server.requests.filter { $0.path == "/3/search/tv" }.compactMap { $0.query["page"] }
        XCTAssertEqual(pages, ["1", "2", "3"], "each page is fetched once and nothing past the last")
    }

    func testTheDetailIsFetchedOnlyWhenPushedAndNotAfterAPop() throws {
        let (h, server) = try harness()
        search(h, "bad")
        for _ in 0..<3 { h.press(.down) }
        h.press(.up, .up, .up)
        XCTAssertEqual(server.requestCount(pathPrefix: "/3/tv/"), 0, "moving over rows fetches no detail")

        h.press(.enter)
        XCTAssertEqual(h.detailBuilt, 1)
        weak var detail: DetailModel?
        if case let .mediaDetail(model) = h.app.navigator.top { detail = model }
        XCTAssertEqual(detail?.state, .loading)
        h.settle()
        XCTAssertEqual(server.requests.last?.path, "/3/tv/1396")
        XCTAssertEqual(detail?.detail?.seasons, 5)
        XCTAssertEqual(detail?.attribution, TMDBProvider.attributionText)

        h.press(.escape, .down, .enter)
        h.press(.escape)
        h.settle()
        XCTAssertEqual(server.requestCount(pathPrefix: "/3/tv/"), 1, "a detail popped before its fetch never asks")
        XCTAssertEqual(h.detailLive, 0)
        XCTAssertNil(detail, "released on pop")
    }

    func testALateResponseToAnOldQueryIsDroppedAndItsRequestCancelled() throws {
        let release = DispatchSemaphore(value: 0)
        let (h, server) = try harness(FakeTMDB.handler(search: { query, page in
            if query == "bad" { release.wait() }
            return query == "echo" ? .json(TMDBFixtures.numberedPage(page: page, totalPages: 1, ids: 1...3, totalResults: 3))
                : .json(TMDBFixtures.searchBad)
        }))
        defer { release.signal() }
        h.app.search.perform(.replaceQuery("bad"))
        h.advance(0.5)
        XCTAssertEqual(h.executor.pendingCount, 1)
        let oldJob = expectation(description: "the old search's job returns")
        let executor = h.executor
        DispatchQueue.global().async {
            executor.run(at: 0)
            oldJob.fulfill()
        }
        XCTAssertTrue(server.waitForRequests(1), "the old query is in flight")

        search(h, "echo")  // cancels "bad", then runs and shows "echo"
        XCTAssertEqual(h.titles, ["Echo 1", "Echo 2", "Echo 3"])
        wait(for: [oldJob], timeout: 10)  // returns although the server still holds "bad"
        h.container.jobs.waitForAll(timeout: 10)
        XCTAssertEqual(h.titles, ["Echo 1", "Echo 2", "Echo 3"], "the old answer never overwrites the new one")
        XCTAssertEqual(h.app.search.state.resultsQuery, "echo")
        XCTAssertNil(h.app.search.state.errorMessage, "a cancelled search is not an error")
        XCTAssertEqual(h.log.events(named: "search.dropped").first?["query"] as? String, "bad")
        XCTAssertEqual(h.log.events(named: "remote.fetched").count, 1, "only “echo” was fetched")
    }

    func testFailuresShowInTheStatusBarAndKeepTheResults() throws {
        let (h, server) = try harness()
        search(h, "echo")
        XCTAssertEqual(h.app.search.state.results.count, 20)
        server.stop()

        search(h, "bad")
        XCTAssertEqual(h.app.search.state.errorMessage, "network unreachable")
        XCTAssertEqual(h.app.search.state.results.count, 20, "the previous results stay on screen")
        XCTAssertEqual(h.app.search.state.resultsQuery, "echo")

        h.clock.advance(by: 2 * 24 * 60 * 60)
        search(h, "echo")
        XCTAssertNil(h.app.search.state.errorMessage)
        XCTAssertTrue(h.app.search.state.isStale, "shown as “offline — cached”")
        XCTAssertEqual(h.app.search.state.results.count, 20)
    }

    func testARejectedKeyIsAStatusMessage() throws {
        let (h, _) = try harness(token: "expired")
        search(h, "bad")
        XCTAssertEqual(h.app.search.state.errorMessage, "TMDB rejected the key")
        XCTAssertEqual(h.titles, [])
    }
}
