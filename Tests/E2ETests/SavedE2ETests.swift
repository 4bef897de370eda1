import Foundation
import XCTest

/// Saving a show from its detail screen persists in the database across runs.
final class SavedE2ETests: E2ETestCase {
    func testSavedShowIsListedAfterRestart() throws {
        let first = try launchApp()
        try first.type("squid")
        try first.waitUntil("Squid Game selected in the results") { screen in
            screen.line(1).contains("Search: squid") && SearchE2ETests.searchRow(screen).count != nil
                && screen.line(2).hasPrefix("▌ Squid Game ")
        }
        try first.press("Enter")
        let detail = try first.waitUntil("Squid Game's detail") { screen in
            screen.hasRow("Squid Game") && screen.hasRow(matching: #"^ *Saved +not saved \(press s\)"#)
        }
        XCTAssertFalse(detail.contains("★ saved"), "a fresh database has nothing saved:\n\(detail)")
        try first.press("s")
        try first.waitUntil("the saved mark") { $0.hasRow(matching: #"^ *Saved +★ saved"#) }
        try first.press("C-c")
        try first.waitForExit()

        let second = try launchApp()
        try second.press("Tab")
        let saved = try second.waitUntil("Squid Game's row in the Saved tab") { screen in
            screen.hasRow("Saved shows") && screen.hasRow(matching: #"Squid Game 오징어 게임 .*Netflix"#)
        }
        XCTAssertFalse(saved.contains("Attack on Titan"), "only the saved show is listed:\n\(saved)")

        try second.press("Enter")
        try second.waitUntil("the saved show's detail, shown saved") { screen in
            screen.hasRow("Squid Game") && screen.hasRow(matching: #"^ *Years +\S"#)
                && screen.hasRow(matching: #"^ *Saved +★ saved"#)
        }
    }
}
