import Foundation
import XCTest

/// The app works on the terminal types people actually have: xterm-256color and
/// screen-256color (colour), the Linux console, and vt100 (no colour at all — attributes only).
/// On each: the first frame, a search with Hangul results, a detail, and a clean exit.
final class TerminalTypesE2ETests: E2ETestCase {
    private var term = "xterm-256color"
    private var extra: [String: String] = [:]

    override var environment: [String: String] {
        super.environment.merging(["TERM": term].merging(extra) { $1 }) { $1 }
    }

    private func exercise(term: String, extra: [String: String] = [:]) throws {
        self.term = term
        self.extra = extra
        let app = try launchApp(width: 80, height: 24)
        try app.type("게임")
        try app.waitUntil("Squid Game listed on \(term)") { screen in
            screen.contains("Squid Game") && screen.contains("1 show") && screen.line(2).hasPrefix("▌ Squid Game")
        }
        try app.press("Enter")
        try app.waitForText("Years", "Network    Netflix")
        try app.press("C-c")
        try app.waitForExit()
        app.kill()
    }

    func testColourTerminals() throws {
        try exercise(term: "xterm-256color")
        try exercise(term: "screen-256color")
    }

    func testLinuxConsole() throws {
        try exercise(term: "linux")
    }

    func testMonochromeVT100AndNoColor() throws {
        try exercise(term: "vt100")
        try exercise(term: "xterm-256color", extra: ["NO_COLOR": "1"])
    }
}
