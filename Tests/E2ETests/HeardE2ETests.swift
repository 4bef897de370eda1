import Foundation
import XCTest

/// "Heard it" from the real binary: a subtitle file registered for an episode, the episode
/// marked watched on the episodes screen, and the learner's word then carrying where it was
/// heard — in `books show` (its history rows and the JSON `exposures`) and on the study card's
/// back ("heard in S01E01"), and not on its front.
final class HeardE2ETests: E2ETestCase {
    func testMarkingAnEpisodeWatchedPutsItOnTheWordsCardBack() throws {
        let folder = workDirectory.appendingPathComponent("Season 1")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "1\n00:00:01,000 --> 00:00:01,900\nThe station is closed.\n\n2\n00:00:02,000 --> 00:00:02,900\nThe train is late.\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("Show - 01.srt"))
        var result = try runCLI(["subtitles", "add", "bundled:1", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let words = workDirectory.appendingPathComponent("words.tsv")
        try Data("station\t駅\nharbour\t港\n".utf8).write(to: words)
        result = try runCLI(["--no-sample", "books", "import", words.path, "--book", "Harbour"])
        XCTAssertEqual(result.status, 0, result.stderr)

        let app = try launchApp(["--no-sample", "--debounce-ms", "100"])
        try app.type("Breaking Bad")
        try app.waitForText("1 show")
        try app.press("Enter")
        try app.waitForText("▸ Season 1 · 1 episode")
        try app.press("Enter")
        try app.waitUntil("the episode from the file") { $0.contains("Breaking Bad — Season 1") && $0.line(3).contains("Episode 1") }
        try app.press("Space")
        try app.waitUntil("the episode marked watched") { $0.contains("watched 1/1") && $0.line(3).contains("✓") }
        var last = ""
        let heard = try Poll.until("the word's exposure stored", file: #filePath, line: #line, state: { last }) { () -> [String: Any]? in
            let shown = try runCLI(["books", "show", "Harbour", "--json"])
            last = shown.stdout + shown.stderr
            let station = jsonLines(shown.stdout).first { $0["term"] as? String == "station" }
            return (station?["exposures"] as? [[String: Any]])?.first
        }
        XCTAssertEqual(heard["episode"] as? String, "S01E01")
        XCTAssertEqual(heard["show_id"] as? String, "bundled:1")
        XCTAssertEqual(heard["line"] as? String, "The station is closed.")
        let shown = try runCLI(["books", "show", "Harbour"]).stdout
        XCTAssertTrue(shown.contains("\tstation\t\t駅\n  heard in S01E01 · "), shown)
        XCTAssertEqual(shown.components(separatedBy: "heard in").count, 2, "harbour was not heard: \(shown)")

        try app.press("M-3")
        try app.waitUntil("the Harbour book in the list") { $0.hasRow(matching: "^ *Harbour +today +2 words ") }
        try app.press("Enter")
        try app.waitUntil("Harbour's book screen") { $0.line(1).hasPrefix(" Harbour ") && $0.contains("station") }
        try app.press("s")
        try app.waitUntil("the first card's front, without the episode") { screen in
            screen.hasRow(matching: "│ +station +│") && !screen.contains("heard in")
        }
        try app.press("Space")
        try app.waitUntil("the back naming the episode") { screen in
            screen.hasRow(matching: "│ +駅 +│") && screen.hasRow(matching: "│ +heard in S01E01 +│")
        }
    }

    /// `showbook watched` records the same way, says how many words were heard, and
    /// `--unwatch` forgets them.
    func testTheWatchedCommandRecordsAndUnwatchForgets() throws {
        try createDatabase(sample: false)
        let media = #"{"id":"bundled:1","title":"Harbour Lights","originalTitle":"Harbour Lights","firstYear":2008,"network":"AMC","country":"US","language":"en","genres":[],"overview":""}"#
        try sqlite("INSERT INTO saved_media(media_id, media_json, saved_at) VALUES ('bundled:1', '\(media)', 1700000000)")
        let folder = workDirectory.appendingPathComponent("Season 1")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("1\n00:00:01,000 --> 00:00:01,900\nThe station is closed.\n".utf8).write(to: folder.appendingPathComponent("Show - 01.srt"))
        var result = try runCLI(["subtitles", "add", "bundled:1", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let words = workDirectory.appendingPathComponent("words.tsv")
        try Data("station\t駅\n".utf8).write(to: words)
        result = try runCLI(["books", "import", words.path, "--book", "Harbour"])
        XCTAssertEqual(result.status, 0, result.stderr)

        result = try runCLI(["watched", "Harbour Lights", "S01E01"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("S01E01: watched · heard 1 of your words\n"), result.stdout + result.stderr)
        result = try runCLI(["watched", "Harbour Lights", "S01E01", "--json"])
        XCTAssertEqual(jsonLines(result.stdout).first?["heard"] as? Int, 0, "again: nothing new")
        XCTAssertEqual(try sqlite("SELECT line FROM word_exposures"), "The station is closed.")
        result = try runCLI(["watched", "Harbour Lights", "S01E01", "--unwatch"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try sqlite("SELECT count(*) FROM word_exposures"), "0")
        XCTAssertEqual(try sqlite("SELECT count(*) FROM study_marks"), "0", "never a review")
    }
}
