import Foundation
import XCTest

/// An IMDb import into a source with no rows loads in bulk: one transaction, the key indexes
/// dropped and created again, the word index rebuilt once. Killed with SIGKILL at several
/// moments of that, the catalog from before must be whole (integrity check, every index back,
/// the full-text index consistent) and still searchable, and the import must have added all of
/// its rows or none.
final class ImportKillE2ETests: E2ETestCase {
    private let seriesCount = 40_000

    private func writeFiles() throws -> (tvmaze: String, basics: String) {
        let tvmaze = workDirectory.appendingPathComponent("shows.jsonl")
        let shows = (1...300).map { #"{"id": \#($0), "name": "Zephyrine Harbour \#($0)"}"# }
        try Data((shows.joined(separator: "\n") + "\n").utf8).write(to: tvmaze)
        let basics = workDirectory.appendingPathComponent("title.basics.tsv")
        var text = "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\n"
        for number in 0..<seriesCount {
            let title = number == seriesCount - 2 ? "Quokka Lighthouse" : number % 7 == 0 ? "마법 시리즈 \(number)" : "Bulk Series \(number)"
            text += "tt\(2_000_000 + number)\ttvSeries\t\(title)\t\(title)\t0\t2001\t\\N\t45\tDrama\n"
        }
        try Data(text.utf8).write(to: basics)
        return (tvmaze.path, basics.path)
    }

    private func importIMDb(_ basics: String, killAfter seconds: TimeInterval) throws -> ProcessResult {
        try ProcessRunner.run(Self.binaryPath, ["--db", databasePath, "--no-sample", "import", "imdb", basics],
                              environment: environment, timeout: seconds)
    }

    /// The names of the indexes on `shows`, sorted.
    private func showIndexes() throws -> String {
        try sqlite("SELECT group_concat(name, ',') FROM (SELECT name FROM sqlite_master WHERE tbl_name = 'shows' AND type = 'index' ORDER BY name)")
    }

    /// Whole-file and full-text checks; returns how many IMDb rows the file holds.
    private func checkIntact(_ label: String, indexes: String) throws -> Int {
        XCTAssertEqual(try sqlite("PRAGMA integrity_check"), "ok", label)
        XCTAssertEqual(try sqlite("INSERT INTO shows_words(shows_words) VALUES ('integrity-check'); SELECT 'checked'"), "checked", label)
        XCTAssertEqual(try showIndexes(), indexes, "\(label): every index of shows is back")
        XCTAssertEqual(try sqlite("SELECT count(*) FROM shows WHERE source = 'tvmaze'"), "300", label)
        let found = try runCLI(["--no-sample", "search", "zephyrine harbour 217"])
        XCTAssertEqual(found.status, 0, "\(label): \(found.stderr)")
        XCTAssertTrue(found.stdout.contains("Zephyrine Harbour 217"), "\(label): the old catalog is searchable: \(found.stdout)")
        return Int(try sqlite("SELECT count(*) FROM shows WHERE source = 'imdb'")) ?? -1
    }

    func testBulkImportKilledAtAnyMomentLeavesThePreviousCatalogSearchable() throws {
        let files = try writeFiles()
        let loaded = try runCLI(["--no-sample", "import", "tvmaze", files.tvmaze])
        XCTAssertEqual(loaded.status, 0, loaded.stderr)
        try sqlite("PRAGMA wal_checkpoint(TRUNCATE)")
        let indexes = try showIndexes()
        let template = workDirectory.appendingPathComponent("template.db").path
        try FileManager.default.copyItem(atPath: databasePath, toPath: template)
        func restore() throws {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: databasePath + suffix) }
            try FileManager.default.copyItem(atPath: template, toPath: databasePath)
        }

        // One whole import, timed, so the kills below spread over it on a fast or a busy machine.
        let started = Date()
        let whole = try importIMDb(files.basics, killAfter: 600)
        let duration = Date().timeIntervalSince(started)
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertEqual(try checkIntact("whole import", indexes: indexes), seriesCount)
        let bulkFound = try runCLI(["--no-sample", "search", "quokka lighthouse"])
        XCTAssertTrue(bulkFound.stdout.contains("Quokka Lighthouse"), "the imported rows are searchable: \(bulkFound.stdout)")

        var killed = 0
        for fraction in [0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 0.97] {
            try restore()
            let label = "killed at \(Int(fraction * 100)) %"
            let result = try importIMDb(files.basics, killAfter: duration * fraction)
            let rows = try checkIntact(label, indexes: indexes)
            if result.status == -1 {
                killed += 1
                XCTAssertTrue(rows == 0 || rows == seriesCount, "\(label): all rows or none, found \(rows)")
            } else {
                XCTAssertEqual(rows, seriesCount, "\(label): finished, so every row is in")
            }
        }
        // The kills must have hit the import, or this test proved nothing.
        XCTAssertGreaterThan(killed, 3)
    }
}
