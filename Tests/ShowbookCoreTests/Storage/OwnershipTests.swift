import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookApp

/// Another program's SQLite file, or a newer Showbook's, is refused before a byte is written;
/// Showbook's own files carry its application id, including ones made before the id existed.
final class OwnershipTests: XCTestCase {
    /// A plain SQLite file (rollback journal) made by "another program" through a raw handle.
    private func makeForeignFile(_ file: TemporaryDatabase, applicationID: Int = 0, userVersion: Int = 0) throws {
        try inScope {
            let database = try Database(path: file.path)  // empty: accepted, then turned back
            try database.execute("""
                PRAGMA journal_mode=DELETE;
                CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT);
                INSERT INTO notes(body) VALUES ('keep me');
                PRAGMA application_id = \(applicationID);
                PRAGMA user_version = \(userVersion);
                """)
        }
        try? FileManager.default.removeItem(atPath: file.path + "-wal")
        try? FileManager.default.removeItem(atPath: file.path + "-shm")
    }

    func testForeignFileWithoutIdIsRefusedUntouched() throws {
        let file = try TemporaryDatabase(name: "other-app.db")
        try makeForeignFile(file)
        let before = file.bytes
        XCTAssertThrowsError(try Database(path: file.path)) { error in
            XCTAssertEqual(error as? StorageError, .foreign(path: file.path))
            XCTAssertTrue("\(error)".contains(file.path))
        }
        XCTAssertEqual(file.bytes, before, "not a byte changed (no WAL switch, no tables)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path + "-wal"))
    }

    func testFileWithAnotherApplicationIdIsRefused() throws {
        let file = try TemporaryDatabase(name: "other-app.db")
        try makeForeignFile(file, applicationID: 0x1234_5678, userVersion: 2)
        let before = file.bytes
        XCTAssertThrowsError(try Database(path: file.path)) { XCTAssertEqual($0 as? StorageError, .foreign(path: file.path)) }
        XCTAssertEqual(file.bytes, before)
    }

    func testRefusingAForeignFileDoesNotCheckpointItsLog() throws {
        let file = try TemporaryDatabase(name: "other-wal.db")
        try inScope {
            let writer = try Database(path: file.path)  // WAL mode, like many programs use
            try writer.execute("CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes(body) VALUES ('in the log')")
            writer.markDamaged()  // only to leave without a checkpoint, as a crashed program would
        }
        XCTAssertGreaterThan(file.fileSize("-wal"), 0, "the other program's changes are still in its log")
        let before = file.bytes
        XCTAssertThrowsError(try Database(path: file.path)) { XCTAssertEqual($0 as? StorageError, .foreign(path: file.path)) }
        XCTAssertEqual(file.bytes, before, "the log was not moved into the file")
    }

    func testTooNewShowbookDatabaseIsRefusedBeforeTheJournalModeChanges() throws {
        let file = try TemporaryDatabase()
        try file.createShowbook()
        try inScope {
            let database = try Database(path: file.path)
            try database.execute("PRAGMA journal_mode=DELETE; PRAGMA user_version = \(Migrations.latestVersion + 1)")
        }
        let before = file.bytes
        XCTAssertThrowsError(try Database(path: file.path)) { error in
            XCTAssertEqual(error as? StorageError,
                           .tooNew(path: file.path, version: Migrations.latestVersion + 1, supported: Migrations.latestVersion))
        }
        XCTAssertEqual(file.bytes, before, "the journal mode (header bytes 18–19) was not switched")
    }

    func testNewDatabaseGetsTheApplicationId() throws {
        let file = try TemporaryDatabase()
        try file.createShowbook()
        let database = try Database(path: file.path)
        XCTAssertEqual(try database.scalarInt("PRAGMA application_id"), Database.applicationID)
    }

    func testShowbookDatabaseFromBeforeTheIdKeepsWorkingAndIsClaimed() throws {
        let file = try TemporaryDatabase()
        try file.createShowbook(words: 3)
        try inScope {
            let database = try Database(path: file.path)
            try database.execute("PRAGMA application_id = 0")
        }
        let database = try Database(path: file.path)
        try DatabaseUpgrade.run(database)
        XCTAssertEqual(try database.scalarInt("PRAGMA application_id"), Database.applicationID)
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM words"), 3)
    }

    func testRefusedFilesInWALModeGetNoCompanionFiles() throws {
        for (applicationID, userVersion) in [(0x1234_5678, 0), (0, 0), (Database.applicationID, Migrations.latestVersion + 1)] {
            let file = try TemporaryDatabase(name: "closed-cleanly.db")
            try inScope {
                let writer = try Database(path: file.path)  // WAL mode; closing checkpoints and removes the log
                try writer.execute("""
                    CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes(body) VALUES ('kept');
                    PRAGMA application_id = \(applicationID); PRAGMA user_version = \(userVersion);
                    """)
            }
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: file.folder.path), ["closed-cleanly.db"])
            let before = file.bytes
            XCTAssertThrowsError(try Database(path: file.path), "id \(applicationID)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: file.folder.path).sorted(), ["closed-cleanly.db"],
                           "no -wal or -shm beside a refused file (id \(applicationID))")
            XCTAssertEqual(file.bytes, before)
        }
    }

    func testTheHeaderAloneNamesOnlyShowbooksOwnOpenableFiles() throws {
        let ours = try TemporaryDatabase(name: "ours.db")
        try ours.createShowbook()
        XCTAssertTrue(Database.headerNamesShowbook(ours.path))

        let foreign = try TemporaryDatabase(name: "theirs.db")
        try makeForeignFile(foreign, applicationID: 0x1234)
        XCTAssertFalse(Database.headerNamesShowbook(foreign.path))

        let newer = try TemporaryDatabase(name: "newer.db")
        try makeForeignFile(newer, applicationID: Database.applicationID, userVersion: Migrations.latestVersion + 1)
        XCTAssertFalse(Database.headerNamesShowbook(newer.path), "a newer Showbook's file goes through the full check")

        let text = try TemporaryDatabase(name: "notes.txt")
        XCTAssertTrue(FileManager.default.createFile(atPath: text.path, contents: Data(repeating: 0x41, count: 200)))
        XCTAssertFalse(Database.headerNamesShowbook(text.path))
        XCTAssertFalse(Database.headerNamesShowbook(text.path + ".missing"))
    }
}
