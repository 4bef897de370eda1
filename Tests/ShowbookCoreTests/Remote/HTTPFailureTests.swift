import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookExchange

/// Every network failure in the issue's table becomes its one-line message: 401, 404 on a
/// detail, 429 (back off honouring Retry-After, at most two retries), 5xx, a timeout,
/// truncated or unexpected JSON, a refused connection, and cancellation of an in-flight call.
final class HTTPFailureTests: XCTestCase {
    func testUnauthorizedSaysTheKeyWasRejected() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        let message = h.failure { try h.tmdb(credentials: .accessToken("wrong")).search(query: "bad", page: 1, cancellation: Cancellation()) }
        XCTAssertEqual(message, "TMDB rejected the key")
    }

    func testNotFoundOnADetailSaysShowNotFound() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        let message = h.failure { try h.tmdb().detail(of: Media(id: "tmdb:42", title: "Nothing"), cancellation: Cancellation()) }
        XCTAssertEqual(message, "show not found")
    }

    func testTooManyRequestsBacksOffHonouringRetryAfterThenSucceeds() throws {
        let calls = Counter()
        let h = try RemoteHarness(handler: FakeTMDB.handler(search: { _, _ in
            calls.next() <= 2 ? .json(#"{"status_code":25,"status_message":"Your request count is over the limit."}"#,
                                      status: 429, headers: ["Retry-After": "3"])
                : .json(TMDBFixtures.searchBad)
        }))
        let page = try h.tmdb().search(query: "bad", page: 1, cancellation: Cancellation())
        XCTAssertEqual(page.items.count, 3)
        XCTAssertEqual(h.server.requests.count, 3, "the first try and two retries")
        XCTAssertEqual(h.sleeps.all, [3, 3], "each wait is the server's Retry-After")
    }

    func testTooManyRequestsGivesUpAfterTwoRetries() throws {
        let h = try RemoteHarness(handler: FakeTMDB.handler(search: { _, _ in .json("{}", status: 429) }))
        let message = h.failure { try h.tmdb().search(query: "bad", page: 1, cancellation: Cancellation()) }
        XCTAssertEqual(message, "TMDB rate limit reached; try again later")
        XCTAssertEqual(h.server.requests.count, 3)
        XCTAssertEqual(h.sleeps.all, [1, 2], "without Retry-After the back-off doubles")
    }

    func testARetryAfterLongerThanTheLimitIsNotWaitedFor() throws {
        let h = try RemoteHarness(handler: FakeTMDB.handler(search: { _, _ in .json("{}", status: 429, headers: ["retry-after": "3600"]) }))
        let message = h.failure { try h.tmdb().search(query: "bad", page: 1, cancellation: Cancellation()) }
        XCTAssertEqual(message, "TMDB rate limit reached; try again in 3600 s")
        XCTAssertEqual(h.server.requests.count, 1)
        XCTAssertEqual(h.sleeps.all, [])
    }

    func testServerErrorsAreStatedAsSuch() throws {
        for status in [500, 503] {
            let h = try RemoteHarness(handler: FakeTMDB.handler(search: { _, _ in .json("oops", status: status) }))
            let message = h.failure { try h.tmdb().search(query: "bad", page: 1, cancellation: Cancellation()) }
            XCTAssertEqual(message, "server error \(status)")
        }
    }

    func testAServerThatNeverAnswersTimesOut() throws {
        let h = try RemoteHarness(handler: { _ in .hang })
        let message = h.failure { try h.tvmaze(timeout: 0.3).search(query: "girls", page: 1, cancellation: Cancellation()) }
        XCTAssertEqual(message, "timed out")
    }

    func testTruncatedJSONIsAnUnexpectedResponse() throws {
        let truncated = String(TMDBFixtures.searchBad.prefix(200))
        let h = try RemoteHarness(handler: FakeTMDB.handler(search: { _, _ in .json(truncated) }))
        let message = h.failure { try h.tmdb().search(query: "bad", page: 1, cancellation: Cancellation()) }
        XCTAssertEqual(message, "unexpected response")
        XCTAssertEqual(h.cache.count, 0, "an answer that does not decode is never cached")
    }

    func testJSONOfTheWrongShapeIsAnUnexpectedResponse() throws {
        let h = try RemoteHarness(handler: { _ in .json(#"{"results": "none", "page": "one"}"#) })
        XCTAssertEqual(h.failure { try h.tmdb().search(query: "x", page: 1, cancellation: Cancellation()) }, "unexpected response")
        XCTAssertEqual(h.failure { try h.tvmaze().search(query: "x", page: 1, cancellation: Cancellation()) }, "unexpected response")
        let html = try RemoteHarness(handler: { _ in .respond(status: 200, headers: [:], body: Data("<html>captive portal</html>".utf8)) })
        XCTAssertEqual(html.failure { try html.tvmaze().search(query: "x", page: 1, cancellation: Cancellation()) }, "unexpected response")
    }

    func testARefusedConnectionIsNetworkUnreachable() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        let closed = URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())")!
        let message = h.failure { try h.tmdb(baseURL: closed).search(query: "bad", page: 1, cancellation: Cancellation()) }
        XCTAssertEqual(message, "network unreachable")
        let dropped = try RemoteHarness(handler: { _ in .drop })
        XCTAssertEqual(dropped.failure { try dropped.tvmaze().search(query: "x", page: 1, cancellation: Cancellation()) },
                       "network unreachable", "a connection closed without an answer")
    }

    func testCancellingStopsAnInFlightRequest() throws {
        let h = try RemoteHarness(handler: { _ in .hang })
        let provider = h.tvmaze(timeout: 30)
        let cancellation = Cancellation()
        let finished = expectation(description: "the search returns once cancelled")
        let outcome = Box<Error>()
        DispatchQueue.global().async {
            do { _ = try provider.search(query: "girls", page: 1, cancellation: cancellation) } catch { outcome.value = error }
            finished.fulfill()
        }
        XCTAssertTrue(h.server.waitForRequests(1), "the request reached the server")
        cancellation.cancel()
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(outcome.value as? MediaError, .cancelled)
        XCTAssertEqual(h.log.events(named: "remote.failed").count, 0, "a cancellation is not a failure")
    }

    func testRetryAfterAcceptsSecondsAndHTTPDates() {
        XCTAssertEqual(HTTPClient.parseRetryAfter("7"), 7)
        XCTAssertEqual(HTTPClient.parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT"), 0, "a date in the past means now")
        XCTAssertNil(HTTPClient.parseRetryAfter("soon"))
    }
}
