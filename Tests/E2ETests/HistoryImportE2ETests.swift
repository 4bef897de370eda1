import Foundation
import XCTest
import ShowbookTestSupport

/// The real binary in tmux: IMDb files give two invented shows with their episodes, then the
/// Saved tab's `i` imports the written TV Time fixture (zipped as TV Time sends it) and the
/// shows appear with their watched counts, and `o` orders them to continue watching; `history
/// export` then writes what was imported and a second import through the CLI changes nothing.
final class HistoryImportE2ETests: E2ETestCase {
    private func write(_ name: String, _ lines: [String]) throws -> String {
        let url = workDirectory.appendingPathComponent(name)
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Harbor Lights (4 episodes in season 1) and The Quiet Valley (2 in season 2), as IMDb writes them.
    private func importCatalog() throws {
        let basics = try write("title.basics.tsv", [
            "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres",
            "tt9000001\ttvSeries\tHarbor Lights\tHarbor Lights\t0\t2015\t\\N\t45\tDrama",
            "tt9000002\ttvSeries\tThe Quiet Valley\tThe Quiet Valley\t0\t2019\t\\N\t50\tMystery",
        ] + (1...4).map { "tt92000\($0)0\ttvEpisode\tHarbor \($0)\tHarbor \($0)\t0\t2015\t\\N\t45\tDrama" }
          + (1...2).map { "tt93000\($0)0\ttvEpisode\tValley \($0)\tValley \($0)\t0\t2020\t\\N\t50\tMystery" })
        let episodes = try write("title.episode.tsv", ["tconst\tparentTconst\tseasonNumber\tepisodeNumber"]
            + (1...4).map { "tt92000\($0)0\ttt9000001\t1\t\($0)" } + (1...2).map { "tt93000\($0)0\ttt9000002\t2\t\($0)" })
        let imported = try runCLI(["import", "imdb", basics, episodes])
        XCTAssertEqual(imported.status, 0, imported.stderr)
    }

    func testTVTimeExportImportedFromTheSavedTabShowsWatchedCounts() throws {
        try importCatalog()
        let folder = try TemporaryFolder("history-e2e")
        let zip = try HistoryFixtures.zip("tvtime", to: "tv-time-export.zip", in: folder)
        let app = try launchApp(["--no-sample"])
        try app.press("M-2")
        try app.waitUntil("the empty Saved tab") { $0.contains("Saved shows") }
        try app.press("i")
        try app.waitForText("Import watching history")
        try app.type(zip)
        try app.press("Enter")
        let saved = try app.waitUntil("both shows with their watched counts and the report") { screen in
            screen.hasRow(matching: #"Harbor Lights"#) && screen.contains("watched 3/4 · up next S01E04")
                && screen.hasRow(matching: #"The Quiet Valley"#) && screen.contains("watched 1/2 · up next S02E02")
                && screen.contains("TV Time export: 2 shows saved, 4 episodes marked watched, 2 rewatches")
        }
        XCTAssertFalse(saved.contains("Glass Orchard"), "an unmatched show is not saved:\n\(saved)")
        try app.press("!")
        try app.waitUntil("the skipped rows in the message log") { screen in
            screen.contains("Recent messages") && screen.contains("“Glass Orchard” is") && screen.contains("“Copper Street” is")
        }
        try app.press("Escape")
        try app.waitUntil("the message log closed") { !$0.contains("Recent messages") }
        // Continue watching: both shows have an aired episode to watch (IMDb dates them by year);
        // The Quiet Valley, last watched in August 2020, before Harbor Lights (January 2020).
        func order(_ screen: Screen) -> [String] {
            screen.lines.compactMap { line in ["Harbor Lights", "The Quiet Valley"].first { line.contains($0) } }
        }
        try app.type("o")
        try app.waitUntil("the imported shows in continue watching order") { screen in
            screen.contains("Saved shows · continue watching") && order(screen) == ["The Quiet Valley", "Harbor Lights"]
                && screen.contains("watched 3/4 · up next S01E04")
        }
        try app.press("C-c")
        _ = try app.waitForExit()

        let again = try runCLI(["history", "import", zip])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.hasPrefix("TV Time export: 0 shows saved, 0 episodes marked watched, 0 rewatches, 8 rows skipped (4 already watched)\n"),
                      again.stdout)
        let export = workDirectory.appendingPathComponent("history.csv").path
        let exported = try runCLI(["history", "export", "--csv", export])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        XCTAssertEqual(exported.stdout, "wrote 2 shows and 4 watched episodes to \(export) (csv)\n")
        let bad = try runCLI(["history", "import", try write("notes.txt", ["hello"])])
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.stderr, "showbook: notes.txt is not a history this version reads (a TV Time export, Trakt JSON, an IMDb list CSV or a Showbook export)\n")
    }
}
