import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform

/// Every write is checked: a full device and a closed descriptor are one-line failures that
/// stick, a pipe without a reader is `brokenPipe`.
final class OutputChannelTests: XCTestCase {
    func testAFullDeviceFailsOnFlushAndStaysFailed() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        let channel = OutputChannel(descriptor: descriptor, name: "standard output", capacity: 16)
        XCTAssertNoThrow(try channel.write("short"), "buffered, not yet written")
        XCTAssertThrowsError(try channel.write(String(repeating: "x", count: 20))) { error in
            XCTAssertEqual(error as? OutputError, .failed("cannot write standard output: No space left on device"))
        }
        XCTAssertThrowsError(try channel.flush(), "the failure sticks")
        XCTAssertEqual(channel.bytesWritten, 0)
    }

    func testAPipeWithoutReaderIsABrokenPipe() throws {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var ends: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[0])
        defer { close(ends[1]) }
        let channel = OutputChannel(descriptor: ends[1], name: "standard output", capacity: 0)
        XCTAssertThrowsError(try channel.write("x")) { XCTAssertEqual($0 as? OutputError, .brokenPipe) }
    }

    func testClosedStreamsAndCountedBytes() throws {
        let closed = OutputChannel(descriptor: 1, name: "standard output", closed: true)
        XCTAssertThrowsError(try closed.write("x")) { error in
            XCTAssertEqual(error as? OutputError, .failed("cannot write standard output: it is closed"))
        }
        let path = temporaryFile("channel").path
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
        defer { close(descriptor) }
        let channel = OutputChannel(descriptor: descriptor, name: path, capacity: 4)
        try channel.write("abc")
        XCTAssertEqual(channel.bytesWritten, 0, "below capacity nothing is written yet")
        try channel.write("defg")
        try channel.flush()
        XCTAssertEqual(channel.bytesWritten, 7)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "abcdefg")
    }
}
