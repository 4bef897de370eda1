import Foundation
import XCTest
import ShowbookPlatform
import ShowbookWords

/// Every subcommand that echoes outside text — book and deck names, show titles, terms,
/// meanings, file names, and error messages quoting what was typed — run with values holding
/// OSC 0 (title), OSC 52 (clipboard), `ESC [2J` (clear), NUL, CR, LF, C1 CSI, DEL and a bidi
/// override. The bytes written to stdout and stderr hold none of them: the only controls are
/// the line ends and the tabs between columns. `--json` stays valid JSON that gives the text
/// back whole (escaped, not replaced).
final class CLIHostileOutputE2ETests: E2ETestCase {
    /// Controls that must never reach a terminal raw, in one value.
    private static let hostile = "A\u{1B}]0;T\u{07}B\u{1B}]52;c;aGk=\u{07}C\u{1B}[2JD\u{0}E\u{9B}F\u{7F}G\u{202E}H\rI"
    /// The same with line breaks, for places a value may hold them (JSON, deck names).
    private static let hostileLines = hostile + "\nJ\u{2028}K\tL"

    /// Which scalars are allowed in CLI output: printable text, LF, and tab when `tabs`.
    private func offending(_ text: String, tabs: Bool) -> [String] {
        text.unicodeScalars.compactMap { scalar in
            let value = scalar.value
            if value == 0x0A || (tabs && value == 0x09) { return nil }
            let hazard = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                || [0x061C, 0x200E, 0x200F].contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            return hazard ? String(format: "U+%04X", value) : nil
        }
    }

