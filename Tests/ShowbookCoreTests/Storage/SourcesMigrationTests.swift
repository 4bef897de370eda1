import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// Schema 15 rebuilds the subtitle sources without their one-per-episode key: a version-14
/// database keeps every registered source and its stored tokens (the foreign key follows the
/// renamed table), and a second source for the same episode can then be added.
final class SourcesMigrationTests: XCTestCase {
    func testVersion14SourcesAndTokensSurviveAndAnEpisodeTakesASecondSource() throws {
        let database = try Database(path: ":memory:")
        try Migrations.migrate(database, upTo: 14)
        try database.run("""
            INSERT INTO subtitle_sources(id, media_id, season, number, kind, path, size, modified_at, content_hash,
                language, cues, registered_at) VALUES (7, 'offline:1', 1, 3, 'file', '/s/ep03.ko.srt', 10, 1, 'h', 'ko', 2, 1)
            """)
        try database.run("INSERT INTO subtitle_tokens(source_id, lines) VALUES (7, '1 2|3')")

        try DatabaseUpgrade.run(database)

        XCTAssertEqual(try database.userVersion, Migrations.latestVersion)
        XCTAssertEqual(try database.scalarText("SELECT lines FROM subtitle_tokens WHERE source_id = 7"), "1 2|3")
        XCTAssertEqual(try database.scalarInt("SELECT track FROM subtitle_sources WHERE id = 7"), -1)
        try database.run("""
            INSERT INTO subtitle_sources(media_id, season, number, kind, path, size, modified_at, content_hash,
                language, cues, registered_at) VALUES ('offline:1', 1, 3, 'file', '/s/ep03.en.srt', 10, 1, 'h2', 'en', 2, 1)
            """)
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM subtitle_sources WHERE number = 3"), 2)
        // The tokens still belong to their source: removing it removes them.
        try database.run("DELETE FROM subtitle_sources WHERE id = 7")
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM subtitle_tokens"), 0)
        XCTAssertEqual(try database.scalarInt("PRAGMA foreign_key_check"), nil)
    }

    /// A file from while version 14 was being written (user_version 14, no subtitle tables)
    /// once failed to open with "no such table: subtitle_sources"; it migrates like any other.
    func testAVersion14FileWithoutSubtitleTablesMigrates() throws {
        let database = try Database(path: ":memory:")
        try Migrations.migrate(database, upTo: 14)
        try database.execute("DROP TABLE subtitle_tokens; DROP TABLE subtitle_sources; DROP TABLE subtitle_lemmas;")
        try DatabaseUpgrade.run(database)
        XCTAssertEqual(try database.userVersion, Migrations.latestVersion)
        let registry = SubtitleRegistry(database: database, clock: ManualClock(Date(timeIntervalSince1970: 0)))
        XCTAssertEqual(try registry.sources(of: MediaID("bundled:1")).count, 0)
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM subtitle_lemmas"), 0)
    }

    func testWordsGainTagsAndTheirExampleMedia() throws {
        let database = try Database.migrated()
        let columns = try database.query("PRAGMA table_info(words)") { $0.string(1) }
        for column in ["tags", "example_media", "example_start", "example_end"] {
            XCTAssertTrue(columns.contains(column), "words has no \(column): \(columns)")
        }
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM word_exposures"), 0)
    }
}
