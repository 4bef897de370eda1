import Foundation
import XCTest

/// A study session in the real binary: a two-word book studied to its summary (front without
/// the answer, interval hints after the flip), a grade undone from the summary, and the
/// stored reviews checked through the CLI afterwards.
final class StudySessionE2ETests: E2ETestCase {
    /// The status bar (the last row) starts with `prefix`: the frame was drawn to its end.
    private func barStarts(_ screen: Screen, _ prefix: String) -> Bool {
        screen.lines.last { !$0.isEmpty }?.hasPrefix(prefix) ?? false
    }

    func testStudyABookToItsSummaryAndUndoAGrade() throws {
        let file = workDirectory.appendingPathComponent("pair.tsv")
        try Data("사랑\tlove\n바다\tsea\n".utf8).write(to: file)
        let imported = try runCLI(["--no-sample", "books", "import", file.path, "--book", "Pair"])
        XCTAssertEqual(imported.status, 0, imported.stderr)

        let app = try launchApp(["--no-sample"])
        try app.press("M-3")
        try app.waitUntil("the Pair book in the list") { $0.hasRow(matching: "^ *Pair +today +2 words ") }
        try app.press("Enter")
        try app.waitUntil("Pair's book screen") { $0.line(1).hasPrefix(" Pair ") && $0.contains("바다") }
        try app.press("s")
        let front = try app.waitUntil("the first card's front") { screen in
            screen.line(2).contains("2 new · 0 learning · 0 review") && screen.hasRow(matching: "│ +사랑 +│")
                && self.barStarts(screen, "Space/Enter flip")
        }
        XCTAssertFalse(front.contains("love"), "the front does not show the meaning:\n\(front)")
        try app.press("Space")
        try app.waitUntil("the back with the interval hints") { screen in
            screen.hasRow(matching: "│ +love +│") && screen.contains("Again 1m · Hard 6m · Good 10m · Easy 8d")
                && self.barStarts(screen, "Space/Enter flip  1–4 grade")
        }
        try app.press("4")
        try app.waitUntil("the second card") { screen in
            screen.line(2).contains("1 new · 0 learning · 0 review") && screen.hasRow(matching: "│ +바다 +│") && self.barStarts(screen, "Space/Enter flip")
        }
        try app.press("Space")
        try app.waitUntil("the second card's back") { $0.hasRow(matching: "│ +sea +│") && self.barStarts($0, "Space/Enter flip  1–4") }
        try app.press("4")
        try app.waitUntil("the summary") { screen in
            screen.contains("Session finished") && screen.contains("Cards studied  2  (2 reviews)")
                && screen.contains("Again 0 · Hard 0 · Good 0 · Easy 2") && self.barStarts(screen, "Enter/Esc back  u undo")
        }

        try app.press("u")
        try app.waitUntil("the last card again, unflipped") { screen in
            screen.hasRow(matching: "│ +바다 +│") && !screen.contains("Session finished") && screen.contains("Undid Easy on “바다”")
                && screen.line(2).contains("1 new · 0 learning · 0 review")
        }
        try app.press("Space")
        try app.waitUntil("its back") { $0.hasRow(matching: "│ +sea +│") && self.barStarts($0, "Space/Enter flip  1–4") }
        try app.press("3")
        try app.waitUntil("바다 again, ahead of its 10-minute step") { screen in
            screen.hasRow(matching: "│ +바다 +│") && screen.contains("Learning") && self.barStarts(screen, "Space/Enter flip")
        }
        try app.press("Space")
        try app.waitUntil("its back once more") { $0.hasRow(matching: "│ +sea +│") && self.barStarts($0, "Space/Enter flip  1–4") }
        try app.press("4")
        try app.waitUntil("the summary after the undo") { screen in
            screen.contains("Cards studied  2  (3 reviews)") && screen.contains("Good 1 · Easy 2")
                && self.barStarts(screen, "Enter/Esc back")
        }
        try app.press("Enter")
        try app.waitUntil("the book screen") { $0.line(1).hasPrefix(" Pair ") && !$0.contains("Study:") }
        try app.press("q", "q")
        try app.waitForExit()

        let show = jsonLines(try runCLI(["--no-sample", "books", "show", "Pair", "--json"]).stdout)
        XCTAssertEqual(show.map { $0["state"] as? String }, ["review", "review"])
        XCTAssertEqual(show.map { $0["reps"] as? Int }, [1, 2], "the undone Easy left no review behind")
    }
}
