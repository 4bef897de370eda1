import Foundation
import XCTest

/// `showbook search "reply 1998"` finds nothing, but the bundled catalog has Reply 1988, 1997
/// and 1994: the command says so on stderr (stdout stays data) and exits 1 like any search
/// without a match.
final class SearchSuggestionE2ETests: E2ETestCase {
    func testADigitTypoGetsADidYouMean() throws {
        let result = try runCLI(["--no-sample", "search", "reply 1998"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "No shows match “reply 1998”\ndid you mean Reply 1997, Reply 1994 or Reply 1988?\n")
        let found = try runCLI(["--no-sample", "search", "reply 1988"])
        XCTAssertEqual(found.status, 0, found.stderr)
        XCTAssertFalse(found.stderr.contains("did you mean"), found.stderr)
    }
}
