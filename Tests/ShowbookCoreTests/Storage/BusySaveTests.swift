import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookApp

/// Saving a show while another process holds the database's write lock: the key press only
/// starts a job, a busy attempt retries on the clock, and the last one reports one line.
final class BusySaveTests: BusyDatabaseTestCase {
    private var savedRows: Int { (try? other.scalarInt("SELECT count(*) FROM saved_media")) ?? -1 }

    func testSaveIsAJobAndTheKeyLoopNeverWaits() throws {
        let h = harness!
        let detail = try h.openDetail(searching: "squid")
        try other.execute("BEGIN IMMEDIATE")
        h.type("s")
        XCTAssertEqual(h.executor.pendingCount, 1, "the key press queued the save")
        XCTAssertTrue(detail.isSaving)
        XCTAssertFalse(detail.isSaved)
        h.press(.down, .up)  // keys keep working while the save waits
        h.type("s")
        XCTAssertEqual(h.executor.pendingCount, 1, "a second s does not start a second write")
        XCTAssertEqual(savedRows, 0, "nothing was written in the key loop")
    }

    func testBusyDatabaseRetriesThenReportsOneLine() throws {
        let h = harness!
        let detail = try h.openDetail(searching: "squid")
        try other.execute("BEGIN IMMEDIATE")
        h.type("s")
        let attempts = h.container.settings.writePolicy.attempts
        var jobsRun = 0
        while h.executor.pendingCount > 0 {
            h.executor.run(at: 0)
            jobsRun += 1
            h.app.tick()
            if detail.isSaving {
                XCTAssertTrue(detail.isWaitingForDatabase, "busy: the screen says so")
                XCTAssertNotEqual(h.app.visibleStatus?.isError, true, "no error while retrying")
                XCTAssertEqual(h.executor.pendingCount, 0, "the retry waits for the clock")
                h.advance(h.container.settings.writePolicy.retryDelay)
            }
            XCTAssertLessThanOrEqual(jobsRun, attempts)
        }
        XCTAssertEqual(jobsRun, attempts)
        XCTAssertFalse(detail.isSaving)
        XCTAssertFalse(detail.isSaved)
        let message = try XCTUnwrap(h.app.visibleStatus)
        XCTAssertTrue(message.isError)
        XCTAssertTrue(message.text.contains(file.path), message.text)
        XCTAssertTrue(message.text.contains("busy"), message.text)
        XCTAssertFalse(message.text.contains("\n"))
    }

    func testSaveSucceedsOnceTheLockIsReleased() throws {
        let h = harness!
        let detail = try h.openDetail(searching: "squid")
        try other.execute("BEGIN IMMEDIATE")
        h.type("s")
        h.executor.runAll()
        h.app.tick()
        XCTAssertTrue(detail.isWaitingForDatabase)
        try other.execute("ROLLBACK")
        h.advance(h.container.settings.writePolicy.retryDelay)
        h.settle()
        XCTAssertFalse(detail.isSaving)
        XCTAssertTrue(detail.isSaved)
        XCTAssertEqual(h.app.visibleStatus?.text, "Saved “Squid Game”")
        XCTAssertEqual(savedRows, 1)
    }

    /// A save retried on a busy database can land after the user switched tabs: the Saved list
    /// on screen then shows it at once (the navigator tells the shown root), without another visit.
    func testASaveLandingWhileSavedIsShownAppearsThere() throws {
        let h = harness!
        let detail = try h.openDetail(searching: "squid")
        try other.execute("BEGIN IMMEDIATE")
        h.type("s")
        XCTAssertTrue(detail.isSaving, "the save waits for the lock")
        h.app.select(.saved)
        XCTAssertEqual(h.app.saved.content.items.count, 0, "not saved yet")
        try other.execute("ROLLBACK")
        h.executor.runAll()
        h.app.tick()
        h.advance(h.container.settings.writePolicy.retryDelay)
        h.settle()
        XCTAssertTrue(detail.isSaved)
        XCTAssertEqual(h.app.saved.content.items.map(\.title), ["Squid Game"], "the Saved list on screen shows the landed save")
    }
}
