import XCTest
@testable import ShowbookPlatform

/// The helper-program runner: output through pipes, a timeout, an output bound and Esc's
/// cancellation each stop the child (it is killed, not left running).
final class BoundedProcessTests: XCTestCase {
    func testOutputAndStatusComeBack() throws {
        let output = try BoundedProcess(executable: "sh", arguments: ["-c", "printf 'a\\nb'; echo oops >&2; exit 3"]).run()
        XCTAssertEqual(String(decoding: output.standardOutput, as: UTF8.self), "a\nb")
        XCTAssertEqual(output.errorLine, "oops")
        XCTAssertEqual(output.status, 3)
    }

    func testStandardInputIsEmpty() throws {
        let output = try BoundedProcess(executable: "cat", arguments: [], timeout: 5).run()
        XCTAssertEqual(output.standardOutput, [])
    }

    func testATimeoutKillsTheChild() throws {
        let started = Date()
        XCTAssertThrowsError(try BoundedProcess(executable: "sleep", arguments: ["30"], timeout: 0.3).run()) {
            XCTAssertEqual($0 as? BoundedProcess.Failure, .timedOut("sleep", seconds: 0.3))
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 3)
    }

    func testTooMuchOutputStopsIt() throws {
        XCTAssertThrowsError(try BoundedProcess(executable: "yes", arguments: [], maximumOutput: 1_048_576, timeout: 10).run()) {
            XCTAssertEqual($0 as? BoundedProcess.Failure, .tooMuchOutput("yes", bytes: 1_048_576))
        }
    }

    func testCancellingStopsItWithin100Milliseconds() throws {
        let cancellation = Cancellation()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { cancellation.cancel() }
        let started = Date()
        XCTAssertThrowsError(try BoundedProcess(executable: "sleep", arguments: ["30"]).run(cancellation: cancellation)) {
            XCTAssertEqual($0 as? BoundedProcess.Failure, .cancelled)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.3 + 0.1)
    }

    func testAMissingProgramIsNamed() {
        XCTAssertThrowsError(try BoundedProcess(executable: "no-such-program-here", arguments: []).run()) {
            XCTAssertEqual("\($0)", "no-such-program-here is not installed")
        }
    }
}
