import Foundation
import XCTest

/// One answer on the CLI and in the TUI for a show whose episodes come only from its registered
/// subtitles (an offline show: the bundled catalog lists no episodes): `save` and `unsave`
/// follow it, `watched` marks three of its four episodes and refuses one it lacks naming those it
/// has, and `saved`, `coverage` and the app's Saved row then give the same watched count, up next
/// episode and coverage percent — read from what each side prints, never a number written here.
final class OneAnswerE2ETests: E2ETestCase {
    /// Four episodes, S01E01–S01E04, in one season folder.
    private func writeEpisodes() throws -> URL {
        let folder = workDirectory.appendingPathComponent("Season 1")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let episodes = [
            "Show - 01.srt": ["The station is closed.", "The train is late again."],
            "Show - 02.srt": ["The station was quiet.", "Walter bought seven apples."],
            "Show - 03.srt": ["The harbour is cold.", "The boat is late."],
            "Show - 04.srt": ["The station is open.", "The ferry waits at the harbour.", "The captain sleeps."],
        ]
        for (name, lines) in episodes {
            let text = lines.enumerated().map { "\($0 + 1)\n00:00:0\($0 + 1),000 --> 00:00:0\($0 + 1),900\n\($1)\n" }.joined(separator: "\n")
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// The whole percent printed right after `code` ("S01E04 · 29 %", "up next S01E04 · ≈ 29 %"),
    /// nil when there is none.
    static func percent(after code: String, in text: String) -> Int? {
        guard let regex = try? NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: code) + #"[^%\n]*?(\d+) %"#),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return Int(text[range])
    }

    func testSavedWatchedAndCoverageAgreeWithTheAppOnAShowWhoseEpisodesComeFromItsSubtitles() throws {
        let folder = try writeEpisodes()
        var result = try runCLI(["subtitles", "add", "bundled:1", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)

        result = try runCLI(["save", "bundled:1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "Saved “Breaking Bad”\n")
        result = try runCLI(["save", "Breaking Bad"])
        XCTAssertEqual(result.status, 1, "saving twice changes nothing, as reopening an open book")
        XCTAssertEqual(result.stderr, "showbook: “Breaking Bad” is already saved\n")

        for code in ["S01E01", "S01E02", "S01E03"] {
            result = try runCLI(["watched", "Breaking Bad", code])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "", "the episode list comes from the subtitles: nothing unchecked")
        }
        result = try runCLI(["watched", "Breaking Bad", "S01E09"])
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertEqual(result.stderr, "showbook: no S01E09 in ‘Breaking Bad’: it has S01E01–S01E04\n")
        XCTAssertEqual(try sqlite("SELECT count(*) FROM watched_episodes"), "3", "nothing marked for S01E09")

        // Some words known, so the percentages are not all 0.
        result = try runCLI(["mine", folder.appendingPathComponent("Show - 04.srt").path, "--into", "Harbour words"])
        XCTAssertEqual(result.status, 0, result.stderr)
        for term in ["station", "open"] {
            result = try runCLI(["books", "review", "Harbour words", term, "known"])
            XCTAssertEqual(result.status, 0, result.stderr)
        }

        result = try runCLI(["saved", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let row = try XCTUnwrap(jsonLines(result.stdout).first, result.stdout)
        let watched = try XCTUnwrap(row["watched"] as? Int, "\(row)")
        let total = try XCTUnwrap(row["episodes"] as? Int, "\(row)")
        let upNext = try XCTUnwrap(row["up_next"] as? String, "\(row)")
        XCTAssertEqual([watched, total], [3, 4])
        XCTAssertEqual(upNext, "S01E04")
        result = try runCLI(["saved"])
        XCTAssertTrue(result.stdout.hasPrefix("Breaking Bad (2008) — watched \(watched)/\(total) · up next \(upNext)"), result.stdout)
        let savedPercent = Self.percent(after: "up next \(upNext)", in: result.stdout)

        result = try runCLI(["coverage", "bundled:1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let cliPercent = try XCTUnwrap(Self.percent(after: upNext, in: result.stdout), result.stdout)
        XCTAssertGreaterThan(cliPercent, 0, "station and open are known: \(result.stdout)")
        XCTAssertEqual(savedPercent, cliPercent, "saved and coverage give the up next episode one percentage")

        let app = try launchApp(["--no-sample"])
        try app.press("Tab")
        let screen = try app.waitUntil("the show's row with its progress and the up next episode's coverage") { screen in
            screen.hasRow("Saved shows") && Self.percent(after: "up next \(upNext)", in: screen.text) != nil
        }
        XCTAssertTrue(screen.contains("watched \(watched)/\(total) · up next \(upNext)"), "\(screen)")
        XCTAssertEqual(Self.percent(after: "up next \(upNext)", in: screen.text), cliPercent, "\(screen)\n\(result.stdout)")
        try app.press("C-c")
        try app.waitForExit()

        result = try runCLI(["unsave", "Breaking Bad"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "Removed “Breaking Bad” from Saved\n")
        result = try runCLI(["unsave", "bundled:1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "showbook: “Breaking Bad” is not saved\n")
        result = try runCLI(["saved"])
        XCTAssertEqual(result.stdout, "")
        result = try runCLI(["save", "nowhere:9"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("showbook: no show “nowhere:9”"), result.stderr)
    }

    /// `books due` with nothing due says when the next review is, in the words Today uses.
    func testAnEmptyDueListSaysWhenTheNextReviewIs() throws {
        try createDatabase(sample: false)
        let words = workDirectory.appendingPathComponent("words.tsv")
        try Data("station\t駅\n".utf8).write(to: words)
        var result = try runCLI(["books", "import", words.path, "--book", "Harbour"])
        XCTAssertEqual(result.status, 0, result.stderr)
        result = try runCLI(["books", "review", "Harbour", "station", "easy", "--at", "2026-11-30T12:00:00Z"])
        XCTAssertEqual(result.status, 0, result.stderr)
        result = try runCLI(["books", "due", "--at", "2026-11-30T13:00:00Z"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "nothing is due in open books — next review in 8 days (Tue 8 Dec)\n")
    }
}
