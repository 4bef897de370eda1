import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

/// After a clean exit the main file alone holds every change; `backup` makes a consistent copy
/// while another connection is in the middle of writing.
final class CheckpointBackupTests: XCTestCase {
    func testExitCheckpointEmptiesTheLogIntoTheFile() throws {
        let file = try TemporaryDatabase()
        try file.createShowbook()
        let database = try Database(path: file.path)
        let store = WordBookStores(database: database, clock: SystemClock())
        let book = try store.books.createBook(title: "After")
        for index in 0..<50 { _ = try store.words.addWord(WordDraft(term: "t\(index)", meaning: "m"), to: book.id) }
        XCTAssertGreaterThan(file.fileSize("-wal"), 0, "the words sit in the log before the checkpoint")
        try database.checkpointForExit()
        XCTAssertEqual(file.fileSize("-wal"), 0)
        // A copy of the main file alone (what a user copies) has the words.
        let copy = file.sibling("copy.db")
        try FileManager.default.copyItem(atPath: file.path, toPath: copy)
        XCTAssertEqual(try Database(path: copy).scalarInt("SELECT count(*) FROM words"), 50)
    }

    /// A session that only read (an offline `search`) leaves a clean file alone at exit: no
    /// quick check, no checkpoint. One that wrote is checked and checkpointed as before.
    func testAnExitAfterOnlyReadingSkipsTheCheck() throws {
        let file = try TemporaryDatabase()
        try file.createShowbook()
        XCTAssertLessThanOrEqual(file.fileSize("-wal"), 0, "no log, or an empty one")
        let reader = try Database(path: file.path)
        _ = try reader.scalarInt("SELECT count(*) FROM word_books")
        XCTAssertFalse(reader.hasWritten)
        let before = reader.stepsTaken
        try reader.checkpointForExit(skipWhenUnwritten: true)
        XCTAssertEqual(reader.stepsTaken, before, "no quick check ran")
        try reader.checkpointForExit()
        XCTAssertGreaterThan(reader.stepsTaken, before, "without the flag the check runs")

        let writer = try Database(path: file.path)
        try writer.run("INSERT INTO word_books(title, created_at) VALUES ('read then wrote', 0)")
        XCTAssertTrue(writer.hasWritten)
        XCTAssertGreaterThan(file.fileSize("-wal"), 0)
        try writer.checkpointForExit(skipWhenUnwritten: true)
        XCTAssertEqual(file.fileSize("-wal"), 0, "a session that wrote is checkpointed")
    }

    func testBackupWhileAnotherConnectionWritesIsConsistent() throws {
        let file = try TemporaryDatabase()
        try file.createShowbook(words: 200)
        let app = try Database(path: file.path)  // the running app, mid-transaction
        try app.execute("BEGIN IMMEDIATE")
        try app.run("INSERT INTO word_books(title, created_at) VALUES ('uncommitted', 0)")
        let target = file.sibling("backup.db")
        let pages = try Database(path: file.path).backup(to: target)
        XCTAssertGreaterThan(pages, 0)
        try app.execute("COMMIT")
        let copy = try Database(path: target)
        XCTAssertEqual(try copy.scalarText("PRAGMA integrity_check"), "ok")
        XCTAssertEqual(try copy.scalarInt("SELECT count(*) FROM words"), 200)
        XCTAssertEqual(try copy.scalarInt("SELECT count(*) FROM word_books WHERE title = 'uncommitted'"), 0)
        XCTAssertEqual(try copy.scalarInt("PRAGMA application_id"), Database.applicationID)
    }

    func testBackupRefusesToOverwriteAFile() throws {
        let file = try TemporaryDatabase()
        try file.createShowbook()
        let target = file.sibling("exists.db")
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
        XCTAssertThrowsError(try Database(path: file.path).backup(to: target)) { XCTAssertTrue("\($0)".contains(target)) }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), Data("keep".utf8))
    }
}
