import Foundation
import XCTest

/// Everyday answers that must be true, tried as a new user would against the real binary: a
/// read-only database reads (and `doctor` says "read-only", not "damaged"), an episode that
/// does not exist is not marked, `saved` fetches a missing episode list through `--provider`
/// or says why it cannot, `mine --into` a new name makes the book, a world-writable config file
/// is warned about, an empty `books due` says so, and "already closed" names the book.
final class TrueAnswersE2ETests: E2ETestCase {
    private static let token = "e2e-answers-token-SECRET-71c2"

    override var environment: [String: String] {
        var environment = super.environment
        environment["XDG_CONFIG_HOME"] = workDirectory.appendingPathComponent("config").path
        environment["TZ"] = "UTC"
        return environment
    }

    /// Breaking Bad (TMDB 1396) saved, as the app stores it.
    private func saveBreakingBad() throws {
        try createDatabase(sample: false)
        let media = #"{"id":"tmdb:1396","title":"Breaking Bad","originalTitle":"Breaking Bad","firstYear":2008,"network":"AMC","country":"US","language":"en","genres":[],"overview":""}"#
        try sqlite("INSERT INTO saved_media(media_id, media_json, saved_at) VALUES ('tmdb:1396', '\(media)', 1700000000)")
    }

    func testAReadOnlyDatabaseReadsAndDoctorSaysReadOnly() throws {
        try createDatabase()
        let script = """
        cp "$DB" "$MNT/ro.db"
        $RO || exit 98
        R="\(Self.binaryPath) --db $MNT/ro.db"
        $R doctor > "$MNT/../doctor.out" 2>&1; echo "doctor=$?"
        $R books list 2> "$MNT/../list.err"; echo "list=$?"
        $R search kingdom --limit 1; echo "search=$?"
        $R books due 2>/dev/null; echo "due=$?"
        $R books close 1 2> "$MNT/../close.err"; echo "close=$?"
        """
        let result = try mountedShell(script)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let doctor = (try? String(contentsOfFile: workDirectory.appendingPathComponent("doctor.out").path, encoding: .utf8)) ?? ""
        XCTAssertTrue(lines.contains("doctor=0"), result.stdout + doctor)
        XCTAssertTrue(doctor.contains("read-only"), doctor)
        XCTAssertFalse(doctor.contains("damaged"), doctor)
        XCTAssertTrue(lines.contains("1\tEveryday Korean (sample)\t33 words\t0 mature · 0 young · 0 learning · 33 new"), result.stdout)
        XCTAssertTrue(lines.contains("list=0"), result.stdout)
        let listError = (try? String(contentsOfFile: workDirectory.appendingPathComponent("list.err").path, encoding: .utf8)) ?? "?"
        XCTAssertEqual(listError, "", "a read says nothing about read-only")
        XCTAssertTrue(lines.contains("Kingdom (2019) — Netflix"), result.stdout)
        XCTAssertTrue(lines.contains("search=0") && lines.contains("due=0"), result.stdout)
        XCTAssertTrue(lines.contains("close=1"), result.stdout)
        let closeError = (try? String(contentsOfFile: workDirectory.appendingPathComponent("close.err").path, encoding: .utf8)) ?? ""
        XCTAssertTrue(closeError.contains("is read-only"), closeError)
    }

    func testAnEpisodeTheListLacksIsNotMarked() throws {
        try saveBreakingBad()
        try sqlite("""
            INSERT INTO show_episodes(media_id, season, number, title, fetched_at) VALUES
              ('tmdb:1396', 1, 1, 'Pilot', 1700000000), ('tmdb:1396', 1, 2, 'Cat''s in the Bag...', 1700000000),
              ('tmdb:1396', 2, 1, 'Seven Thirty-Seven', 1700000000)
            """)
        let missing = try runCLI(["watched", "Breaking Bad", "S09E01"])
        XCTAssertEqual(missing.status, 1, missing.stdout)
        XCTAssertEqual(missing.stdout, "")
        XCTAssertEqual(missing.stderr, "showbook: no S09E01 in ‘Breaking Bad’: it has S01E01–S01E02, S02E01\n")
        XCTAssertEqual(try sqlite("SELECT count(*) FROM watched_episodes"), "0")
        let real = try runCLI(["watched", "Breaking Bad", "S01E02"])
        XCTAssertEqual(real.status, 0, real.stderr)
        XCTAssertEqual(real.stdout, "Breaking Bad S01E02 ‘Cat's in the Bag...’: watched\n")
    }

