import Foundation
import XCTest

/// Subtitles registered per episode and coverage from the real binary: `subtitles add` (again:
/// unchanged), `subtitles list` with a deleted file's reason, `coverage --json` rising after
/// reviews and falling months later, `prep`, and the app's episode list showing the percentages
/// of an offline show whose episodes come from the registered files, `P` studying the prep words
/// and the percentage risen after the session; `m` on an episode row mining that episode with
/// its i+1 counts and `i` sorting by them, and mining from the detail registering the file.
final class CoverageE2ETests: E2ETestCase {
    private func writeEpisodes() throws -> URL {
        let folder = workDirectory.appendingPathComponent("Season 1")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let episodes = [
            "Show - 01.srt": ["The station is closed.", "The train is late again."],
            "Show - 02.srt": ["The station was quiet.", "Walter bought seven apples.", "Ask Walter."],
        ]
        for (name, lines) in episodes {
            let text = lines.enumerated().map { "\($0 + 1)\n00:00:0\($0 + 1),000 --> 00:00:0\($0 + 1),900\n\($1)\n" }.joined(separator: "\n")
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    private static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    func testRegisterListAndCoverageRisingAfterReviewsAndDecaying() throws {
        let folder = try writeEpisodes()
        var result = try runCLI(["subtitles", "add", "bundled:1", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("S01E01  added  \(folder.path)/Show - 01.srt"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("Breaking Bad: 2 added, 0 re-read, 0 unchanged, 0 skipped\n"), result.stdout)
        result = try runCLI(["subtitles", "add", "Breaking Bad", folder.path + "/Show - 01.srt"])
        XCTAssertEqual(result.status, 1, "not saved: the title is not a show id")
        result = try runCLI(["subtitles", "add", "bundled:1", folder.path + "/Show - 01.srt", "--json"])
        XCTAssertEqual(jsonLines(result.stdout).compactMap { $0["outcome"] as? String }, ["unchanged"])

        result = try runCLI(["coverage", "bundled:1", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        var rows = jsonLines(result.stdout)
        XCTAssertEqual(rows.compactMap { $0["episode"] as? String }, ["S01E01", "S01E02"])
        // Function words, names and numbers are recognized without study: The, is, The, is, again
        // (5 of S01E01's 9 running words) and The, was, Walter (heard mid-sentence) twice, seven
        // (5 of S01E02's 10).
        let recognized = [5.0 / 9, 5.0 / 10]
        Self.assertShares(rows, "expected_share", recognized)
        Self.assertShares(rows, "sure_share", recognized)
        XCTAssertEqual(rows.compactMap { $0["new_words"] as? Int }, [4, 5])
        XCTAssertEqual(rows.last?["words"] as? Int, 10, "station, quiet, buy, apple, ask to learn and five recognized")

        result = try runCLI(["mine", folder.path + "/Show - 02.srt", "--into", "Harbour words", "--top", "10"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let start = Date().addingTimeInterval(-7200)
        for term in ["station", "quiet"] {
            for offset in [0.0, 600] {
                result = try runCLI(["books", "review", "Harbour words", term, "good", "--at", Self.iso(start.addingTimeInterval(offset))])
                XCTAssertEqual(result.status, 0, result.stderr)
            }
        }
        result = try runCLI(["coverage", "bundled:1"])
        XCTAssertEqual(result.stdout, "S01E01 · ≈ 66 % today · 3 new · sure 66 % · lines 0 %\n"
            + "S01E02 · ≈ 70 % today · 3 new · sure 70 % · lines 33 %\nBreaking Bad: median ≈ 68 % today over 2 episodes\n", result.stderr)
        result = try runCLI(["coverage", "bundled:1", "--json", "--at", Self.iso(Date().addingTimeInterval(200 * 86_400))])
        rows = jsonLines(result.stdout)
        Self.assertShares(rows, "sure_share", recognized, "months later no young card is sure: the recognized words are")
        let faded = rows.compactMap { $0["expected_share"] as? Double }
        guard faded.count == 2 else { return XCTFail("two episodes, not \(faded): \(result.stdout) \(result.stderr)") }
        // station (in both) and quiet (in S01E02) remembered with R between 0.3 and 0.7 by then.
        XCTAssertTrue(faded[0] > (5 + 0.3) / 9 && faded[0] < (5 + 0.7) / 9 && faded[1] > (5 + 0.6) / 10 && faded[1] < (5 + 1.4) / 10,
                      "months later the words are half remembered, not forgotten at once: \(faded)")
        XCTAssertEqual(rows.compactMap { $0["new_words"] as? Int }, [3, 3], "studied words are never new again")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("Show - 01.srt"))
        result = try runCLI(["subtitles", "list", "bundled:1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix("S01E01  skipped: missing (moved or deleted; register it again)  \(folder.path)/Show - 01.srt\n"),
                      result.stdout)
        XCTAssertTrue(result.stdout.contains("S01E02  English, 3 lines"), result.stdout)
        result = try runCLI(["coverage", "bundled:1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("skipped S01E01 "), result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("S01E02 · ≈ 70 %"), result.stdout)
    }

    private static func assertShares(_ rows: [[String: Any]], _ key: String, _ expected: [Double], _ message: String = "",
                                     line: UInt = #line) {
        let shares = rows.compactMap { $0[key] as? Double }
        XCTAssertEqual(shares.count, expected.count, "\(key): \(shares) \(message)", line: line)
        for (share, wanted) in zip(shares, expected) {
            XCTAssertEqual(share, wanted, accuracy: 1e-9, "\(key): \(shares) \(message)", line: line)
        }
    }

    func testPrepListsTheFewestWordsToTheTargetAndAddsThemToTheShowsBook() throws {
        let folder = try writeEpisodes()
        var result = try runCLI(["subtitles", "add", "bundled:1", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        // S01E01: 9 running words, 5 recognized (The, is twice each, again); 2 of the 4 words to
        // learn lift 5/9 to 7/9, past 75 %.
        result = try runCLI(["prep", "bundled:1", "S01E01", "--target", "0.75", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let plan = try XCTUnwrap(jsonLines(result.stdout).first)
        let words = try XCTUnwrap(plan["words"] as? [[String: Any]])
        XCTAssertEqual(words.count, 2, "2 of the 4 words reach 75 %: \(words)")
        XCTAssertEqual(try XCTUnwrap(plan["before"] as? Double), 5.0 / 9, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(plan["after"] as? Double), 7.0 / 9, accuracy: 1e-9)
        XCTAssertEqual(words.compactMap { $0["added"] as? Bool }, [true, true])
        result = try runCLI(["coverage", "bundled:1", "--json"])
        XCTAssertEqual(try XCTUnwrap(jsonLines(result.stdout).first?["expected_share"] as? Double), 5.0 / 9, accuracy: 1e-9,
                       "added words are New until studied")
        result = try runCLI(["prep", "bundled:1", "S01E01", "--target", "0.75"])
        XCTAssertTrue(result.stdout.hasSuffix("Breaking Bad S01E01: ≈ 55 % → ≈ 77 % today with 2 words — added 0 to “Breaking Bad”, "
                                              + "2 already in your books\n"), result.stdout)
        result = try runCLI(["prep", "bundled:1", "S01E09"])
        XCTAssertEqual(result.status, 1)
        result = try runCLI(["prep", "bundled:1", "S01E01", "--target", "most"])
        XCTAssertEqual(result.status, 2)
    }

    func testPrepToAFutureWatchDateCountsWhatAFirstStudyKeepsAndForecastsTheReviews() throws {
        let folder = try writeEpisodes()
        var result = try runCLI(["subtitles", "add", "bundled:1", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        // Watched in 5 days: a first study now keeps R(4 whole days) = 0.857986 of each word, so
        // 80 % of S01E01's 9 running words (7.2; 5 recognized) needs 3 of its 4 words to learn
        // (5 + 2 · 0.858 = 6.72 < 7.2 ≤ 5 + 3 · 0.858 = 7.57).
        let watch = Self.iso(Date().addingTimeInterval(5 * 86_400))
        result = try runCLI(["prep", "bundled:1", "S01E01", "--target", "0.8", "--at", watch, "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let plan = try XCTUnwrap(jsonLines(result.stdout).first)
        XCTAssertEqual((plan["words"] as? [[String: Any]])?.count, 3, result.stdout)
        XCTAssertEqual(try XCTUnwrap(plan["study_recall"] as? Double), 0.857986, accuracy: 1e-5)
        XCTAssertEqual(try XCTUnwrap(plan["after"] as? Double), (5 + 3 * 0.857986) / 9, accuracy: 1e-5)
        let reviews = try XCTUnwrap(plan["reviews_per_day"] as? [Int])
        XCTAssertEqual(reviews.count, 5, "one entry a day from tomorrow to the watch day")
        XCTAssertEqual(reviews.reduce(0, +), 3, "each word falls due once, two days after its first study: \(reviews)")
        result = try runCLI(["prep", "bundled:1", "S01E01", "--target", "0.8", "--at", watch])
        XCTAssertTrue(result.stdout.contains("with 3 words (a first study keeps 85 % by then)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("reviews this adds until the watch date: "), result.stdout)
        // Over the season: station is heard again in S01E02, so it comes first with its later count.
        result = try runCLI(["prep", "bundled:1", "S01E01", "--target", "0.8", "--rest-of-season", "--json"])
        let words = try XCTUnwrap(jsonLines(result.stdout).first?["words"] as? [[String: Any]])
        XCTAssertEqual(words.first?["term"] as? String, "station")
        XCTAssertEqual(words.first?["later_count"] as? Int, 1)
    }

    func testBadInputIsOneLine() throws {
        var result = try runCLI(["coverage", "bundled:1", "--at", "tomorrow"])
        XCTAssertEqual(result.status, 2, result.stderr)
        result = try runCLI(["coverage", "bundled:1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "showbook: “Breaking Bad” has no registered subtitles (showbook subtitles add)\n")
        result = try runCLI(["subtitles", "add", "nowhere:9", workDirectory.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("showbook: no show “nowhere:9”"), result.stderr)
        let trailer = workDirectory.appendingPathComponent("trailer.srt")
        try Data("1\n00:00:01,000 --> 00:00:02,000\nHello there.\n".utf8).write(to: trailer)
        result = try runCLI(["subtitles", "add", "bundled:1", trailer.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("no episode number in the name"), result.stderr)
    }

    func testTheAppsEpisodeListShowsThePercentages() throws {
        let folder = try writeEpisodes()
        let result = try runCLI(["subtitles", "add", "bundled:1", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let app = try launchApp(["--no-sample", "--debounce-ms", "100"])
        try app.type("Breaking Bad")
        try app.waitForText("1 show")
        try app.press("Enter")
        try app.waitUntil("the detail with the median and the season from the files") { screen in
            screen.contains("Coverage   ≈ 52 % median of 2 episodes with subtitles") && screen.contains("▸ Season 1 · 2 episodes")
        }
        try app.press("Enter")
        try app.waitUntil("both episodes with their coverage") { screen in
            screen.contains("Breaking Bad — Season 1") && screen.line(3).contains("Episode 1") && screen.line(3).contains("≈ 55 % today · 4 new")
                && screen.line(4).contains("≈ 50 % today · 5 new")
        }
        try app.type("P")
        var screen = try app.waitUntil("the prep session of episode 1's words") { $0.contains("Prep Breaking Bad S01E01") }
        for _ in 0..<12 where !screen.contains("Session finished") {
            try app.type("l")
            // The first idle frame after the key: the next card or the summary.
            screen = try app.waitUntil("the frame after the answer") { _ in true }
        }
        try app.waitForText("Session finished")
        try app.press("Escape")
        try app.waitUntil("episode 1's coverage risen after the session") { screen in
            screen.contains("Breaking Bad — Season 1") && screen.line(3).contains("≈ 100 % today · 0 new")
        }
    }

    func testMOnAnEpisodeShowsI1CountsAndMiningRegistersTheFile() throws {
        let folder = workDirectory.appendingPathComponent("Season 1")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let episodes = [
            // station ×4 and train ×3 share every line they are in; close is alone in its line (i+1).
            "Show - 01.srt": ["The station and the train.", "The station is near the train.", "The station, the train, the station.", "Closed!"],
            "Show - 02.srt": ["The river is wide."],
        ]
        for (name, lines) in episodes {
            let text = lines.enumerated().map { "\($0 + 1)\n00:00:0\($0 + 1),000 --> 00:00:0\($0 + 1),900\n\($1)\n" }.joined(separator: "\n")
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let result = try runCLI(["subtitles", "add", "bundled:1", folder.path + "/Show - 01.srt"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let app = try launchApp(["--no-sample", "--debounce-ms", "100"])
        try app.type("Breaking Bad")
        try app.waitForText("1 show")
        try app.press("Enter")
        try app.waitForText("▸ Season 1 · 1 episode")
        try app.press("Enter")
        try app.waitUntil("the episode with its coverage") { $0.contains("Breaking Bad — Season 1") && $0.line(3).contains("≈ 50 % today · 4 new") }
        try app.type("m")
        func row(_ screen: Screen, _ term: String) -> Int? { screen.lines.firstIndex { $0.hasPrefix(" [ ] \(term) ") } }
        try app.waitUntil("episode 1's words, most heard first, close with its i+1 line") { screen in
            screen.line(1).hasPrefix(" Mine: Show - 01.srt  for “Breaking Bad”") && screen.contains("1 with i+1 lines")
                && screen.hasRow(matching: #"^ *\[ \] close +×1 +1 i\+1 "#) && screen.hasRow(matching: #"^ *\[ \] station +×4  "#)
                && (row(screen, "station") ?? 99) < (row(screen, "close") ?? 0)
        }
        try app.type("i")
        try app.waitUntil("close first") { screen in
            screen.contains("i+1 first") && (row(screen, "close") ?? 99) < (row(screen, "station") ?? 0)
        }
        try app.press("Home")
        try app.waitUntil("close's example, its i+1 line") { $0.hasRow(matching: #"00:04  Closed!$"#) }
        try app.press("Escape")
        try app.waitForText("Breaking Bad — Season 1")
        try app.press("Escape")
        try app.waitForText("▸ Season 1 · 1 episode")
        try app.type("m")
        try app.waitUntil("the path prompt") { $0.hasRow(matching: "│ Path: ") }
        try app.type(folder.path + "/Show - 02.srt")
        try app.press("Enter")
        try app.waitUntil("episode 2 mined and registered") { screen in
            screen.line(1).contains("Registered S01E02 for coverage") && screen.hasRow(matching: #"^ *\[ \] river "#)
        }
        try app.press("Escape")
        try app.waitForText("▸ Season 1 · 2 episodes")
        try app.press("C-c")
        _ = try app.waitForExit()

        // `mine --json` counts the same i+1 lines.
        let mined = try runCLI(["mine", folder.path + "/Show - 01.srt", "--json"])
        XCTAssertEqual(mined.status, 0, mined.stderr)
        let rows = jsonLines(mined.stdout)
        XCTAssertEqual(rows.first { $0["term"] as? String == "close" }?["one_word_away"] as? Int, 1)
        XCTAssertEqual(rows.first { $0["term"] as? String == "close" }?["example"] as? String, "Closed!")
        XCTAssertEqual(rows.first { $0["term"] as? String == "station" }?["one_word_away"] as? Int, 0)
    }
}
