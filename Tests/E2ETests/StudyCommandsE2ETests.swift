import Foundation
import XCTest

/// `books review`, `books due` and the study fields of `books show` through the real binary,
/// with the config file's study settings.
final class StudyCommandsE2ETests: E2ETestCase {
    /// Runs the CLI with `config` as its config file.
    func runCLI(_ arguments: [String], config: String) throws -> ProcessResult {
        let folder = workDirectory.appendingPathComponent("config/showbook")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(config.utf8).write(to: folder.appendingPathComponent("config"))
        var environment = self.environment
        environment["XDG_CONFIG_HOME"] = workDirectory.appendingPathComponent("config").path
        return try ProcessRunner.run(Self.binaryPath, ["--db", databasePath] + arguments, environment: environment, stdoutToPipe: true)
    }

    func testReviewPrintsTheDueTimeAndDueListsIt() throws {
        let first = try runCLI(["books", "review", "1", "사랑", "good", "--at", "2026-12-01T09:00:00Z"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, "사랑: Learning, due 2026-12-01T09:10:00Z\n")
        let second = try runCLI(["books", "review", "Everyday Korean (sample)", "사랑", "good", "--at", "2026-12-01T09:10:00Z"])
        XCTAssertEqual(second.stdout, "사랑: Review, due 2026-12-03T09:10:00Z\n", second.stderr)

        let notYet = try runCLI(["books", "due", "--at", "2026-12-03T09:09:59Z"])
        XCTAssertEqual(notYet.status, 0, notYet.stderr)
        XCTAssertEqual(notYet.stdout, "")
        let due = try runCLI(["books", "due", "--at", "2026-12-03T18:10:00+09:00", "--json"])
        let rows = jsonLines(due.stdout)
        XCTAssertEqual(rows.count, 1, due.stdout)
        XCTAssertEqual(rows.first?["term"] as? String, "사랑")
        XCTAssertEqual(rows.first?["state"] as? String, "review")
        XCTAssertEqual(rows.first?["due"] as? String, "2026-12-03T09:10:00Z")
        XCTAssertEqual(rows.first?["reps"] as? Int, 2)

        let show = jsonLines(try runCLI(["books", "show", "1", "--json"]).stdout)
        let love = try XCTUnwrap(show.first { $0["term"] as? String == "사랑" })
        XCTAssertEqual(love["mark"] as? String, "success")
        XCTAssertEqual(love["lapses"] as? Int, 0)
        XCTAssertEqual(try XCTUnwrap(love["stability"] as? Double), 2.3065, accuracy: 1e-9)
        XCTAssertNotNil(love["difficulty"] as? Double)
        let other = try XCTUnwrap(show.first { $0["term"] as? String == "물" })
        XCTAssertEqual(other["state"] as? String, "new")
        XCTAssertTrue(other["due"] is NSNull)

        let text = try runCLI(["books", "show", "1"]).stdout.split(separator: "\n")
        XCTAssertEqual(text.first, "0 mature · 1 young · 0 learning · \(text.count - 2) new")
        XCTAssertEqual(text.dropFirst().first, "Young\tReview\t사랑\tsarang\tlove\tdue 2026-12-03T09:10:00Z")
        XCTAssertTrue(text.dropFirst(2).allSatisfy { $0.hasPrefix("New\tNew\t") }, "\(text)")
        XCTAssertEqual(love["knowledge"] as? String, "young")
    }

    func testBadGradesTimesAndSettingsAreOneLine() throws {
        for (arguments, message, status) in [
            (["books", "review", "1", "사랑", "meh"], "needs again, hard, good, easy, known, unknown, suspend or unsuspend, not “meh”", Int32(2)),
            (["books", "review", "1", "사랑", "good", "--at", "soon"], "--at needs an ISO-8601 date-time", 2),
            (["books", "review", "1", "사랑"], "books review needs BOOK TERM GRADE", 2),
            (["books", "review", "1", "없는말", "good"], "no word “없는말”", 1),
            (["books", "due", "--limit", "3"], "books due does not take --limit", 2),
        ] {
            let result = try runCLI(arguments)
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        }
    }

    /// Only full date-times with `Z` or an offset: nothing is guessed as midnight UTC.
    func testTimesThatAreNotFullDateTimesAreRefusedWithTheAcceptedForm() throws {
        for time in ["2025-06-01T12:34:56", "2025-06-01 12:34:56Z", "2025-06-01T12:34Z", "2025-06-01Tgarbage", "2025-06-01"] {
            for command in [["books", "review", "1", "사랑", "good"], ["books", "due"]] {
                let result = try runCLI(command + ["--at", time])
                XCTAssertEqual(result.status, 2, "\(command) \(time): \(result.stderr)")
                XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
                XCTAssertTrue(result.stderr.contains("such as 2026-12-01T09:30:00Z"), result.stderr)
                XCTAssertTrue(result.stderr.contains("not “\(time)”"), result.stderr)
            }
        }
        let show = jsonLines(try runCLI(["books", "show", "1", "--json"]).stdout)
        let love = try XCTUnwrap(show.first { $0["term"] as? String == "사랑" })
        XCTAssertEqual(love["reps"] as? Int, 0, "nothing was recorded")
        let fractional = try runCLI(["books", "review", "1", "사랑", "good", "--at", "2025-06-01T21:34:56.5+09:00"])
        XCTAssertEqual(fractional.stdout, "사랑: Learning, due 2025-06-01T12:44:57Z\n", fractional.stderr)
    }

    func testAReviewMoreThanADayAheadIsRefused() throws {
        let ahead = try runCLI(["books", "review", "1", "사랑", "good", "--at", atText(daysAhead: 2)])
        XCTAssertEqual(ahead.status, 2, ahead.stderr)
        XCTAssertEqual(ahead.stderr.split(separator: "\n").count, 1, ahead.stderr)
        XCTAssertTrue(ahead.stderr.contains("more than a day ahead"), ahead.stderr)
        XCTAssertEqual(try runCLI(["books", "due", "--at", atText(daysAhead: 30)]).status, 0, "due may look ahead")
    }

    /// A review dated before the word's last one is refused with one line naming both times,
    /// exit 1, and nothing is recorded (two such reviews used to make a word Mature).
    func testAReviewBeforeTheLastOneIsRefusedNamingBothTimes() throws {
        let first = try runCLI(["books", "review", "1", "사랑", "easy", "--at", "2026-12-01T09:00:00Z"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let earlier = try runCLI(["books", "review", "1", "사랑", "easy", "--at", "2026-11-01T09:00:00Z"])
        XCTAssertEqual(earlier.status, 1, earlier.stderr)
        XCTAssertEqual(earlier.stdout, "")
        XCTAssertEqual(earlier.stderr.split(separator: "\n").count, 1, earlier.stderr)
        XCTAssertTrue(earlier.stderr.contains("2026-11-01T09:00:00Z"), earlier.stderr)
        XCTAssertTrue(earlier.stderr.contains("2026-12-01T09:00:00Z"), earlier.stderr)
        let show = jsonLines(try runCLI(["books", "show", "1", "--json"]).stdout)
        let love = try XCTUnwrap(show.first { $0["term"] as? String == "사랑" })
        XCTAssertEqual(love["reps"] as? Int, 1, "only the first review was recorded")
        XCTAssertNotEqual(love["knowledge"] as? String, "mature")
    }

    /// A bad study setting is one warning and its default; every `books` command still works.
    func testABadStudySettingIsAWarningAndTheDefault() throws {
        for config in ["new_words_per_day = lots\n", "desired_retention = 0.6\n"] {
            for command in [["books", "list"], ["books", "show", "1"], ["books", "export", "1"], ["books", "due"],
                            ["books", "review", "1", "물", "easy", "--at", "2026-12-01T00:00:00Z"]] {
                let result = try runCLI(command, config: config)
                XCTAssertEqual(result.status, 0, "\(config) \(command): \(result.stderr)")
                let warnings = result.stderr.split(separator: "\n").filter { $0.contains("config line 1: ") }
                XCTAssertEqual(warnings.count, 1, "\(command): \(result.stderr)")
                XCTAssertTrue(warnings.first?.contains("; using ") == true, result.stderr)
                XCTAssertFalse(result.stdout.contains("config line"), "the warning is on stderr only: \(result.stdout)")
            }
        }
        let review = try runCLI(["books", "review", "1", "사랑", "easy", "--at", "2026-12-01T00:00:00Z"],
                                config: "desired_retention = 0.6\n")
        XCTAssertEqual(review.stdout, "사랑: Review, due 2026-12-09T00:00:00Z\n", "the default 0.9: py-fsrs's 8 days for Easy")
    }

    func testConfiguredRetentionLengthensIntervals() throws {
        let result = try runCLI(["books", "review", "1", "물", "easy", "--at", "2026-12-01T00:00:00Z"],
                                config: "desired_retention = 0.8\n")
        // Easy first: stability 8.2956 days; at 0.8 retention py-fsrs gives 28 days, not 8.
        XCTAssertEqual(result.stdout, "물: Review, due 2026-12-29T00:00:00Z\n", result.stderr)
    }

    func testABookKeepsItsOwnRetention() throws {
        XCTAssertEqual(try runCLI(["books", "retention", "1"]).stdout, "Everyday Korean (sample): desired retention 0.9 (default)\n")
        let set = try runCLI(["books", "retention", "1", "0.8"])
        XCTAssertEqual(set.stdout, "Everyday Korean (sample): desired retention 0.8\n", set.stderr)
        let result = try runCLI(["books", "review", "1", "물", "easy", "--at", "2026-12-01T00:00:00Z"])
        XCTAssertEqual(result.stdout, "물: Review, due 2026-12-29T00:00:00Z\n", "the book's 0.8, as py-fsrs schedules it")
        let bad = try runCLI(["books", "retention", "1", "1.2"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("from 0.7 to 0.99 or default"), bad.stderr)
        XCTAssertEqual(try runCLI(["books", "retention", "1", "default"]).stdout,
                       "Everyday Korean (sample): desired retention 0.9 (default)\n")
    }

    func testJSONExportAndImportKeepTheSchedule() throws {
        for (grade, at) in [("good", "2025-12-01T09:00:00Z"), ("good", "2025-12-01T09:10:00Z"), ("again", "2025-12-03T09:10:00Z")] {
            XCTAssertEqual(try runCLI(["books", "review", "1", "사랑", grade, "--at", at]).status, 0)
        }
        let file = workDirectory.appendingPathComponent("book.json").path
        XCTAssertEqual(try runCLI(["books", "export", "1", "--output", file]).status, 0)
        let imported = try runCLI(["books", "import", file, "--book", "Copy"])
        XCTAssertEqual(imported.status, 0, imported.stdout + imported.stderr)
        func study(_ book: String) throws -> [[String]] {
            try jsonLines(runCLI(["books", "show", book, "--json"]).stdout).map { row in
                ["term", "state", "due", "stability", "difficulty", "reps", "lapses", "mark"].map { "\(row[$0] ?? "-")" }
            }
        }
        let original = try study("1")
        XCTAssertEqual(try study("Copy"), original)
        XCTAssertEqual(original.first?.prefix(3), ["사랑", "relearning", "2025-12-03T09:20:00Z"])
        let tsv = try runCLI(["books", "export", "1"]).stdout
        XCTAssertTrue(tsv.contains("\tshowbook::fail showbook::state::relearning showbook::due::2025-12-03\n"), tsv)
    }
}

/// `--at` text for a time `days` from now, to the second.
private func atText(daysAhead days: Double) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date().addingTimeInterval(days * 86_400))
}
