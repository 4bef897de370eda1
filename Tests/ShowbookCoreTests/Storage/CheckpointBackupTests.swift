import Foundation
import XCTest
@testable import ShowbookCore

/// After a clean exit the main file alone holds every change; `backup` makes a consistent copy
/// while another connection is in the middle of writing.
final class CheckpointBackupTests: XCTestCase {
    func testExitCheckpointEmptiesTheLogIntoTheFile() throws {
        let file = try TemporaryDatabase()
        try file.createShowbook()
        let database = try Database(path: file.path)
        let store = WordBookStore(database: database, clock: SystemClock())
        let book = try store.createBook(title: "After")
        for index in 0..<50 { _ = try store.addWord(WordDraft(term: "t\(index)", meaning: "m"), to: book.id) }
        XCTAssertGreaterThan(file.fileSize("-wal"), 0, "the words sit in the log before the checkpoint")
        try database.checkpointForExit()
        XCTAssertEqual(file.fileSize("-wal"), 0)
        // A copy of the main file alone (what a user copies) has the words.
        let copy = file.sibling("copy.db")
        try FileManager.default.copyItem(atPath: file.path, toPath: copy)
        XCTAssertEqual(try Database(path: copy).scalarInt("SELECT count(*) FROM words"), 50)
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
