import Foundation
import XCTest

/// The queries a new user typed that once killed `showbook search` (status 132, SIGILL) and
/// the app (`Reply 1000`): each now answers. A query that finds nothing ends like grep, with
/// status 1 and one line on stderr; one that finds shows lists them with status 0.
final class ReportedQueriesE2ETests: E2ETestCase {
    static let reported = [
        "1000", "1010", "19880", "reply 19880", "1000 ways", "friends0", "house0", "goblin0", "squidgame0", "오징어게임ㅋ",
    ]

    func testEveryReportedQueryAnswersOnTheCommandLine() throws {
        for query in Self.reported {
            let result = try runCLI(["search", query])
            XCTAssertTrue([0, 1].contains(result.status), "“\(query)” ended with status \(result.status): \(result.stderr)")
            if result.status == 0 {
                XCTAssertFalse(result.stdout.isEmpty, "“\(query)” found shows: one a line")
            } else {
                XCTAssertEqual(result.stdout, "", "“\(query)”")
                XCTAssertEqual(result.stderr, "No shows match “\(query)”\n", "“\(query)”: one line")
            }
        }
        // A title with a digit run on is one typo from the title.
        for (query, title) in [("friends0", "Friends (1994)"), ("house0", "House (2004)"), ("goblin0", "Goblin (2016)")] {
            let result = try runCLI(["search", query])
            XCTAssertEqual(result.status, 0, query)
            XCTAssertTrue(result.stdout.hasPrefix(title), "“\(query)” lists \(title) first:\n\(result.stdout)")
        }
    }

    /// Typing `Reply 1000` into the Search tab: the app stays up and answers the query.
    func testTypingReply1000KeepsTheAppAlive() throws {
        let app = try launchApp()
        try app.waitUntil("the full catalog list") { screen in
            let row = SearchE2ETests.searchRow(screen)
            return row.query.isEmpty && (row.count ?? 0) > 1
        }
        try app.type("Reply 1000")
        let screen = try app.waitUntil("an answer for “Reply 1000”: a result row or “No shows match”") { screen in
            SearchE2ETests.searchRow(screen).query == "Reply 1000"
                && (screen.contains("No shows match “Reply 1000”") || screen.line(2).hasPrefix("▌"))
        }
        XCTAssertNil(try app.exitStatus(), "the app is still running:\n\(screen)")
        // And it still takes keys: Esc clears the query and the whole list comes back.
        try app.press("Escape")
        try app.waitUntil("the cleared query") { screen in
            let row = SearchE2ETests.searchRow(screen)
            return row.query.isEmpty && (row.count ?? 0) > 1
        }
        XCTAssertNil(try app.exitStatus())
    }
}
