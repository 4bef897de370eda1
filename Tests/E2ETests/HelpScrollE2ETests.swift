import Foundation
import XCTest

/// F1 help at 80×24 in a real terminal: the Search tab's keys do not fit, so the status bar
/// says which lines show, and PgDn and End scroll to the last key; Esc closes it.
final class HelpScrollE2ETests: E2ETestCase {
    func testHelpScrollsAt80x24() throws {
        let app = try launchApp(width: 80, height: 24)
        try app.waitForText("Search:")
        try app.press("F1")
        let opened = try app.waitUntil("the help box, its first lines") { $0.contains("Keys") && $0.lines.last?.contains("lines 1–") == true }
        XCTAssertFalse(opened.contains("enlarge the window"), "\(opened)")
        try app.press("PgDn")
        try app.waitUntil("the help scrolled a page") { screen in
            screen.contains("Keys") && !(screen.lines.last?.contains("lines 1–") ?? true)
        }
        try app.press("End")
        try app.waitUntil("the last key of the help") { screen in
            guard let status = screen.lines.last, let range = status.range(of: #"lines \d+–(\d+) of (\d+)"#, options: .regularExpression)
            else { return false }
            let numbers = status[range].split { !$0.isNumber }
            return numbers.count == 3 && numbers[1] == numbers[2]
        }
        try app.press("Escape")
        try app.waitUntil("the help closed") { !$0.contains("Keys") }
        try app.press("C-c")
        try app.waitForExit()
    }
}
