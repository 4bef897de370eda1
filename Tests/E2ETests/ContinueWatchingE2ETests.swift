import Foundation
import XCTest

/// The real binary on a database with three saved shows, their episodes and watched marks
/// written beforehand: Saved's `o` puts the show watched most recently first (ahead of one saved
/// later) and the one with nothing aired to watch last, `w` hides the caught-up one; then `showbook calendar --ics` writes the one
/// upcoming episode as a timed event in UTC.
final class ContinueWatchingE2ETests: E2ETestCase {
    func testContinueWatchingOrderTheUnwatchedFilterAndTheCalendar() throws {
        try createDatabase()
        for id in ["bundled:1", "bundled:6", "bundled:1000"] {
            let saved = try runCLI(["save", id])
            XCTAssertEqual(saved.status, 0, saved.stderr)
        }
        var rows: [String] = []
        for id in ["bundled:1", "bundled:6", "bundled:1000"] {
            rows.append("('\(id)', 1, 1, 'One', date('now', '-20 days'), NULL)")
            rows.append("('\(id)', 1, 2, 'Two', date('now', '-10 days'), NULL)")
        }
        rows.append("('bundled:1000', 1, 3, 'Three', date('now', '+3 days'), strftime('%Y-%m-%dT21:00:00-05:00', 'now', '+3 days'))")
        try sqlite("""
            INSERT INTO show_episodes(media_id, season, number, title, air_date, air_stamp, runtime, overview, fetched_at)
              SELECT column1, column2, column3, column4, column5, column6, 50, '', strftime('%s', 'now') FROM (VALUES \(rows.joined(separator: ", ")));
            INSERT OR REPLACE INTO episode_refreshes(media_id, refreshed_at)
              VALUES ('bundled:1', strftime('%s', 'now')), ('bundled:6', strftime('%s', 'now')), ('bundled:1000', strftime('%s', 'now'));
            INSERT INTO watched_episodes(show_key, season, number, watched_at) VALUES
              ('bundled:1', 1, 1, strftime('%s', 'now') - 86400), ('bundled:6', 1, 1, strftime('%s', 'now') - 3 * 86400),
              ('bundled:1000', 1, 1, strftime('%s', 'now') - 5 * 86400), ('bundled:1000', 1, 2, strftime('%s', 'now') - 5 * 86400);
            """)
        let app = try launchApp()
        try app.press("M-2")
        func order(_ screen: Screen) -> [String] {
            let titles = ["Breaking Bad", "Friends", "Squid Game"]
            return screen.lines.compactMap { line in titles.first { line.contains($0) } }
        }
        try app.waitUntil("Saved in its saved order: aired unwatched first") { screen in
            screen.contains("Saved shows") && order(screen) == ["Friends", "Breaking Bad", "Squid Game"]
        }
        try app.type("o")
        try app.waitUntil("the continue watching order: Breaking Bad, watched yesterday, first") { screen in
            screen.contains("Saved shows · continue watching") && order(screen) == ["Breaking Bad", "Friends", "Squid Game"]
                && screen.contains("watched 1/2 · up next S01E02") && screen.contains("watched 2/3 · up next S01E03")
        }
        try app.type("w")
        try app.waitUntil("only the shows with an aired unwatched episode") { screen in
            screen.contains("Saved shows · continue watching · unwatched only") && order(screen) == ["Breaking Bad", "Friends"]
        }
        try app.type("o")
        try app.waitUntil("the saved order again, still filtered") { screen in
            screen.contains("Saved shows · unwatched only") && order(screen) == ["Friends", "Breaking Bad"]
        }
        try app.press("C-c")
        _ = try app.waitForExit()

        let file = workDirectory.appendingPathComponent("upcoming.ics").path
        let written = try runCLI(["calendar", "--ics", file, "--days", "7"])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertEqual(written.stdout, "wrote 1 episode of 1 show airing in the next 7 days to \(file)\n")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertTrue(text.contains("\r\nUID:showbook-bundled-1000-S01E03@showbook\r\n"), text)
        XCTAssertTrue(text.contains("\r\nSUMMARY:Squid Game — S01E03 · Three\r\n"), text)
        XCTAssertNotNil(text.range(of: #"\r\nDTSTART:\d{8}T020000Z\r\nDURATION:PT50M\r\n"#, options: .regularExpression),
                        "21:00 at −05:00 is 02:00 UTC the next day: \(text)")
        for (arguments, problem) in [([], "calendar needs --ics FILE"), (["--ics", file, "--days", "0"], "--days needs a number of days")] {
            let refused = try runCLI(["calendar"] + arguments)
            XCTAssertEqual(refused.status, 2, refused.stderr)
            XCTAssertTrue(refused.stderr.hasPrefix("showbook: \(problem)"), refused.stderr)
        }
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), text, "a refused command leaves the file alone")
    }
}
