import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// The bulk load (an IMDb import into a source with no rows) must leave exactly the catalog the
/// batch-by-batch upsert leaves: the same rows, consistent full-text indexes, the same CJK and
/// typo indexes, every key index back; and a database error must roll all of it back.
final class CatalogBulkLoadTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder("showbook-import")
    }

    /// Series in several scripts, a title repeated within the file, and one row with a rating.
    func basicsFile() throws -> String {
        var text = IMDbFixtures.header
        let titles = ["Breaking Point", "오징어 게임", "進撃の巨人", "Dr. House & Friends", "M*A*S*H", "Café Zoë"]
        for number in 0..<600 {
            text += IMDbFixtures.row("tt\(3_000_000 + number)", title: "\(titles[number % titles.count]) \(number)")
        }
        text += IMDbFixtures.row("tt3000005", title: "Renamed Later")  // the same tconst again
        return try folder.write("basics.tsv", text)
    }

    func snapshot(_ database: Database) throws -> [String] {
        func rows(_ sql: String) throws -> [String] {
            try database.query(sql) { row in (0..<4).map { row.text(Int32($0)) ?? "∅" }.joined(separator: "|") }
        }
        return try rows("SELECT source_id, title, title_key, extra_key FROM shows WHERE source = 'imdb' ORDER BY source_id")
            + rows("SELECT key, term, '', '' FROM term_deletes ORDER BY key, term")
            + rows("SELECT name, '', '', '' FROM sqlite_master WHERE tbl_name = 'shows' ORDER BY name")
            + rows("SELECT s.source_id, '', '', '' FROM shows_grams g JOIN shows s ON s.id = g.rowid WHERE shows_grams MATCH '게임' ORDER BY 1")
            + rows("SELECT s.source_id, '', '', '' FROM shows_cjk c JOIN shows s ON s.id = c.rowid WHERE shows_cjk MATCH '巨' ORDER BY 1")
    }

    func checkFullTextIndexes(_ database: Database, file: StaticString = #filePath, line: UInt = #line) throws {
        try database.execute("""
            INSERT INTO shows_words(shows_words) VALUES ('integrity-check');
            INSERT INTO shows_grams(shows_grams) VALUES ('integrity-check');
            """)
        XCTAssertEqual(try database.scalarText("PRAGMA integrity_check"), "ok", file: file, line: line)
    }

    func testBulkLoadBuildsTheSameCatalogAsBatches() throws {
        let basics = try basicsFile()
        let bulk = try AppHarness()
        XCTAssertTrue(try CatalogBulkLoad.applies(to: bulk.database, source: IMDbImporter.source))
        let bulkReport = IMDbImporter(store: bulk.catalog).run(basics: basics, ratings: nil)
        XCTAssertNil(bulkReport.failure)
        XCTAssertEqual(bulkReport.kept, 601)
        XCTAssertEqual(bulkReport.changed, 601, "600 new rows and the repeat that changed one")

        // The same file through the batch path: the source already has a row, so no bulk load.
        let batches = try AppHarness()
        try batches.catalog.upsert(CatalogRecord(source: IMDbImporter.source, sourceID: "tt3000000", title: "Breaking Point 0",
                                                 originalTitle: "Breaking Point 0", firstYear: 2001, genres: ["Drama"]))
        XCTAssertFalse(try CatalogBulkLoad.applies(to: batches.database, source: IMDbImporter.source))
        var importer = IMDbImporter(store: batches.catalog)
        importer.batchSize = 50
        XCTAssertNil(importer.run(basics: basics, ratings: nil).failure)

        XCTAssertEqual(try snapshot(bulk.database), try snapshot(batches.database))
        try checkFullTextIndexes(bulk.database)
        XCTAssertEqual(try bulk.catalog.record(mediaID: "imdb:tt3000005")?.title, "Renamed Later")
        XCTAssertEqual(try bulk.catalog.search(query: "renamed", page: 1, pageSize: 5).items.map(\.title), ["Renamed Later"])
        XCTAssertEqual(try bulk.catalog.search(query: "breking point 42", page: 1, pageSize: 5).items.first?.title,
                       "Breaking Point 42", "the typo index was built")
        XCTAssertEqual(try bulk.catalog.search(query: "오징어 게임 1", page: 1, pageSize: 1).items.map(\.title), ["오징어 게임 1"])
    }

    func testADatabaseErrorDuringTheBulkLoadKeepsNothing() throws {
        let harness = try AppHarness()
        let before = try snapshot(harness.database)
        let indexCount = try harness.database.scalarInt("SELECT count(*) FROM sqlite_master WHERE tbl_name = 'shows'")
        harness.database.faultInjector = { sql in
            if sql.hasPrefix("INSERT INTO shows_words(shows_words) VALUES ('rebuild')") { throw StorageError.readOnly(path: "/tmp/x.db") }
        }
        let report = IMDbImporter(store: harness.catalog).run(basics: try basicsFile(), ratings: nil)
        harness.database.faultInjector = nil
        guard case .storage? = report.failure else { return XCTFail("got \(String(describing: report.failure))") }
        XCTAssertEqual(report.changed, 0)
        XCTAssertEqual(try snapshot(harness.database), before, "rolled back, indexes included")
        XCTAssertEqual(try harness.database.scalarInt("SELECT count(*) FROM sqlite_master WHERE tbl_name = 'shows'"), indexCount)
        try checkFullTextIndexes(harness.database)
        XCTAssertFalse(try harness.catalog.search(query: "squid", page: 1, pageSize: 5).items.isEmpty, "the old catalog is still found")
    }
}
