import Foundation
import XCTest
import ShowbookPlatform
import ShowbookTV
import ShowbookExchange
import ShowbookTestSupport

/// The export, read back: JSON and CSV each imported into a fresh database give the same
/// history (saved shows, first-watch dates, rewatches), which exports to the same bytes; and
/// the dates the readers take.
final class HistoryExportTests: XCTestCase {
    private let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    /// A database with the TV Time and Trakt fixtures imported, and an online show saved.
    private func filled() throws -> (Database, CatalogStore) {
        let (database, catalog) = try HistoryFixtures.database()
        let importer = HistoryImporter(database: database, catalog: catalog, clock: clock)
        _ = try importer.importFile(at: HistoryFixtures.path("trakt"))
        let folder = try makeTemporaryFolder("history")
        _ = try importer.importFile(at: try HistoryFixtures.zip("tvtime", to: "t.zip", in: folder))
        let online = Media(id: MediaID(source: "tmdb", id: "424242"), title: "Far Shore, \"The\"", firstYear: 2020)
        try SavedStore(database: database, clock: clock).save(online)
        try WatchedStore(database: database, clock: clock).setWatched([EpisodeCode(season: 1, number: 1)], of: online.id, watched: true)
        return (database, catalog)
    }

    func testJSONAndCSVExportsReadBackToTheSameHistory() throws {
        let (database, _) = try filled()
        let exporter = HistoryExporter(database: database, clock: clock)
        let json = try exporter.json()
        let csv = try exporter.csv()
        XCTAssertEqual(try exporter.shows().count, 6)
        XCTAssertEqual(try exporter.shows().reduce(0) { $0 + $1.watches.count }, 9)
        let folder = try makeTemporaryFolder("export")
        for (name, bytes) in [("history.json", json), ("history.csv", csv)] {
            let path = try folder.write(name, bytes)
            let (fresh, catalog) = try HistoryFixtures.database()
            let report = try HistoryImporter(database: fresh, catalog: catalog, clock: clock).importFile(at: path)
            XCTAssertEqual(report.skipped, [], name)
            XCTAssertEqual(report.showsSaved, 6, name)
            let again = HistoryExporter(database: fresh, clock: clock)
            XCTAssertEqual(String(decoding: try again.json(), as: UTF8.self), String(decoding: json, as: UTF8.self), name)
            XCTAssertEqual(String(decoding: try again.csv(), as: UTF8.self), String(decoding: csv, as: UTF8.self), name)
            let second = try HistoryImporter(database: fresh, catalog: catalog, clock: clock).importFile(at: path)
            XCTAssertEqual([second.showsSaved, second.episodesMarked, second.rewatches], [0, 0, 0], name)
        }
        let text = String(decoding: csv, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("title,year,showbook_id,imdb_id,tvdb_id,tmdb_id,tvmaze_id,season,episode,watched_at,plays,last_watched_at\r\n"))
        XCTAssertTrue(text.contains("Harbor Lights,2015,imdb:tt9000001,tt9000001,,,,1,1,2016-02-29T23:59:59Z,3,2022-07-04T12:00:00Z\r\n"), text)
        XCTAssertTrue(text.contains("\"Far Shore, \"\"The\"\"\",2020,tmdb:424242,,,424242,,1,1,"), text)
    }

    func testDatesAreReadInEveryFormTheFilesUseAndOddOnesRefused() {
        let cases: [(String, String?)] = [
            ("2016-02-29", "2016-02-29T00:00:00Z"),
            ("2016-02-29 23:59:59", "2016-02-29T23:59:59Z"),
            ("2019-12-31T23:30:00.000Z", "2019-12-31T23:30:00Z"),
            ("2021-06-01T20:15:00+02:00", "2021-06-01T18:15:00Z"),
            ("2017-01-01T00:00:00+0530", "2016-12-31T18:30:00Z"),
            ("2020-01-01 00:00:00 UTC", "2020-01-01T00:00:00Z"),
            ("1950-06-15T12:00Z", "1950-06-15T12:00:00Z"),
            ("2015-02-29", nil), ("2021-13-01", nil), ("2021-02-30 10:00:00", nil), ("1899-12-31", nil),
            ("2021-01-01T25:00:00Z", nil), ("2021-01-01T10:00:00+15:00", nil), ("yesterday", nil), ("", nil),
            ("2021-01-01T10:00:00Zjunk", nil), ("２０２１-01-01", nil),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(HistoryDate.parse(text).map(HistoryDate.text), expected, text)
        }
    }
}
