import Foundation
import XCTest

/// What closing a book does when the learner just presses Enter, through the real binary: the
/// close modal opens on the other open book, so Enter moves the unfinished words there and the
/// book screen gives way to the Books tab; the Mature words that stay in the closed book keep
/// their reviews and come due on Today on their dates.
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

    /// Alpha holds 물 (Mature, due an hour ago), 집 (Mature, due in five days) and 밥 (new);
    /// closed with Enter, 밥 moves to Beta and the two Mature words stay in Alpha, off the Books
    /// list. Today lists 물 as due from the closed book; a Good grade there is recorded, and 집
    /// is due on its own date (`books due --at`).
    func testAClosedBooksMatureWordIsDueOnTodayOnItsDate() throws {
        try createDatabase(sample: false)
        let now = Date().timeIntervalSince1970
        let day = 86_400.0
        try sqlite("""
            INSERT INTO word_books(id, title, created_at) VALUES (1, 'Beta', \(now - 20)), (2, 'Alpha', \(now - 10));
            INSERT INTO words(book_id, term, meaning, created_at, updated_at, card_phase, stability, difficulty, due_at,
                last_review_at, reps) VALUES
                (2, '물', 'water', \(now - 10), \(now - 10), 'review', 40, 5, \(now - 3_600), \(now - 3_600 - 40 * day), 6),
                (2, '집', 'house', \(now - 10), \(now - 10), 'review', 40, 5, \(now + 5 * day), \(now - 35 * day), 6);
            INSERT INTO words(book_id, term, meaning, created_at, updated_at) VALUES (2, '밥', 'rice', \(now - 10), \(now - 10));
            """)
        let app = try launchApp(["--no-sample"])
        try app.press("M-3")
        try app.waitUntil("the Books tab with Alpha first") { $0.hasRow("Word books") && $0.hasRow(matching: "^ *Alpha +") }
        try app.press("Enter")
        try app.waitUntil("Alpha's book screen") { $0.line(1).hasPrefix(" Alpha ") && $0.line(1).hasSuffix("2 mature · 0 young · 0 learning · 1 new") }
        try app.press("c")
        try app.waitForText("Close “Alpha”", "(•) Beta", "[ Move ]  [ Cancel ]")
        try app.press("Enter")
        try app.waitUntil("the Books tab with Beta only") { screen in
            screen.hasRow("Word books") && !screen.contains("Close “Alpha”") && !screen.hasRow(matching: "^ *Alpha +")
                && screen.hasRow(matching: "^ *Beta +")
        }
        try app.press("M-4")
        try app.waitUntil("Today with the closed book's due word") { screen in
            screen.hasRow(matching: "^ *Today +1 due · 1 new") && screen.contains("from closed books  1 due")
        }
        try app.press("Enter")
        try app.waitUntil("the card of 물") { $0.hasRow(matching: "│ +물 +│") }
        try app.press("Space")
        try app.waitUntil("the back of 물") { $0.contains("water") && $0.contains("Good") }
        try app.press("3")
        try app.waitUntil("the next card, 밥") { $0.hasRow(matching: "│ +밥 +│") }
        try app.press("Escape")
        try app.waitUntil("Today without the closed book's word") { screen in
            screen.hasRow(matching: "^ *Today +0 due") && !screen.contains("from closed books")
        }
        try app.press("q")
        try app.waitForExit()

        let alpha = jsonLines(try runCLI(["books", "show", "Alpha", "--json"]).stdout)
        let water = try XCTUnwrap(alpha.first { $0["term"] as? String == "물" }, "\(alpha)")
        XCTAssertEqual(water["knowledge"] as? String, "mature", "the grade kept it Mature: \(water)")
        XCTAssertEqual(try sqlite("SELECT count(*) FROM study_marks WHERE grade = 'good'"), "1", "the grade was recorded")
        let due = jsonLines(try runCLI(["books", "due", "--json"]).stdout)
        XCTAssertEqual(due.compactMap { $0["term"] as? String }, [], "nothing is due now: \(due)")
        let formatter = ISO8601DateFormatter()
        let later = jsonLines(try runCLI(["books", "due", "--json", "--at", formatter.string(from: Date(timeIntervalSince1970: now + 6 * day))]).stdout)
        XCTAssertEqual(later.compactMap { $0["term"] as? String }, ["집"], "집 is due on its date: \(later)")
        XCTAssertEqual(later.first?["book"] as? String, "Alpha", "\(later)")
    }

    /// `books close --retire`: the Mature word that stays leaves review, the report and the JSON
    /// say so, and reopening the book brings it back on its date.
    func testBooksCloseRetireTakesTheWordsThatStayOutOfReview() throws {
        try createDatabase(sample: false)
        let now = Date().timeIntervalSince1970
        try sqlite("""
            INSERT INTO word_books(id, title, created_at) VALUES (1, 'Alpha', \(now - 10));
            INSERT INTO words(book_id, term, meaning, created_at, updated_at, card_phase, stability, difficulty, due_at,
                last_review_at, reps) VALUES (1, '물', 'water', \(now - 10), \(now - 10), 'review', 40, 5, \(now - 3_600),
                \(now - 3_600 - 40 * 86_400), 6);
            """)
        let closed = try runCLI(["books", "close", "Alpha", "--retire", "--json"])
        XCTAssertEqual(closed.status, 0, closed.stderr)
        let report = try XCTUnwrap(jsonLines(closed.stdout).first, closed.stdout)
        XCTAssertEqual(report["retired"] as? Bool, true, closed.stdout)
        XCTAssertEqual(report["staying"] as? Int, 1, closed.stdout)
        XCTAssertEqual(jsonLines(try runCLI(["books", "due", "--json"]).stdout).count, 0, "a retired word is not due")
        let books = jsonLines(try runCLI(["books", "list", "--all", "--json"]).stdout)
        XCTAssertEqual(books.first?["retired"] as? Bool, true, "\(books)")
        XCTAssertEqual(try runCLI(["books", "reopen", "Alpha"]).status, 0)
        let due = jsonLines(try runCLI(["books", "due", "--json"]).stdout)
        XCTAssertEqual(due.compactMap { $0["term"] as? String }, ["물"], "reopened, it is due again: \(due)")

        try sqlite("INSERT INTO word_books(id, title, created_at) VALUES (2, 'Beta', \(now - 5))")
        XCTAssertEqual(try runCLI(["books", "close", "Alpha"]).stdout, """
            Closed “Alpha”: nothing unfinished to move
            1 mature word stays in ‘Alpha’ and keeps its reviews on Today

            """)
        XCTAssertEqual(jsonLines(try runCLI(["books", "due", "--json"]).stdout).count, 1, "kept: still due")
    }
}
