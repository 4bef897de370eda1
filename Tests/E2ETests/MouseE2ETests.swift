import Foundation
import XCTest
import ShowbookApp

/// Mouse input through tmux (SGR 1006 reports, as a terminal sends them): clicking a row
/// selects it, double-clicking opens it, the wheel scrolls, clicking a tab label switches tabs,
/// and clicking the close modal's options and buttons works like the keys.
final class MouseE2ETests: E2ETestCase {
    /// The rows that carry the selection marker.
    private func markedRows(_ screen: Screen) -> [Int] {
        screen.lines.indices.filter { screen.lines[$0].hasPrefix("▌") }
    }

    /// Whether the status bar ends with `position/total` (the selected result).
    private func statusEnds(_ screen: Screen, _ position: Int, of total: Int) -> Bool {
        screen.lines.last?.hasSuffix(" \(position)/\(total)") == true
    }

    /// Clicks the middle of the first `label` on row `row` (found by display column).
    private func click(_ label: String, onRow row: Int, of screen: Screen, in app: TmuxSession,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let column = try XCTUnwrap(Columns.column(of: label, in: screen.line(row)), "“\(label)” not on row \(row):\n\(screen)",
                                   file: file, line: line)
        try app.click(column: column + Columns.width(label) / 2, row: row)
    }