    /// Runs a command and checks both streams; returns its result for further checks.
    @discardableResult
    private func run(_ arguments: [String], json: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws -> ProcessResult {
        let result = try ProcessRunner.run(Self.binaryPath, ["--db", databasePath] + arguments, environment: environment,
                                           stdoutToPipe: true, timeout: 60)
        let shown = arguments.map { $0.debugDescription }.joined(separator: " ")
        XCTAssertEqual(offending(result.stdout, tabs: !json), [], "stdout of \(shown): \(result.stdout.debugDescription)", file: file, line: line)
        XCTAssertEqual(offending(result.stderr, tabs: false), [], "stderr of \(shown): \(result.stderr.debugDescription)", file: file, line: line)
        if json {
            for row in result.stdout.split(separator: "\n") {
                XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(row.utf8)), "valid JSON: \(row)", file: file, line: line)
            }
        }
        return result
    }

    private func write(_ name: String, _ bytes: Data) throws -> String {
        let path = workDirectory.appendingPathComponent(name).path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: bytes), "cannot write \(path)")
        return path
    }

    private func jsonLine(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    /// An Anki package with two decks named `first` and `second`, one word in each.
    private func twoDeckPackage(_ first: String, _ second: String) throws -> String {
        let words = try write("plain.tsv", Data("#deck:Plain\n집\thouse\n물\twater\n".utf8))
        let package = workDirectory.appendingPathComponent("two \u{1B}[2J decks.apkg").path
        for arguments in [["books", "import", words], ["books", "export", "Plain", "--apkg", package]] {
            let made = try ProcessRunner.run(Self.binaryPath, ["--db", workDirectory.appendingPathComponent("source.db").path, "--no-sample"] + arguments,
                                             environment: environment, stdoutToPipe: true)
            XCTAssertEqual(made.status, 0, made.stderr)
        }
        let script = """
        import json, os, sqlite3, sys, zipfile
        package, first, second = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
        os.chdir(os.path.dirname(package))
        with zipfile.ZipFile(package) as archive:
            entries = {name: archive.read(name) for name in archive.namelist()}
        open("collection.tmp", "wb").write(entries["collection.anki2"])
        db = sqlite3.connect("collection.tmp")
        decks = json.loads(db.execute("select decks from col").fetchone()[0])
        old = next(key for key, deck in decks.items() if deck["name"] == "Plain")
        decks[old]["name"] = first
        new = dict(decks[old], id=int(old) + 1, name=second)
        decks[str(int(old) + 1)] = new
        db.execute("update col set decks = ?", (json.dumps(decks),))
        card = db.execute("select max(id) from cards").fetchone()[0]
        db.execute("update cards set did = ? where id = ?", (int(old) + 1, card))
        db.commit()
        db.close()
        entries["collection.anki2"] = open("collection.tmp", "rb").read()
        with zipfile.ZipFile(package, "w") as archive:
            for name, data in entries.items():
                archive.writestr(name, data)
        """
        let encoded = try [first, second].map { String(decoding: try JSONSerialization.data(withJSONObject: $0, options: .fragmentsAllowed), as: UTF8.self) }
        let program = try write("two_decks.py", Data(script.utf8))
        let result = try ProcessRunner.run("/usr/bin/python3", [program, package] + encoded, environment: environment)
        XCTAssertEqual(result.status, 0, "making the package: \(result.stderr)")
        return package
    }

    func testBookCommandsPrintNoControls() throws {
        let hostile = Self.hostile
        // Two decks named with controls: the summary names both.
        let package = try twoDeckPackage("Deck one " + Self.hostileLines, "Deck two " + hostile)
        let imported = try run(["--no-sample", "books", "import", package])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("Deck one A␛]0;T␇B"), imported.stdout)
        try run(["books", "import", package, "--json"], json: true)

        // A word file whose name, deck and words hold controls (but no NUL, which a text
        // import drops, and no CR, which ends a line there).
        let inText = hostile.replacingOccurrences(of: "\u{0}", with: "").replacingOccurrences(of: "\r", with: "")
        let text = "#deck:Book \(inText)\nterm \(inText)\tmeaning \(inText)\n"
        let named = try write("words \u{1B}]0;T\u{07}.tsv", Data(text.utf8))
        XCTAssertEqual(try run(["books", "import", named]).status, 0)
        let json = try run(["books", "list", "--json"], json: true)
        let titles = jsonLines(json.stdout).compactMap { $0["title"] as? String }
        XCTAssertTrue(titles.contains("Book " + inText), "JSON keeps the text whole (escaped, not replaced): \(titles)")
        let list = try run(["books", "list", "--all"])
        let book = try XCTUnwrap(list.stdout.split(separator: "\n").first { $0.contains("Book A") }?.split(separator: "\t").first.map(String.init))
        for arguments in [["books", "show", book], ["books", "show", book, "--json"], ["books", "due"],
                          ["books", "review", book, "term " + inText, "good"], ["books", "review", book, "term " + inText, "good", "--json"],
                          ["books", "retention", book, "0.9"], ["books", "retention", book],
                          ["books", "export", book, "--output", workDirectory.appendingPathComponent("out \u{1B}[2J.tsv").path],
                          ["books", "export", book, "--apkg", workDirectory.appendingPathComponent("out \u{9B}.apkg").path],
                          ["books", "close", book, "--into-new", "Next " + hostile]] {
            try run(arguments, json: arguments.contains("--json"))
        }
        // Error messages quoting what was typed.
        for arguments in [["books", "show", "Missing " + hostile], ["books", "review", book, "nothing " + hostile, "good"],
                          ["books", "review", book, "term", "grade " + hostile], ["books", "import", "missing \u{1B}[2J.tsv"],
                          ["books", "retention", book, "high " + hostile], ["books", "list", "--" + hostile],
                          ["watched", "Show " + hostile, "S01E01"], ["prep", "Show", "bad " + hostile],
                          ["books", "close", "Gone " + hostile, "--into-new", "X"]] {
            let result = try run(arguments)
            XCTAssertNotEqual(result.status, 0, "\(arguments) should fail")
        }
    }

    func testShowAndSubtitleCommandsPrintNoControls() throws {
        let hostile = Self.hostile
        let shows = try [
            jsonLine(["id": 9001, "name": "Hostile " + Self.hostileLines, "network": ["name": "Net " + hostile], "premiered": "2020-01-01"]),
            jsonLine(["id": 9002, "name": "Hostile two " + hostile]),
            "{broken \u{1B}[2J",
        ].joined(separator: "\n") + "\n"
        let file = try write("shows \u{1B}]0;T\u{07}.jsonl", Data(shows.utf8))
        try run(["--no-sample", "import", "tvmaze", file])
        try run(["search", "hostile"])
        try run(["search", "hostile", "--json"], json: true)
        try run(["search", "nothing " + hostile])
        try run(["catalog", "stats"])

        let found = try run(["search", "hostile two", "--json"], json: true)
        let id = try XCTUnwrap(jsonLines(found.stdout).first?["id"] as? String, found.stdout)
        let subtitles = "1\n00:00:01,000 --> 00:00:02,000\nhello \u{1B}[2J world\n\n2\n00:00:03,000 --> 00:00:04,000\nthe quiet garden\n"
        let srt = try write("ep \u{1B}]0;T\u{07} S01E01.srt", Data(subtitles.utf8))
        for arguments in [["subtitles", "add", id, srt, "--lang", "en"], ["subtitles", "list", id], ["subtitles", "list", id, "--json"],
                          ["coverage", id], ["prep", id, "S01E01"], ["mine", srt, "--lang", "en"], ["mine", srt, "--lang", "en", "--json"],
                          ["mine", srt, "--lang", "en", "--show", id], ["subtitles", "add", id, workDirectory.appendingPathComponent("gone \u{1B}[2J S01E02.srt").path]] {
            try run(arguments, json: arguments.contains("--json"))
        }
    }
}
