import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// The forgiving search's stored parts — `extra_key`, its share of the FTS indexes and the
/// deletion index `term_deletes` — stay current: `catalog reindex` rebuilds all of them, and an
/// import leaves the typo index knowing the words it brought.
final class SearchIndexUpkeepTests: XCTestCase {
    func testReindexRebuildsExtraKeysIndexesAndDeletionIndex() throws {
        let database = try Database.migrated()
        let store = CatalogStore(database: database)
        try store.syncBundled()
        let deletes = try XCTUnwrap(database.scalarInt("SELECT count(*) FROM term_deletes"))
        XCTAssertGreaterThan(deletes, 1_000)
        // Damage everything the forgiving search stores, consistently with each other.
        try database.execute("""
            UPDATE shows SET extra_key = '';
            INSERT INTO shows_words(shows_words) VALUES ('rebuild');
            DELETE FROM term_deletes;
            """)
        XCTAssertNotEqual(try store.search(query: "mash", page: 1, pageSize: 5).items.first?.title, "M*A*S*H")
        XCTAssertNotEqual(try store.search(query: "frends", page: 1, pageSize: 5).items.first?.title, "Friends")

        try store.rebuildSearchIndexes()

        XCTAssertEqual(try database.scalarText("SELECT extra_key FROM shows WHERE title = 'M*A*S*H'"), "mash")
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM term_deletes"), deletes)
        XCTAssertEqual(try store.search(query: "mash", page: 1, pageSize: 5).items.first?.title, "M*A*S*H")
        XCTAssertEqual(try store.search(query: "frends", page: 1, pageSize: 5).items.first?.title, "Friends")
        XCTAssertEqual(try store.search(query: "ojingeo", page: 1, pageSize: 5).items.first?.title, "Squid Game")
    }

    func testIMDbImportTeachesTheTypoIndexItsWords() throws {
        let harness = try AppHarness()
        let folder = try makeTemporaryFolder("showbook-import")
        let basics = try folder.write("basics.tsv", IMDbFixtures.header + IMDbFixtures.row("tt9000001", title: "Zorblatt Chronicles"))
        let report = IMDbImporter(store: harness.catalog).run(basics: basics, ratings: nil)
        XCTAssertNil(report.failure)
        XCTAssertEqual(try harness.catalog.search(query: "zorbaltt", page: 1, pageSize: 5).items.first?.title, "Zorblatt Chronicles")
    }

    func testTVmazeImportTeachesTheTypoIndexItsWords() throws {
        let harness = try AppHarness()
        let folder = try makeTemporaryFolder("showbook-import")
        let file = try folder.write("shows.jsonl", #"{"id": 77, "name": "Quibbleton Heights"}"# + "\n")
        let report = TVmazeImporter(store: harness.catalog).run(file: file)
        XCTAssertNil(report.failure)
        XCTAssertEqual(try harness.catalog.search(query: "quibbelton", page: 1, pageSize: 5).items.first?.title, "Quibbleton Heights")
    }
}
