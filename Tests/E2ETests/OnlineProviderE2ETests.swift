import Foundation
import ShowbookTestSupport
import XCTest

/// The real binary in tmux with `--provider tmdb --api-base http://127.0.0.1:PORT`, against a
/// TMDB-shaped loopback server started here: popular shows on start, a typed search, a
/// detail with its seasons, the credit line — and the token nowhere on screen or in `--log`.
final class OnlineProviderE2ETests: E2ETestCase {
    private static let token = "e2e-token-SECRET-4d2b"

    override var environment: [String: String] {
        var environment = super.environment
        environment["TMDB_ACCESS_TOKEN"] = Self.token
        environment["XDG_CONFIG_HOME"] = workDirectory.appendingPathComponent("config").path
        return environment
    }

    func testTMDBProviderAgainstALoopbackServer() throws {
        let server = try MiniTMDBServer(token: Self.token)
        defer { server.stop() }
        let app = try launchApp(["--no-sample", "--provider", "tmdb", "--api-base", "http://127.0.0.1:\(server.port)",
                                 "--log", logPath, "--debounce-ms", "100"])
        var screens: [String] = []
        func waitFor(_ what: String, _ condition: @escaping (String) -> Bool) throws -> String {
            let screen = try app.waitUntil(what) { condition($0.text) }.text
            screens.append(screen)
            return screen
        }

        let start = try waitFor("popular shows and the TMDB credit") { screen in
            screen.contains("Breaking Bad") && screen.contains("Bad Sisters")
                && screen.contains("This product uses the TMDB API but is not endorsed or certified by TMDB.")
        }
        XCTAssertTrue(start.contains("2 shows"), start)

        try app.type("sisters")
        let found = try waitFor("the search for “sisters”") { screen in
            screen.contains("Search: sisters") && screen.contains("1 show") && !screen.contains("Breaking Bad")
        }
        XCTAssertTrue(found.contains("Bad Sisters"), found)

        try app.press("Escape")
        _ = try waitFor("the popular list again") { $0.contains("Breaking Bad") && $0.contains("2 shows") }
        try app.press("Enter")
        let detail = try waitFor("the detail with seasons") { screen in
            screen.contains("Season 1 · 2008 · 7 episodes") && screen.contains("Vince Gilligan")
        }
        XCTAssertTrue(detail.contains("AMC"), detail)
        XCTAssertTrue(detail.contains("This product uses the TMDB API"), detail)

        try app.press("Escape")
        try app.press("C-c")
        try app.waitForExit()

        XCTAssertTrue(server.requests.contains { $0.hasPrefix("/3/search/tv?") && $0.contains("query=sisters") }, "\(server.requests)")
        XCTAssertTrue(server.requests.contains { $0.hasPrefix("/3/tv/1396") })
        XCTAssertTrue(server.sawOnlyAuthorizedRequests, "every request carried the token")
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        XCTAssertTrue(log.contains("remote.fetched"), log)
        XCTAssertFalse(log.contains(Self.token), "the token is not in the log")
        XCTAssertFalse(screens.contains { $0.contains(Self.token) }, "the token is never on screen")
    }

    /// `--api-base` answering 302 to another port: the app says so in one line and the other
    /// server never gets a request, so never sees the token.
    func testACrossOriginRedirectNeverReachesTheOtherServer() throws {
        let other = try MiniTMDBServer(token: Self.token)
        defer { other.stop() }
        let server = try MiniTMDBServer(token: Self.token, redirectingTo: other.port)
        defer { server.stop() }
        let app = try launchApp(["--no-sample", "--provider", "tmdb", "--api-base", "http://127.0.0.1:\(server.port)",
                                 "--debounce-ms", "100"])
        let screen = try app.waitUntil("the refused redirect") { $0.contains("TMDB redirected to another server; not followed") }
        XCTAssertFalse(screen.contains("Breaking Bad"), screen.description)
        XCTAssertFalse(screen.contains(Self.token), "the token is never on screen")
        try app.press("C-c")
        try app.waitForExit()
        XCTAssertFalse(server.requests.isEmpty, "the configured server was asked")
        XCTAssertEqual(other.requests, [], "the other server was never contacted")
    }