    func testClicksSelectOpenSwitchTabsAndPressModalButtons() throws {
        let app = try launchApp(width: 100, height: 30)
        let list = try app.waitUntil("the catalog list") { screen in
            (SearchE2ETests.searchRow(screen).count ?? 0) > 100 && self.markedRows(screen) == [2]
        }
        let total = try XCTUnwrap(SearchE2ETests.searchRow(list).count)
        XCTAssertTrue(statusEnds(list, 1, of: total), "first result selected:\n\(list)")

        // A click on the third result's title row, then on the fourth result's overview row.
        try app.click(column: 20, row: 6)
        try app.waitUntil("the third result selected by a click") { screen in
            self.markedRows(screen) == [6] && self.statusEnds(screen, 3, of: total)
        }
        try app.click(column: 50, row: 9)
        try app.waitUntil("the fourth result selected by a click on its second row") { screen in
            self.markedRows(screen) == [8] && self.statusEnds(screen, 4, of: total)
        }

        // The wheel moves the selection three rows.
        try app.type("\u{1B}[<65;20;10M")
        try app.waitUntil("the selection moved down by the wheel") { screen in
            self.statusEnds(screen, 7, of: total) && self.markedRows(screen) == [14]
        }

        // A double click on the second result opens it.
        let secondRow = list.line(4)
        try app.doubleClick(column: 20, row: 4)
        let detail = try app.waitUntil("a detail opened by the double click") { screen in
            !screen.contains("Search:") && screen.hasRow(matching: #"^ *Years +\d{4}"#)
        }
        let title = detail.line(2).trimmingCharacters(in: .whitespaces)
        XCTAssertFalse(title.isEmpty, "detail title:\n\(detail)")
        XCTAssertTrue(secondRow.hasPrefix("  \(title) "), "the detail is of the double-clicked show “\(secondRow)”:\n\(detail)")
        try app.press("Escape")
        let back = try app.waitUntil("the list with the second result selected") { screen in
            screen.line(1).contains("Search:") && self.markedRows(screen) == [4] && self.statusEnds(screen, 2, of: total)
        }

        // Tab labels.
        try click("2 Saved", onRow: 0, of: back, in: app)
        let saved = try app.waitUntil("the Saved tab after a click") { $0.hasRow("Saved shows") }
        try click("3 Books", onRow: 0, of: saved, in: app)
        let books = try app.waitUntil("the Books tab after a click") { screen in
            screen.hasRow("Word books") && screen.contains("Everyday Korean (sample)")
        }
        try click("1 Search", onRow: 0, of: books, in: app)
        let search = try app.waitUntil("the Search tab after a click") { screen in
            screen.line(1).contains("Search:") && self.markedRows(screen) == [4]
        }
        try click("3 Books", onRow: 0, of: search, in: app)
        let booksAgain = try app.waitUntil("the Books tab again") { $0.hasRow("Word books") }

        // Open the book with a double click, then work the close modal with clicks.
        let bookRow = try XCTUnwrap(booksAgain.rowIndex(containing: "Everyday Korean (sample)"), "\(booksAgain)")
        try app.doubleClick(column: 10, row: bookRow)
        try app.waitUntil("the sample book opened by a double click") { screen in
            screen.line(1).hasPrefix(" Everyday Korean (sample) ") && screen.line(1).hasSuffix("0 learning · 33 new")
        }
        try app.press("c")
        let modal = try app.waitForText("Move 33 unfinished words (33 new) to:", "(•) Don't move", "( ) New book…", "[ Close ]  [ Cancel ]")
        let newBookRow = try XCTUnwrap(modal.rowIndex(containing: "( ) New book…"), "\(modal)")
        try click("New book…", onRow: newBookRow, of: modal, in: app)
        let chosen = try app.waitForText("( ) Don't move", "(•) New book…", "[ Move ]  [ Cancel ]")
        let buttonRow = try XCTUnwrap(chosen.rowIndex(containing: "[ Cancel ]"), "\(chosen)")
        try click("[ Cancel ]", onRow: buttonRow, of: chosen, in: app)
        try app.waitUntil("the book screen after clicking Cancel") { screen in
            !screen.contains("unfinished words") && !screen.contains("[ Cancel ]")
                && screen.line(1).hasPrefix(" Everyday Korean (sample) ")
        }

        // Cancel changed nothing: still one open book, no “(continued)” book.
        let stored = try runCLI(["books", "list", "--all", "--json"])
        XCTAssertEqual(stored.status, 0, stored.stderr)
        let rows = jsonLines(stored.stdout)
        XCTAssertEqual(rows.count, 1, stored.stdout)
        XCTAssertEqual(rows.first?["title"] as? String, "Everyday Korean (sample)", stored.stdout)
        XCTAssertEqual(rows.first?["closed"] as? Bool, false, stored.stdout)
    }
    /// A double click on the close modal's border chooses nothing: the target picked before
    /// stays, and the book is not closed (it once chose "Don't move" and closed the book).
    func testDoubleClickOnTheCloseModalBorderChoosesNothing() throws {
        let app = try launchApp(width: 100, height: 30)
        try app.press("Tab")
        try app.press("Tab")
        try app.waitUntil("the Books tab") { $0.hasRow("Word books") && $0.contains("Everyday Korean (sample)") }
        try app.press("Enter")
        try app.waitUntil("the sample book") { $0.line(1).hasPrefix(" Everyday Korean (sample) ") }
        try app.press("c")
        let modal = try app.waitForText("(•) Don't move", "( ) New book…", "[ Close ]  [ Cancel ]")
        let newBookRow = try XCTUnwrap(modal.rowIndex(containing: "( ) New book…"), "\(modal)")
        // Chosen with a key: a click just before the double click would merge with it.
        try app.press("Down")
        let chosen = try app.waitForText("( ) Don't move", "(•) New book…", "[ Move ]  [ Cancel ]")
        // The box's left edge, on the row of the chosen target.
        let left = try XCTUnwrap(Columns.column(of: "│", in: chosen.line(newBookRow)), "\(chosen)")
        try app.doubleClick(column: left, row: newBookRow)
        // curses holds a click back for its double-click interval, and a key typed within it
        // swallows the click; a resize does not. The redraw at the new width shows the click
        // has been read.
        let tabBarWidth = Columns.width(chosen.line(0))
        try app.resize(width: 101, height: 30)
        try app.waitUntil("the frame redrawn at the new width") { screen in
            Columns.width(screen.line(0)) == tabBarWidth + 1 && screen.line(0).hasSuffix("showbook")
        }
        // Enter confirms what is chosen: still “New book…”, so it asks for the new book's name.
        try app.press("Enter")
        try app.waitForText("(•) New book…", "Name:", "Everyday Korean (sample) (continued)")
        try app.press("Escape")
        let again = try app.waitUntil("the choice again") { !$0.contains("Name:") && $0.contains("(•) New book…") }
        let buttonRow = try XCTUnwrap(again.rowIndex(containing: "[ Cancel ]"), "\(again)")
        try click("[ Cancel ]", onRow: buttonRow, of: again, in: app)
        try app.waitUntil("the book screen after Cancel, the book still open") { screen in
            !screen.contains("[ Cancel ]") && screen.line(1).hasPrefix(" Everyday Korean (sample) ")
        }
        let stored = try runCLI(["books", "list", "--all", "--json"])
        XCTAssertEqual(stored.status, 0, stored.stderr)
        let rows = jsonLines(stored.stdout)
        XCTAssertEqual(rows.map { $0["title"] as? String }, ["Everyday Korean (sample)"], stored.stdout)
        XCTAssertEqual(rows.first?["closed"] as? Bool, false, stored.stdout)
    }
}
