import Foundation
import ShowbookApp

/// The run loop's turn without the process-wide parts (signals, suspend, the debug crash): take
/// finished work and due timers, draw a frame when something changed or a spinner runs, say
/// whether the app is idle after it (the frame marks), then wait for input and hand it to the
/// app. Kept apart from `RunLoop` so tests run turns on a scripted terminal.
final class FrameLoop {
    private let app: AppModel
    private let terminal: LoopTerminal
    private let highlight: SelectionHighlight
    /// The process id the marks carry; nil when marks are off.
    private let markProcess: Int32?
    /// Frames drawn so far (the spinner's phase, and the marks' frame number).
    private(set) var frame = 0
    private var dirty = true
    private var hitMap = HitMap()
    private var lastMessageShown: String?
    /// The last frame was marked busy: once nothing keeps it busy, a frame is drawn to say so.
    private var markedBusy = false
    /// Called once, after the first frame, with its size.
    var onFirstFrame: ((_ width: Int, _ height: Int) -> Void)?

    init(app: AppModel, terminal: LoopTerminal, highlight: SelectionHighlight, markProcess: Int32?) {
        self.app = app
        self.terminal = terminal
        self.highlight = highlight
        self.markProcess = markProcess
    }

    /// The screen must be drawn again whatever changed (after the app was suspended).
    func invalidate() { dirty = true }

    /// Runs finished background work and due timers, and notices a status message coming or
    /// expiring.
    func update() {
        if app.tick() { dirty = true }
        // A status message expires after a few seconds: redraw while one is up.
        if app.visibleMessage != nil || lastMessageShown != nil {
            dirty = dirty || app.visibleMessage != lastMessageShown
            lastMessageShown = app.visibleMessage
        }
    }

    /// Draws a frame when something changed, or every turn while work runs (the spinner).
    /// Every change (a key, a finished job, a timer, a resize) leads here before the next key
    /// is read, so the layout applied for this frame is the one that key meets.
    func drawIfNeeded() {
        guard dirty || app.isBusy || (markedBusy && busyReasons().isEmpty) else { return }
        frame += 1
        let (width, height) = terminal.size
        mark(.drawing, width: width, height: height)
        let context = RenderContext(
            frame: frame, now: app.container.clock.now, studyDays: app.container.studyDays, highlight: highlight,
            posterMode: terminal.posterMode
        )
        ScreenLayout.apply(app, width: width, height: height, context: context)
        hitMap = terminal.render { canvas in FrameRenderer.draw(app, on: canvas, context: context) }
        dirty = false
        if frame == 1 { onFirstFrame?(width, height) }
        guard markProcess != nil else { return }
        let reasons = busyReasons()
        markedBusy = !reasons.isEmpty
        mark(reasons.isEmpty ? .idle : .busy(reasons), width: width, height: height)
    }

    /// Why the screen will change before the next input; empty when the app is idle.
    func busyReasons() -> [FrameMark.BusyReason] {
        var reasons: [FrameMark.BusyReason] = []
        if terminal.hasPendingInput { reasons.append(.input) }
        if app.container.jobs.inFlight > 0 { reasons.append(.jobs) }
        if app.isWaitingForDatabase { reasons.append(.database) }
        if app.container.timers.nextDeadline != nil { reasons.append(.timer) }
        return reasons
    }

    /// Waits up to `timeoutMilliseconds` for a key and hands it to the app. Input read without
    /// making a key (a sequence the decoder swallows) still draws a frame, so every byte read
    /// is followed by a mark that counts it.
    func handleInput(timeoutMilliseconds: Int32) {
        let bytesBefore = terminal.inputBytesRead
        let key = terminal.readKey(timeoutMilliseconds: timeoutMilliseconds)
        if let key {
            switch key {
            case .resize: break
            case let .mouse(action, x, y): app.handleMouse(action, on: hitMap.target(x: x, y: y))
            default: app.handle(key)
            }
        }
        if key != nil || terminal.inputBytesRead != bytesBefore { dirty = true }
    }

    private func mark(_ state: FrameMark.State, width: Int, height: Int) {
        guard let markProcess else { return }
        terminal.writeMark(FrameMark(process: markProcess, frame: frame, inputBytes: terminal.inputBytesRead,
                                     width: width, height: height, state: state))
    }
}
