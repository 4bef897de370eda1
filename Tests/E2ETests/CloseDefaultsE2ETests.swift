import Foundation
import XCTest

/// What closing a book does when the learner just presses Enter, through the real binary: the
/// close modal opens on the other open book, so Enter moves the unfinished words there and the
/// book screen gives way to the Books tab.
final class CloseDefaultsE2ETests: E2ETestCase {
    private func importBook(_ title: String, _ rows: [String]) throws {
        let url = workDirectory.appendingPathComponent("\(title).csv")
        try Data((["#separator:Comma", "#deck:\(title)"] + rows).joined(separator: "\n").utf8).write(to: url)
        let imported = try runCLI(["--no-sample", "books", "import", url.path])
        XCTAssertEqual(imported.status, 0, imported.stdout + imported.stderr)
    }

    func testTheCloseModalOpensOnTheOtherBookAndEnterMoves() throws {
        try importBook("Beta", ["책,book"])
        try importBook("Alpha", ["물,water", "집,house"])
        let app = try launchApp(["--no-sample"])
        try app.press("M-3")
        try app.waitUntil("the Books tab with Alpha first") { $0.hasRow("Word books") && $0.hasRow(matching: "^ *Alpha +") }
        try app.press("Enter")
        try app.waitUntil("Alpha's book screen") { $0.line(1).hasPrefix(" Alpha ") }
        try app.press("c")
        try app.waitForFrame(containing: ["Close “Alpha”", "Move 2 unfinished words (2 new) to:", "( ) Don't move", "(•) Beta",
                                          "( ) New book…", "[ Move ]  [ Cancel ]"])
        try app.press("Enter")
        try app.waitUntil("the Books tab without Alpha, Beta with 3 words") { screen in
            screen.hasRow("Word books") && !screen.contains("Close “Alpha”") && !screen.hasRow(matching: "^ *Alpha +")
                && screen.hasRow(matching: "^ *Beta +today +3 words ")
        }
        try app.press("q")
        try app.waitForExit()
        let beta = jsonLines(try runCLI(["--no-sample", "books", "show", "Beta", "--json"]).stdout)
        XCTAssertEqual(beta.compactMap { $0["term"] as? String }.sorted(), ["물", "집", "책"], "\(beta)")
    }
}
