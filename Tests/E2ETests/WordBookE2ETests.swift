import Foundation
import XCTest

/// The close-book flow: make books, add words, study, then close a book moving its
/// unfinished words into another one — checked on screen and through the CLI.
final class WordBookE2ETests: E2ETestCase {
    private let words = [("사과", "sagwa", "apple"), ("물", "mul", "water"), ("책", "chaek", "book")]

    /// Whether `screen` is the book screen of `title`: title on the first content row.
    private func isBookScreen(_ title: String, _ screen: Screen) -> Bool {
        screen.line(1).hasPrefix(" \(title) ") && screen.line(1).hasSuffix(" new")
    }

    /// The row of a word with its knowledge mark (· new, ○ learning, …), term, reading and meaning.
    private func wordRow(_ mark: String, _ word: (String, String, String)) -> String {
        "^ *\(mark) +\(word.0) +\(word.1) +\(word.2)$"
    }

    private func addBook(_ name: String, in app: TmuxSession) throws {
        try app.press("n")
        try app.waitUntil("the New book modal") { $0.contains("New book") && $0.contains("Name:") }
        try app.type(name)
        try app.waitUntil("the typed name") { $0.hasRow(matching: "Name: +\(name) ") }
        try app.press("Enter")
        try app.waitUntil("\(name) in the list") { screen in
            !screen.contains("New book") && screen.hasRow(matching: "^ *\(name) +today +0 words ")
        }
    }

    private func addWord(_ word: (String, String, String), in app: TmuxSession) throws {
        try app.press("a")
        try app.waitUntil("the Add word modal") { $0.contains("Add word") && $0.hasRow(matching: "│ Term ") }
        try app.type(word.0)
        try app.press("Tab")
        try app.type(word.1)
        try app.press("Tab")
        try app.type(word.2)
        try app.waitUntil("the filled-in fields") { screen in
            screen.hasRow(matching: "│ Term +\(word.0) ") && screen.hasRow(matching: "│ Reading +\(word.1) ")
                && screen.hasRow(matching: "│ Meaning +\(word.2) ")
        }
        try app.press("Enter")
        try app.waitUntil("\(word.0) in the book") { screen in
            !screen.contains("Add word") && screen.hasRow(matching: self.wordRow("·", word))
        }
    }

    /// The term on the study card now showing (the card box is the only place terms appear).
    private func cardTerm(_ screen: Screen) -> String? {
        let terms = words.map(\.0).filter { term in screen.hasRow(matching: "│ +\(term) +│") }
        return terms.count == 1 ? terms[0] : nil
    }

