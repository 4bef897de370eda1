import Foundation
import XCTest
@testable import ShowbookPlatform

/// The app on a database file that another process can lock: `other` is that process's
/// connection (`BEGIN IMMEDIATE` on it holds the write lock; tear-down lets go).
class BusyDatabaseTestCase: XCTestCase {
    var file: TemporaryDatabase!
    var harness: TestHarness!
    /// The other process, holding the write lock.
    var other: Database!

    override func setUpWithError() throws {
        file = try TemporaryDatabase()
        harness = try TestHarness(path: file.path)
        other = try Database(path: file.path)
    }

    override func tearDown() {
        try? other?.execute("ROLLBACK")
        other = nil
        harness = nil
        file = nil
    }
}
