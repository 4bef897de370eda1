import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// Damage inside the file (not just a broken header) stops every write in the process, and
/// the damaged file is never rewritten — not by a write, nor by a checkpoint.
final class DamageTests: XCTestCase {
    /// 20 pages of noise in the middle of a database with a few hundred pages.
    private func damagedDatabase() throws -> TemporaryDatabase {
        let file = try TemporaryDatabase()
        try file.createShowbook(words: 3_000)
        let pages = file.bytes.count / 4096
        XCTAssertGreaterThan(pages, 100)
        var generator = SeededGenerator(seed: 17)
        let middle = Array((pages / 4)..<(3 * pages / 4)).shuffled(using: &generator).prefix(20)
        try file.overwrite(pages: Array(middle)) { _ in UInt8.random(in: 0...255, using: &generator) }
        return file
    }

    func testQuickCheckFindsDamageAndStopsWrites() throws {
        let file = try damagedDatabase()
        let before = file.bytes
        try inScope {
            let database = try Database(path: file.path)
            XCTAssertThrowsError(try database.verifyIfSmall()) { XCTAssertEqual($0 as? StorageError, .damaged(path: file.path)) }
            XCTAssertTrue(database.isDamaged)
            XCTAssertThrowsError(try database.run("INSERT INTO meta(key, value) VALUES ('x', 'y')")) {
                XCTAssertEqual($0 as? StorageError, .damaged(path: file.path))
            }
            XCTAssertThrowsError(try database.checkpointForExit())
        }
        XCTAssertEqual(file.bytes, before, "the damaged file was not rewritten")
    }

    func testImportIntoDamagedFileIsRefused() throws {
        let file = try damagedDatabase()
        let before = file.bytes
        try inScope {
            let database = try Database(path: file.path)
            let importer = WordBookImporter(stores: WordBookStores(database: database, clock: SystemClock()))
            let batch = AnkiText.batch("사과\tapple\n")
            XCTAssertThrowsError(try importer.importBatch(batch, options: .init(bookName: "New"), fallbackBookName: "x")) {
                XCTAssertEqual($0 as? StorageError, .damaged(path: file.path))
            }
        }
        XCTAssertEqual(file.bytes, before)
    }

    func testCorruptionFromAnyStatementStopsLaterWritesEverywhere() throws {
        let file = try TemporaryDatabase()
        try file.createShowbook(words: 3_000)
        let root = try inScope {
            try Database(path: file.path).scalarInt("SELECT rootpage FROM sqlite_master WHERE name = 'words'") ?? 0
        }
        try file.overwrite(pages: [root]) { _ in 0 }
        let before = file.bytes
        try inScope {
            let database = try Database(path: file.path)
            XCTAssertThrowsError(try database.query("SELECT term FROM words") { $0.onlyString }) {
                XCTAssertEqual($0 as? StorageError, .damaged(path: file.path))
                XCTAssertTrue("\($0)".contains("showbook doctor"))
            }
            // meta's pages are intact, yet nothing may be written any more.
            XCTAssertThrowsError(try database.run("INSERT INTO meta(key, value) VALUES ('x', 'y')"))
            XCTAssertThrowsError(try database.transaction { })
            XCTAssertEqual(try database.scalarText("SELECT value FROM meta WHERE key = 'bundled_fingerprint'"), nil, "reads still work")
        }
        XCTAssertEqual(file.bytes, before)
    }

    func testHealthReportNamesProblemsAndCounts() throws {
        let file = try damagedDatabase()
        let database = try Database(path: file.path)
        let health = DatabaseHealth.examine(database)
        XCTAssertFalse(health.isHealthy)
        XCTAssertEqual(health.counts.map(\.table).first, "shows")

        let whole = try TemporaryDatabase()
        try whole.createShowbook(words: 5)
        let report = DatabaseHealth.examine(try Database(path: whole.path))
        XCTAssertTrue(report.isHealthy, "\(report.problems)")
        XCTAssertEqual(report.counts.first { $0.table == "words" }?.rows, 5)
    }

