import Foundation
import XCTest

/// With a locale that is not UTF-8 (`LANG=C`, `LC_ALL=C`, as in many containers and cron-like
/// shells), the app switches itself to C.UTF-8, says so once, draws Hangul and takes typed
/// Hangul as text.
final class LocaleE2ETests: E2ETestCase {
    override var environment: [String: String] {
        super.environment.merging(["LANG": "C", "LC_ALL": "C"]) { $1 }
    }

    func testCLocaleSwitchesToUTF8AndHangulWorks() throws {
        let app = try launchApp(width: 80, height: 24)
        try app.waitUntil("the switch announced in the status bar") { screen in
            screen.lines.last?.contains("using C.UTF-8") == true
        }
        try app.type("게임")
        let found = try app.waitUntil("Squid Game found by typed Hangul") { screen in
            screen.line(2).hasPrefix("▌ Squid Game") && screen.contains("1 show")
        }
        XCTAssertTrue(found.line(1).contains("Search: 게임"), "the query shows in Hangul:\n\(found)")
        XCTAssertTrue(found.line(2).contains("오징어 게임"), "the title is drawn in Hangul:\n\(found)")
        try app.press("M-3")
        try app.waitUntil("the Books tab") { $0.hasRow("Word books") }
        try app.press("!")
        // The box and the status bar below it, both in the one idle frame read.
        let log = try app.waitUntil("the message log") {
            $0.contains("Recent messages") && $0.lines.last?.hasPrefix("Esc close") == true
        }
        XCTAssertEqual(log.lines.filter { $0.contains("using C.UTF-8") }.count, 1, "said once:\n\(log)")
        try app.press("Escape")
        try app.press("C-c")
        try app.waitForExit()
    }
}
