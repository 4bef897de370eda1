import Foundation
import ShowbookTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The real binary with `--provider tmdb` against a TMDB-shaped loopback server that also
/// serves the poster (a PNG gradient written by this test): opening a show draws the poster's
/// block cells in colour at the left (`capture-pane -e`), the facts beside it, and the
/// downloaded file lands in `$XDG_CACHE_HOME/showbook/images/`.
final class PosterE2ETests: E2ETestCase {
    private static let token = "e2e-poster-token-SECRET-81c7"

    override var environment: [String: String] {
        var environment = super.environment
        environment["TMDB_ACCESS_TOKEN"] = Self.token
        environment["XDG_CONFIG_HOME"] = workDirectory.appendingPathComponent("config").path
        environment["XDG_CACHE_HOME"] = workDirectory.appendingPathComponent("cache").path
        return environment
    }

    func testTheDetailShowsThePosterInColour() throws {
        let server = try PosterTMDBServer(token: Self.token, poster: GradientPNG.make(width: 68, height: 102))
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)"
        let app = try launchApp(["--no-sample", "--provider", "tmdb", "--api-base", base, "--image-base", base + "/t/p/w342",
                                 "--log", logPath, "--debounce-ms", "100"])
        try app.waitForText("Breaking Bad", "1 show")
        try app.press("Enter")
        let detail = try app.waitUntil("the detail with its poster, and the status bar") { screen in
            screen.contains("Vince Gilligan") && screen.line(29).contains("back")
                && screen.lines.contains { String($0.dropFirst(28)) == "Breaking Bad" }
                && screen.lines.filter { Self.blockCount($0) >= 10 }.count >= 5
        }
        // Poster at columns 1…25 (a quarter of 100), the facts from column 28.
        let titleRow = try XCTUnwrap(detail.lines.firstIndex { $0.contains("Breaking Bad") })
        XCTAssertEqual(String(detail.lines[titleRow].dropFirst(28)), "Breaking Bad", detail.description)
        XCTAssertTrue(detail.lines.contains { String($0.dropFirst(28)).hasPrefix("Created by Vince Gilligan") }, detail.description)

        let colored = try app.tmux(["capture-pane", "-p", "-e", "-t", "e2e"])
        let posterRow = colored.components(separatedBy: "\n")[titleRow + 8]
        XCTAssertTrue(posterRow.contains("\u{1b}[38;5;") && posterRow.contains("48;5;"),
                      "256-colour foreground and background on the poster row: \(posterRow.debugDescription)")
        XCTAssertEqual(Self.distinctColours(in: colored).count > 8, true, "a gradient, not one colour")

        let cache = workDirectory.appendingPathComponent("cache/showbook/images").path
        let files = try FileManager.default.contentsOfDirectory(atPath: cache)
        XCTAssertEqual(files.filter { $0.hasSuffix(".img") }.count, 1, "\(files)")
        try app.press("Escape")
        try app.press("C-c")
        _ = try app.waitForExit()
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        XCTAssertTrue(log.contains("poster.fetched"), log)
        XCTAssertFalse(log.contains(Self.token))
        XCTAssertTrue(server.posterRequestsCarriedNoToken, "the image server never sees the token")
    }

    /// With `TERM=xterm-direct` (curses has direct colour) and `COLORTERM=truecolor`, the
    /// poster's cells carry 24-bit colours (`38;2;R;G;B`); the same app with only COLORTERM
    /// set on a 256-colour terminal type keeps to the palette (the first test).
    func testATruecolorTerminalGetsTwentyFourBitPosterCells() throws {
        guard FileManager.default.fileExists(atPath: "/usr/share/terminfo/x/xterm-direct")
                || FileManager.default.fileExists(atPath: "/lib/terminfo/x/xterm-direct") else {
            throw XCTSkip("no xterm-direct terminfo (Debian package ncurses-term)")
        }
        let server = try PosterTMDBServer(token: Self.token, poster: GradientPNG.make(width: 68, height: 102))
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)"
        let shell = try launchShell(width: 100, height: 30)
        let words = ["env", "TERM=xterm-direct", "COLORTERM=truecolor", Self.binaryPath, "--db", databasePath, "--no-sample",
                     "--provider", "tmdb", "--api-base", base, "--image-base", base + "/t/p/w342", "--debounce-ms", "100"]
        try shell.type(words.map(ProcessRunner.shellQuote).joined(separator: " "))
        try shell.press("Enter")
        try shell.waitForText("Breaking Bad", "1 show")
        try shell.press("Enter")
        try shell.waitUntil("the detail with its poster, and the status bar") { screen in
            screen.contains("Vince Gilligan") && screen.line(29).contains("back")
                && screen.lines.filter { Self.blockCount($0) >= 10 }.count >= 5
        }
        let colored = try shell.tmux(["capture-pane", "-p", "-e", "-t", "e2e"])
        let rgb = try NSRegularExpression(pattern: #"[34]8;2;(\d+);(\d+);(\d+)"#)
        let matches = rgb.matches(in: colored, range: NSRange(colored.startIndex..., in: colored))
        XCTAssertGreaterThan(matches.count, 20, "24-bit colours on the poster:\n\(colored.debugDescription.prefix(2000))")
        XCTAssertFalse(colored.contains("38;5;") && matches.isEmpty, "not the palette")
        try shell.press("C-c")
    }

    /// How many block, quadrant and sextant characters the poster's columns (1…25) of a row hold.
    static func blockCount(_ line: String) -> Int {
        line.dropFirst().prefix(25).filter { character in
            guard let scalar = character.unicodeScalars.first?.value else { return false }
            return (0x2580...0x259F).contains(scalar) || (0x1FB00...0x1FB3B).contains(scalar)
        }.count
    }

    /// Every 256-colour number used in SGR sequences of `text`.
    static func distinctColours(in text: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: #"[34]8;5;(\d+)"#)
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }
}

