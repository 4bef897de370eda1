import Foundation
import XCTest

/// The real binary with `--provider tmdb` against the TMDB stub: open a show (its poster drawn
/// in colour), save it, open season 1 from the detail's season list, mark two episodes
/// watched, and find "watched 2/3 · up next S01E03" on the Saved tab — then the same from
/// `showbook saved --json`, and `showbook watched --unwatch` taking a mark back.
final class EpisodesE2ETests: E2ETestCase {
    private static let token = "e2e-episodes-token-SECRET-3d1f"

    override var environment: [String: String] {
        var environment = super.environment
        environment["TMDB_ACCESS_TOKEN"] = Self.token
        environment["XDG_CONFIG_HOME"] = workDirectory.appendingPathComponent("config").path
        environment["XDG_CACHE_HOME"] = workDirectory.appendingPathComponent("cache").path
        environment["TZ"] = "UTC"
        return environment
    }

    func testSeasonEpisodesWatchedMarksAndUpNextOnSaved() throws {
        let server = try PosterTMDBServer(token: Self.token, poster: GradientPNG.make(width: 68, height: 102))
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)"
        let tmdb = ["--provider", "tmdb", "--api-base", base, "--image-base", base + "/t/p/w342"]
        let app = try launchApp(["--no-sample"] + tmdb + ["--log", logPath, "--debounce-ms", "100"])
        try app.waitForText("Breaking Bad", "1 show")
        try app.press("Enter")
        let detail = try app.waitUntil("the detail with its poster and its seasons, and the status bar", colors: true) { screen in
            screen.contains("▸ Season 1 · 2008 · 3 episodes") && screen.contains("  Season 2 · 2009 · 13 episodes")
                && screen.lines.filter { PosterE2ETests.blockCount($0) >= 10 }.count >= 5 && screen.line(29).contains("back")
        }
        XCTAssertTrue(detail.colored?.contains("48;5;") == true, "the poster is drawn in colour")
        try app.type("s")
        try app.waitForText("★ saved")
        try app.press("Enter")
        try app.waitUntil("season 1's episodes") { screen in
            screen.contains("Breaking Bad — Season 1") && screen.contains("Pilot") && screen.contains("2008-01-20  58 min")
                && screen.contains("A diagnosis changes everything.") && screen.line(29).contains("watched 0/3")
        }
        try app.press("Space")
        try app.waitUntil("the pilot marked, the selection on episode 2") { screen in
            screen.line(29).contains("watched 1/3") && screen.contains("A mess to clean up.")
        }
        try app.type("x")
        try app.waitUntil("two episodes marked") { $0.line(29).contains("watched 2/3") && $0.contains("A decision.") }
        try app.press("Escape")
        try app.waitForText("▸ Season 1")
        try app.press("Escape")
        try app.waitForText("Search:")
        try app.press("M-2")
        try app.waitUntil("Saved with the show's progress") { screen in
            screen.contains("Saved shows") && screen.contains("watched 2/3 · up next S01E03 ‘...And the Bag's in the River’")
                && screen.contains("(aired 10 Feb 2008)") && screen.line(29).contains("1 saved")
        }
        try app.press("C-c")
        _ = try app.waitForExit()

        let listed = try runCLI(["saved", "--json"] + tmdb)
        XCTAssertEqual(listed.status, 0, listed.stderr)
        let row = try XCTUnwrap(jsonLines(listed.stdout).first)
        XCTAssertEqual(row["id"] as? String, "tmdb:1396")
        XCTAssertEqual(row["watched"] as? Int, 2)
        XCTAssertEqual(row["episodes"] as? Int, 3)
        XCTAssertEqual(row["up_next"] as? String, "S01E03")
        XCTAssertEqual(row["aired"] as? Bool, true)
        XCTAssertEqual(try sqlite("SELECT DISTINCT show_key FROM watched_episodes"), "imdb:tt0903747",
                       "marks are kept under the IMDb id from external_ids")

        let unwatched = try runCLI(["watched", "Breaking Bad", "S01E01", "--unwatch"])
        XCTAssertEqual(unwatched.status, 0, unwatched.stderr)
        XCTAssertEqual(unwatched.stdout, "Breaking Bad S01E01 ‘Pilot’: not watched\n")
        let text = try runCLI(["saved"])
        XCTAssertEqual(text.stdout, "Breaking Bad (2008) — watched 1/3 · up next S01E01 ‘Pilot’ (aired 20 Jan 2008)\n")
        let missing = try runCLI(["watched", "Nope", "S01E01"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "showbook: no saved show “Nope”\n")
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        XCTAssertTrue(log.contains("episodes.built") && log.contains("episodes.released"), log)
        XCTAssertFalse(log.contains(Self.token))
    }
}
