import Foundation
import XCTest

/// List keys in the real terminal: End/Home, g/G, PgDn and the `/` filter on the Books tab and
/// a book's words, and `d` then `u` on Saved. Runs with `--highlight marker` so the selected row
/// is visible in tmux's text capture as `▌`.
/// Home and End are sent as the bytes xterm-256color's terminfo names (`ESC O H`, `ESC O F`):
/// tmux's own Home/End (`ESC [1~`, `ESC [4~`) are not decoded yet (fixed on another branch).
final class ListMotionE2ETests: E2ETestCase {
    private func pressHome(_ app: TmuxSession) throws { try app.type("\u{1b}OH") }
    private func pressEnd(_ app: TmuxSession) throws { try app.type("\u{1b}OF") }

    /// The title on the row marked as selected.
    private func selectedRow(_ screen: Screen) -> String? {
        screen.firstRow(matching: "^▌ +(.*?)  ")?[1]
    }

    func testBooksTabEndsPageDownAndFilter() throws {
        try createDatabase(sample: false)
        try sqlite("""
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
            INSERT INTO word_books(title, created_at) SELECT printf('Book %02d', i), i FROM n;
            """)
        let app = try launchApp(["--highlight", "marker"], width: 80, height: 14)
        try app.press("M-3")
        try app.waitUntil("Book 20 selected, newest first") { self.selectedRow($0) == "Book 20" }
        try pressEnd(app)
        try app.waitUntil("End selects the last book") { self.selectedRow($0) == "Book 01" }
        try pressHome(app)
        try app.waitUntil("Home selects the first book") { self.selectedRow($0) == "Book 20" }
        try app.press("G")
        try app.waitUntil("G selects the last book") { self.selectedRow($0) == "Book 01" }
        try app.press("g")
        try app.waitUntil("g selects the first book") { self.selectedRow($0) == "Book 20" }
        try app.press("PPage")
        try app.press("NPage")
        try app.waitUntil("PgDn moves a page (11 rows)") { self.selectedRow($0) == "Book 09" }

        try app.press("/")
        try app.type("1")
        try app.type("7")
        let filtered = try app.waitUntil("only Book 17, with the filter line") { screen in
            screen.hasRow(matching: #"^ / 17 +1 of 20$"#) && self.selectedRow(screen) == "Book 17"
        }
        XCTAssertFalse(filtered.contains("Book 09"), "the other books are filtered out:\n\(filtered)")
        try app.press("Enter")
        try app.press("Escape")
        try app.waitUntil("Esc clears the kept filter") { screen in
            !screen.contains("of 20") && screen.contains("Book 20") && self.selectedRow(screen) == "Book 17"
        }
    }

    func testBookWordsEndsAndHangulFilter() throws {
        let rows = ["#separator:tab"] + (1...30).map { "단어\($0)\tword \($0)" } + ["사과\tapple"]
        let file = workDirectory.appendingPathComponent("vocab.tsv")
        try Data(rows.joined(separator: "\n").utf8).write(to: file)
        let imported = try runCLI(["--no-sample", "books", "import", file.path, "--book", "Vocab"])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let app = try launchApp(["--highlight", "marker"], width: 80, height: 16)
        try app.press("M-3")
        try app.waitUntil("the Vocab book") { $0.contains("Vocab") && $0.contains("31 words") }
        try app.press("Enter")
        try app.waitUntil("the book screen") { $0.line(1).hasPrefix(" Vocab ") && $0.hasRow(matching: "^▌· 단어1 ") }
        try pressEnd(app)
        try app.waitUntil("End selects the last word") { $0.hasRow(matching: "^▌· 사과 +apple$") }
        try pressHome(app)
        try app.waitUntil("Home selects the first word") { $0.hasRow(matching: "^▌· 단어1 ") }
        try app.press("/")
        try app.type("사")
        let filtered = try app.waitUntil("only 사과") { screen in
            screen.hasRow(matching: #"^ / 사 +1 of 31$"#) && screen.hasRow(matching: "^▌· 사과 +apple$")
        }
        XCTAssertFalse(filtered.contains("단어1 "), "filtered:\n\(filtered)")
        try app.press("C-u")
        try app.type("WORD 3")
        try app.waitUntil("the meaning matches without case") { screen in
            screen.hasRow(matching: #"^ / WORD 3 +2 of 31$"#) && screen.contains("단어30")
        }
        try app.press("Escape")
        try app.waitUntil("Esc clears it, still on the book, keeping the selected word") { screen in
            screen.line(1).hasPrefix(" Vocab ") && !screen.contains(" of 31") && screen.contains("단어29 ")
                && screen.hasRow(matching: "^▌· 단어30 ")
        }
    }

    func testSavedRemoveWithDAndUndoWithU() throws {
        try createDatabase(sample: false)
        let app = try launchApp(["--highlight", "marker"])
        try app.type("squid")
        try app.waitUntil("Squid Game selected") { $0.line(2).hasPrefix("▌ Squid Game ") }
        try app.press("Enter")
        try app.waitUntil("the detail") { $0.hasRow(matching: #"^ *Saved +not saved \(press s\)"#) }
        try app.press("s")
        try app.waitUntil("saved") { $0.hasRow(matching: #"^ *Saved +★ saved"#) }
        let savedAt = try sqlite("SELECT saved_at FROM saved_media")
        try app.press("Escape")
        try app.press("Tab")
        try app.waitUntil("Squid Game on the Saved tab") { $0.hasRow("Saved shows") && $0.contains("▌ Squid Game") }
        try app.press("d")
        try app.waitUntil("removed, with the undo offer") { screen in
            screen.contains("Nothing saved yet") && screen.contains("Removed “Squid Game” from Saved — u to undo")
        }
        XCTAssertEqual(try sqlite("SELECT count(*) FROM saved_media"), "0")
        try app.press("u")
        try app.waitUntil("back after u") { screen in
            screen.contains("▌ Squid Game") && screen.contains("Restored “Squid Game” to Saved")
        }
        XCTAssertEqual(try sqlite("SELECT saved_at FROM saved_media"), savedAt, "with its saved date")
    }
}
