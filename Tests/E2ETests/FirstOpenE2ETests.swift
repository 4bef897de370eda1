import Foundation
import XCTest

/// Processes that open a new database together: several `showbook books list` started at the
/// same moment on a file that does not exist yet. Each must succeed (no "table meta already
/// exists", "duplicate column name", "UNIQUE constraint failed: meta.key"), and the file must
/// then hold one sample book, whole.
final class FirstOpenE2ETests: E2ETestCase {
    func testProcessesOpeningANewDatabaseTogetherAllSucceed() throws {
        for round in 0..<6 {
            let count = 3 + round % 4
            let database = "race-\(round).db"
            let result = try shell("""
            for i in $(seq \(count)); do
              ( \(ProcessRunner.shellQuote(Self.binaryPath)) --db \(database) books list >out-\(round)-$i 2>err-\(round)-$i
                echo "status=$?" >>err-\(round)-$i ) &
            done
            wait
            cat err-\(round)-*
            """)
            let statuses = result.stdout.split(separator: "\n").filter { $0.hasPrefix("status=") }
            XCTAssertEqual(statuses.count, count, result.stdout + result.stderr)
            XCTAssertTrue(statuses.allSatisfy { $0 == "status=0" }, "round \(round), \(count) processes:\n\(result.stdout)")
            let list = try ProcessRunner.run(Self.binaryPath, ["--db", workDirectory.appendingPathComponent(database).path, "books", "list"],
                                             environment: environment, stdoutToPipe: true)
            XCTAssertEqual(list.status, 0, list.stderr)
            XCTAssertEqual(list.stdout.split(separator: "\n").count, 1, "one sample book: \(list.stdout)")
        }
    }
}
