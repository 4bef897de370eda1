import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// Everything a provider test needs: a loopback server with the test's handler, an in-memory
/// database with the response cache, a manual clock, an in-memory log and a sleeper that
/// records back-off waits instead of spending them.
final class RemoteHarness {
    static let token = "tok-SECRET-7f3a91c2"
    static let apiKey = "key-SECRET-55be0d14"

    let server: LoopbackHTTPServer
    let database: Database
    let clock = ManualClock()
    let log = EventLog.inMemory()
    let cache: ResponseCache
    let sleeps = SleepRecorder()

    init(handler: @escaping LoopbackHTTPServer.Handler) throws {
        server = try LoopbackHTTPServer(handler: handler)
        database = try Database.migrated()
        cache = ResponseCache(database: database, clock: clock)
    }

    deinit { server.stop() }

    func http(timeout: TimeInterval = 5) -> HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration()
        configuration.timeout = timeout
        return configuration
    }

    func tmdb(credentials: TMDBCredentials? = .accessToken(RemoteHarness.token), language: String = "en-US",
              baseURL: URL? = nil, timeout: TimeInterval = 5) -> TMDBProvider {
        let sleeps = self.sleeps
        return TMDBProvider(credentials: credentials, language: language, baseURL: baseURL ?? server.baseURL,
                            http: http(timeout: timeout), cache: cache, log: log,
                            sleeper: { seconds, _ in sleeps.record(seconds) })
    }

    func tvmaze(baseURL: URL? = nil, timeout: TimeInterval = 5) -> TVmazeProvider {
        let sleeps = self.sleeps
        return TVmazeProvider(baseURL: baseURL ?? server.baseURL, http: http(timeout: timeout), cache: cache, log: log,
                              sleeper: { seconds, _ in sleeps.record(seconds) })
    }

    /// Runs `body` expecting a `MediaError`, and returns its message.
    func failure(_ body: () throws -> Any, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try body()
            XCTFail("expected a failure", file: file, line: line)
            return nil
        } catch let error as MediaError {
            return error.message
        } catch {
            XCTFail("expected a MediaError, got \(error)", file: file, line: line)
            return nil
        }
    }
}

/// The waits the HTTP client asked for, in order.
final class SleepRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var waits: [TimeInterval] = []

    func record(_ seconds: TimeInterval) {
        lock.lock()
        waits.append(seconds)
        lock.unlock()
    }

    var all: [TimeInterval] {
        lock.lock()
        defer { lock.unlock() }
        return waits
    }
}

/// Handlers that answer like TMDB: authentication first (401 with TMDB's error body unless
/// the Bearer token or `api_key` matches), then routes.
enum FakeTMDB {
    static func isAuthorized(_ request: LoopbackHTTPServer.Request) -> Bool {
        request.headers["authorization"] == "Bearer " + RemoteHarness.token || request.query["api_key"] == RemoteHarness.apiKey
    }

    static func handler(
        search: @escaping @Sendable (_ query: String, _ page: Int) -> LoopbackHTTPServer.Reply,
        detail: @escaping @Sendable (_ id: Int) -> LoopbackHTTPServer.Reply = { _ in .json(TMDBFixtures.notFound, status: 404) }
    ) -> LoopbackHTTPServer.Handler {
        { request in
            guard isAuthorized(request) else { return .json(TMDBFixtures.unauthorized, status: 401) }
            let page = Int(request.query["page"] ?? "1") ?? 1
            if request.path == "/3/search/tv" { return search(request.query["query"] ?? "", page) }
            if request.path == "/3/tv/popular" { return search("", page) }
            if request.path.hasPrefix("/3/tv/"), let id = Int(request.path.dropFirst("/3/tv/".count)) { return detail(id) }
            return .json(TMDBFixtures.notFound, status: 404)
        }
    }

    /// Search answers `searchBad` for every query; detail answers Breaking Bad for 1396.
    static let standard: LoopbackHTTPServer.Handler = handler(
        search: { _, _ in .json(TMDBFixtures.searchBad) },
        detail: { id in id == 1396 ? .json(TMDBFixtures.detailBreakingBad) : .json(TMDBFixtures.notFound, status: 404) }
    )
}
