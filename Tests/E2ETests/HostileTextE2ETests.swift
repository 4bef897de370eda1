import Foundation
import XCTest

/// Text from the database that tries to drive the terminal — clear the screen, write the
/// clipboard (OSC 52), retitle the window (OSC 0), move the cursor, C1 CSI, DEL, a bidi
/// override, one 10,000-character word — is drawn as visible placeholders in the list, the
/// detail, the Books tab, the book, the study card and the close modal, and leaves tmux's state
/// alone.
final class HostileTextE2ETests: E2ETestCase {
    private static let esc = "char(27)"
    private static let bel = "char(7)"

    /// Three shows found by “xyzzy”, ordered by popularity, and one book with one word.
    private static let seedSQL = """
        WITH data(sid, title, original, overview, popularity) AS (VALUES
            ('clear', 'Xyzzy clear ' || \(esc) || '[2J end',
                      'Xyzzy osc52 ' || \(esc) || ']52;c;aGVsbG8=' || \(bel) || ' end',
                      'cursor ' || \(esc) || '[10;10H move', 3),
            ('title', 'Xyzzy title ' || \(esc) || ']0;pwned' || \(bel) || ' end', '',
                      'C1 ' || char(155) || ' DEL ' || char(127) || ' bidi ' || char(8238) || ' end', 2),
            ('long',  'Xyzzy ' || replace(hex(zeroblob(5000)), '0', 'W'), '',
                      replace(hex(zeroblob(5000)), '0', 'L'), 1)
        )
        INSERT INTO shows(source, source_id, title, original_title, first_year, end_year, network, rating,
                          popularity, overview, title_key, original_key)
        SELECT 'test', sid, title, CASE original WHEN '' THEN title ELSE original END, 2020, 2021, 'EvilNet', 5.0,
               popularity, overview, lower(title), lower(CASE original WHEN '' THEN title ELSE original END)
        FROM data;
        INSERT INTO word_books(id, title, created_at)
        VALUES (1, 'Evil ' || \(esc) || ']0;pwned' || \(bel) || ' book ' || \(esc) || '[2J' || char(155) || ' end',
                CAST(strftime('%s', 'now') AS REAL));
        INSERT INTO words(book_id, term, reading, meaning, example, created_at, updated_at)
        VALUES (1, 't ' || \(esc) || ']52;c;aGVsbG8=' || \(bel), 'r' || char(127),
                'meaning ' || char(8238) || ' end', 'ex ' || \(esc) || '[10;10H end',
                CAST(strftime('%s', 'now') AS REAL), CAST(strftime('%s', 'now') AS REAL));
        """

    // What the sanitizer must turn each one into.
    private let clearTitle = "Xyzzy clear ␛[2J end"
    private let osc52Original = "Xyzzy osc52 ␛]52;c;aGVsbG8=␇ end"
    private let cursorOverview = "cursor ␛[10;10H move"
    private let renameTitle = "Xyzzy title ␛]0;pwned␇ end"
    private let controlsOverview = "C1 � DEL ␡ bidi � end"
    private let bookTitle = "Evil ␛]0;pwned␇ book ␛[2J� end"
    private let term = "t ␛]52;c;aGVsbG8=␇"

    private let width = 100
    private let height = 30

