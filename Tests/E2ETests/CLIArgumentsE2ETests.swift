import Foundation
import XCTest
import ShowbookWords

/// What the command line does with what it is given: a bad config file stops only the
/// commands that read it, naming its line; wrong words and options are usage errors (exit 2);
/// an unknown TERM gets Showbook's own line; echoed arguments and JSON carry no raw controls;
/// file names that are not UTF-8 still reach their files.
final class CLIArgumentsE2ETests: E2ETestCase {
    func testABadConfigFileStopsOnlyTheCommandsThatReadIt() throws {
        try createDatabase()
        let cases = [
            ("# mine\nprovider = netflix\n", "line 2: unknown provider “netflix”"),
            ("language = en US\n", "line 1: language needs a language tag"),
            ("\n\nprovider = tmdb\n", "line 3: provider = tmdb, but TMDB needs an API key"),
        ]
        for (config, message) in cases {
            let folder = workDirectory.appendingPathComponent("config/showbook")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try config.write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
            let prefix = "chmod 600 config/showbook/config; XDG_CONFIG_HOME=$PWD/config $SB"
            for command in ["books list", "books show 1", "catalog stats", "books export 1"] {
                let result = try shell("\(prefix) \(command) >/dev/null")
                XCTAssertEqual(result.status, 0, "`\(command)` does not need the config: \(result.stderr)")
                XCTAssertEqual(result.stderr, "", command)
            }
            let search = try shell("\(prefix) search squid")
            XCTAssertEqual(search.status, 2, search.stderr)
            let expected = "showbook: \(folder.appendingPathComponent("config").path) \(message)"
            XCTAssertTrue(search.stderr.hasPrefix(expected), "wanted \(expected)…, got \(search.stderr)")
            XCTAssertEqual(search.stderr.split(separator: "\n").count, 1, search.stderr)
            XCTAssertEqual(try shell("\(prefix) search squid --provider offline --language ko-KR").status, 0,
                           "flags override the file's bad values")
        }
    }

    func testWrongWordsAndOptionsAreUsageErrors() throws {
        for arguments in [["books", "show"], ["books", "review", "1", "a", "meh"], ["import", "x"], ["frobnicate"]] {
            XCTAssertEqual(try runCLI(arguments).status, 2)
            XCTAssertFalse(FileManager.default.fileExists(atPath: databasePath), "a usage error opens no database: \(arguments)")
        }
        try createDatabase()
        let cases: [([String], String)] = [
            (["--db", "", "books", "list"], "--db needs a file path"),
            (["books", "close", "1", "--into", "2", "--into-new", "Next"], "not both"),
            (["books", "list", "extra"], "books list takes no words"),
            (["books", "show"], "books show needs BOOK"),
            (["books", "show", "Everyday", "Korean"], "quote a BOOK that has spaces"),
            (["books", "export", "1", "2"], "books export takes one BOOK"),
            (["books", "close"], "books close needs BOOK"),
            (["books", "import"], "books import needs FILE"),
            (["search"], "search needs QUERY"),
            (["catalog", "stats", "now"], "catalog stats takes no words"),
            (["books", "list", "--into", "x"], "books list does not take --into"),
            (["books", "show", "1", "-o", "x.tsv"], "books show does not take --output"),
            (["--json"], "--json belongs to a subcommand"),
            (["--highlight", "underline"], "--highlight needs bar or marker, not “underline”"),
            (["books", "export", "1", "--format", "xml"], "--format needs tsv, csv or json, not “xml”"),
            (["--provider", "netflix", "search", "x"], "--provider needs offline, tmdb or tvmaze, not “netflix”"),
            (["books", "review", "1", "사랑", "meh"], "books review needs again, hard, good, easy, known, unknown, suspend or unsuspend, not “meh”"),
            (["books", "retention", "1", "2"], "books retention needs a number from 0.7 to 0.99 or default"),
            (["books", "frob"], "books needs list, show, review, due, retention, optimize, close, reopen, import or export"),
            (["import", "netflix", "x"], "import needs imdb or tvmaze"),
            (["import", "imdb"], "import imdb needs BASICS"),
            (["backup"], "backup needs FILE"),
            (["frobnicate"], "unknown command “frobnicate”"),
        ]
        for (arguments, message) in cases {
            let result = try runCLI(arguments, useDatabase: arguments.first != "--db")
            let what = arguments.joined(separator: " ")
            XCTAssertEqual(result.status, 2, "`\(what)`: \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "`\(what)`: \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "`\(what)`: \(result.stderr)")
        }
        XCTAssertEqual(try runCLI(["books", "close", "1"]).status, 0, "the close itself still works")
    }

