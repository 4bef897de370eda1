import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookApp

/// Database errors name the file and say what went wrong in words, never "database error 14".
final class StorageMessageTests: XCTestCase {
    func testResultCodesBecomePlainWordsWithThePath() throws {
        let file = try TemporaryDatabase()
        let database = try Database(path: file.path)
        for code in [SQLITE_CANTOPEN_CODE, 10, 13, 3] {
            let text = database.error(Int32(code)).description
            XCTAssertTrue(text.contains(file.path), text)
            XCTAssertFalse(text.contains("error \(code)"), text)
            XCTAssertFalse(text.contains("database error"), text)
        }
        XCTAssertTrue(database.error(13).description.contains("disk is full"))
    }

    func testFailingStatementNamesTheDatabase() throws {
        let file = try TemporaryDatabase()
        let database = try Database(path: file.path)
        XCTAssertThrowsError(try database.run("INSERT INTO missing_table VALUES (1)")) { error in
            XCTAssertEqual("\(error)", "database \(file.path): no such table: missing_table")
        }
    }

    func testConstraintFailureNamesTheDatabase() throws {
        let file = try TemporaryDatabase()
        let database = try Database.migrated(at: file.path)
        XCTAssertThrowsError(try database.run("INSERT INTO meta(key, value) VALUES ('k', NULL)")) { error in
            XCTAssertTrue("\(error)".hasPrefix("database \(file.path) refused a change"), "\(error)")
        }
    }

    func testMigratingANewerSchemaSaysSoWithThePath() throws {
        let database = try Database(path: ":memory:")
        try database.setUserVersion(Migrations.latestVersion + 3)
        XCTAssertThrowsError(try Migrations.migrate(database)) { error in
            XCTAssertTrue("\(error)".contains("newer than this Showbook"), "\(error)")
            XCTAssertTrue("\(error)".contains(":memory:"))
        }
    }

    private let SQLITE_CANTOPEN_CODE = 14
}
