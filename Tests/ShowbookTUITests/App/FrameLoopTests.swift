import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookTV
@testable import ShowbookApp

/// The run loop's turns on a scripted terminal: every frame is marked before and after it is
/// drawn, and the mark after says idle only when nothing will change the screen before the
/// next input — input waiting, a running job, a timer and a write retried on a busy database
/// each keep it busy, and the frame drawn once they are over is the idle one.
final class FrameLoopTests: XCTestCase {
    private var harness: AppHarness!
    private var terminal: ScriptedTerminal!
    private var loop: FrameLoop!

    override func setUpWithError() throws {
        harness = try AppHarness.forRendering(records: SearchRenderTests.records)
        harness.app.start()
        harness.settle()
        terminal = ScriptedTerminal(width: 80, height: 24)
        loop = FrameLoop(app: harness.app, terminal: terminal, highlight: .bar, markProcess: 42)
    }

    /// One turn of `RunLoop.run` without signals: update, draw, then read at most one key.
    private func turn() {
        loop.update()
        loop.drawIfNeeded()
        loop.handleInput(timeoutMilliseconds: 0)
    }

    func testTheFirstFrameIsMarkedBeforeAndAfterAndIsIdle() {
        turn()
        XCTAssertEqual(terminal.marks.map(\.state), [.drawing, .idle])
        XCTAssertEqual(terminal.marks.map(\.frame), [1, 1])
        XCTAssertEqual(terminal.marks.last?.text, "showbook pid=42 frame=1 input=0 size=80x24 idle")
        XCTAssertEqual(terminal.frames.count, 1)
        turn()
        turn()
        XCTAssertEqual(terminal.marks.count, 2, "nothing changed: no frame, no mark")
    }

    func testInputWaitingKeepsTheFrameBusyUntilTheLastKeyIsDrawn() throws {
        turn()
        terminal.queue(.character("x"), .character("y"))
        turn()  // reads x
        turn()  // draws x, reads y
        XCTAssertEqual(terminal.marks.last?.state, .busy([.input, .timer]), "y has not been handled yet")
        turn()  // draws y
        let last = try XCTUnwrap(terminal.marks.last)
        XCTAssertEqual(last.inputBytes, 2)
        XCTAssertTrue(terminal.frames.last?[1].contains("Search: xy") == true, terminal.frames.last?.joined(separator: "\n") ?? "")
        XCTAssertEqual(last.state, .busy([.timer]), "the search still waits for its debounce")
    }

    func testTheDebounceThenTheSearchJobKeepItBusyAndTheResultsAreTheIdleFrame() throws {
        turn()
        terminal.queue(.character("g"), .character("a"), .character("m"))
        for _ in 0..<4 { turn() }
        XCTAssertEqual(terminal.marks.last?.state, .busy([.timer]))
        harness.clock.advance(by: 0.6)
        turn()  // the debounce fires and starts the search
        XCTAssertEqual(terminal.marks.last?.state, .busy([.jobs]))
        turn()
        XCTAssertEqual(terminal.marks.last?.state, .busy([.jobs]), "the spinner is drawn every turn while the job runs")
        let framesWhileRunning = terminal.frames.count
        harness.executor.runAll()
        turn()
        let last = try XCTUnwrap(terminal.marks.last)
        XCTAssertEqual(last.state, .idle)
        XCTAssertEqual(terminal.frames.count, framesWhileRunning + 1)
        let screen = try XCTUnwrap(terminal.frames.last).joined(separator: "\n")
        XCTAssertTrue(screen.contains("Squid Game"), screen)
        turn()
        XCTAssertEqual(terminal.marks.last, last, "idle: no frame until the next input")
    }

    func testAWriteRetriedOnABusyDatabaseIsBusyUntilItEnds() {
        turn()
        harness.container.writeActivity.began()
        turn()
        XCTAssertEqual(terminal.marks.last?.state, .busy([.database]))
        turn()
        XCTAssertEqual(terminal.marks.last?.state, .busy([.database]), "the spinner keeps turning")
        harness.container.writeActivity.ended()
        turn()
        XCTAssertEqual(terminal.marks.last?.state, .idle, "a frame is drawn to say the app is idle again")
    }

