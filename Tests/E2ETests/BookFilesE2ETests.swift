import Foundation
import XCTest

/// `showbook books import` and `books export` through the real binary: the report and exit
/// status, stdout export, `--output`, and the round trip between two books.
final class BookFilesE2ETests: E2ETestCase {
    func write(_ name: String, _ bytes: Data) throws -> String {
        let url = workDirectory.appendingPathComponent(name)
        try bytes.write(to: url)
        return url.path
    }

    /// A book's words as `books show --json` prints them, without ids.
    func words(_ book: String) throws -> [[String]] {
        let result = try runCLI(["--no-sample", "books", "show", book, "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return jsonLines(result.stdout).map { row in
            ["term", "reading", "meaning", "example", "mark"].map { row[$0] as? String ?? "?" }
        }
    }

    func testImportReportsEachRowAndExportRoundTrips() throws {
        let lines = [
            "#separator:Comma", "#deck:Fruit", "#columns:Front,Back,Reading,Example,Tags",
            #"apple,"사과, 빨간 과일",sagwa,"one line"#, #"two ""quoted""",showbook::success"#,
            "pear,배", "lonely", "plum,자두,,,showbook::fail", "Apple,again", "",
        ]
        let file = try write("fruit.csv", Data([0xEF, 0xBB, 0xBF]) + Data(lines.joined(separator: "\r\n").utf8))
        let imported = try runCLI(["--no-sample", "books", "import", file])
        XCTAssertEqual(imported.status, 0, imported.stdout + imported.stderr)
        XCTAssertEqual(imported.stdout.split(separator: "\n"), [
            "Fruit (new book 1): 4 added, 0 updated, 1 skipped, 0 malformed",
            "columns by name: Front → term, Back → meaning, Reading → reading, Example → example",
            "1 word with neither a meaning nor an example: studied from the term",
            "skipped line 9: “Apple” appears earlier in the file (line 4)",
        ])
        let original = try words("Fruit")
        XCTAssertEqual(original.first, ["apple", "sagwa", "사과, 빨간 과일", "one line\ntwo \"quoted\"", "success"])
        XCTAssertEqual(original.map(\.last), ["success", "undefined", "undefined", "fail"])

        let exported = try runCLI(["--no-sample", "books", "export", "Fruit"])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        XCTAssertTrue(exported.stdout.hasPrefix("#separator:tab\n#html:true\n#deck:Fruit\n"), exported.stdout)
        let tsv = try write("fruit.tsv", Data(exported.stdout.utf8))
        let again = try runCLI(["--no-sample", "books", "import", tsv, "--book", "Fruit copy"])
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
        XCTAssertEqual(again.stdout, "Fruit copy (new book 2): 4 added, 0 updated, 0 skipped, 0 malformed\n"
                       + "columns by name: Front → term, Back → meaning\n"
                       + "1 word with neither a meaning nor an example: studied from the term\n")
        XCTAssertEqual(try words("Fruit copy"), original)

        let output = workDirectory.appendingPathComponent("fruit.json").path
        let json = try runCLI(["--no-sample", "books", "export", "Fruit", "--output", output])
        XCTAssertEqual(json.status, 0, json.stderr)
        let fromJSON = try runCLI(["--no-sample", "books", "import", output, "--book", "Fruit json", "--json"])
        let report = jsonLines(fromJSON.stdout).first
        XCTAssertEqual(report?["added"] as? [Int], [1, 2, 3, 4])
        XCTAssertEqual(report?["unit"] as? String, "entry")
        XCTAssertEqual(try words("Fruit json"), original)
    }

    func testUpdateAndUsageErrors() throws {
        let file = try write("k.txt", Data("물\twater\n".utf8))
        XCTAssertEqual(try runCLI(["--no-sample", "books", "import", file]).status, 0)
        let changed = try write("k2.txt", Data("물\tcold water\n".utf8))
        let skipped = try runCLI(["--no-sample", "books", "import", changed, "--book", "k"])
        XCTAssertTrue(skipped.stdout.contains("“물” is already in the book"), skipped.stdout)
        let updated = try runCLI(["--no-sample", "books", "import", changed, "--book", "k", "--update"])
        XCTAssertTrue(updated.stdout.hasPrefix("k (book 1): 0 added, 1 updated"), updated.stdout)
        XCTAssertEqual(try words("k").first?[2], "cold water")

        XCTAssertEqual(try runCLI(["--no-sample", "books", "export", "nope"]).status, 1)
        XCTAssertEqual(try runCLI(["--no-sample", "books", "export", "k", "--format", "xml"]).status, 2)
        XCTAssertEqual(try runCLI(["--no-sample", "books", "import"]).status, 2)
        let missing = try runCLI(["--no-sample", "books", "import", "/nonexistent/words.txt"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("does not exist"), missing.stderr)
    }
}
