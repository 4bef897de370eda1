import Foundation
import XCTest

/// `books optimize` through the real binary: a book with too few reviews keeps its parameters
/// with one line (and says so in `--json`), and the command needs a book or `--all`.
final class BooksOptimizeE2ETests: E2ETestCase {
    func testTooFewReviewsIsOneLineAndTheBookKeepsItsParameters() throws {
        XCTAssertEqual(try runCLI(["books", "review", "1", "사랑", "good", "--at", "2026-12-01T09:00:00Z"]).status, 0)
        let result = try runCLI(["books", "optimize", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "“Everyday Korean (sample)”: Only 0 reviews on a later day than the one before — "
            + "fitting needs 512; the default parameters stay\n")
        let json = try runCLI(["books", "optimize", "--all", "--json"])
        let rows = jsonLines(json.stdout)
        XCTAssertEqual(rows.count, 1, json.stdout + json.stderr)
        XCTAssertEqual(rows.first?["reviews"] as? Int, 0)
        XCTAssertEqual(rows.first?["kept_fitted"] as? Bool, false)
        XCTAssertTrue((rows.first?["refused"] as? String)?.contains("512") == true, json.stdout)
    }

    func testItNeedsABookOrAllButNotBoth() throws {
        for arguments in [["books", "optimize"], ["books", "optimize", "1", "--all"]] {
            let result = try runCLI(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stdout)")
            XCTAssertTrue(result.stderr.contains("a BOOK or --all"), result.stderr)
        }
        let missing = try runCLI(["books", "optimize", "No Such Book"])
        XCTAssertEqual(missing.status, 1, missing.stdout)
    }
}
