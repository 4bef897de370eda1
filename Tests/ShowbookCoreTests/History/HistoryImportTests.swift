import Foundation
import XCTest
import ShowbookPlatform
import ShowbookTV
import ShowbookExchange
import ShowbookTestSupport

/// The history import over the written fixtures: which shows match and how, the report's
/// counts and skipped rows, the original dates and rewatches kept, and a second import of the
/// same file changing nothing.
final class HistoryImportTests: XCTestCase {
    private let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    private func importer(_ database: Database, _ catalog: CatalogStore) -> HistoryImporter {
        HistoryImporter(database: database, catalog: catalog, clock: clock)
    }

    private enum Mark: String, TableColumns {
        case showKey = "show_key", season, number, watchedAt = "watched_at"
    }

    private func marks(_ database: Database) throws -> [String] {
        try database.query("SELECT \(Mark.selectList()) FROM watched_episodes ORDER BY show_key, season, number") { row in
            "\(row.string(Mark.showKey)) S\(row.int(Mark.season) ?? -1)E\(row.int(Mark.number) ?? -1) "
                + HistoryDate.text(Date(timeIntervalSince1970: row.double(Mark.watchedAt) ?? 0))
        }
    }

    private enum Rewatch: String, TableColumns {
        case showKey = "show_key", season, number, rewatches
    }

    private func rewatches(_ database: Database) throws -> [String] {
        try database.query("SELECT \(Rewatch.selectList()) FROM episode_rewatches ORDER BY show_key, season, number") { row in
            "\(row.string(Rewatch.showKey)) S\(row.int(Rewatch.season) ?? -1)E\(row.int(Rewatch.number) ?? -1) ×\(row.int(Rewatch.rewatches) ?? -1)"
        }
    }

    private func saved(_ database: Database) throws -> [String] {
        try SavedStore(database: database, clock: clock).all().map(\.id.description).sorted()
    }

    func testTVTimeZipMatchesByTitleKeepsDatesAndRewatchesAndListsWhatIsSkipped() throws {
        let folder = try makeTemporaryFolder("history")
        let zip = try HistoryFixtures.zip("tvtime", to: "tvtime.zip", in: folder)
        let (database, catalog) = try HistoryFixtures.database()
        let report = try importer(database, catalog).importFile(at: zip)
        XCTAssertEqual(report.format, "TV Time export")
        XCTAssertEqual(report.showsSaved, 3)
        XCTAssertEqual(report.episodesMarked, 5)
        XCTAssertEqual(report.rewatches, 2)
        XCTAssertEqual(report.summary, "TV Time export: 3 shows saved, 5 episodes marked watched, 2 rewatches, 7 rows skipped")
        XCTAssertEqual(report.skipped.map(\.line), [
            "followed_tv_show.csv line 6: no longer followed (active is 0)",
            "followed_tv_show.csv line 7: no TVDB show id (tv_show_id)",
            "tracking-prod-records-v2.csv line 4: a duplicate of an earlier row",
            "tracking-prod-records-v2.csv line 10: unreadable date “2021-02-30 10:00:00”",
            "tracking-prod-records-v2.csv line 11: no season or episode number",
            "followed_tv_show.csv line 4: “Glass Orchard” is not in the catalog (its ids: TVDB 81003)",
            "followed_tv_show.csv line 5: “Paper Moons” names 2 catalog shows; not guessed",
        ])
        XCTAssertEqual(try saved(database), ["imdb:tt9000001", "imdb:tt9000002", "tvmaze:77002"])
        XCTAssertEqual(try marks(database), [
            "imdb:tt9000001 S1E1 2016-02-29T23:59:59Z",
            "imdb:tt9000001 S1E2 2019-12-31T23:30:00Z",
            "imdb:tt9000001 S1E3 2020-01-01T00:00:00Z",
            "imdb:tt9000002 S2E1 2020-08-08T08:08:08Z",
            "tvmaze:77002 S1E1 2021-01-10T21:00:00Z",
        ])
        XCTAssertEqual(try rewatches(database), ["imdb:tt9000001 S1E1 ×2"])

        let again = try importer(database, catalog).importFile(at: zip)
        XCTAssertEqual(again.summary, "TV Time export: 0 shows saved, 0 episodes marked watched, 0 rewatches, 7 rows skipped (5 already watched)")
        XCTAssertEqual(try marks(database).count, 5)
        XCTAssertEqual(try rewatches(database), ["imdb:tt9000001 S1E1 ×2"])
    }