    func testSavedFetchesAMissingEpisodeListThroughTheProviderOrSaysWhyNot() throws {
        try saveBreakingBad()
        let offline = try runCLI(["saved"])
        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertEqual(offline.stdout, "Breaking Bad (2008) — no episode list: pass --provider tmdb to fetch it\n")
        let unchecked = try runCLI(["watched", "Breaking Bad", "S09E01"])
        XCTAssertEqual(unchecked.status, 0)
        XCTAssertEqual(unchecked.stderr, "showbook: S09E01 was not checked: no episode list: pass --provider tmdb to fetch it\n")
        try sqlite("DELETE FROM watched_episodes")

        let server = try PosterTMDBServer(token: Self.token, poster: GradientPNG.make(width: 4, height: 4))
        defer { server.stop() }
        var environment = self.environment
        environment["TMDB_ACCESS_TOKEN"] = Self.token
        let online = try ProcessRunner.run(
            Self.binaryPath, ["--db", databasePath, "saved", "--json", "--provider", "tmdb", "--api-base", "http://127.0.0.1:\(server.port)"],
            environment: environment, stdoutToPipe: true)
        XCTAssertEqual(online.status, 0, online.stderr)
        let row = try XCTUnwrap(jsonLines(online.stdout).first)
        XCTAssertEqual(row["episodes"] as? Int, 3, online.stdout)
        XCTAssertEqual(row["up_next"] as? String, "S01E01")
        XCTAssertEqual(try runCLI(["saved"]).stdout.hasPrefix("Breaking Bad (2008) — watched 0/3 · up next S01E01 ‘Pilot’"), true,
                       "the fetched list is kept")
    }

    func testMineIntoANewNameMakesTheBook() throws {
        try createDatabase()
        let subtitles = workDirectory.appendingPathComponent("Harbour S01E01.srt").path
        try Data("1\n00:00:01,000 --> 00:00:02,000\nThe harbour lights were burning.\n".utf8).write(to: URL(fileURLWithPath: subtitles))
        let result = try runCLI(["mine", subtitles, "--into", "Harbour words", "--top", "2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "added 2 words to “Harbour words” (new book 2), 0 already in your books, 0 skipped\n")
        XCTAssertEqual(try sqlite("SELECT count(*) FROM words WHERE book_id = 2"), "2")
    }

    func testClosingIntoANewBookFromTheCLIKeepsTheShowLink() throws {
        try createDatabase()
        let subtitles = workDirectory.appendingPathComponent("Squid S01E01.srt").path
        try Data("1\n00:00:01,000 --> 00:00:02,000\nThe harbour lights were burning.\n".utf8).write(to: URL(fileURLWithPath: subtitles))
        XCTAssertEqual(try runCLI(["mine", subtitles, "--show", "bundled:1000", "--top", "2"]).status, 0)
        let closed = try runCLI(["books", "close", "Squid Game", "--into-new", "Squid Game again", "--json"])
        XCTAssertEqual(closed.status, 0, closed.stderr)
        XCTAssertEqual(try sqlite("SELECT show_id FROM word_books WHERE title = 'Squid Game again'"), "bundled:1000")
    }

    func testAConfigFileOthersCanChangeIsWarnedAboutOnce() throws {
        try createDatabase()
        let folder = workDirectory.appendingPathComponent("config/showbook").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let config = folder + "/config"
        try Data("new_words_per_day = 20\n".utf8).write(to: URL(fileURLWithPath: config))
        XCTAssertEqual(chmod(config, 0o602), 0)
        for command in [["books", "list"], ["search", "kingdom", "--limit", "1"]] {
            let result = try runCLI(command)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one line: \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("\(config) is writable by other users (mode 602)"), result.stderr)
        }
    }

    func testAnEmptyDueListSaysSo() throws {
        try createDatabase(sample: false)
        let result = try runCLI(["books", "due"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "nothing is due in open books\n")
        XCTAssertEqual(try runCLI(["books", "due", "--json"]).stderr, "", "JSON output stays silent")
    }

    func testAlreadyClosedNamesTheBook() throws {
        try createDatabase()
        XCTAssertEqual(try runCLI(["books", "close", "1"]).status, 0)
        let again = try runCLI(["books", "close", "1"])
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.stderr, "showbook: “Everyday Korean (sample)” is already closed\n")
    }

    /// `books close EMPTY --into-new NAME` makes the book the user asked for and says so (it used
    /// to make none and say only "it had no words").
    func testClosingAnEmptyBookIntoANewOneMakesIt() throws {
        try createDatabase(sample: false)
        try sqlite("INSERT INTO word_books(title, created_at) VALUES ('Empty', 1)")
        let closed = try runCLI(["books", "close", "Empty", "--into-new", "Next"])
        XCTAssertEqual(closed.status, 0, closed.stderr)
        XCTAssertEqual(closed.stdout, "Closed “Empty”: it had no words; made the new book “Next”\n")
        XCTAssertEqual(try sqlite("SELECT count(*) FROM word_books WHERE title = 'Next' AND closed_at IS NULL"), "1")
    }

    /// Counts say "1 word", never "1 words".
    func testOneWordIsCountedInTheSingular() throws {
        try createDatabase(sample: false)
        try sqlite("""
            INSERT INTO word_books(id, title, created_at) VALUES (7, 'One', 1);
            INSERT INTO words(book_id, term, meaning, created_at, updated_at) VALUES (7, '물', 'water', 1, 1);
            """)
        let list = try runCLI(["books", "list"])
        XCTAssertTrue(list.stdout.contains("7\tOne\t1 word\t"), list.stdout)
        let export = try runCLI(["books", "export", "One", "--output", workDirectory.appendingPathComponent("one.tsv").path])
        XCTAssertTrue(export.stdout.contains("wrote 1 word from “One”"), export.stdout + export.stderr)
    }
}
