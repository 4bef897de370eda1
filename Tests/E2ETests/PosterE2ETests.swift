import Foundation
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
        let detail = try app.waitUntil("the detail with its poster, and the status bar", colors: true) { screen in
            screen.contains("Vince Gilligan") && screen.line(29).contains("back")
                && screen.lines.contains { String($0.dropFirst(28)) == "Breaking Bad" }
                && screen.lines.filter { Self.blockCount($0) >= 10 }.count >= 5
        }
        // Poster at columns 1…25 (a quarter of 100), the facts from column 28.
        let titleRow = try XCTUnwrap(detail.lines.firstIndex { $0.contains("Breaking Bad") })
        XCTAssertEqual(String(detail.lines[titleRow].dropFirst(28)), "Breaking Bad", detail.description)
        XCTAssertTrue(detail.lines.contains { String($0.dropFirst(28)).hasPrefix("Created by Vince Gilligan") }, detail.description)

        let colored = try XCTUnwrap(detail.colored)
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
            // `make test` installs ncurses-term: without it the set-up failed.
            return XCTFail("no xterm-direct terminfo: install the Debian package ncurses-term")
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
        let detail = try shell.waitUntil("the detail with its poster, and the status bar", colors: true) { screen in
            screen.contains("Vince Gilligan") && screen.line(29).contains("back")
                && screen.lines.filter { Self.blockCount($0) >= 10 }.count >= 5
        }
        let colored = try XCTUnwrap(detail.colored)
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
