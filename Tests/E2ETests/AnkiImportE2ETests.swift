import Foundation
import XCTest

/// What Anki writes, read by Showbook: `scripts/anki/import_check.py` has the pinned `anki`
/// package make a collection with two note types, tags, a Cloze note, media and reviews
/// answered at given times, export it as a legacy package, a newer-format package and as text,
/// and `books import` each; the replayed schedules are held to the pinned py-fsrs.
final class AnkiImportE2ETests: E2ETestCase {
    func testAnkisPackagesAndTextExportReadBackIntoShowbook() throws {
        try runAnkiCheck("import_check.py", expecting: ["anki import check: passed"])
    }
}

extension AnkiImportE2ETests {
    /// The Books tab's import prompt takes an Anki package: `books export --apkg` of one
    /// database, imported with `i` into another, gives the words and the package's counts.
    func testTheBooksTabImportsAnAnkiPackage() throws {
        let words = workDirectory.appendingPathComponent("words.tsv")
        try "#deck:From Anki\n집\thouse\n물\twater\n".write(to: words, atomically: true, encoding: .utf8)
        let source = workDirectory.appendingPathComponent("source.db").path
        let package = workDirectory.appendingPathComponent("deck.apkg").path
        for arguments in [["books", "import", words.path], ["books", "export", "From Anki", "--apkg", package]] {
            let result = try runCLI(["--db", source, "--no-sample"] + arguments, useDatabase: false)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporaryFolder), [],
                       "the export's temporary collection is removed from its TMPDIR")
        let app = try launchApp(["--no-sample"])
        try app.press("M-3")
        try app.waitUntil("the empty Books tab") { $0.contains("No books yet") }
        try app.press("i")
        try app.waitForText("Import words")
        try app.type(package)
        try app.press("Enter")
        try app.waitForText("Imported into “From Anki”: 2 added", timeout: 30)
        let shown = try runCLI(["--no-sample", "books", "show", "From Anki"])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.contains("집") && shown.stdout.contains("water"), shown.stdout)
    }
}
