import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The real binary in tmux with `--provider tmdb --api-base http://127.0.0.1:PORT`, against a
/// TMDB-shaped loopback server started here: popular shows on start, a typed search, a
/// detail with its seasons, the credit line — and the token nowhere on screen or in `--log`.
/// Self-contained on purpose (its helpers are private to this file).
final class OnlineProviderE2ETests: XCTestCase {
    private static let token = "e2e-token-SECRET-4d2b"

    func testTMDBProviderAgainstALoopbackServer() throws {
        let binary = E2EBinary.path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw XCTSkip("showbook binary not found at \(binary); build it or set SHOWBOOK_BIN")
        }
        let server = try MiniTMDBServer(token: Self.token)
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("showbook-online-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("config"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let logPath = folder.appendingPathComponent("events.jsonl").path
        let command = [binary, "--db", folder.appendingPathComponent("showbook.db").path, "--no-sample",
                       "--provider", "tmdb", "--api-base", "http://127.0.0.1:\(server.port)", "--log", logPath,
                       "--debounce-ms", "100"]
        let tmux = try E2ETmux(command: command, environment: [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": folder.path, "TERM": "xterm-256color",
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "ESCDELAY": "25",
            "XDG_DATA_HOME": folder.path, "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "TMDB_ACCESS_TOKEN": Self.token,
        ], folder: folder)
        defer { tmux.kill() }
        var screens: [String] = []
        func waitFor(_ what: String, _ condition: (String) -> Bool) throws -> String {
            let screen = try tmux.waitUntil(what, condition)
            screens.append(screen)
            return screen
        }

        let start = try waitFor("popular shows and the TMDB credit") { screen in
            screen.contains("Breaking Bad") && screen.contains("Bad Sisters")
                && screen.contains("This product uses the TMDB API but is not endorsed or certified by TMDB.")
        }
        XCTAssertTrue(start.contains("2 shows"), start)

        try tmux.type("sisters")
        let found = try waitFor("the search for “sisters”") { screen in
            screen.contains("Search: sisters") && screen.contains("1 show") && !screen.contains("Breaking Bad")
        }
        XCTAssertTrue(found.contains("Bad Sisters"), found)

        try tmux.press("Escape")
        _ = try waitFor("the popular list again") { $0.contains("Breaking Bad") && $0.contains("2 shows") }
        try tmux.press("Enter")
        let detail = try waitFor("the detail with seasons") { screen in
            screen.contains("Season 1 · 2008 · 7 episodes") && screen.contains("Vince Gilligan")
        }
        XCTAssertTrue(detail.contains("AMC"), detail)
        XCTAssertTrue(detail.contains("This product uses the TMDB API"), detail)

        try tmux.press("Escape")
        try tmux.press("C-c")
        try tmux.waitForExit()

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
        let binary = E2EBinary.path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw XCTSkip("showbook binary not found at \(binary); build it or set SHOWBOOK_BIN")
        }
        let other = try MiniTMDBServer(token: Self.token)
        defer { other.stop() }
        let server = try MiniTMDBServer(token: Self.token, redirectingTo: other.port)
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("showbook-redirect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("config"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = [binary, "--db", folder.appendingPathComponent("showbook.db").path, "--no-sample",
                       "--provider", "tmdb", "--api-base", "http://127.0.0.1:\(server.port)", "--debounce-ms", "100"]
        let tmux = try E2ETmux(command: command, environment: [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": folder.path, "TERM": "xterm-256color",
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "ESCDELAY": "25",
            "XDG_DATA_HOME": folder.path, "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "TMDB_ACCESS_TOKEN": Self.token,
        ], folder: folder)
        defer { tmux.kill() }

        let screen = try tmux.waitUntil("the refused redirect") { $0.contains("TMDB redirected to another server; not followed") }
        XCTAssertFalse(screen.contains("Breaking Bad"), screen)
        XCTAssertFalse(screen.contains(Self.token), "the token is never on screen")
        try tmux.press("C-c")
        try tmux.waitForExit()
        XCTAssertFalse(server.requests.isEmpty, "the configured server was asked")
        XCTAssertEqual(other.requests, [], "the other server was never contacted")
    }

    func testAMissingKeyExplainsHowToSetOne() throws {
        let binary = E2EBinary.path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw XCTSkip("showbook binary not found at \(binary)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("showbook-online-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--db", folder.appendingPathComponent("db").path, "--provider", "tmdb", "search", "bad"]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path, "XDG_CONFIG_HOME": folder.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertTrue(message.contains("TMDB_ACCESS_TOKEN") && message.contains("TMDB_API_KEY"), message)
    }
}

