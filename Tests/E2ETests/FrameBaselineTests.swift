import Foundation
import XCTest

/// The rules the waits read a screen by, without tmux: showbook's marks parse as the run loop
/// writes them (`FrameLoopTests` pins that text), and a look is used only when its mark is a
/// whole frame after every send, at the size asked for, and idle unless `stable: false`.
final class FrameBaselineTests: XCTestCase {
    private let me = getpid()  // a live process for the marks' pid

    private func app(frame: Int, input: Int, size: String = "100x30", _ state: String = "idle") -> PaneMark {
        PaneMark(path: "showbook pid=\(me) frame=\(frame) input=\(input) size=\(size) \(state)")
    }

    func testMarksParse() {
        XCTAssertEqual(PaneMark(path: "showbook pid=7 frame=12 input=30 size=100x30 busy=jobs,timer"),
                       .app(.init(process: 7, frame: 12, input: 30, width: 100, height: 30, state: "busy=jobs,timer")))
        XCTAssertEqual(PaneMark(path: "e2e-shell prompt=3"), .prompt(3))
        XCTAssertEqual(PaneMark(path: "/root"), .other("/root"))
        XCTAssertEqual(PaneMark(path: "showbook pid=x frame=1 input=0 size=1x1 idle"), .other("showbook pid=x frame=1 input=0 size=1x1 idle"))
    }

    func testAFrameMarkedBeforeTheKeysSentIsNotUsed() {
        var baseline = FrameBaseline()
        XCTAssertNil(baseline.reasonToWait(for: app(frame: 2, input: 5), paneDead: false, stable: true))
        baseline.accept(app(frame: 2, input: 5))
        baseline.sent()
        baseline.sent()
        XCTAssertNotNil(baseline.reasonToWait(for: app(frame: 2, input: 5), paneDead: false, stable: true))
        XCTAssertNotNil(baseline.reasonToWait(for: app(frame: 3, input: 6), paneDead: false, stable: true),
                        "one byte read, two sends")
        XCTAssertNil(baseline.reasonToWait(for: app(frame: 4, input: 8), paneDead: false, stable: true))
    }

    func testAFrameBeingDrawnIsNeverUsedAndABusyOneOnlyWhenNotStable() {
        let baseline = FrameBaseline()
        XCTAssertNotNil(baseline.reasonToWait(for: app(frame: 3, input: 0, "drawing"), paneDead: false, stable: false))
        XCTAssertNotNil(baseline.reasonToWait(for: app(frame: 3, input: 0, "busy=jobs"), paneDead: false, stable: true))
        XCTAssertNil(baseline.reasonToWait(for: app(frame: 3, input: 0, "busy=jobs"), paneDead: false, stable: false))
    }

    func testAfterAResizeOnlyAFrameAtTheNewSize() {
        var baseline = FrameBaseline()
        baseline.resized(width: 60, height: 12)
        XCTAssertNotNil(baseline.reasonToWait(for: app(frame: 3, input: 0), paneDead: false, stable: true))
        XCTAssertNil(baseline.reasonToWait(for: app(frame: 4, input: 0, size: "60x12"), paneDead: false, stable: true))
    }

    func testTheShellsPromptAndPlainOutput() {
        var baseline = FrameBaseline()
        baseline.accept(.prompt(1))
        baseline.sent()
        XCTAssertNotNil(baseline.reasonToWait(for: .prompt(1), paneDead: false, stable: true))
        XCTAssertNil(baseline.reasonToWait(for: .prompt(2), paneDead: false, stable: true))
        XCTAssertNil(baseline.reasonToWait(for: app(frame: 1, input: 0), paneDead: false, stable: true),
                     "a showbook started from the shell")
        XCTAssertNotNil(baseline.reasonToWait(for: .other("/root"), paneDead: false, stable: true))
        XCTAssertNil(baseline.reasonToWait(for: .other("/root"), paneDead: false, stable: false))
        XCTAssertNil(baseline.reasonToWait(for: .other("/root"), paneDead: true, stable: true), "a dead pane is final")
    }

    func testTheMarkOfAnEndedShowbookSaysNothing() {
        let ended = PaneMark(path: "showbook pid=\(Int32.max - 1) frame=9 input=3 size=100x30 idle")
        XCTAssertNotNil(FrameBaseline().reasonToWait(for: ended, paneDead: false, stable: true))
        XCTAssertNil(FrameBaseline().reasonToWait(for: ended, paneDead: false, stable: false))
    }
}
