import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// `--log FILE` is a side channel: its first write error (a full device, a FIFO whose reader
/// left) stops it with one message for the app to show, and opening a FIFO that nobody reads
/// fails at once instead of waiting for a reader.
final class EventLogTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder("showbook-log").path
        signal(SIGPIPE, SIG_IGN)  // as the app does, so a reader that left is an error value
    }

    func testLinesAreAppended() throws {
        let path = folder + "/events.jsonl"
        try Data("earlier\n".utf8).write(to: URL(fileURLWithPath: path))
        let log = try EventLog.file(path)
        log.record("one", ["n": 1])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("earlier\n{"), text)
        XCTAssertTrue(text.contains(#""event":"one""#), text)
        XCTAssertNil(log.takeStopMessage())
    }

    func testAFullDeviceStopsTheLogWithOneMessage() throws {
        let log = try EventLog.file("/dev/full")
        log.record("first")
        log.record("second")
        XCTAssertTrue(log.hasStopped)
        XCTAssertEqual(log.takeStopMessage(), "stopped writing the event log /dev/full: No space left on device")
        XCTAssertNil(log.takeStopMessage(), "said once")
    }

    func testAFIFOWhoseReaderLeftStopsTheLog() throws {
        let fifo = folder + "/log.fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        let log = try EventLog.file(fifo)
        log.record("read")
        close(reader)
        log.record("nobody reads this")
        XCTAssertEqual(log.takeStopMessage(), "stopped writing the event log \(fifo): the program reading it went away")
        log.record("after")  // no crash, nothing written
    }

    func testAFIFONobodyReadsIsRefusedAtOnce() throws {
        let fifo = folder + "/log.fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertThrowsError(try EventLog.file(fifo)) { error in
            XCTAssertEqual("\(error)", "cannot write log file \(fifo): no program is reading this FIFO (start the reader first)")
        }
    }

    func testTheAppShowsTheStopOnce() throws {
        let h = try AppHarness()
        let log = try EventLog.file("/dev/full")
        let container = AppContainer(provider: OfflineCatalogProvider(store: h.catalog), database: h.database, clock: h.clock,
                                     executor: h.executor, log: log)
        let app = AppModel(container: container)
        app.start()
        h.executor.runAll()
        _ = app.tick()
        XCTAssertEqual(app.messages.entries.filter { $0.text.hasPrefix("stopped writing the event log") }.count, 1)
        _ = app.tick()
        XCTAssertEqual(app.messages.entries.filter { $0.text.hasPrefix("stopped writing the event log") }.count, 1)
    }
}
