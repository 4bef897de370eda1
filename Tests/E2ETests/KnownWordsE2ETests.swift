import Foundation
import XCTest

/// "I know this" in the real binary: `k` on a card's back takes the word out of the session
/// (the counts and the status line say so, `u` brings it back, `k` again keeps it Known), the
/// book's header and `books show` then count it Known; `S` in the word list suspends a word;
/// the CLI's `known`/`unsuspend` do the same from scripts and keep the card as it was.
final class KnownWordsE2ETests: E2ETestCase {
    /// The status bar (the last row) starts with `prefix`: the frame was drawn to its end.
    private func barStarts(_ screen: Screen, _ prefix: String) -> Bool {
        screen.lines.last { !$0.isEmpty }?.hasPrefix(prefix) ?? false
    }

    private func importThree() throws {
        let file = workDirectory.appendingPathComponent("three.tsv")
        try Data("사랑\tlove\n바다\tsea\n하늘\tsky\n".utf8).write(to: file)
        let imported = try runCLI(["--no-sample", "books", "import", file.path, "--book", "Three"])
        XCTAssertEqual(imported.status, 0, imported.stderr)
    }

    func testKOnTheBackMarksKnownAndTheHeaderAndBooksShowSaySo() throws {
        try importThree()
        let app = try launchApp(["--no-sample"])
        try app.press("M-3")
        try app.waitUntil("the Three book in the list") { $0.hasRow(matching: "^ *Three +today +3 words ") }
        try app.press("Enter")
        try app.waitUntil("Three's book screen") { $0.line(1).hasPrefix(" Three ") && $0.contains("하늘") }
        try app.press("s")
        try app.waitUntil("the first card's front") { screen in
            screen.line(2).contains("3 new · 0 learning · 0 review") && screen.hasRow(matching: "│ +사랑 +│")
                && self.barStarts(screen, "Space/Enter flip")
        }
        try app.press("Space")
        try app.waitUntil("the first card's back") { $0.hasRow(matching: "│ +love +│") && self.barStarts($0, "Space/Enter flip  1–4") }
        try app.press("k")
        try app.waitUntil("사랑 left the session, and the status line says so") { screen in
            screen.line(2).contains("2 new · 0 learning · 0 review") && screen.hasRow(matching: "│ +바다 +│")
                && screen.contains("“사랑” is Known: out of study — u undoes")
        }
        try app.press("u")
        try app.waitUntil("u brings it back") { screen in
            screen.line(2).contains("3 new · 0 learning · 0 review") && screen.hasRow(matching: "│ +사랑 +│")
                && screen.contains("“사랑” is back in study")
        }
        try app.press("Space")
        try app.waitUntil("its back again") { $0.hasRow(matching: "│ +love +│") && self.barStarts($0, "Space/Enter flip  1–4") }
        try app.press("k")
        try app.waitUntil("Known again") { $0.line(2).contains("2 new · 0 learning · 0 review") && $0.hasRow(matching: "│ +바다 +│") }
        try app.press("Escape")
        try app.waitUntil("the header counts it Known") { screen in
            screen.line(1).hasPrefix(" Three ") && screen.line(1).hasSuffix("1 known · 0 mature · 0 young · 0 learning · 2 new")
                && screen.hasRow(matching: "^ ✓ 사랑 ")
        }
        try app.press("End")
        try app.press("S")
        try app.waitUntil("S suspends the last word") { screen in
            screen.line(1).hasSuffix("1 known · 0 mature · 0 young · 0 learning · 1 new · 1 suspended")
                && screen.hasRow(matching: "^ – 하늘 ") && screen.contains("“하늘” is suspended: out of study — u undoes")
        }
        try app.press("q", "q")
        try app.waitForExit()

        let shown = try runCLI(["--no-sample", "books", "show", "Three"])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        let lines = shown.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "1 known · 0 mature · 0 young · 0 learning · 1 new · 1 suspended", shown.stdout)
        XCTAssertEqual(lines.dropFirst().first, "Known\tNew\t사랑\t\tlove", shown.stdout)
        XCTAssertEqual(lines.last, "Suspended\tNew\t하늘\t\tsky", shown.stdout)
        let json = jsonLines(try runCLI(["--no-sample", "books", "show", "Three", "--json"]).stdout)
        XCTAssertEqual(json.map { $0["knowledge"] as? String }, ["known", "new", "suspended"])
        XCTAssertNotNil(json.first?["known_at"] as? String)
        XCTAssertTrue(json.first?["suspended_at"] is NSNull)
        let list = jsonLines(try runCLI(["--no-sample", "books", "list", "--json"]).stdout)
        XCTAssertEqual(list.first.map { [$0["known"], $0["suspended"], $0["new"]].map { $0 as? Int } }, [1, 1, 1])
        let due = try runCLI(["--no-sample", "books", "due", "--at", "2099-01-01T00:00:00Z"])
        XCTAssertEqual(due.stdout, "", "nothing was graded")
    }

    func testTheCommandLineMarksAndTakesBackWithoutTouchingTheCard() throws {
        try importThree()
        let reviewed = try runCLI(["--no-sample", "books", "review", "Three", "바다", "good", "--at", "2026-12-01T09:00:00Z"])
        XCTAssertEqual(reviewed.stdout, "바다: Learning, due 2026-12-01T09:10:00Z\n", reviewed.stderr)
        let before = jsonLines(try runCLI(["--no-sample", "books", "show", "Three", "--json"]).stdout)[1]

        let known = try runCLI(["--no-sample", "books", "review", "Three", "바다", "known", "--at", "2026-12-01T09:05:00Z"])
        XCTAssertEqual(known.status, 0, known.stderr)
        XCTAssertEqual(known.stdout, "바다: Known (out of study)\n")
        let due = try runCLI(["--no-sample", "books", "due", "--at", "2026-12-01T10:00:00Z"])
        XCTAssertEqual(due.stdout, "", "a Known word is never due")
        let list = try runCLI(["--no-sample", "books", "list"]).stdout
        XCTAssertTrue(list.contains("\tThree\t3 words\t1 known · 0 mature · 0 young · 0 learning · 2 new\n"), list)

        let back = try runCLI(["--no-sample", "books", "review", "Three", "바다", "unknown", "--json"])
        let word = try XCTUnwrap(jsonLines(back.stdout).first)
        XCTAssertEqual(word["knowledge"] as? String, "learning")
        XCTAssertTrue(word["known_at"] is NSNull)
        let after = jsonLines(try runCLI(["--no-sample", "books", "show", "Three", "--json"]).stdout)[1]
        for field in ["state", "due", "stability", "difficulty", "reps", "lapses", "mark"] {
            XCTAssertEqual("\(after[field] ?? "nil")", "\(before[field] ?? "nil")", "\(field) is as it was")
        }
        let dueAgain = try runCLI(["--no-sample", "books", "due", "--at", "2026-12-01T10:00:00Z"])
        XCTAssertTrue(dueAgain.stdout.contains("\t바다\t"), "taken back, it is due where its card left it:\n\(dueAgain.stdout)")

        let suspended = try runCLI(["--no-sample", "books", "review", "Three", "사랑", "suspend"])
        XCTAssertEqual(suspended.stdout, "사랑: Suspended (out of study)\n", suspended.stderr)
        let unsuspended = try runCLI(["--no-sample", "books", "review", "Three", "사랑", "unsuspend"])
        XCTAssertEqual(unsuspended.stdout, "사랑: in study, New\n", unsuspended.stderr)
    }
}
