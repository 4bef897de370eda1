import CTerminalSupport
import Foundation
import XCTest

/// The run loop's wait: it returns for input on the terminal, for a wake from finished
/// background work (consuming it), and otherwise only when the time is up.
final class InputWakeTests: XCTestCase {
    private var pipeEnds: [Int32] = [-1, -1]

    override func setUpWithError() throws {
        XCTAssertEqual(sb_wake_open(), 0)
        XCTAssertEqual(pipe(&pipeEnds), 0)
        while sb_wait_input(pipeEnds[0], 0) == 2 {}  // a wake left over from another test
    }

    override func tearDown() {
        close(pipeEnds[0])
        close(pipeEnds[1])
    }

    func testNothingToReadWaitsOutTheTimeout() {
        XCTAssertEqual(sb_wait_input(pipeEnds[0], 20), 0)
    }

    func testAWakeFromAnotherThreadEndsTheWaitOnce() {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { sb_wake_signal() }
        XCTAssertEqual(sb_wait_input(pipeEnds[0], 10_000), 2)
        XCTAssertEqual(sb_wait_input(pipeEnds[0], 0), 0, "the wake was consumed")
    }

    func testInputOnTheTerminalComesFirst() {
        sb_wake_signal()
        var byte: UInt8 = 65
        XCTAssertEqual(write(pipeEnds[1], &byte, 1), 1)
        XCTAssertEqual(sb_wait_input(pipeEnds[0], 1_000), 1)
    }
}
