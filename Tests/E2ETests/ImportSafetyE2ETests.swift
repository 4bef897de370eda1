import Foundation
import XCTest

/// The importers through the real binary on hostile input: a broken JSON line among many,
/// input without line breaks, an IMDb file without its header, NUL characters, and a closed
/// book as the target.
final class ImportSafetyE2ETests: E2ETestCase {
    func write(_ name: String, _ text: String) throws -> String {
        let url = workDirectory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func testOneBrokenTVmazeLineCostsOnlyThatLine() throws {
        var lines = (1...10_000).map { #"{"id": \#($0), "name": "Show \#($0)"}"# }
        lines[4] = #"{"id": 5, "name": "Sh"#
        let file = try write("shows.jsonl", lines.joined(separator: "\n") + "\n")
        let result = try runCLI(["--no-sample", "import", "tvmaze", file])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("kept 9999 (9999 new or changed), skipped 0, malformed 1"), result.stdout)
        XCTAssertTrue(result.stdout.contains("shows line 5: invalid JSON"), result.stdout)
    }

    func testInputWithoutLineBreaksStopsWithOneLine() throws {
        // 65 MiB of NULs with no line break, read like /dev/zero (which, a device, is refused unread).
        let zeros = workDirectory.appendingPathComponent("zeros.txt").path
        XCTAssertTrue(FileManager.default.createFile(atPath: zeros, contents: nil))
        XCTAssertEqual(truncate(zeros, 65 << 20), 0)
        for arguments in [["import", "tvmaze", zeros], ["import", "imdb", zeros], ["books", "import", zeros]] {
            let result = try runCLI(["--no-sample"] + arguments)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stdout) \(result.stderr)")
            let errors = result.stderr.split(separator: "\n")
            XCTAssertEqual(errors.count, 1, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(zeros) && result.stderr.contains("MiB"), "\(arguments): \(result.stderr)")
        }
    }

    func testIMDbFileWithoutItsHeaderIsRefused() throws {
        let file = try write("basics.tsv", "tt0000001\ttvSeries\tNo header\tNo header\t0\t2001\t\\N\t45\tDrama\n")
        let result = try runCLI(["--no-sample", "import", "imdb", file])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("does not start with the IMDb header"), result.stderr)
        XCTAssertEqual(result.stdout, "", "no summary of an import that never started")
    }

    func testNULCharactersAreDroppedAndCounted() throws {
        let file = try write("deck.txt", "#deck:Nul\nab\u{0}c\t\u{0}x\n")
        let result = try runCLI(["--no-sample", "books", "import", file])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "Nul (new book 1): 1 added, 0 updated, 0 skipped, 0 malformed, 2 NUL characters dropped\n"
                       + "columns by position: term, meaning\n")
        let shown = try runCLI(["--no-sample", "books", "show", "Nul", "--json"])
        let word = jsonLines(shown.stdout).first
        XCTAssertEqual(word?["term"] as? String, "abc")
        XCTAssertEqual(word?["meaning"] as? String, "x")
    }

    func testAClosedBookIsRefusedUnlessReopened() throws {
        let first = try write("first.txt", "#deck:Done\nold\tkept\n")
        XCTAssertEqual(try runCLI(["--no-sample", "books", "import", first]).status, 0)
        XCTAssertEqual(try runCLI(["--no-sample", "books", "close", "Done"]).status, 0)
        let more = try write("more.txt", "#deck:Done\nnew\tword\n")
        let refused = try runCLI(["--no-sample", "books", "import", more])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.stderr.split(separator: "\n").count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("“Done” is closed"), refused.stderr)
        XCTAssertEqual(try runCLI(["--no-sample", "books", "list"]).stdout, "", "still closed")
        let reopened = try runCLI(["--no-sample", "books", "import", more, "--book", "Done", "--reopen"])
        XCTAssertEqual(reopened.status, 0, reopened.stderr)
        XCTAssertEqual(reopened.stdout, "Done (reopened book 1): 1 added, 0 updated, 0 skipped, 0 malformed\n"
                       + "columns by position: term, meaning\n")
    }
}

extension ImportSafetyE2ETests {
    /// The rows-read count on the progress modal, if it is showing.
    private func rowsRead(_ screen: Screen) -> Int? {
        guard let row = screen.lines.first(where: { $0.contains("rows read") }) else { return nil }
        return Int(row.split(separator: " ").first { Int($0) != nil } ?? "")
    }

    func testTheBooksTabImportShowsProgressAndEscCancelsIt() throws {
        let text = "#deck:Big\n" + (0..<300_000).map { "word\($0)\tmeaning \($0)\n" }.joined()
        let file = try write("big.tsv", text)
        let app = try launchApp(["--no-sample"])
        try app.press("M-3")
        try app.waitUntil("the empty Books tab") { $0.contains("No books yet") }
        try app.press("i")
        try app.waitForText("Import words")
        try app.type(file)
        try app.press("Enter")
        // The import runs until Esc: whole frames of a busy app, never an idle one.
        let first = try app.waitUntil("the progress modal counting rows", timeout: 30, stable: false) { screen in
            screen.contains("Importing “big.tsv”") && (self.rowsRead(screen) ?? 0) > 0
        }
        let counted = rowsRead(first) ?? 0
        try app.waitUntil("the count moving on while the app draws", timeout: 30, stable: false) { screen in
            (self.rowsRead(screen) ?? 0) > counted
        }
        try app.press("Escape")
        try app.waitForText("Import cancelled; nothing was imported", timeout: 30)
        let books = try runCLI(["--no-sample", "books", "list", "--all"])
        XCTAssertEqual(books.status, 0, books.stderr)
        XCTAssertEqual(books.stdout, "", "the cancelled import left no book behind")
    }
}
