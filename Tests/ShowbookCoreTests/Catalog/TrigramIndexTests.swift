import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// The trigram index holds only the keys with Hangul, kana or kanji: a Latin key of the same
/// row is left out, a changed row leaves nothing stale behind, and a database whose index was
/// written whole (schema 11) is refilled by the migration, so its rows can still change.
final class TrigramIndexTests: XCTestCase {
    let squidGame = CatalogRecord(source: "test", sourceID: "1", title: "Squid Game", originalTitle: "오징어 게임")

    func grams(_ database: Database, _ text: String) throws -> Int? {
        try database.scalarInt("SELECT count(*) FROM shows_grams WHERE shows_grams MATCH ?", "\"\(text)\"")
    }

    func checkIndexes(_ database: Database) throws {
        try database.execute("""
            INSERT INTO shows_grams(shows_grams) VALUES ('integrity-check');
            INSERT INTO shows_cjk(shows_cjk) VALUES ('integrity-check');
            """)
    }

    func testOnlyKeysWithCJKAreInTheTrigramIndex() throws {
        let database = try Database.migrated()
        _ = try CatalogWriter(database: database).upsert([squidGame])
        XCTAssertEqual(try grams(database, "오징어"), 1)
        XCTAssertEqual(try grams(database, "squid"), 0, "the English title is found by the word index, not here")
        XCTAssertEqual(try grams(database, "ojingeo"), 0, "nor the romanized reading")
        try checkIndexes(database)
    }

    func testAChangedRowLeavesNoStaleGrams() throws {
        let database = try Database.migrated()
        let writer = try CatalogWriter(database: database)
        _ = try writer.upsert([squidGame])
        var renamed = squidGame
        renamed.originalTitle = "다른 제목"
        XCTAssertEqual(try writer.upsert([renamed]), 1)
        XCTAssertEqual(try grams(database, "오징어"), 0)
        XCTAssertEqual(try grams(database, "다른 제"), 1)
        try checkIndexes(database)
        XCTAssertTrue(try writer.delete(source: "test", sourceID: "1"))
        XCTAssertEqual(try grams(database, "다른 제"), 0)
        try checkIndexes(database)
    }

    func testTheMigrationRefillsATrigramIndexWrittenWhole() throws {
        let database = try Database(path: ":memory:")
        try Migrations.migrate(database, upTo: 11)
        _ = try CatalogWriter(database: database).upsert([squidGame])
        // What schema 11 wrote: every key of the row.
        try database.execute("""
            INSERT INTO shows_grams(shows_grams) VALUES ('delete-all');
            INSERT INTO shows_grams(rowid, title_key, original_key, extra_key) SELECT id, title_key, original_key, extra_key FROM shows;
            """)
        XCTAssertEqual(try grams(database, "squid"), 1)

        try DatabaseUpgrade.run(database)
        XCTAssertEqual(try grams(database, "squid"), 0)
        XCTAssertEqual(try grams(database, "오징어"), 1)
        var renamed = squidGame
        renamed.originalTitle = "다른 제목"
        XCTAssertEqual(try CatalogWriter(database: database).upsert([renamed]), 1)
        XCTAssertEqual(try grams(database, "오징어"), 0)
        try checkIndexes(database)
    }
}
