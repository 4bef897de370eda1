import Foundation
import XCTest

/// From a show's detail, `w` makes a word book linked to the show (its title offered as the
/// name), the book screen names the show, `w` again opens the same book, the Books tab's `L`
/// filter keeps only linked books, and the CLI and database see the book and its word.
final class ShowLinkedBookE2ETests: E2ETestCase {
    private let word = (term: "오징어", reading: "ojingeo", meaning: "squid")

    private func isSquidGameDetail(_ screen: Screen) -> Bool {
        screen.hasRow("Squid Game") && screen.hasRow(matching: #"^ *Years +2021"#) && !screen.contains("Search:")
            && !screen.contains("New word book")
    }

    private func isLinkedBookScreen(_ screen: Screen) -> Bool {
        screen.line(1).hasPrefix(" Squid Game  from “Squid Game”") && screen.line(1).hasSuffix(" new")
    }

    func testWordBookCreatedFromAShowDetail() throws {
        let app = try launchApp(["--log", logPath])
        try app.type("squid")
        try app.waitUntil("Squid Game selected") { screen in
            SearchE2ETests.searchRow(screen) == ("squid", 1) && screen.line(2).hasPrefix("▌ Squid Game ")
        }
        try app.press("Enter")
        try app.waitUntil("Squid Game's detail") { self.isSquidGameDetail($0) }

        try app.press("w")
        try app.waitUntil("the new-book prompt with the show's title") { screen in
            screen.contains("New word book for this show") && screen.hasRow(matching: #"│ Name: +Squid Game +│"#)
                && screen.contains("[ Create ]")
        }
        try app.press("Enter")
        let empty = try app.waitUntil("the linked book's empty screen") { screen in
            self.isLinkedBookScreen(screen) && screen.contains("No words yet") && !screen.contains("New word book")
        }
        XCTAssertTrue(empty.line(1).hasSuffix("0 learning · 0 new"), "summary:\n\(empty)")

        // Add a word.
        try app.press("a")
        try app.waitUntil("the Add word modal") { $0.contains("Add word") && $0.hasRow(matching: "│ Term ") }
        try app.type(word.term)
        try app.press("Tab")
        try app.type(word.reading)
        try app.press("Tab")
        try app.type(word.meaning)
        try app.waitUntil("the filled-in fields") { screen in
            screen.hasRow(matching: "│ Term +\(self.word.term) ") && screen.hasRow(matching: "│ Reading +\(self.word.reading) ")
                && screen.hasRow(matching: "│ Meaning +\(self.word.meaning) ")
        }
        try app.press("Enter")
        try app.waitUntil("the word in the linked book") { screen in
            self.isLinkedBookScreen(screen) && !screen.contains("Add word")
                && screen.hasRow(matching: "^ *· +\(self.word.term) +\(self.word.reading) +\(self.word.meaning)$")
                && screen.line(1).hasSuffix("0 learning · 1 new")
        }

        // Back to the detail; `w` now opens the same book instead of offering a new one.
        try app.press("Escape")
        try app.waitUntil("the detail again") { self.isSquidGameDetail($0) }
        try app.press("w")
        let reopened = try app.waitUntil("the existing linked book") { screen in
            self.isLinkedBookScreen(screen) && screen.contains(self.word.term)
        }
        XCTAssertFalse(reopened.contains("New word book"), "no second prompt:\n\(reopened)")
        try app.press("Escape")
        try app.waitUntil("the detail again") { self.isSquidGameDetail($0) }
        try app.press("Escape")
        try app.waitUntil("the search list") { $0.line(2).hasPrefix("▌ Squid Game ") }

        // The Books tab: the linked book (marked ▶) next to the sample; L keeps only linked ones.
        try app.press("M-3")
        let books = try app.waitUntil("both books in the Books tab") { screen in
            screen.hasRow("Word books") && screen.contains("Everyday Korean (sample)")
                && screen.hasRow(matching: #"^ *▶ Squid Game +today +1 word "#)
        }
        XCTAssertFalse(books.contains("(linked to shows)"), "not filtered yet:\n\(books)")
        try app.press("L")
        // The sample book's absence is part of the wait: the idle frame after the key is the
        // filtered one (a filter that kept it times out).
        try app.waitUntil("only the linked book") { screen in
            screen.hasRow("Word books (linked to shows)") && screen.hasRow(matching: #"^ *▶ Squid Game +today +1 word "#)
                && !screen.contains("Everyday Korean")
        }
        try app.press("q")
        try app.waitForExit()
        // A normal quit logs `quit` (tmux 3.3 does not always report a pane's exit status).
        try Poll.file(logPath, "the quit event") { $0.contains(#""event":"quit""#) }

        // What was stored.
        let list = try runCLI(["books", "list", "--json"])
        XCTAssertEqual(list.status, 0, list.stderr)
        let stored = jsonLines(list.stdout)
        let book = try XCTUnwrap(stored.first { $0["title"] as? String == "Squid Game" }, list.stdout)
        XCTAssertEqual(book["words"] as? Int, 1, list.stdout)
        XCTAssertEqual(book["closed"] as? Bool, false, list.stdout)
        XCTAssertEqual(stored.count, 2, "the sample and the linked book: \(list.stdout)")

        let show = try runCLI(["books", "show", "Squid Game", "--json"])
        XCTAssertEqual(show.status, 0, show.stderr)
        let words = jsonLines(show.stdout)
        XCTAssertEqual(words.count, 1, show.stdout)
        XCTAssertEqual(words.first?["term"] as? String, word.term, show.stdout)
        XCTAssertEqual(words.first?["reading"] as? String, word.reading, show.stdout)
        XCTAssertEqual(words.first?["meaning"] as? String, word.meaning, show.stdout)
        XCTAssertEqual(words.first?["book_id"] as? Int, book["id"] as? Int, show.stdout)

        // The link itself: the show's id and title on the book row.
        let squidID = try XCTUnwrap(
            jsonLines(try runCLI(["search", "squid", "--json"]).stdout).first?["id"] as? String, "search squid --json"
        )
        XCTAssertEqual(try sqlite("SELECT show_id || '|' || show_title FROM word_books WHERE title = 'Squid Game'"),
                       "\(squidID)|Squid Game")
    }
}