    func testAnUnknownTerminalTypeGetsOneLineAndStatusTwo() throws {
        let shell = try launchShell()
        let command = "TERM=bogus \(Self.binaryPath) --db \(databasePath); echo \"status=$?\""
        try shell.type(command)
        try shell.press("Enter")
        let screen = try shell.waitUntil("the exit status") { $0.hasRow(matching: "^status=[0-9]+$") }
        XCTAssertTrue(screen.hasRow("status=2"), screen.text)
        XCTAssertTrue(screen.contains("showbook: unknown terminal type “bogus”"), screen.text)
        XCTAssertFalse(screen.contains("Error opening terminal"), "curses' own message and exit are avoided")
    }

    func testControlCharactersAreNeverEchoedRaw() throws {
        try createDatabase()
        let hostile = "\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{9B}6n\u{202E}"
        for arguments in [["books", "show", hostile], ["books", "export", hostile], ["--format", hostile],
                          ["books", hostile], ["--highlight", hostile], [hostile], ["books", "close", "1", "--into", hostile]] {
            let result = try runCLI(arguments)
            XCTAssertNotEqual(result.status, 0)
            XCTAssertTrue(result.stderr.hasPrefix("showbook: "), result.stderr)
            XCTAssertFalse(result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x202E },
                           "raw control in: \(result.stderr.debugDescription)")
        }

        let file = workDirectory.appendingPathComponent("hostile.tsv")
        try "a\u{1B}[2Jb\tm\u{9B}x\u{202E}y\u{7F}z\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runCLI(["books", "import", file.path, "--book", "Hostile"]).status, 0)
        let json = try runCLI(["books", "show", "Hostile", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertFalse(json.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E || $0.value == 0x7F },
                       "raw control in: \(json.stdout.debugDescription)")
        for escape in ["a\\u001b[2Jb", "m\\u009bx\\u202ey\\u007fz"] {
            XCTAssertTrue(json.stdout.contains(escape), "\(escape) in \(json.stdout)")
        }
        XCTAssertEqual(jsonLines(json.stdout).first?["term"] as? String, "a\u{1B}[2Jb", "the escapes decode to the data")
    }

    func testFileNamesThatAreNotUTF8AreKeptAsBytes() throws {
        try createDatabase()
        let result = try shell("""
        printf '물\\twater\\n' > $'words\\xff.tsv'
        $SB books import $'words\\xff.tsv' || exit 1
        $SB books export $'words\\xef\\xbf\\xbd' -o $'out\\xfe.tsv' || exit 1
        test -f $'out\\xfe.tsv' && echo exported; grep -c water $'out\\xfe.tsv'
        printf 'tconst\\ttitleType\\tprimaryTitle\\toriginalTitle\\tisAdult\\tstartYear\\tendYear\\truntimeMinutes\\tgenres\\n' > $'b\\xff.tsv'
        printf 'tt9\\ttvSeries\\tByte Named Show\\tByte Named Show\\t0\\t2001\\t\\\\N\\t30\\tDrama\\n' >> $'b\\xff.tsv'
        $SB import imdb $'b\\xff.tsv' >/dev/null || exit 1
        $SB search 'byte named'
        sb() { $SB --db $'db\\xff.db' "$@"; }
        sb books list >/dev/null || exit 1
        for target in $'db\\xff.db' $'db\\xff.db-wal'; do sb books export 1 -o "$target" 2>&1; done
        printf 'not a database at all, just some text that is long enough to be a header' > $'bad\\xff.db'
        $SB --db $'bad\\xff.db' books list 2>&1 | grep -o "^showbook: bad.\\.db is not a valid Showbook database"
        sb backup $'bk\\xff.db' > backup.out || exit 1
        test -f $'bk\\xff.db' && echo backup has the typed bytes
        test -e $'bk\\xef\\xbf\\xbd.db' && echo backup under a replaced name
        sed 's/ (.*//' backup.out
        sb doctor | tail -1
        """)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").map(String.init).suffix(9), [
            "exported", "1", "Byte Named Show (2001)",
            "showbook: refusing to write db\u{FFFD}.db: it is the open database",
            "showbook: refusing to write db\u{FFFD}.db-wal: it is the open database",
            "showbook: bad\u{FFFD}.db is not a valid Showbook database",
            "backup has the typed bytes",
            "backed up db\u{FFFD}.db to bk\u{FFFD}.db",
            "db\u{FFFD}.db: ok (integrity_check and full-text index checks passed)",
        ], result.stdout)
        XCTAssertTrue(result.stdout.contains("words\u{FFFD} (new book 2): 1 added"), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }
}
