import Foundation
import XCTest

/// The database file against the real binary: another program's SQLite file and a newer
/// schema are refused without a byte changing, damage inside the file stops every write and
/// `doctor` reports it, a clean exit leaves every change in `showbook.db` itself, and `backup`
/// copies the file while the app runs. "Unchanged" is checked by sha256.
final class DatabaseFileE2ETests: E2ETestCase {
    private func sha256(_ path: String) throws -> String {
        let result = try ProcessRunner.run("/usr/bin/env", ["sha256sum", path], environment: environment, stdoutToPipe: true)
        XCTAssertEqual(result.status, 0, result.stderr)
        return String(result.stdout.prefix(64))
    }

    private func sqlite(_ path: String, _ sql: String) throws -> String {
        let result = try ProcessRunner.run("/usr/bin/env", ["sqlite3", path, sql], environment: environment, stdoutToPipe: true)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let path = workDirectory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func assertOneLine(_ result: ProcessResult, mentions path: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains(path), result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one line: \(result.stderr)", file: file, line: line)
    }

    func testAnotherProgramsDatabaseIsRefusedUnchanged() throws {
        let other = workDirectory.appendingPathComponent("other-app.db").path
        _ = try sqlite(other, "CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes(body) VALUES ('mine');")
        let before = try sha256(other)
        let result = try ProcessRunner.run(Self.binaryPath, ["--db", other, "books", "list"], environment: environment, stdoutToPipe: true)
        assertOneLine(result, mentions: other)
        XCTAssertTrue(result.stderr.contains("another program"), result.stderr)
        XCTAssertEqual(try sha256(other), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: other + "-wal"), "not switched to WAL")
        XCTAssertEqual(try sqlite(other, "SELECT group_concat(name) FROM sqlite_master"), "notes")
    }

    func testAnotherProgramsWALDatabaseGetsNoCompanionFiles() throws {
        let folder = workDirectory.appendingPathComponent("xdg/showbook")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let other = folder.appendingPathComponent("showbook.db").path  // also where Showbook looks by default
        XCTAssertEqual(try sqlite(other, "PRAGMA journal_mode=WAL; CREATE TABLE notes(body TEXT); PRAGMA application_id = 42;"), "wal")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(files, ["showbook.db"])
        let before = try sha256(other)
        let given = try ProcessRunner.run(Self.binaryPath, ["--db", other, "books", "list"], environment: environment, stdoutToPipe: true)
        assertOneLine(given, mentions: other)
        XCTAssertFalse(given.stderr.contains("pass --db"), "--db was given: \(given.stderr)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), files, "no -wal, no -shm")
        XCTAssertEqual(try sha256(other), before)
        let byDefault = try runCLI(["books", "list"], useDatabase: false)
        assertOneLine(byDefault, mentions: other)
        XCTAssertTrue(byDefault.stderr.contains("pass --db"), byDefault.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), files)
        XCTAssertEqual(try sha256(other), before)
    }

    func testNewerSchemaIsRefusedBeforeTheJournalModeChanges() throws {
        try createDatabase()
        XCTAssertEqual(try sqlite(databasePath, "PRAGMA journal_mode=DELETE; PRAGMA user_version = 99;"), "delete")
        let before = try sha256(databasePath)
        let result = try runCLI(["books", "list"])
        assertOneLine(result, mentions: databasePath)
        XCTAssertTrue(result.stderr.contains("newer than this Showbook"), result.stderr)
        XCTAssertEqual(try sha256(databasePath), before)
        XCTAssertEqual(try sqlite(databasePath, "PRAGMA journal_mode"), "delete")
    }