    /// A whole database with the bundled catalog, so the search indexes have segments.
    private func databaseWithCatalog() throws -> TemporaryDatabase {
        let file = try TemporaryDatabase()
        try inScope {
            let database = try Database.migrated(at: file.path)
            try CatalogStore(database: database).syncBundled()
            _ = try database.query("PRAGMA wal_checkpoint(TRUNCATE)") { $0.onlyInt }
        }
        return file
    }

    func testDoctorNamesExactlyTheDamagedSearchIndex() throws {
        let file = try databaseWithCatalog()
        try inScope {
            let database = try Database(path: file.path)
            try database.run("DELETE FROM shows_words_data WHERE id > 10")  // its segments, not the structure record
            XCTAssertEqual(try database.query("PRAGMA integrity_check") { $0.onlyString }, ["ok"], "the tables are whole")
        }
        let database = try Database(path: file.path)
        let health = DatabaseHealth.examine(database)
        XCTAssertEqual(health.problems.count, 1, "\(health.problems)")
        XCTAssertTrue(health.problems.first?.hasPrefix("full-text index shows_words: ") == true, "\(health.problems)")
        XCTAssertFalse(health.problems.contains { $0.contains("showbook doctor") }, "SQLite's words, not the general line")
        XCTAssertEqual(health.damagedIndexes, ["shows_words"])
        XCTAssertTrue(health.onlyIndexesAreDamaged)
        XCTAssertTrue(database.isDamaged, "marked once every check ran")
    }

    func testDoctorReportsWhatIntegrityCheckSaid() throws {
        let file = try damagedDatabase()
        let before = file.bytes
        try inScope {
            let health = DatabaseHealth.examine(try Database(path: file.path))
            XCTAssertFalse(health.isHealthy)
            XCTAssertFalse(health.onlyIndexesAreDamaged)
            XCTAssertFalse(health.problems.contains { $0.contains("showbook doctor") }, "\(health.problems)")
            let direct = try? Database(path: file.path).query("PRAGMA integrity_check") { $0.onlyString }
            if let first = direct?.first?.split(separator: "\n").first { XCTAssertEqual(health.problems.first, String(first)) }
        }
        XCTAssertEqual(file.bytes, before)
        XCTAssertLessThanOrEqual(file.fileSize("-wal"), 0, "the checks wrote nothing")
    }

    /// Damage only where mining never reads (the root page of `shows`): only a check finds it.
    private func databaseDamagedAwayFromWords() throws -> TemporaryDatabase {
        let file = try TemporaryDatabase()
        try file.createShowbook(words: 300)
        let root = try inScope {
            try Database(path: file.path).scalarInt("SELECT rootpage FROM sqlite_master WHERE name = 'shows'") ?? 0
        }
        try file.overwrite(pages: [root]) { $0 % 7 == 0 ? 0xFF : 0 }
        return file
    }

    func testMiningAddIntoADamagedFileIsRefused() throws {
        let file = try databaseDamagedAwayFromWords()
        let before = file.bytes
        try inScope {
            let database = try Database(path: file.path)
            let store = WordBookStores(database: database, clock: SystemClock())
            let book = try XCTUnwrap(try store.books.book(matching: "Book"))
            let candidate = MiningCandidate(term: "garden", reading: "", count: 2, example: "The gardens.", time: 0,
                                            source: "01:00", file: "e.srt", meaning: "")
            XCTAssertThrowsError(try store.mining.addMined([candidate], to: book)) {
                XCTAssertEqual($0 as? StorageError, .damaged(path: file.path))
            }
            let show = Media(id: "bundled:9", title: "Harbour Lights")
            XCTAssertThrowsError(try store.mining.openBook(forShow: show)) {
                XCTAssertEqual($0 as? StorageError, .damaged(path: file.path))
            }
        }
        XCTAssertEqual(file.bytes, before)
        XCTAssertLessThanOrEqual(file.fileSize("-wal"), 0, "nothing went into the log either")
    }
}
