import Foundation
import XCTest

extension E2ETestCase {
    /// Creates the test's database the way the app does (schema, bundled catalog), through the
    /// CLI, so that rows can be added before the app starts.
    func createDatabase(sample: Bool = true, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try runCLI((sample ? [] : ["--no-sample"]) + ["books", "list"])
        XCTAssertEqual(result.status, 0, "creating the database failed: \(result.stderr)", file: file, line: line)
    }

    /// Runs SQL on the test's database with the `sqlite3` command and returns its output.
    @discardableResult
    func sqlite(_ sql: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try ProcessRunner.run("/usr/bin/env", ["sqlite3", databasePath, sql], environment: environment)
        guard result.status == 0 else {
            XCTFail("sqlite3 failed (\(result.status)): \(result.stderr)\nSQL: \(sql)", file: file, line: line)
            throw E2EFailure("sqlite3 failed")
        }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