    func testBytesReadWithoutAKeyStillDrawAFrameWhoseMarkCountsThem() throws {
        turn()
        terminal.queueSwallowed(bytes: 6)
        turn()
        turn()
        let last = try XCTUnwrap(terminal.marks.last)
        XCTAssertEqual(last.frame, 2)
        XCTAssertEqual(last.inputBytes, 6)
        XCTAssertEqual(last.state, .idle)
    }

    func testAResizeIsDrawnAtTheNewSizeAndTheMarkSaysSo() throws {
        turn()
        terminal.width = 100
        terminal.height = 30
        terminal.queue(.resize)
        turn()
        turn()
        let last = try XCTUnwrap(terminal.marks.last)
        XCTAssertEqual(last.text, "showbook pid=42 frame=2 input=0 size=100x30 idle", "a resize is no byte read")
    }

    func testATimerCancelledWithoutFiringEndsTheBusyState() {
        turn()
        harness.container.timers.schedule("test", after: 10) {}
        loop.invalidate()
        turn()
        XCTAssertEqual(terminal.marks.last?.state, .busy([.timer]))
        harness.container.timers.cancel("test")
        turn()
        XCTAssertEqual(terminal.marks.last?.state, .idle)
        XCTAssertEqual(terminal.marks.last?.frame, 3)
    }

    func testWithoutAProcessNoMarkIsWritten() {
        loop = FrameLoop(app: harness.app, terminal: terminal, highlight: .bar, markProcess: nil)
        terminal.queue(.character("x"))
        turn()
        turn()
        XCTAssertEqual(terminal.frames.count, 2)
        XCTAssertTrue(terminal.marks.isEmpty)
    }

    func testTheMarkTextAndItsSequence() {
        var mark = FrameMark(process: 7, frame: 12, inputBytes: 30, width: 100, height: 30, state: .drawing)
        XCTAssertEqual(mark.text, "showbook pid=7 frame=12 input=30 size=100x30 drawing")
        mark.state = .busy([.input, .jobs, .database, .timer])
        XCTAssertEqual(mark.text, "showbook pid=7 frame=12 input=30 size=100x30 busy=input,jobs,database,timer")
        mark.state = .idle
        XCTAssertEqual(mark.sequence, "\u{1B}]7;showbook pid=7 frame=12 input=30 size=100x30 idle\u{07}")
    }
}

/// A terminal whose input is queued by the test: each key counts one byte read (a resize none),
/// frames are drawn on a `GridCanvas` and kept, and marks are collected.
private final class ScriptedTerminal: LoopTerminal {
    var width: Int
    var height: Int
    private var input: [(key: Key?, bytes: Int)] = []
    private(set) var inputBytesRead = 0
    private(set) var frames: [[String]] = []
    private(set) var marks: [FrameMark] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    var size: (width: Int, height: Int) { (width, height) }
    var posterMode: PosterColorMode? { nil }
    var hasPendingInput: Bool { !input.isEmpty }

    func queue(_ keys: Key...) {
        input += keys.map { ($0, $0 == .resize ? 0 : 1) }
    }

    /// Bytes the decoder takes in without making a key (a swallowed sequence).
    func queueSwallowed(bytes: Int) { input.append((nil, bytes)) }

    func readKey(timeoutMilliseconds: Int32) -> Key? {
        guard !input.isEmpty else { return nil }
        let next = input.removeFirst()
        inputBytesRead += next.bytes
        return next.key
    }

    func render(_ draw: (Canvas) -> Void) -> HitMap {
        let canvas = GridCanvas(width: width, height: height)
        draw(canvas)
        frames.append(canvas.lines)
        return canvas.hitMap
    }

    func writeMark(_ mark: FrameMark) { marks.append(mark) }
}
