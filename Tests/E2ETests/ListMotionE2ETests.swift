import Foundation
import XCTest

/// List keys in the real terminal: End/Home, g/G, PgDn and the `/` filter on the Books tab,
/// the closed books and a book's words, End on the Search results with a query typed, and `d`
/// then `u` on Saved. Runs with `--highlight marker` so the selected row is visible in tmux's
/// text capture as `▌`. Home and End are tmux's own keys.
final class ListMotionE2ETests: E2ETestCase {
    private func pressHome(_ app: TmuxSession) throws { try app.press("Home") }
    private func pressEnd(_ app: TmuxSession) throws { try app.press("End") }

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

    func testClosedBooksEndsAndEscLeaves() throws {
        try createDatabase(sample: false)
        try sqlite("""
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
            INSERT INTO word_books(title, created_at, closed_at) SELECT printf('Old %02d', i), i, i FROM n;
            INSERT INTO word_books(title, created_at) VALUES ('Open one', 30);
            """)
        let app = try launchApp(["--highlight", "marker"], width: 80, height: 14)
        try app.press("M-3")
        try app.waitUntil("the open book") { self.selectedRow($0) == "Open one" }
        try app.press("z")
        let closed = try app.waitUntil("the closed books") { screen in
            screen.hasRow("Closed books") && self.selectedRow(screen)?.hasPrefix("Old ") == true
        }
        let first = try XCTUnwrap(selectedRow(closed))
        try pressEnd(app)
        let last = try app.waitUntil("End selects the last closed book") { screen in
            guard let row = self.selectedRow(screen) else { return false }
            return row != first && row.hasPrefix("Old ") && (row == "Old 01" || row == "Old 20")
        }
        XCTAssertNotEqual(selectedRow(last), first)
        try pressHome(app)
        try app.waitUntil("Home selects the first closed book") { self.selectedRow($0) == first }
        try app.press("Escape")
        try app.waitUntil("Esc leaves the closed books") { $0.hasRow("Word books") && self.selectedRow($0) == "Open one" }
    }

    /// End on the Search results with a query typed: the last result of the whole set (every
    /// page loaded), the count line still true, and the query untouched.
    func testSearchEndWithAQueryGoesToTheLastResultOfTheWholeSet() throws {
        try createDatabase(sample: false)
        let app = try launchApp(["--highlight", "marker"])
        try app.type("the")
        let listed = try app.waitUntil("the results for “the”") { screen in
            let row = SearchE2ETests.searchRow(screen)
            return row.query == "the" && (row.count ?? 0) > 100 && screen.line(2).hasPrefix("▌")
        }
        let total = try XCTUnwrap(SearchE2ETests.searchRow(listed).count)
        try pressEnd(app)
        let end = try app.waitUntil("the last of \(total) results selected") { screen in
            screen.lines.last?.hasSuffix("\(total)/\(total)") ?? false
        }
        XCTAssertTrue(SearchE2ETests.searchRow(end) == ("the", total), "the query and count line stay:\n\(end)")
        XCTAssertTrue(end.lines.contains { $0.hasPrefix("▌") }, "the selected row is on screen:\n\(end)")
        try pressHome(app)
        try app.waitUntil("Home: the first result") { screen in
            screen.line(2).hasPrefix("▌") && (screen.lines.last?.hasSuffix("1/\(total)") ?? false)
                && SearchE2ETests.searchRow(screen) == ("the", total)
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
