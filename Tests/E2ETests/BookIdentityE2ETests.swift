import Foundation
import XCTest

/// Book identity and closing through the real binary: the same file imported into two books
/// and one closed into the other lists each word once; a name that matches several books is
/// an error listing their ids; closing into itself and searching for nothing get one line.
final class BookIdentityE2ETests: E2ETestCase {
    func write(_ name: String, _ text: String) throws -> String {
        let url = workDirectory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func testClosingIntoABookWithTheSameWordsMergesAndSaysSo() throws {
        let file = try write("d.tsv", "물\twater\n밥\trice\n사랑\tlove\n")
        XCTAssertEqual(try runCLI(["--no-sample", "books", "import", file, "--book", "A"]).status, 0)
        XCTAssertEqual(try runCLI(["books", "import", file, "--book", "B"]).status, 0)
        let extra = try write("e.tsv", "집\thouse\n")
        XCTAssertEqual(try runCLI(["books", "import", extra, "--book", "A"]).status, 0)

        let closed = try runCLI(["books", "close", "A", "--into", "B", "--log", logPath])
        XCTAssertEqual(closed.status, 0, closed.stderr)
        XCTAssertEqual(closed.stdout, "Closed “A”: moved 1, merged 3 already in “B”\nMoved 4 new\n")
        let event = jsonLines(try String(contentsOfFile: logPath, encoding: .utf8)).first
        XCTAssertEqual(event?["event"] as? String, "book.closed")
        XCTAssertEqual(event?["merged"] as? Int, 3)
        XCTAssertEqual(event?["moved"] as? Int, 1)
        let shown = try runCLI(["books", "show", "B", "--json"])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertEqual(jsonLines(shown.stdout).compactMap { $0["term"] as? String }, ["물", "밥", "사랑", "집"],
                       "every word once")
    }

    func testANameMatchingSeveralBooksIsAnErrorListingTheirIds() throws {
        let file = try write("d.tsv", "물\twater\n")
        XCTAssertEqual(try runCLI(["--no-sample", "books", "import", file, "--book", "Drama words"]).status, 0)
        XCTAssertEqual(try runCLI(["books", "close", "Drama words"]).status, 0)
        XCTAssertEqual(try runCLI(["books", "show", "drama WORDS"]).status, 0, "one match, found after case folding")
        // An open book of the same name (made by SQL: the app no longer allows two open ones).
        try sqlite("INSERT INTO word_books(id, title, created_at) VALUES (7, 'DRAMA WORDS', 9)")

        let shown = try runCLI(["books", "show", "Drama words"])
        XCTAssertEqual(shown.status, 2)
        XCTAssertEqual(shown.stdout, "", "nothing printed from a guessed book")
        XCTAssertEqual(shown.stderr, "showbook: “Drama words” matches books 1 and 7 — use an id\n")
        XCTAssertEqual(try runCLI(["books", "close", "drama WORDS"]).status, 2)
        XCTAssertEqual(try runCLI(["books", "show", "7"]).status, 0)
    }

    func testClosingIntoItselfIsRefusedAndNothingChanges() throws {
        let file = try write("d.tsv", "물\twater\n")
        XCTAssertEqual(try runCLI(["--no-sample", "books", "import", file, "--book", "B"]).status, 0)
        let result = try runCLI(["books", "close", "B", "--into", "B"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "showbook: “B” cannot be closed into itself\n")
        let list = jsonLines(try runCLI(["books", "list", "--all", "--json"]).stdout)
        XCTAssertEqual(list.map { $0["closed"] as? Bool }, [false], "still open")
    }

    func testSearchWithoutAMatchSaysSoOnStderrAndExitsOne() throws {
        let result = try runCLI(["search", "zzqx nothing like this"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "No shows match “zzqx nothing like this”\n")
        XCTAssertEqual(try runCLI(["search", "squid"]).status, 0)
    }

    func testContinuationKeepsTheShowLinkInListJSONAndTheReport() throws {
        XCTAssertEqual(try runCLI(["--no-sample", "books", "list"]).status, 0)
        try sqlite("""
            INSERT INTO word_books(id, title, created_at, show_id, show_title) VALUES (1, 'Squid Game', 1, 'bundled:5', 'Squid Game');
            INSERT INTO words(book_id, term, meaning, state, created_at, updated_at) VALUES (1, '게임', 'game', 'fail', 1, 1);
            """)
        let closed = try runCLI(["books", "close", "Squid Game", "--into-new", "Squid Game (continued)"])
        XCTAssertEqual(closed.status, 0, closed.stderr)
        XCTAssertEqual(closed.stdout,
                       "Closed “Squid Game”: moved 1 word into the new book “Squid Game (continued)”, still linked to ▶ Squid Game\n"
                           + "Moved 1 new\n")
        let list = jsonLines(try runCLI(["books", "list", "--json"]).stdout)
        XCTAssertEqual(list.first?["title"] as? String, "Squid Game (continued)")
        XCTAssertEqual(list.first?["show_id"] as? String, "bundled:5")
        XCTAssertEqual(list.first?["show_title"] as? String, "Squid Game")
        let json = try runCLI(["books", "close", "Squid Game (continued)", "--json"])
        let report = try XCTUnwrap(jsonLines(json.stdout).first, json.stderr)
        XCTAssertEqual(report["moved"] as? Int, 0)
        XCTAssertEqual(report["merged"] as? Int, 0)
        XCTAssertEqual(report["show_id"] as? String, "bundled:5")
        XCTAssertTrue(report["target_id"] is NSNull, "\(report)")
    }

    func testTheCloseModalReportsMergesInTheStatusBarAndTheLog() throws {
        let file = try write("d.tsv", "물\twater\n밥\trice\n")
        XCTAssertEqual(try runCLI(["--no-sample", "books", "import", file, "--book", "A"]).status, 0)
        XCTAssertEqual(try runCLI(["books", "import", file, "--book", "B"]).status, 0)
        let app = try launchApp(["--log", logPath])
        try app.press("M-3")
        try app.waitUntil("both books, B first") { screen in
            screen.hasRow(matching: "^ *B +today +2 words") && screen.hasRow(matching: "^ *A +today +2 words")
        }
        try app.press("Down")
        try app.press("Enter")
        try app.waitUntil("A's book screen") { $0.line(1).hasPrefix(" A ") }
        try app.press("c")
        try app.waitForText("Move 2 unfinished words (", "( ) Don't move", "(•) B", "[ Move ]")
        try app.press("Enter")
        try app.waitUntil("the report in the status bar, B still with 2 words") { screen in
            screen.contains("Closed “A”: moved 0, merged 2 already in “B”") && screen.hasRow(matching: "^ *B +today +2 words")
        }
        try app.press("q")
        try app.waitForExit()
        let log = try String(contentsOfFile: logPath, encoding: .utf8)
        let event = try XCTUnwrap(jsonLines(log).first { $0["event"] as? String == "book.closed" }, log)
        XCTAssertEqual(event["moved"] as? Int, 0)
        XCTAssertEqual(event["merged"] as? Int, 2)
    }
}
