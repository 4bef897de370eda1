import Foundation
import XCTest

/// `--no-sample` is remembered: the database keeps the choice, so a later run without the flag
/// (the app, any command) does not add the sample book either. Without the flag the sample
/// book still comes on the first run.
final class NoSampleE2ETests: E2ETestCase {
    func testTheChoiceIsKeptForTheNextRun() throws {
        let first = try runCLI(["--no-sample", "books", "list"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertFalse(first.stdout.contains("Everyday Korean"), first.stdout)
        let second = try runCLI(["books", "list"])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertFalse(second.stdout.contains("Everyday Korean"), "the sample book came back on the next run:\n\(second.stdout)")
    }

    func testWithoutTheFlagTheSampleBookComes() throws {
        let listed = try runCLI(["books", "list"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertTrue(listed.stdout.contains("Everyday Korean (sample)"), listed.stdout)
    }
}
