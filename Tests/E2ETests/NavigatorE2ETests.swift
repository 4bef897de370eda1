import Foundation
import XCTest

/// The seed regression: search results that arrive while a detail screen is open must not
/// replace or pop that screen, and every detail built is released again.
final class NavigatorE2ETests: E2ETestCase {
    /// The `--log` events in `text` (the log file's content), in order; a last line still
    /// being written is left out.
    private func events(_ text: String) -> [[String: Any]] {
        guard let end = text.lastIndex(of: "\n") else { return [] }
        return jsonLines(String(text[...end]))
    }

    private func logText() -> String {
        (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    }

    private func count(_ name: String, in events: [[String: Any]]) -> Int {
        events.filter { $0["event"] as? String == name }.count
    }

    private func hasReplyResults(_ events: [[String: Any]]) -> Bool {
        events.contains { $0["event"] as? String == "search.results" && $0["query"] as? String == "reply" }
    }

    /// Whether `screen` is the detail screen of `title` (title row, `Years` row, no `Search:`).
    private func isDetail(of title: String, _ screen: Screen) -> Bool {
        screen.lines.prefix(4).contains { $0.trimmingCharacters(in: .whitespaces) == title }
            && screen.hasRow(matching: #"^ *Years +\S"#) && !screen.contains("Search:")
    }

    func testResultsArrivingUnderAnOpenDetailKeepTheDetail() throws {
        let app = try launchApp(["--debounce-ms", "1500", "--log", logPath])
        try app.waitUntil("the initial list") { screen in
            SearchE2ETests.searchRow(screen).query.isEmpty && (SearchE2ETests.searchRow(screen).count ?? 0) > 1
        }

        try app.type("kingdom")
        try app.waitUntil("the results for “kingdom”") { screen in
            let row = SearchE2ETests.searchRow(screen)
            return row.query == "kingdom" && row.count != nil && screen.line(2).hasPrefix("▌ Kingdom 킹덤 ")
        }
        try app.press("Enter")
        try app.waitUntil("Kingdom's detail") { self.isDetail(of: "Kingdom", $0) }
        try app.press("Escape")
        try app.waitUntil("the list again") { screen in
            screen.line(1).contains("Search: kingdom") && screen.line(2).hasPrefix("▌ Kingdom 킹덤 ")
        }

        // Clear, wait until Esc has been taken as Esc (not Alt-r), then type a new query: its
        // search is pending for 1.5 s while the old “kingdom” results stay listed.
        // The debounce keeps the app busy until it fires; these frames come before it does.
        try app.press("Escape")
        try app.waitUntil("the cleared query", stable: false) { screen in
            screen.line(1).contains("Search:") && !screen.line(1).contains("kingdom")
        }
        try app.type("reply")
        try app.waitUntil("“reply” typed over the old results", stable: false) { screen in
            screen.line(1).contains("Search: reply") && screen.line(2).hasPrefix("▌ Kingdom 킹덤 ")
        }
        // A double click opens the row the user points at, even while newer results are pending.
        try app.doubleClick(column: 10, row: 2)
        try app.waitUntil("Kingdom's detail, opened from the clicked row", stable: false) { self.isDetail(of: "Kingdom", $0) }
        XCTAssertFalse(hasReplyResults(events(logText())), "precondition: the detail must open before the debounced search runs")

        try Poll.file(logPath, "a search.results event for “reply”") { self.hasReplyResults(self.events($0)) }
        // Sync point: the app handled the results before this key, so once the key's effect
        // (or any other screen) shows, everything drawn after the results is on screen too.
        try app.press("s")
        let synced = try app.waitUntil("the detail to take `s` after the results arrived") { screen in
            screen.hasRow(matching: #"^ *Saved +★ saved"#) || !self.isDetail(of: "Kingdom", screen)
        }
        XCTAssertTrue(isDetail(of: "Kingdom", synced), "the open detail was replaced by the results:\n\(synced)")
        XCTAssertTrue(synced.hasRow("킹덤"), "original title row:\n\(synced)")
        XCTAssertTrue(synced.hasRow(matching: #"^ *Network +Netflix"#), "network row:\n\(synced)")

        try app.press("Escape")
        let list = try app.waitUntil("the “reply” results after going back") { screen in
            screen.line(1).contains("Search: reply") && screen.contains("Reply 1988")
        }
        XCTAssertFalse(list.contains("Kingdom 킹덤"), "the stale results are gone:\n\(list)")

        let log = try Poll.file(logPath, "as many detail.released as detail.built events") { text in
            let all = self.events(text)
            return self.count("detail.built", in: all) == self.count("detail.released", in: all)
        }
        let all = events(log)
        XCTAssertEqual(count("detail.built", in: all), 2, "two details were opened")
        XCTAssertEqual(count("detail.released", in: all), 2, "both details were released")
    }

    /// Each tab keeps its own stack: Tab, Alt-3 and a digit leave a detail for other tabs, and
    /// coming back shows the same detail, built once.
    func testSwitchingTabsFromADetailAndBackKeepsTheSameDetail() throws {
        let app = try launchApp(["--log", logPath])
        try app.type("kingdom")
        try app.waitUntil("the results for “kingdom”") { screen in
            screen.line(1).contains("Search: kingdom") && screen.line(2).hasPrefix("▌ Kingdom 킹덤 ")
        }
        try app.press("Enter")
        try app.waitUntil("Kingdom's detail") { self.isDetail(of: "Kingdom", $0) }
        try app.press("Tab")
        try app.waitUntil("the Saved tab") { $0.line(1).contains("Saved shows") }
        try app.press("M-3")
        try app.waitUntil("the Books tab") { $0.contains("Word books") }
        try app.type("1")
        try app.waitUntil("Kingdom's detail again") { self.isDetail(of: "Kingdom", $0) }
        try app.press("Escape")
        try app.waitUntil("the Search list") { $0.line(1).contains("Search: kingdom") }
        let log = try Poll.file(logPath, "the detail released") { text in
            self.count("detail.released", in: self.events(text)) == 1
        }
        XCTAssertEqual(count("detail.built", in: events(log)), 1, "the detail was built once")
    }

    /// The same from a book screen: Tab to Today, a digit back, and the book is there with
    /// its selection, built once.
    func testSwitchingTabsFromABookScreenAndBackKeepsTheSameBook() throws {
        let file = (databasePath as NSString).deletingLastPathComponent + "/tab-words.tsv"
        try "사과\tapple\n물\twater\n책\tbook\n".write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runCLI(["--no-sample", "books", "import", file, "--book", "Alpha"]).status, 0)
        let app = try launchApp(["--no-sample", "--log", logPath])
        try app.press("M-3")
        try app.waitUntil("the Books tab") { $0.line(1).hasPrefix(" Word books") && $0.hasRow(matching: "^ *Alpha ") }
        try app.press("Enter")
        try app.waitUntil("Alpha's words") { $0.line(1).hasPrefix(" Alpha ") && $0.hasRow(matching: "^ *· +책 ") }
        try app.press("End")  // 책, the last word
        try app.press("Tab")
        try app.waitUntil("the Today tab") { $0.line(1).hasPrefix(" Today") }
        try app.type("3")
        try app.waitUntil("Alpha's book screen again") { $0.line(1).hasPrefix(" Alpha ") }
        try app.press("e")  // the edit form opens on the selected word
        try app.waitUntil("the selection kept: 책 in the edit form") { $0.hasRow(matching: "│ Term +책 ") }
        try app.press("Escape")
        try app.waitUntil("the form closed") { !$0.contains("Term") && $0.line(1).hasPrefix(" Alpha ") }
        try app.press("Escape")
        try app.waitUntil("the Books list") { $0.line(1).hasPrefix(" Word books") }
        let log = try Poll.file(logPath, "the book screen released") { text in
            self.count("book.released", in: self.events(text)) == 1
        }
        XCTAssertEqual(count("book.built", in: events(log)), 1, "the book screen was built once")
    }

    /// Enter while the rows still belong to the previous query opens the new query's top
    /// result once it lands, never the stale row; the pending rows are marked at once.
    func testEnterBeforeTheDebounceOpensTheNewQuerysTopResult() throws {
        let app = try launchApp(["--debounce-ms", "1500", "--log", logPath])
        try app.type("kingdom")
        try app.waitUntil("the results for “kingdom”") { screen in
            SearchE2ETests.searchRow(screen).count != nil && SearchE2ETests.searchRow(screen).query == "kingdom" && screen.line(2).hasPrefix("▌ Kingdom 킹덤 ")
        }
        try app.press("Escape")
        try app.waitUntil("the cleared query") { !$0.line(1).contains("kingdom") }
        try app.type("reply")
        // Before the debounce fires (the app is busy until then).
        let pending = try app.waitUntil("“reply” typed", stable: false) { $0.line(1).contains("Search: reply") }
        XCTAssertTrue(pending.line(1).contains("searching…"), "the stale rows are marked at once:\n\(pending)")
        try app.press("Enter")
        try app.waitUntil("Reply 1988's detail") { self.isDetail(of: "Reply 1988", $0) }
        XCTAssertEqual(count("detail.built", in: events(logText())), 1, "only Reply 1988's detail was built")
    }
}
