import Foundation
import ShowbookPlatform
import XCTest

/// The app on a database file that another process can lock: `other` is that process's
/// connection (`BEGIN IMMEDIATE` on it holds the write lock; tear-down lets go).
open class BusyDatabaseTestCase: XCTestCase {
    public var file: TemporaryDatabase!
    public var harness: AppHarness!
    /// The other process, holding the write lock.
    public var other: Database!

    open override func setUpWithError() throws {
        file = try TemporaryDatabase()
        harness = try AppHarness(path: file.path)
        other = try Database(path: file.path)
    }

    open override func tearDown() {
        try? other?.execute("ROLLBACK")
        other = nil
        harness = nil
        file = nil
    }
}