    func testTraktFolderMatchesByIMDbIdThenTitleAndYear() throws {
        let (database, catalog) = try HistoryFixtures.database()
        let report = try importer(database, catalog).importFile(at: HistoryFixtures.path("trakt"))
        XCTAssertEqual(report.format, "Trakt JSON")
        XCTAssertEqual(try saved(database), ["imdb:tt9000001", "imdb:tt9000003", "imdb:tt9000004"])
        XCTAssertEqual(try marks(database), [
            "imdb:tt9000001 S1E1 2016-03-01T20:00:00Z",
            "imdb:tt9000001 S1E2 2016-03-07T21:00:00Z",
            "imdb:tt9000001 S2E1 2016-12-31T18:30:00Z",
            "imdb:tt9000003 S1E4 2013-05-05T05:05:05Z",
            "imdb:tt9000004 S1E1 2022-02-02T02:02:02Z",
        ])
        XCTAssertEqual(try rewatches(database), ["imdb:tt9000001 S1E1 ×1"])
        XCTAssertEqual(report.skipped.map(\.line), [
            "watched_shows.json item 3 season 1 episode 2: unreadable date",
            "watched_shows.json item 5: not a show entry",
            "history_shows.json item 3: a duplicate of history id 9001",
            "history_shows.json item 4: unreadable watched_at",
            "history_shows.json item 5: no season or episode number",
            "watched_shows.json item 4: “Unknown Tide” (2010) is not in the catalog (its ids: IMDb tt9999999, TVDB 89999)",
            "watched_shows.json item 6: “Night Shift Bakery” (2018) names 2 catalog shows; not guessed",
        ])
        XCTAssertEqual(report.rewatches, 1)
        let again = try importer(database, catalog).importFile(at: HistoryFixtures.path("trakt"))
        XCTAssertEqual([again.showsSaved, again.episodesMarked, again.rewatches, again.datesMovedBack], [0, 0, 0, 0])
    }

    func testIMDbListTakesOnlySeriesRowsAsSavedShows() throws {
        let (database, catalog) = try HistoryFixtures.database()
        let report = try importer(database, catalog).importFile(at: HistoryFixtures.path("imdb-ratings.csv"))
        XCTAssertEqual(report.format, "IMDb list CSV")
        XCTAssertEqual(report.showsSaved, 2)
        XCTAssertEqual(report.episodesMarked, 0)
        XCTAssertEqual(try saved(database), ["imdb:tt9000002", "imdb:tt9000005"])
        XCTAssertEqual(report.skipped.map(\.line), [
            "imdb-ratings.csv line 4: not a series (Movie)",
            "imdb-ratings.csv line 5: not a series (TV Episode)",
            "imdb-ratings.csv line 6: “Lost Signal, The” (2009) is not in the catalog (its ids: IMDb tt9000099)",
        ])
    }

    func testAnUnpackedTVTimeFolderOneLevelDownAndASymlinkReadAsTheZIP() throws {
        let folder = try makeTemporaryFolder("history")
        for name in ["tracking-prod-records-v2.csv", "followed_tv_show.csv", "user_tv_show_data.csv"] {
            try folder.write("export/tv time gdpr data/\(name)", [UInt8](try Data(contentsOf: HistoryFixtures.folder.appendingPathComponent("tvtime/\(name)"))))
        }
        let zip = try HistoryFixtures.zip("tvtime", to: "t.zip", in: folder)
        let link = folder.path("link.zip")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: zip)
        var summaries: [String] = []
        for path in [folder.path("export"), link] {
            let (database, catalog) = try HistoryFixtures.database()
            summaries.append(try importer(database, catalog).importFile(at: path).summary)
        }
        XCTAssertEqual(summaries, Array(repeating: "TV Time export: 3 shows saved, 5 episodes marked watched, 2 rewatches, 7 rows skipped", count: 2))
    }

    func testAnEarlierDateMovesAMarkBackAndALaterOneChangesNothing() throws {
        let (database, catalog) = try HistoryFixtures.database()
        let harbor = MediaID(source: "imdb", id: "tt9000001")
        try WatchedStore(database: database, clock: clock).setWatched([EpisodeCode(season: 1, number: 2)], of: harbor, watched: true)
        let folder = try makeTemporaryFolder("history")
        let report = try importer(database, catalog).importFile(at: try HistoryFixtures.zip("tvtime", to: "t.zip", in: folder))
        XCTAssertEqual(report.datesMovedBack, 1)
        XCTAssertEqual(report.episodesMarked, 4)
        XCTAssertTrue(try marks(database).contains("imdb:tt9000001 S1E2 2019-12-31T23:30:00Z"))
    }

    func testAFileThatIsNoHistoryIsOneLineAndWritesNothing() throws {
        let (database, catalog) = try HistoryFixtures.database()
        let folder = try makeTemporaryFolder("history")
        let cases: [(String, [UInt8], String)] = [
            ("notes.csv", Array("a,b\n1,2\n".utf8), "notes.csv is not a history this version reads"),
            ("broken.json", Array("[{\"show\": ".utf8), "broken.json is not a JSON array of shows"),
            ("fake.zip", [0x50, 0x4B, 0x03, 0x04, 1, 2, 3], "fake.zip: "),
            ("empty.csv", [], "empty.csv is empty"),
        ]
        for (name, bytes, expected) in cases {
            let path = try folder.write(name, bytes)
            XCTAssertThrowsError(try importer(database, catalog).importFile(at: path), name) { error in
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(name): \(error)")
                XCTAssertFalse("\(error)".contains("\n"), "one line: \(error)")
            }
        }
        XCTAssertThrowsError(try importer(database, catalog).importFile(at: "/dev/zero")) { error in
            XCTAssertEqual("\(error)", "/dev/zero is not a regular file or folder")
        }
        XCTAssertEqual(try saved(database), [])
        XCTAssertEqual(try marks(database), [])
    }

    func testACancelledImportLeavesNothingHalfWritten() throws {
        let (database, catalog) = try HistoryFixtures.database()
        let data = try HistoryFile.read(HistoryFixtures.path("trakt"))
        let cancellation = Cancellation()
        cancellation.cancel()
        XCTAssertThrowsError(try importer(database, catalog).importData(data, cancellation: cancellation))
        XCTAssertEqual(try saved(database), [])
        XCTAssertEqual(try marks(database), [])
    }
}
