import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV

/// A TMDB credential goes only to the server the user configured. A redirect to another
/// origin (scheme, host or port) is not followed while the request carries a secret — the
/// other server never sees the token or the `api_key` — while same-origin redirects, and
/// redirects of requests without secrets (TVmaze), keep working.
final class RedirectTests: XCTestCase {
    static let credentials = [TMDBCredentials.accessToken(RemoteHarness.token), .apiKey(RemoteHarness.apiKey)]

    /// True if `request` carries either secret anywhere: a header, the target or the query.
    static func carriesSecret(_ request: LoopbackHTTPServer.Request) -> Bool {
        let texts = [request.target] + Array(request.headers.values) + Array(request.query.values)
        return texts.contains { text in SecretHandlingTests.secrets.contains { text.contains($0) } }
    }

    func testACrossOriginRedirectNeverCarriesTheCredential() throws {
        for credentials in Self.credentials {
            let other = try LoopbackHTTPServer(handler: FakeTMDB.standard)
            defer { other.stop() }
            let otherBase = other.baseURL.absoluteString
            let locations: [@Sendable (LoopbackHTTPServer.Request) -> String] = [
                { otherBase + $0.target },
                { "//127.0.0.1:\(other.port)" + $0.target },
            ]
            for location in locations {
                let h = try RemoteHarness(handler: { .redirect(to: location($0)) })
                let message = h.failure { try h.tmdb(credentials: credentials).search(query: "bad", page: 1, cancellation: Cancellation()) }
                XCTAssertEqual(message, "TMDB redirected to another server; not followed")
                XCTAssertEqual(h.server.requests.count, 1)
                XCTAssertTrue(h.server.requests.allSatisfy(FakeTMDB.isAuthorized), "the configured server got the credential")
                XCTAssertFalse(h.log.lines.contains { line in SecretHandlingTests.secrets.contains { line.contains($0) } })
            }
            XCTAssertFalse(other.requests.contains(where: Self.carriesSecret), "the other server saw a secret")
            XCTAssertEqual(other.requests.count, 0, "nothing is sent to the other server")
        }
    }

    func testAnotherHostNameOnTheSamePortIsAnotherOrigin() throws {
        let h = try RemoteHarness(handler: { request in
            request.path.hasPrefix("/elsewhere") ? FakeTMDB.standard(request)
                : .redirect(to: "http://localhost:\(request.headers["host"]?.split(separator: ":").last ?? "0")/elsewhere" + request.target)
        })
        let message = h.failure { try h.tmdb().search(query: "bad", page: 1, cancellation: Cancellation()) }
        XCTAssertEqual(message, "TMDB redirected to another server; not followed")
        XCTAssertEqual(h.server.requests.count, 1)
    }

    func testAChainThatLeavesTheOriginIsStoppedWhereItLeaves() throws {
        for credentials in Self.credentials {
            let other = try LoopbackHTTPServer(handler: FakeTMDB.standard)
            defer { other.stop() }
            let otherBase = other.baseURL.absoluteString
            let h = try RemoteHarness(handler: { request in
                request.path.hasPrefix("/hop") ? .redirect(to: otherBase + request.target.dropFirst("/hop".count))
                    : .redirect(to: "/hop" + request.target, status: 307)
            })
            let message = h.failure { try h.tmdb(credentials: credentials).search(query: "bad", page: 1, cancellation: Cancellation()) }
            XCTAssertEqual(message, "TMDB redirected to another server; not followed")
            XCTAssertEqual(h.server.requests.count, 2, "the same-origin hop was followed")
            XCTAssertTrue(h.server.requests.allSatisfy(FakeTMDB.isAuthorized))
            XCTAssertEqual(other.requests.count, 0)
        }
    }

    func testSameOriginRedirectsStillReturnData() throws {
        for credentials in Self.credentials {
            for absolute in [false, true] {
                let box = Box<URL>()
                let h = try RemoteHarness(handler: { request in
                    guard request.path.hasPrefix("/old/") else { return FakeTMDB.standard(request) }
                    let target = String(request.target.dropFirst("/old".count))
                    return absolute ? .redirect(to: box.value!.absoluteString + target, status: 308) : .redirect(to: target, status: 301)
                })
                box.value = h.server.baseURL
                let provider = h.tmdb(credentials: credentials, baseURL: h.server.baseURL.appendingPathComponent("old"))
                let page = try provider.search(query: "bad", page: 1, cancellation: Cancellation())
                XCTAssertEqual(page.items.count, 3)
                let detail = try provider.detail(of: Media(id: "tmdb:1396", title: "Breaking Bad"), cancellation: Cancellation())
                XCTAssertEqual(detail.media.title, "Breaking Bad")
                XCTAssertEqual(h.server.requests.map(\.path), ["/old/3/search/tv", "/3/search/tv", "/old/3/tv/1396", "/3/tv/1396"])
                XCTAssertTrue(h.server.requests.allSatisfy(FakeTMDB.isAuthorized), "the credential went along")
            }
        }
    }

    func testARequestWithoutSecretsFollowsARedirectToAnotherServer() throws {
        let other = try LoopbackHTTPServer { _ in .json(TVmazeFixtures.searchGirls) }
        defer { other.stop() }
        let otherBase = other.baseURL.absoluteString
        let h = try RemoteHarness(handler: { .redirect(to: otherBase + $0.target) })
        let page = try h.tvmaze().search(query: "girls", page: 1, cancellation: Cancellation())
        XCTAssertEqual(page.items.map(\.title), ["Girls", "Girls5eva"])
        XCTAssertEqual(other.requests.map(\.path), ["/search/shows"])
    }

    func testARedirectLoopEndsWithOneLine() throws {
        let h = try RemoteHarness(handler: { .redirect(to: $0.target) })
        XCTAssertEqual(h.failure { try h.tvmaze().search(query: "girls", page: 1, cancellation: Cancellation()) }, "too many redirects")
        XCTAssertEqual(h.server.requests.count, HTTPClient.Configuration().maxRedirects + 1)
    }

    func testARedirectToSomethingOtherThanHTTPIsNotFollowed() throws {
        for location in ["file:///etc/passwd", "ftp://127.0.0.1/x", "http://"] {
            let h = try RemoteHarness(handler: { _ in .redirect(to: location) })
            XCTAssertEqual(h.failure { try h.tvmaze().search(query: "girls", page: 1, cancellation: Cancellation()) },
                           "unexpected response", location)
        }
    }
}