    func testEscapesInShowsAndBooksAreShownAsPlaceholders() throws {
        try createDatabase(sample: false)
        try sqlite(Self.seedSQL)
        // Rows written by hand are not in the search indexes until they are rebuilt.
        XCTAssertEqual(try runCLI(["catalog", "reindex"]).status, 0)
        XCTAssertEqual(try sqlite("SELECT count(*) FROM shows WHERE source = 'test' AND title LIKE '%' || char(27) || '%'"), "2",
                       "precondition: the raw escapes are stored")

        let app = try launchApp(width: width, height: height)
        // A write that got through WOULD land in a paste buffer (see the control test below).
        try app.tmux(["set-option", "-g", "set-clipboard", "on"])
        let titleBefore = try app.paneTitle()
        XCTAssertFalse(titleBefore.contains("pwned"))

        try app.type("xyzzy")
        let list = try waitForIntact(app, "the three hostile shows listed", status: "Enter open") { screen in
            SearchE2ETests.searchRow(screen) == ("xyzzy", 3) && screen.line(2).hasPrefix("▌ Xyzzy clear")
        }
        XCTAssertTrue(list.line(2).contains(clearTitle + " " + osc52Original), "ESC and BEL as ␛ and ␇:\n\(list)")
        XCTAssertEqual(list.line(3).trimmingCharacters(in: .whitespaces), cursorOverview, "cursor move kept in place:\n\(list)")
        XCTAssertTrue(list.line(4).hasPrefix("  " + renameTitle + " "), "OSC 0 as text:\n\(list)")
        XCTAssertEqual(list.line(5).trimmingCharacters(in: .whitespaces), controlsOverview, "C1, DEL, bidi:\n\(list)")
        XCTAssertTrue(list.hasRow(matching: #"^  Xyzzy W+… +2020–2021 · EvilNet  ★ 5\.0$"#), "long title cut with …:\n\(list)")
        XCTAssertTrue(list.hasRow(matching: #"^    L+…$"#), "long overview cut with …:\n\(list)")
        for row in [2, 4, 6] {
            XCTAssertEqual(Columns.end(of: list.line(row)), width, "row \(row) ends at the right edge:\n\(list)")
        }
        try checkTerminalState(app, titleBefore: titleBefore)

        // Each detail.
        try app.press("Enter")
        try waitForIntact(app, "the detail with ESC and OSC 52", status: "Esc/←/q back") { screen in
            screen.hasRow(self.clearTitle) && screen.hasRow(self.osc52Original) && screen.hasRow(self.cursorOverview)
                && screen.hasRow(matching: "^ *Network +EvilNet$")
        }
        try backToList(app, selected: "▌ Xyzzy clear")
        try app.press("Down")
        try app.waitUntil("the second show selected") { $0.line(4).hasPrefix("▌ Xyzzy title") }
        try app.press("Enter")
        try waitForIntact(app, "the detail with OSC 0, C1, DEL and bidi", status: "Esc/←/q back") { screen in
            screen.hasRow(self.renameTitle) && screen.hasRow(self.controlsOverview)
        }
        try backToList(app, selected: "▌ Xyzzy title")
        try app.press("Down")
        try app.waitUntil("the third show selected") { $0.line(6).hasPrefix("▌ Xyzzy W") }
        try app.press("Enter")
        let long = try waitForIntact(app, "the detail of the 10,000-character word", status: "Esc/←/q back") { screen in
            screen.hasRow(matching: #"^ Xyzzy W+…$"#) && screen.hasRow(matching: "^ *Years +2020–2021$")
        }
        let wrapped = long.lines.filter { $0.hasPrefix(" L") }
        XCTAssertGreaterThan(wrapped.count, 3, "the long word is wrapped over several rows:\n\(long)")
        for row in wrapped {
            XCTAssertEqual(row, " " + String(repeating: "L", count: width - 2), "a wrapped row fills the body exactly:\n\(long)")
        }
        try checkTerminalState(app, titleBefore: titleBefore)
        try backToList(app, selected: "▌ Xyzzy W")

        // The book: Books tab, book screen, study card (both faces), close modal.
        try app.press("M-3")
        let books = try waitForIntact(app, "the hostile book in the Books tab", status: "Enter open") { screen in
            screen.hasRow("Word books") && screen.contains(self.bookTitle)
        }
        XCTAssertTrue(books.hasRow(matching: "^  \(NSRegularExpression.escapedPattern(for: bookTitle)) +today +1 word "),
                      "book row:\n\(books)")
        try app.press("Enter")
        let book = try waitForIntact(app, "the hostile book's screen", status: "a add") { screen in
            screen.line(1).hasPrefix(" " + self.bookTitle) && screen.contains(self.term)
        }
        XCTAssertTrue(book.line(1).hasSuffix("0 learning · 1 new"), "summary:\n\(book)")
        let wordRow = try XCTUnwrap(book.lines.first { $0.contains(term) }, "\(book)")
        XCTAssertTrue(wordRow.contains("r␡") && wordRow.contains("meaning � end"), "reading and meaning:\n\(book)")

        try app.press("s")
        try waitForIntact(app, "the study card's front", status: "Space/Enter flip") { screen in
            screen.line(1).contains("Study: " + self.bookTitle) && screen.hasRow(matching: "│ +\(NSRegularExpression.escapedPattern(for: self.term)) +│")
                && !screen.contains("r␡")
        }
        try app.press("Space")
        try waitForIntact(app, "the study card's back", status: "Space/Enter flip") { screen in
            screen.hasRow(matching: "│ +meaning � end +│") && screen.hasRow(matching: "│ +ex ␛\\[10;10H end +│")
        }
        try app.press("Escape")
        try app.waitUntil("the book screen again") { $0.line(1).hasPrefix(" " + self.bookTitle) && !$0.contains("Study:") }
        try app.press("c")
        try waitForIntact(app, "the close modal titled with the hostile name", status: "↑↓ target") { screen in
            screen.contains("┌─ Close “\(self.bookTitle)” ─") && screen.contains("Move 1 unfinished word (1 new) to:")
        }
        try app.press("Escape")
        try waitForIntact(app, "the book screen after cancelling", status: "a add") { screen in
            screen.line(1).hasPrefix(" " + self.bookTitle) && !screen.contains("unfinished words")
        }
        try checkTerminalState(app, titleBefore: titleBefore)
        XCTAssertNil(try app.exitStatus(), "the app is still running")
    }

    /// The control for the test above: in the same kind of tmux server, a program that does
    /// print the raw sequences changes the pane title and fills a paste buffer. Without this,
    /// “title unchanged, no buffer” would prove nothing.
    func testTmuxWouldNoticeARawTitleAndClipboardWrite() throws {
        let shell = try launchShell(width: 80, height: 10)
        try shell.tmux(["set-option", "-g", "set-clipboard", "on"])
        XCTAssertEqual(try shell.pasteBuffers(), "")
        XCTAssertNotEqual(try shell.paneTitle(), "pwned")
        try shell.type(#"printf '\033]52;c;aGVsbG8=\a\033]0;pwned\a'; echo DONE"#)
        try shell.press("Enter")
        try shell.waitUntil("the printf to finish") { $0.hasRow("DONE") }
        _ = try Poll.until("the pane title to become “pwned”", file: #filePath, line: #line, state: {
            (try? shell.paneTitle()) ?? "?"
        }) { try shell.paneTitle() == "pwned" ? true : nil }
        let buffers = try shell.pasteBuffers()
        XCTAssertTrue(buffers.contains("5 bytes"), "OSC 52 made a buffer: \(buffers)")
        XCTAssertEqual(try shell.tmux(["show-buffer"]), "hello")
    }

    // MARK: - Helpers

    /// Waits for `condition` on a screen that is also intact: tab bar on row 0, the status bar
    /// (starting with `status`) on the last row, exactly `height` rows, none wider than `width`.
    @discardableResult
    private func waitForIntact(
        _ app: TmuxSession, _ what: String, status: String,
        file: StaticString = #filePath, line: UInt = #line, _ condition: (Screen) -> Bool
    ) throws -> Screen {
        let screen = try app.waitUntil(what + " (tab bar and status bar intact)", file: file, line: line) { screen in
            screen.line(0).hasPrefix("  1 Search   2 Saved   3 Books   4 Today") && screen.line(0).hasSuffix("showbook")
                && screen.line(self.height - 1).hasPrefix(status) && screen.fits(width: self.width, height: self.height)
                && condition(screen)
        }
        assertFits(screen, width: width, height: height, what, file: file, line: line)
        return screen
    }

    private func backToList(_ app: TmuxSession, selected: String) throws {
        try app.press("Escape")
        try waitForIntact(app, "the list again", status: "Enter open") { screen in
            screen.line(1).contains("Search: xyzzy") && screen.lines.contains { $0.hasPrefix(selected) }
        }
    }

    /// No title change and no clipboard write so far.
    private func checkTerminalState(_ app: TmuxSession, titleBefore: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try app.paneTitle(), titleBefore, "the pane title changed", file: file, line: line)
        XCTAssertEqual(try app.pasteBuffers(), "", "something wrote a paste buffer (OSC 52)", file: file, line: line)
        XCTAssertThrowsError(try app.tmux(["show-buffer"]), "show-buffer should find no buffer", file: file, line: line)
    }
}
