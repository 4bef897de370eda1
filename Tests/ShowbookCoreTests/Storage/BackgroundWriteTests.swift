import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// The writer on its own: each write ends in one typed result — stored, busy after the last
/// retry on the manual clock, or failed with a storage error — and a write asked for while one
/// is running is refused, with "Still saving…" said once by the writer itself.
final class BackgroundWriteTests: BusyDatabaseTestCase {
    private var writer: BackgroundWrite!
    private var status: StatusReporter!
    private var policy: BackgroundWrite.Policy { harness.container.settings.writePolicy }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try harness.database.execute("CREATE TABLE scratch (n INTEGER NOT NULL)")
        writer = harness.container.makeWriter(for: harness.app.navigator)
        status = harness.container.makeStatus()
    }

    override func tearDown() {
        writer = nil
        status = nil
        super.tearDown()
    }

    private var lines: [MessageLog.Entry] { harness.container.messages.entries }

    /// A write of one row that returns how many rows there are afterwards.
    private var insertRow: @Sendable () throws -> Int {
        let database = harness.database
        return {
            try database.execute("INSERT INTO scratch (n) VALUES (1)")
            return try database.scalarInt("SELECT count(*) FROM scratch") ?? -1
        }
    }

    /// Runs every background attempt, advancing the clock between them; returns how many ran.
    private func runAttempts() -> Int {
        var attempts = 0
        while harness.executor.pendingCount > 0, attempts <= policy.attempts {
            harness.executor.run(at: 0)
            attempts += 1
            harness.app.tick()
            if writer.isRunning { harness.advance(policy.retryDelay) }
        }
        return attempts
    }

    func testAFreeDatabaseIsDoneBeforePerformReturns() {
        var results: [WriteResult<Int>] = []
        let start = writer.perform(insertRow) { results.append($0) }
        XCTAssertEqual(start, .started)
        XCTAssertEqual(results.count, 1, "the completion ran at once")
        XCTAssertEqual(results.first?.value, 1)
        XCTAssertNil(results.first?.error)
        XCTAssertFalse(writer.isRunning)
        XCTAssertEqual(harness.executor.pendingCount, 0, "no job for a free database")
    }

    func testALockHeldThroughEveryRetryEndsBusyWithTheDatabasePath() throws {
        try other.execute("BEGIN IMMEDIATE")
        var results: [WriteResult<Int>] = []
        XCTAssertEqual(writer.perform(insertRow) { results.append($0) }, .started)
        XCTAssertTrue(results.isEmpty, "busy: the write went to the background")
        XCTAssertTrue(writer.isWaitingForDatabase)
        XCTAssertEqual(runAttempts(), policy.attempts, "each retry followed the clock")
        XCTAssertEqual(results.count, 1, "one result after the last attempt")
        guard case let .busy(path)? = results.first else { return XCTFail("not busy: \(results)") }
        XCTAssertEqual(path, file.path)
        XCTAssertEqual(results.first?.error, .locked(path: file.path), "the busy line names the file")
        XCTAssertFalse(writer.isRunning)
        XCTAssertFalse(harness.container.writeActivity.isWaiting, "the spinner stopped")
        XCTAssertEqual(try other.scalarInt("SELECT count(*) FROM scratch"), 0)
    }

    func testALockLetGoDuringTheRetriesEndsDone() throws {
        try other.execute("BEGIN IMMEDIATE")
        var results: [WriteResult<Int>] = []
        writer.start(insertRow) { results.append($0) }
        harness.executor.run(at: 0)
        harness.app.tick()
        XCTAssertTrue(results.isEmpty, "still retrying")
        try other.execute("ROLLBACK")
        harness.advance(policy.retryDelay)
        harness.settle()
        XCTAssertEqual(results.map(\.value), [1])
    }

    func testAJobWriteIsQueuedBehindARunningOneAndAlwaysRunsAsAJob() throws {
        var results: [WriteResult<Int>] = []
        writer.enqueueJob(insertRow) { results.append($0) }
        XCTAssertTrue(results.isEmpty, "a free database too: the write runs as a job, not before enqueueJob returns")
        writer.enqueueJob(insertRow) { results.append($0) }
        XCTAssertEqual(harness.executor.pendingCount, 1, "the second waits for the first, never refused")
        harness.settle()
        XCTAssertEqual(results.map(\.value), [1], "the first done; its completion started the second")
        harness.settle()
        XCTAssertEqual(results.map(\.value), [1, 2], "in order")

        try other.execute("BEGIN IMMEDIATE")
        writer.enqueueJob(insertRow) { results.append($0) }
        harness.executor.run(at: 0)
        harness.app.tick()
        XCTAssertTrue(writer.isWaitingForDatabase, "busy: retried on the clock")
        try other.execute("ROLLBACK")
        harness.advance(policy.retryDelay)
        harness.settle()
        XCTAssertEqual(results.map(\.value), [1, 2, 3])
    }

    func testAStorageErrorFailsWithItselfAndAnyOtherErrorKeepsItsLine() {
        var storage: WriteResult<Int>?
        writer.perform({ throw StorageError.readOnly(path: "/tmp/x.db") }) { storage = $0 }
        guard case .failed(.readOnly(path: "/tmp/x.db"))? = storage else { return XCTFail("\(String(describing: storage))") }

        var other: WriteResult<Int>?
        writer.perform({ throw WordBookError.titleTaken("Korean", suggestion: "Korean 2") }) { other = $0 }
        let expected = String(describing: WordBookError.titleTaken("Korean", suggestion: "Korean 2"))
        XCTAssertEqual(other?.error, .other(expected))
        XCTAssertEqual(other?.error?.description, expected, "the same one line as before")
        XCTAssertNil(other?.value)
    }

    func testAWriteAskedForWhileOneRunsIsRefusedAndSaysStillSavingOnce() throws {
        try other.execute("BEGIN IMMEDIATE")
        writer.perform(insertRow, status: status, doing: "add a row") { _ in }
        var ran = false
        let start = writer.perform({ 1 }, status: status, doing: "add another", otherwise: { ran = true }) { _ in ran = true }
        XCTAssertEqual(start, .stillSaving)
        XCTAssertFalse(ran, "neither done nor otherwise runs for a refusal")
        XCTAssertEqual(lines.map(\.text), ["Still saving…"])
        XCTAssertEqual(lines.first?.repeats, 1)
        XCTAssertEqual(lines.first?.isError, false)
        XCTAssertEqual(harness.executor.pendingCount, 1, "the refused write queued nothing")
        XCTAssertEqual(writer.start({ 1 }) { _ in ran = true }, .stillSaving, "the bare writer refuses without a line")
        XCTAssertEqual(lines.count, 1)
    }

    func testIsStillSavingSaysSoOnlyWhileAWriteRuns() throws {
        XCTAssertFalse(writer.isStillSaving(status))
        XCTAssertTrue(lines.isEmpty)
        try other.execute("BEGIN IMMEDIATE")
        writer.perform(insertRow) { _ in }
        XCTAssertTrue(writer.isStillSaving(status))
        XCTAssertEqual(lines.map(\.text), ["Still saving…"])
    }

    func testAScreenWriteThatDoesNotLandSaysOneLineThenPutsBack() throws {
        try other.execute("BEGIN IMMEDIATE")
        var events: [String] = []
        writer.perform(insertRow, status: status, doing: "add a row",
                       otherwise: { events.append("put back after \(self.lines.count) line") }) { _ in events.append("done") }
        _ = runAttempts()
        XCTAssertEqual(events, ["put back after 1 line"])
        XCTAssertEqual(lines.count, 1)
        let line = try XCTUnwrap(lines.first)
        XCTAssertTrue(line.isError)
        XCTAssertEqual(line.text, "Could not add a row: \(StorageError.locked(path: file.path))")
    }

    func testAScreenWriteThatLandsGetsItsValueAndSaysNothing() {
        var values: [Int] = []
        let start = writer.perform(insertRow, status: status, doing: "add a row", otherwise: { XCTFail("not stored") }) {
            values.append($0)
        }
        XCTAssertEqual(start, .started)
        XCTAssertEqual(values, [1])
        XCTAssertTrue(lines.isEmpty)
    }

    func testAScreenGoneMeanwhileHearsNothing() throws {
        try other.execute("BEGIN IMMEDIATE")
        var ran = false
        writer.perform(insertRow, status: status, doing: "add a row", otherwise: { ran = true }) { _ in ran = true }
        status = nil  // the screen that owned the reporter was popped
        _ = runAttempts()
        XCTAssertFalse(ran)
        XCTAssertTrue(lines.isEmpty)
    }
}