/// Where the binary under test is: $SHOWBOOK_BIN, else the debug build.
private enum E2EBinary {
    static var path: String {
        if let value = ProcessInfo.processInfo.environment["SHOWBOOK_BIN"], !value.isEmpty {
            return URL(fileURLWithPath: value, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL.path
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/showbook").path
    }
}

/// One private tmux server holding the app in a 100×30 pane.
private final class E2ETmux {
    private let socket = "showbook-online-\(getpid())-\(UUID().uuidString.prefix(8))"
    private let environment: [String: String]
    private let configPath: String

    /// Starts `command` in a detached session; the pane stays after it exits, so the exit
    /// can be observed.
    init(command: [String], environment: [String: String], folder: URL) throws {
        self.environment = environment
        configPath = folder.appendingPathComponent("tmux.conf").path
        try "set -g remain-on-exit on\nset -g status off\n".write(toFile: configPath, atomically: true, encoding: .utf8)
        var arguments = ["new-session", "-d", "-s", "app", "-x", "100", "-y", "30"]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { arguments += ["-e", "\(name)=\(value)"] }
        let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        try run(arguments + ["exec " + quoted])
    }

    /// Runs one tmux client command and returns its stdout. Spawned with posix_spawn and
    /// reaped with waitpid: Foundation's `Process` does not notice the exit of a client whose
    /// forked tmux server keeps running (it waits until the server ends).
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-out-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words = ["tmux", "-f", configPath, "-L", socket] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { (word: String) in strdup(word) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { (name: String, value: String) in strdup("\(name)=\(value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, "tmux", &actions, nil, argv, envp) == 0 else {
            throw NSError(domain: "tmux", code: 1, userInfo: [NSLocalizedDescriptionKey: "cannot start tmux"])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else {
            throw NSError(domain: "tmux", code: Int(status), userInfo: [NSLocalizedDescriptionKey: "tmux \(arguments.first ?? "") failed"])
        }
        return String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
    }

    func type(_ text: String) throws { try run(["send-keys", "-t", "app", "-l", "--", text]) }
    func press(_ key: String) throws { try run(["send-keys", "-t", "app", key]) }
    func screen() throws -> String { try run(["capture-pane", "-p", "-t", "app"]) }

    /// Polls the pane every 50 ms until `condition` holds, failing after 10 s with the screen.
    func waitUntil(_ what: String, _ condition: (String) -> Bool, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("timed out waiting for \(what); last screen:\n\(last)", file: file, line: line)
        throw NSError(domain: "e2e", code: 1)
    }

    func waitForExit() throws {
        _ = try waitUntil("the app to exit", { _ in
            ((try? self.run(["display-message", "-p", "-t", "app", "#{pane_dead}"])) ?? "").hasPrefix("1")
        })
    }

    func kill() { _ = try? run(["kill-server"]) }
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
    private var server: LoopbackServer!

    var port: UInt16 { server.port }
    var requests: [String] { lock.lock(); defer { lock.unlock() }; return seen }
    var sawOnlyAuthorizedRequests: Bool { lock.lock(); defer { lock.unlock() }; return unauthorized == 0 && !seen.isEmpty }

    init(token: String, redirectingTo redirectPort: UInt16? = nil) throws {
        self.token = token
        self.redirectPort = redirectPort
        server = try LoopbackServer { [unowned self] in self.respond($0) }
    }

    func stop() { server.stop() }

    private func respond(_ request: LoopbackServer.Request) -> LoopbackServer.Response {
        let target = request.target
        let authorized = request.head.lowercased().contains("authorization: bearer \(token.lowercased())")
        lock.lock()
        seen.append(target)
        if !authorized { unauthorized += 1 }
        lock.unlock()
        if let redirectPort {
            return LoopbackServer.Response(status: 302, headers: ["Location: http://127.0.0.1:\(redirectPort)\(target)"])
        }
        let (status, body) = authorized ? answer(target)
            : (401, #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#)
        return .json(status, body)
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
