import Foundation
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// Migration steps are SQL only; the work they need the app for is recorded with the step and
/// done after the last one. A process that stops between the two (a crash, a kill) leaves the
/// task recorded, and the next open does it; a task is done once.
final class DatabaseUpgradeTests: XCTestCase {
    /// A version-4 database with one show whose search keys were never computed.
    func makeVersion4() throws -> Database {
        let database = try Database(path: ":memory:")
        try Migrations.migrate(database, upTo: 4)
        try database.run("INSERT INTO word_books(id, title, created_at) VALUES (1, 'Old', 0)")
        try database.run("INSERT INTO words(id, book_id, term, meaning, state, created_at, updated_at) VALUES (1, 1, 'w', 'm', 'success', 0, 0)")
        try database.run("INSERT INTO study_marks(book_id, word_id, state, marked_at) VALUES (1, 1, 'success', 100)")
        return database
    }

    func testTheStepsRecordTheirTasksAndLeaveTheWorkToTheApp() throws {
        let database = try makeVersion4()
        try Migrations.migrate(database)
        XCTAssertEqual(try database.userVersion, Migrations.latestVersion)
        XCTAssertEqual(try UpgradeTask.pending(in: database), [.searchKeys, .studyCards, .cjkIndexes, .closeLeftovers, .exampleSources],
                       "recorded in the order the steps ran")
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM study_marks WHERE grade IS NOT NULL"), 1,
                       "the steps' own SQL ran")
        XCTAssertEqual(try database.scalarInt("SELECT reps FROM words WHERE id = 1"), 0, "no card replayed by a step")
    }

    func testAnOpenAfterAStopBetweenStepsAndTasksDoesTheTasksOnce() throws {
        let database = try makeVersion4()
        try Migrations.migrate(database)          // the process stops here
        try DatabaseUpgrade.run(database)         // the next open
        XCTAssertEqual(try UpgradeTask.pending(in: database), [])
        XCTAssertEqual(try database.scalarInt("SELECT reps FROM words WHERE id = 1"), 1, "the mark replayed into the card")
        let card = try database.scalarInt("SELECT count(*) FROM words WHERE id = 1 AND stability IS NOT NULL")
        try DatabaseUpgrade.run(database)
        XCTAssertEqual(try database.scalarInt("SELECT reps FROM words WHERE id = 1"), 1, "not replayed twice")
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM words WHERE id = 1 AND stability IS NOT NULL"), card)
    }

    func testANewDatabaseHasTheTaskTableAndNothingPending() throws {
        let database = try Database(path: ":memory:")
        try DatabaseUpgrade.run(database)
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE name = 'upgrade_tasks'"), 1)
        XCTAssertEqual(try UpgradeTask.pending(in: database), [])
    }
}
