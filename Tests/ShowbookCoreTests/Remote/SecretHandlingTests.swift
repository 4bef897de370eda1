import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV

/// The TMDB token or key reaches the server and nothing else: not the log, not an error
/// message, not the cache, not a printed value.
final class SecretHandlingTests: XCTestCase {
    static let secrets = [RemoteHarness.token, RemoteHarness.apiKey]

    func assertNoSecret(in texts: [String], file: StaticString = #filePath, line: UInt = #line) {
        for text in texts {
            for secret in Self.secrets {
                XCTAssertFalse(text.contains(secret), "secret leaked into: \(text)", file: file, line: line)
            }
        }
    }

    func testNeitherCredentialAppearsInTheLogOrInErrors() throws {
        for credentials in [TMDBCredentials.accessToken(RemoteHarness.token), .apiKey(RemoteHarness.apiKey)] {
            let fails = Counter()
            let h = try RemoteHarness(handler: FakeTMDB.handler(
                search: { _, _ in fails.next() == 2 ? .json("{}", status: 503) : .json(TMDBFixtures.searchBad) },
                detail: { _ in .json(TMDBFixtures.notFound, status: 404) }
            ))
            let provider = h.tmdb(credentials: credentials)
            var messages: [String] = []
            _ = try provider.search(query: "bad", page: 1, cancellation: Cancellation())
            messages += [h.failure { try provider.search(query: "bad", page: 2, cancellation: Cancellation()) } ?? ""]
            messages += [h.failure { try provider.detail(of: Media(id: "tmdb:7", title: "x"), cancellation: Cancellation()) } ?? ""]
            messages += [h.failure { try h.tmdb(credentials: credentials, baseURL: URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())")!)
                .search(query: "offline", page: 1, cancellation: Cancellation()) } ?? ""]
            let wrongServer = try RemoteHarness(handler: { _ in .json(TMDBFixtures.unauthorized, status: 401) })
            messages += [wrongServer.failure { try wrongServer.tmdb(credentials: credentials).search(query: "bad", page: 1, cancellation: Cancellation()) } ?? ""]

            XCTAssertEqual(messages, ["server error 503", "show not found", "network unreachable", "TMDB rejected the key"])
            XCTAssertTrue(h.server.requests.allSatisfy(FakeTMDB.isAuthorized), "the credential did reach the server")
            XCTAssertGreaterThan(h.log.lines.count, 3)
            assertNoSecret(in: messages + h.log.lines + wrongServer.log.lines)
            let stored = try h.database.query("SELECT cache_key || body FROM response_cache") { $0.onlyString }
            assertNoSecret(in: stored)
        }
    }

    func testCredentialsNeverPrint() {
        let token = TMDBCredentials.accessToken(RemoteHarness.token)
        let key = TMDBCredentials.apiKey(RemoteHarness.apiKey)
        var dumped = ""
        dump(token, to: &dumped)
        dump(key, to: &dumped)
        let texts = ["\(token)", "\(key)", String(describing: token), String(reflecting: key), dumped]
        assertNoSecret(in: texts)
        XCTAssertEqual("\(token)", "TMDB access token (hidden)")
        let configuration = ProviderConfiguration(kind: .tmdb, credentials: token)
        assertNoSecret(in: [String(describing: configuration), String(reflecting: configuration)])
    }

    func testAFileLogHoldsNoSecret() throws {
        let path = temporaryFile("showbook-log", extension: "jsonl").path
        let log = try EventLog.file(path)
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        let provider = TMDBProvider(credentials: .apiKey(RemoteHarness.apiKey), baseURL: h.server.baseURL, cache: h.cache, log: log)
        _ = try provider.search(query: "bad", page: 1, cancellation: Cancellation())
        _ = try provider.detail(of: Media(id: "tmdb:1396", title: "Breaking Bad"), cancellation: Cancellation())
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("remote.fetched"), text)
        assertNoSecret(in: [text])
    }
}