    func testDamagedPagesStopWritesAndDoctorSaysHowToRecover() throws {
        // An imported catalog, so the file has pages to damage beyond the bundled shows.
        let shows = (1...3_000).map { #"{"id":\#($0),"name":"Imported Show \#($0)","premiered":"2001-01-01","summary":"Filler text for show \#($0), long enough to take room."}"# }
        let showsFile = try write("shows.jsonl", shows.joined(separator: "\n"))
        XCTAssertEqual(try runCLI(["import", "tvmaze", showsFile]).status, 0)
        _ = try sqlite(databasePath, "PRAGMA wal_checkpoint(TRUNCATE)")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: databasePath))
        let pages = bytes.count / 4096
        XCTAssertGreaterThan(pages, 200)
        var state: UInt64 = 2026
        func next() -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(truncatingIfNeeded: state >> 33) }
        for _ in 0..<20 {
            let page = pages / 4 + next() % (pages / 2)
            for offset in 0..<4096 { bytes[page * 4096 + offset] = UInt8(truncatingIfNeeded: next()) }
        }
        try bytes.write(to: URL(fileURLWithPath: databasePath))
        let check = try ProcessRunner.run("/usr/bin/env", ["sqlite3", databasePath, "PRAGMA integrity_check"],
                                          environment: environment, stdoutToPipe: true)
        XCTAssertNotEqual(check.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "ok", "the damage is real")
        let before = try sha256(databasePath)

        let words = try write("words.tsv", (1...50).map { "word\($0)\tmeaning \($0)" }.joined(separator: "\n"))
        let importResult = try runCLI(["books", "import", words, "--book", "New"])
        assertOneLine(importResult, mentions: databasePath)
        XCTAssertTrue(importResult.stderr.contains("showbook doctor"), importResult.stderr)
        XCTAssertEqual(try sha256(databasePath), before)

        let list = try runCLI(["books", "list"])
        assertOneLine(list, mentions: databasePath)
        XCTAssertTrue(list.stderr.contains("showbook doctor"), list.stderr)
        XCTAssertEqual(try sha256(databasePath), before)

        let doctor = try runCLI(["doctor"])
        XCTAssertEqual(doctor.status, 1, doctor.stdout + doctor.stderr)
        XCTAssertTrue(doctor.stdout.contains("damaged"), doctor.stdout)
        XCTAssertTrue(doctor.stdout.contains(".recover"), doctor.stdout)
        XCTAssertTrue(doctor.stdout.contains("words\t"), doctor.stdout)
        XCTAssertEqual(try sha256(databasePath), before)
    }

    func testDoctorOnAWholeDatabase() throws {
        try createDatabase()
        let doctor = try runCLI(["doctor"])
        XCTAssertEqual(doctor.status, 0, doctor.stdout + doctor.stderr)
        XCTAssertTrue(doctor.stdout.contains("words\t33"), doctor.stdout)
        XCTAssertTrue(doctor.stdout.contains(": ok"), doctor.stdout)
    }

    func testCopyOfTheDatabaseFileAloneHasTheImportedWords() throws {
        try createDatabase()
        let words = try write("words.tsv", (1...40).map { "copyword\($0)\tmeaning" }.joined(separator: "\n"))
        XCTAssertEqual(try runCLI(["books", "import", words, "--book", "Copied"]).status, 0)
        let copy = workDirectory.appendingPathComponent("copy.db").path
        try FileManager.default.copyItem(atPath: databasePath, toPath: copy)
        XCTAssertEqual(try sqlite(copy, "SELECT count(*) FROM words WHERE term LIKE 'copyword%'"), "40")
    }

    func testQuittingTheAppLeavesEveryChangeInTheFile() throws {
        try createDatabase()
        let app = try launchApp()
        try app.type("squid")
        try app.waitUntil("Squid Game selected") { $0.line(2).hasPrefix("▌ Squid Game ") }
        try app.press("Enter")
        try app.waitUntil("the detail") { $0.hasRow(matching: #"^ *Saved +not saved"#) }
        try app.press("s")
        try app.waitUntil("the saved mark") { $0.hasRow(matching: #"^ *Saved +★ saved"#) }
        try app.press("C-c")
        try app.waitForExit()
        let copy = workDirectory.appendingPathComponent("copy.db").path
        try FileManager.default.copyItem(atPath: databasePath, toPath: copy)
        XCTAssertEqual(try sqlite(copy, "SELECT count(*) FROM saved_media"), "1")
    }

    func testBackupWhileTheAppRuns() throws {
        try createDatabase()
        let app = try launchApp()
        try app.press("Tab", "Tab")
        try app.waitUntil("the Books tab") { $0.contains("Everyday Korean (sample)") }
        let target = workDirectory.appendingPathComponent("backup.db").path
        let result = try runCLI(["backup", target])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try sqlite(target, "PRAGMA integrity_check"), "ok")
        XCTAssertEqual(try sqlite(target, "SELECT count(*) FROM words"), "33")
        let again = try runCLI(["backup", target])
        assertOneLine(again, mentions: target)
    }

    /// sha256 of the database and of its log ("" when there is none or it is empty).
    private func fileAndLog() throws -> [String] {
        let size = (try? FileManager.default.attributesOfItem(atPath: databasePath + "-wal"))?[.size] as? NSNumber
        return [try sha256(databasePath), (size?.intValue ?? 0) > 0 ? try sha256(databasePath + "-wal") : ""]
    }

    func testDoctorNamesTheDamagedSearchIndexAndSuggestsReindex() throws {
        try createDatabase()
        _ = try sqlite(databasePath, "DELETE FROM shows_words_data WHERE id > 10; PRAGMA wal_checkpoint(TRUNCATE);")
        XCTAssertEqual(try sqlite(databasePath, "PRAGMA integrity_check"), "ok")
        let before = try fileAndLog()
        let doctor = try runCLI(["doctor"])
        XCTAssertEqual(doctor.status, 1, doctor.stdout + doctor.stderr)
        let problems = doctor.stdout.split(separator: "\n").filter { $0.hasPrefix("problem: ") }
        XCTAssertEqual(problems.count, 1, doctor.stdout)
        XCTAssertTrue(problems.first?.hasPrefix("problem: full-text index shows_words: ") == true, doctor.stdout)
        XCTAssertFalse(doctor.stdout.contains("shows_grams") || doctor.stdout.contains("shows_cjk"), doctor.stdout)
        XCTAssertFalse(doctor.stdout.contains("showbook doctor"), "SQLite's words: \(doctor.stdout)")
        XCTAssertTrue(doctor.stdout.contains("showbook catalog reindex"), doctor.stdout)
        XCTAssertFalse(doctor.stdout.contains(".recover"), doctor.stdout)
        XCTAssertEqual(try fileAndLog(), before)

        XCTAssertEqual(try runCLI(["catalog", "reindex"]).status, 0)
        let again = try runCLI(["doctor"])
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
    }

    func testMiningAndReviewsDoNotWriteIntoADamagedFile() throws {
        try createDatabase()
        let root = try sqlite(databasePath, "PRAGMA wal_checkpoint(TRUNCATE); SELECT rootpage FROM sqlite_master WHERE name = 'shows';")
            .split(separator: "\n").last.flatMap { Int($0) } ?? 0
        XCTAssertGreaterThan(root, 1)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: databasePath))
        for offset in 0..<4096 { bytes[(root - 1) * 4096 + offset] = offset % 7 == 0 ? 0xFF : 0 }
        try bytes.write(to: URL(fileURLWithPath: databasePath))
        let term = try sqlite(databasePath, "SELECT term FROM words ORDER BY id LIMIT 1")
        let before = try fileAndLog()

        let subtitles = try write("Harbour S01E03.srt", "1\n00:00:01,000 --> 00:00:03,000\nChildren ran through the gardens.\n\n")
        let mine = try runCLI(["mine", subtitles, "--top", "2", "--into", "Everyday Korean (sample)"])
        assertOneLine(mine, mentions: databasePath)
        XCTAssertTrue(mine.stderr.contains("showbook doctor"), mine.stderr)
        XCTAssertEqual(try fileAndLog(), before)

        let review = try runCLI(["books", "review", "Everyday Korean (sample)", term, "good"])
        assertOneLine(review, mentions: databasePath)
        XCTAssertTrue(review.stderr.contains("showbook doctor"), review.stderr)
        XCTAssertEqual(try fileAndLog(), before)
    }
}
