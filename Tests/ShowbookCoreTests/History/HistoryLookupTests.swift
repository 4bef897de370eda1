import Foundation
import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV
import ShowbookExchange

/// With a provider configured, shows the catalog cannot find by id are asked of it by TVDB id
/// (TVmaze `lookup/shows?thetvdb=`, TMDB `find/{id}?external_source=tvdb_id`) before any title
/// match; a provider that knows nothing leaves the title to decide.
final class HistoryLookupTests: XCTestCase {
    private let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    private static let glassOrchard = #"{"id": 4242, "name": "Glass Orchard", "premiered": "2020-01-10", "externals": {"imdb": "tt9000077"}}"#

    /// The TV Time fixture imported into a fresh database with `lookup` asked for what the catalog lacks.
    private func importTVTime(lookup: any ExternalShowLookup) throws -> (report: HistoryImportReport, database: Database) {
        let (database, catalog) = try HistoryFixtures.database()
        let zip = try HistoryFixtures.zip("tvtime", to: "t.zip", in: try makeTemporaryFolder("history"))
        return (try HistoryImporter(database: database, catalog: catalog, clock: clock, lookup: lookup).importFile(at: zip), database)
    }

    func testTVmazeLooksUpTheTVDBIdAndTheMarksGoUnderTheIMDbId() throws {
        let h = try RemoteHarness { request in
            if request.path == "/lookup/shows", request.query["thetvdb"] == "81003" { return .json(Self.glassOrchard) }
            return .json(#"{"name":"Not Found","status":404}"#, status: 404)
        }
        let (report, database) = try importTVTime(lookup: h.tvmaze())
        XCTAssertEqual(report.showsSaved, 4, report.summary)
        XCTAssertTrue(try SavedStore(database: database, clock: clock).isSaved(MediaID("tvmaze:4242")))
        XCTAssertEqual(try database.scalarText("SELECT imdb_id FROM show_identities WHERE media_id = 'tvmaze:4242'"), "tt9000077")
        XCTAssertEqual(try WatchedStore(database: database, clock: clock).watched(MediaID("tvmaze:4242")), [EpisodeCode(season: 1, number: 1)])
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM watched_episodes WHERE show_key = 'imdb:tt9000077'"), 1)
        XCTAssertEqual(h.server.requests.filter { $0.path == "/lookup/shows" }.map { $0.query["thetvdb"] ?? "" }.sorted(),
                       ["81001", "81002", "81003", "81004", "81006"])
        XCTAssertFalse(report.skipped.contains { $0.reason.contains("Glass Orchard") })
    }

    func testTMDBFindsByTVDBId() throws {
        let h = try RemoteHarness { request in
            if request.path == "/3/find/81003", request.query["external_source"] == "tvdb_id" {
                return .json(#"{"tv_results": [{"id": 5151, "name": "Glass Orchard", "first_air_date": "2020-01-10"}]}"#)
            }
            return .json(#"{"tv_results": []}"#)
        }
        let (report, database) = try importTVTime(lookup: h.tmdb())
        XCTAssertEqual(report.showsSaved, 4, report.summary)
        XCTAssertTrue(try SavedStore(database: database, clock: clock).isSaved(MediaID("tmdb:5151")))
        XCTAssertEqual(h.server.requests.first?.headers["authorization"], "Bearer \(RemoteHarness.token)")
    }
}