    func testAMissingKeyExplainsHowToSetOne() throws {
        var environment = super.environment
        environment["XDG_CONFIG_HOME"] = workDirectory.path
        let result = try ProcessRunner.run(Self.binaryPath, ["--db", databasePath, "--provider", "tmdb", "search", "bad"],
                                           environment: environment)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("TMDB_ACCESS_TOKEN") && result.stderr.contains("TMDB_API_KEY"), result.stderr)
    }
}

/// A TMDB-shaped HTTP server on 127.0.0.1: popular shows, search by substring, one detail.
/// Answers 401 to requests without the expected Bearer token — or, when `redirectingTo` is
/// set, 302 to the same target on that port for every request.
private final class MiniTMDBServer: @unchecked Sendable {
    private let token: String
    private let redirectPort: UInt16?
    private let lock = NSLock()
    private var seen: [String] = []
    private var unauthorized = 0
    private var server: LoopbackHTTPServer!

    var port: UInt16 { server.port }
    var requests: [String] { lock.lock(); defer { lock.unlock() }; return seen }
    var sawOnlyAuthorizedRequests: Bool { lock.lock(); defer { lock.unlock() }; return unauthorized == 0 && !seen.isEmpty }

    init(token: String, redirectingTo redirectPort: UInt16? = nil) throws {
        self.token = token
        self.redirectPort = redirectPort
        server = try LoopbackHTTPServer { [unowned self] in self.respond($0) }
    }

    func stop() { server.stop() }

    private func respond(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply {
        let target = request.target
        let authorized = request.headers["authorization"] == "Bearer \(token)"
        lock.lock()
        seen.append(target)
        if !authorized { unauthorized += 1 }
        lock.unlock()
        if let redirectPort {
            return .redirect(to: "http://127.0.0.1:\(redirectPort)\(target)")
        }
        let (status, body) = authorized ? answer(target)
            : (401, #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#)
        return .json(body, status: status)
    }

    private static let shows = [
        #"{"id":1396,"name":"Breaking Bad","original_name":"Breaking Bad","overview":"A teacher turns to crime.","first_air_date":"2008-01-20","genre_ids":[18,80],"origin_country":["US"],"original_language":"en","vote_average":8.9,"vote_count":14000,"popularity":300.0,"poster_path":null}"#,
        #"{"id":136311,"name":"Bad Sisters","original_name":"Bad Sisters","overview":"Sisters with a secret.","first_air_date":"2022-08-19","genre_ids":[35,18],"origin_country":["IE"],"original_language":"en","vote_average":7.9,"vote_count":500,"popularity":40.0,"poster_path":null}"#,
    ]

    private func answer(_ target: String) -> (Int, String) {
        let path = target.split(separator: "?").first.map(String.init) ?? target
        let query = target.components(separatedBy: "query=").dropFirst().first?
            .split(separator: "&").first.map { String($0).removingPercentEncoding ?? String($0) }?.lowercased()
        switch path {
        case "/3/tv/popular", "/3/search/tv":
            let rows = Self.shows.filter { show in
                guard let query, !query.isEmpty else { return true }
                return show.lowercased().components(separatedBy: "\"overview\"")[0].contains(query)  // the names
            }
            return (200, #"{"page":1,"total_pages":1,"total_results":\#(rows.count),"results":[\#(rows.joined(separator: ","))]}"#)
        case "/3/tv/1396":
            return (200, #"""
            {"id":1396,"name":"Breaking Bad","original_name":"Breaking Bad","overview":"A teacher turns to crime.",
             "first_air_date":"2008-01-20","last_air_date":"2013-09-29","status":"Ended","networks":[{"id":174,"name":"AMC"}],
             "genres":[{"id":18,"name":"Drama"}],"number_of_seasons":2,"number_of_episodes":20,
             "created_by":[{"id":66633,"name":"Vince Gilligan"}],"origin_country":["US"],"original_language":"en",
             "seasons":[{"season_number":1,"name":"Season 1","episode_count":7,"air_date":"2008-01-20"},
                        {"season_number":2,"name":"Season 2","episode_count":13,"air_date":"2009-03-08"}],
             "vote_average":8.9,"vote_count":14000}
            """#)
        default:
            return (404, #"{"status_code":34,"status_message":"The resource you requested could not be found.","success":false}"#)
        }
    }
}