    func testClosingABookMovesUnfinishedWords() throws {
        let app = try launchApp(["--no-sample"])
        try app.press("M-3")
        try app.waitUntil("the empty Books tab") { $0.hasRow("Word books") && $0.contains("No books yet") }
        try addBook("Alpha", in: app)
        try addBook("Beta", in: app)
        let books = try app.waitForText("Word books")
        let betaRow = try XCTUnwrap(books.rowIndex(containing: "Beta "))
        let alphaRow = try XCTUnwrap(books.rowIndex(containing: "Alpha "))
        XCTAssertLessThan(betaRow, alphaRow, "newest book first:\n\(books)")

        try app.press("Down")
        try app.press("Enter")
        try app.waitUntil("Alpha's empty book screen") { self.isBookScreen("Alpha", $0) && $0.contains("No words yet") }
        for word in words { try addWord(word, in: app) }
        try app.waitUntil("0 learning · 3 new") { $0.line(1).hasSuffix("0 learning · 3 new") }

        // Study: the first card Good (a success), the second Again (a failure).
        try app.press("s")
        let first = try app.waitUntil("the first card") { screen in
            screen.line(1).contains("Study: Alpha") && screen.line(2).contains("3 new · 0 learning · 0 review") && self.cardTerm(screen) != nil
        }
        let successTerm = try XCTUnwrap(cardTerm(first))
        try app.press("l")
        let second = try app.waitUntil("the second card") { screen in
            self.cardTerm(screen) != nil && self.cardTerm(screen) != successTerm
        }
        let failTerm = try XCTUnwrap(cardTerm(second))
        try app.press("h")
        try app.waitUntil("the third card") { screen in
            self.cardTerm(screen).map { ![successTerm, failTerm].contains($0) } ?? false
        }
        try app.press("Escape")
        // Rows are marked with the word's knowledge: Good once and Again once are both Learning (○).
        let marks = words.map { word in (word, [successTerm, failTerm].contains(word.0) ? "○" : "·") }
        try app.waitUntil("the book screen with the marks \(marks.map { "\($0.0.0) \($0.1)" })") { screen in
            self.isBookScreen("Alpha", screen) && screen.line(1).hasSuffix("2 learning · 1 new")
                && marks.allSatisfy { screen.hasRow(matching: self.wordRow($0.1, $0.0)) }
        }

        // Close, then cancel: nothing changes.
        try app.press("c")
        // The whole modal in one frame: Beta (the other open book) selected first, Don't move and
        // New book offered, the buttons.
        try app.waitForFrame(containing: ["Close “Alpha”", "Move 3 unfinished words (2 learning · 1 new) to:", "( ) Don't move",
                                          "(•) Beta", "( ) New book…", "[ Move ]  [ Cancel ]"])
        try app.press("Escape")
        try app.waitUntil("the book screen after cancelling, every word still listed") { screen in
            !screen.contains("unfinished words") && self.isBookScreen("Alpha", screen)
                && self.words.allSatisfy { screen.hasRow(matching: "^ *[·○◐●✓–] +\($0.0) +\($0.1) ") }
        }

        // Close, moving the unfinished words to Beta.
        try app.press("c")
        try app.waitForText("Move 3 unfinished words (2 learning · 1 new) to:", "(•) Beta", "[ Move ]",
                            "They keep schedules and history.")
        try app.press("Enter")
        try app.waitUntil("the Books tab without Alpha, Beta with 3 words") { screen in
            screen.hasRow("Word books") && !screen.contains("Move 3") && !screen.contains("Alpha")
                && screen.hasRow(matching: "^ *Beta +today +3 words +.* 0/3 mature$")
        }

        try app.press("q")
        try app.waitForExit()
        try checkStoredBooks(successTerm: successTerm, failTerm: failTerm)
    }

    /// Through the CLI: Alpha is closed, Beta holds its three words (none is Mature yet), their
    /// marks reset and their FSRS cards kept: the two graded ones Learning, the third New.
    private func checkStoredBooks(successTerm: String, failTerm: String) throws {
        let list = try runCLI(["books", "list", "--all", "--json"])
        XCTAssertEqual(list.status, 0, list.stderr)
        let books = jsonLines(list.stdout)
        let alpha = try XCTUnwrap(books.first { $0["title"] as? String == "Alpha" }, list.stdout)
        let beta = try XCTUnwrap(books.first { $0["title"] as? String == "Beta" }, list.stdout)
        XCTAssertEqual(alpha["closed"] as? Bool, true, list.stdout)
        XCTAssertEqual(beta["closed"] as? Bool, false, list.stdout)
        XCTAssertEqual(beta["words"] as? Int, 3, list.stdout)
        XCTAssertEqual(beta["learning"] as? Int, 2, list.stdout)
        XCTAssertEqual(books.count, 2, list.stdout)

        let show = try runCLI(["books", "show", "Beta", "--json"])
        XCTAssertEqual(show.status, 0, show.stderr)
        let moved = jsonLines(show.stdout)
        XCTAssertEqual(Set(moved.compactMap { $0["term"] as? String }), Set(words.map(\.0)), show.stdout)
        XCTAssertEqual(moved.count, 3, show.stdout)
        for word in moved {
            let graded = [successTerm, failTerm].contains(word["term"] as? String ?? "")
            XCTAssertEqual(word["mark"] as? String, "undefined", "the practice mark is reset: \(word)")
            XCTAssertEqual(word["knowledge"] as? String, graded ? "learning" : "new", "the FSRS card came along: \(word)")
            XCTAssertEqual(word["book_id"] as? Int, beta["id"] as? Int, "moved into Beta: \(word)")
        }
    }
}
