import Foundation
import ShowbookTestSupport
import XCTest

/// The real binary against numbers from outside that used to trap it (exit 132): a 429 whose
/// `Retry-After` does not fit an `Int`, TVmaze seasons whose episode counts overflow when
/// added, study cards with impossible values written with `sqlite3` or carried in a JSON book,
/// and extreme command-line numbers. Each gives a one-line answer and a normal exit status.
final class OutsideNumbersE2ETests: E2ETestCase {
    /// A TVmaze stub: `/search/shows` answers 429 with `retryAfter` for the query "slow" and one
    /// show otherwise; the show's seasons report `Int.max` episodes each.
    private func tvmazeServer(retryAfter: String) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.path {
            case "/search/shows" where request.query["q"] == "slow":
                return .json(#"{"name":"Too Many Requests","status":429}"#, status: 429, headers: ["Retry-After": retryAfter])
            case "/search/shows":
                return .json(#"[{"score": 1, "show": {"id": 77, "name": "Endless Show", "premiered": "2020-01-01"}}]"#)
            case "/shows/77":
                return .json("""
                {"id": 77, "name": "Endless Show", "status": "Running", "premiered": "2020-01-01",
                 "_embedded": {"seasons": [
                   {"number": 1, "name": "", "episodeOrder": 9223372036854775807, "premiereDate": "2020-01-01"},
                   {"number": 2, "name": "", "episodeOrder": 9223372036854775807, "premiereDate": "2021-01-01"}]}}
                """)
            default:
                return .json(#"{"status":404}"#, status: 404)
            }
        }
    }

    func testA429WithARetryAfterBeyondIntIsOneLineNotACrash() throws {
        for value in ["1e300", "inf", "9.3e18"] {
            let server = try tvmazeServer(retryAfter: value)
            defer { server.stop() }
            let result = try runCLI(["--provider", "tvmaze", "--api-base", "http://127.0.0.1:\(server.port)", "search", "slow"])
            XCTAssertEqual(result.status, 1, "\(value): \(result.stderr)")
            XCTAssertEqual(result.stderr, "showbook: TVmaze rate limit reached; try again in 86400 s\n", value)
        }
    }

    func testTheTUISurvivesAHugeRetryAfterAndOpensAShowWhoseSeasonsOverflow() throws {
        let server = try tvmazeServer(retryAfter: "1e300")
        defer { server.stop() }
        let app = try launchApp(["--no-sample", "--provider", "tvmaze", "--api-base", "http://127.0.0.1:\(server.port)",
                                 "--debounce-ms", "50"])
        try app.type("slow")
        try app.waitUntil("the rate-limit line") { $0.contains("TVmaze rate limit reached; try again in 86400 s") }
        try app.press("Escape")
        try app.type("endless")
        try app.waitUntil("the show in the results") { $0.contains("Endless Show") && !$0.contains("searching") }
        try app.press("Enter")
        let detail = try app.waitUntil("the detail with both seasons") { screen in
            screen.contains("Season 1 · 2020") && screen.contains("Season 2 · 2021")
        }
        XCTAssertFalse(detail.contains("9223372036854775807"), "an impossible count is not shown:\n\(detail)")
        XCTAssertNil(try app.exitStatus(), "the app still runs")
        try app.press("C-c")
        try app.waitForExit()
    }

    /// The sample book with four of its words turned into reviewed cards holding a stability
    /// of −5, 0, infinity (9e999) and the text 'NaN', as `sqlite3` writes them.
    private func plantBrokenCards() throws -> [String] {
        try createDatabase()
        let ids = try sqlite("SELECT id FROM words ORDER BY id LIMIT 4").split(separator: "\n").map(String.init)
        for (id, stability) in zip(ids, ["-5", "0", "9e999", "'NaN'"]) {
            try sqlite("""
            UPDATE words SET card_phase = 'review', card_step = NULL, stability = \(stability), difficulty = 5,
                due_at = 0, last_review_at = 0, reps = 1 WHERE id = \(id)
            """)
        }
        return ids
    }

    func testDoctorReportsImpossibleCardsAndRepairResetsOnlyThose() throws {
        let ids = try plantBrokenCards()
        let sound = try sqlite("SELECT id FROM words ORDER BY id LIMIT 1 OFFSET 4")
        try sqlite("UPDATE words SET card_phase = 'review', card_step = NULL, stability = 3, difficulty = 5, due_at = 0, "
            + "last_review_at = 0, reps = 2 WHERE id = \(sound)")
        try sqlite("INSERT INTO study_marks(book_id, word_id, state, grade, marked_at) SELECT book_id, id, 'success', 'good', 0 "
            + "FROM words WHERE id IN (\(ids.joined(separator: ",")))")
        let soundBefore = try sqlite("SELECT * FROM words WHERE id = \(sound)")

        let doctor = try runCLI(["doctor"])
        XCTAssertEqual(doctor.status, 1, doctor.stdout + doctor.stderr)
        let report = doctor.stdout.split(separator: "\n").filter { $0.contains("study card") }
        XCTAssertEqual(report.count, 1, doctor.stdout)
        XCTAssertTrue(report.first?.contains("4 study cards with invalid values") ?? false, doctor.stdout)
        XCTAssertTrue(report.first?.contains("showbook doctor --repair --db \(databasePath)") ?? false, doctor.stdout)

        let repair = try runCLI(["doctor", "--repair"])
        XCTAssertEqual(repair.status, 0, repair.stdout + repair.stderr)
        XCTAssertTrue(repair.stdout.contains("reset 4 study cards with invalid values to New (history kept)"), repair.stdout)
        XCTAssertEqual(try sqlite("SELECT count(*) FROM words WHERE id IN (\(ids.joined(separator: ","))) AND stability IS NULL "
            + "AND due_at IS NULL AND reps = 0 AND card_phase = 'learning'"), "4")
        XCTAssertEqual(try sqlite("SELECT * FROM words WHERE id = \(sound)"), soundBefore, "the sound card is untouched")
        XCTAssertEqual(try sqlite("SELECT count(*) FROM study_marks"), "4", "the history is kept")
        let again = try runCLI(["doctor"])
        XCTAssertEqual(again.status, 0, again.stdout)
        XCTAssertTrue(again.stdout.contains(": ok ("), again.stdout)
    }

    func testFlippingAnImpossibleCardInTheTUIStudiesItAsNew() throws {
        _ = try plantBrokenCards()
        let app = try launchApp([])
        try app.press("M-3")
        try app.waitUntil("the sample book") { $0.contains("Everyday Korean (sample)") }
        try app.press("Enter")
        try app.waitUntil("the book screen") { $0.line(1).hasPrefix(" Everyday Korean (sample)") }
        try app.press("s")
        var sawMessage = false
        for card in 1...4 {
            let front = try app.waitUntil("card \(card)'s front") { $0.contains("Space to flip") }
            sawMessage = sawMessage || front.contains("had invalid study data: studied as new")
            try app.press("Space")
            try app.waitUntil("card \(card)'s back with interval hints") { $0.contains("Again 1m ·") }
            try app.press("3")
        }
        XCTAssertTrue(sawMessage, "the status bar says the card was studied as new")
        XCTAssertNil(try app.exitStatus(), "the app still runs")
        try app.press("C-c")
        try app.waitForExit()
        XCTAssertEqual(try sqlite("SELECT count(*) FROM words WHERE stability <= 0 OR stability > 1e8 OR typeof(stability) = 'text'"),
                       "0", "each graded card was written sound")
    }

    func testAJSONBookWithImpossibleCardValuesImportsOnlyTheSoundWords() throws {
        let cards = [#""stability": 1e300"#, #""stability": 2, "step": -1"#, #""stability": 2, "reps": 9223372036854775807"#,
                     #""stability": 2, "lapses": 9223372036854775807"#, #""stability": 2, "reps": 4"#]
        let words = cards.enumerated().map { index, card in
            #"{"term": "w\#(index)", "meaning": "m", "card": {"state": "review", "difficulty": 5, \#(card)}}"#
        }
        let file = workDirectory.appendingPathComponent("book.json")
        try Data(#"{"format": "showbook-words", "version": 2, "book": "Odd", "words": [\#(words.joined(separator: ","))]}"#.utf8)
            .write(to: file)
        let result = try runCLI(["--no-sample", "books", "import", file.path])
        let output = result.stdout + result.stderr
        for reason in ["card stability must be above 0", "card step must be from 0", "card reps must be from 0", "card lapses must be from 0"] {
            XCTAssertTrue(output.contains(reason), "\(reason):\n\(output)")
        }
        XCTAssertLessThan(result.status, 128, output)
        XCTAssertEqual(try sqlite("SELECT group_concat(term) FROM words"), "w4")
        XCTAssertEqual(try runCLI(["doctor"]).status, 0)
    }

    func testExtremeCommandLineNumbersGetOneLineNeverACrash() throws {
        try createDatabase()
        let subtitles = workDirectory.appendingPathComponent("a.srt")
        try Data("1\n00:00:01,000 --> 00:00:02,000\nhello there\n".utf8).write(to: subtitles)
        let numbers = ["9223372036854775807", "9223372036854775808", "-9223372036854775808", "-1", "0", "1e300", "inf", "nan", "-0",
                       String(repeating: "9", count: 300), ""]
        let times = ["9999-12-31T23:59:59Z", "0001-01-01T00:00:00Z", "+999999-01-01T00:00:00Z", "1e300", "", "2026-13-45"]
        var runs: [[String]] = []
        for n in numbers {
            runs += [["search", "bad", "--limit", n], ["--debounce-ms", n, "books", "list"], ["mine", subtitles.path, "--top", n, "--lang", "en"],
                     ["books", "retention", "Everyday Korean (sample)", n], ["watched", "Breaking Bad", "S\(n)E\(n)"]]
        }
        for time in times {
            runs += [["books", "due", "--at", time], ["books", "review", "Everyday Korean (sample)", "사랑", "good", "--at", time]]
        }
        for arguments in runs {
            let result = try runCLI(arguments)
            XCTAssertLessThan(result.status, 128, "\(arguments) ended by a signal: \(result.stderr)")
            if result.status != 0 {
                XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments): one line\n\(result.stderr)")
            }
        }
    }
}
