import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform

/// `verifyIfSmall` reads the whole file once per connection, and again only after another
/// connection committed to it: a second close in the same session does not pay for the check,
/// but a write from elsewhere (another Showbook, the sqlite3 shell) is checked again.
final class QuickCheckOnceTests: XCTestCase {
    func testTheCheckRunsAgainOnlyAfterAnotherConnectionWrote() throws {
        let file = try TemporaryDatabase()
        try file.createShowbook(words: 50)
        let database = try Database(path: file.path)
        let checks = QuickCheckCount()
        database.faultInjector = { sql in if sql == "PRAGMA quick_check" { checks.add() } }
        try database.verifyIfSmall()
        XCTAssertEqual(checks.value, 1)
        try database.run("INSERT INTO meta(key, value) VALUES ('own', 'write')")
        try database.verifyIfSmall()
        XCTAssertEqual(checks.value, 1, "only this connection wrote since the check")

        let other = try Database(path: file.path)
        try other.run("INSERT INTO meta(key, value) VALUES ('other', 'write')")
        try database.verifyIfSmall()
        XCTAssertEqual(checks.value, 2, "another connection committed, so the file is read again")
        try database.verifyIfSmall()
        XCTAssertEqual(checks.value, 2)
    }
}

/// A count shared with a `@Sendable` closure.
private final class QuickCheckCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