/// A PNG written by hand (stored deflate blocks, so no library is needed): red grows from left
/// to right, blue from top to bottom.
private enum GradientPNG {
    static func make(width: Int, height: Int) -> Data {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width {
                raw += [UInt8(x * 255 / (width - 1)), 64, UInt8(y * 255 / (height - 1))]
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return Data(png)
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out.append(last)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// TMDB on 127.0.0.1: one popular show (with a `poster_path`), its detail, and the poster
/// under /t/p/w342/. API requests need the Bearer token; poster requests are recorded so the
/// test can check none carried it.
private final class PosterTMDBServer: @unchecked Sendable {
    private let token: String
    private let poster: Data
    private let lock = NSLock()
    private var posterHeaders: [[String: String]] = []
    private var server: LoopbackHTTPServer!

    var port: UInt16 { server.port }

    var posterRequestsCarriedNoToken: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !posterHeaders.isEmpty && posterHeaders.allSatisfy { $0["authorization"] == nil }
    }

    init(token: String, poster: Data) throws {
        self.token = token
        self.poster = poster
        server = try LoopbackHTTPServer { [unowned self] in self.answer($0) }
    }

    func stop() { server.stop() }

    private func answer(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply {
        let path = request.path
        if path.hasPrefix("/t/p/w342/") {
            lock.lock()
            posterHeaders.append(request.headers)
            lock.unlock()
            return path == "/t/p/w342/bb.png"
                ? .respond(status: 200, headers: ["Content-Type": "image/png"], body: poster)
                : .respond(status: 404, headers: ["Content-Type": "text/plain"], body: Data())
        }
        guard request.headers["authorization"] == "Bearer \(token)" else {
            return .json(#"{"status_code":7}"#, status: 401)
        }
        let (status, body) = Self.api(path)
        return .json(body, status: status)
    }

    private static func api(_ path: String) -> (Int, String) {
        let show = #"{"id":1396,"name":"Breaking Bad","original_name":"Breaking Bad","overview":"A teacher turns to crime.","first_air_date":"2008-01-20","genre_ids":[18],"origin_country":["US"],"original_language":"en","vote_average":8.9,"vote_count":14000,"poster_path":"/bb.png"}"#
        switch path {
        case "/3/tv/popular", "/3/search/tv":
            return (200, #"{"page":1,"total_pages":1,"total_results":1,"results":[\#(show)]}"#)
        case "/3/tv/1396":
            return (200, #"""
            {"id":1396,"name":"Breaking Bad","original_name":"Breaking Bad","overview":"A teacher turns to crime.",
             "first_air_date":"2008-01-20","last_air_date":"2013-09-29","status":"Ended","networks":[{"name":"AMC"}],
             "genres":[{"name":"Drama"}],"number_of_seasons":5,"number_of_episodes":62,"poster_path":"/bb.png",
             "created_by":[{"name":"Vince Gilligan"}],"origin_country":["US"],"original_language":"en",
             "vote_average":8.9,"vote_count":14000}
            """#)
        default:
            return (404, #"{"status_code":34}"#)
        }
    }
}
