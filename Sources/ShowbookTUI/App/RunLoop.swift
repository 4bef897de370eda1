import CTerminalSupport
import Foundation
import ShowbookPlatform
import ShowbookApp

/// The one loop on the main thread: read a key (with a timeout), hand it to the app, run
/// finished background work and due timers, and draw a frame when something changed (each
/// turn is a `FrameLoop` step; this adds signals, suspend and the debug crash).
public enum RunLoop {
    /// The environment variable that turns the frame marks on when it is `1` — for the
    /// end-to-end tests, which wait for the mark of an idle frame instead of guessing.
    public static let frameMarksVariable = "SHOWBOOK_FRAME_MARKS"

    public struct Options: Sendable {
        public var noColor = false
        public var mouse = true
        public var highlight = SelectionHighlight.bar
        /// No UTF-8 locale could be set: draw only ASCII.
        public var asciiOnly = false
        /// Debug only: crash on purpose after this many milliseconds (tests the crash path).
        public var crashAfterMilliseconds: Int?
        /// Tests only: write a `FrameMark` before and after every frame (`SHOWBOOK_FRAME_MARKS=1`).
        public var writesFrameMarks = false
        public init() {}
    }

    /// True when both stdin and stdout are terminals and TERM can draw a screen.
    public static var canRunInteractively: Bool {
        guard sb_isatty(0) == 1, sb_isatty(1) == 1 else { return false }
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        return !term.isEmpty && term != "dumb"
    }

    /// Why curses cannot start on this terminal (TERM names no known terminal type), as one
    /// line; nil when it can. Checked first, because curses would print its own message and exit.
    public static func terminalProblem() -> String? {
        guard sb_terminal_type_known() == 0 else { return nil }
        let term = TextSanitizer.sanitize(ProcessInfo.processInfo.environment["TERM"] ?? "")
        return "unknown terminal type “\(term)” (TERM); try TERM=xterm-256color, or a subcommand such as `showbook books list`"
    }

    /// Runs until the user quits or a quit signal arrives. Returns the process exit code.
    public static func run(_ app: AppModel, options: Options, log: EventLog) throws -> Int32 {
        let terminal = try CursesTerminal.start(noColor: options.noColor, mouse: options.mouse, asciiOnly: options.asciiOnly, log: log)
        defer { terminal.stop() }
        let started = Date()
        let loop = FrameLoop(app: app, terminal: terminal, highlight: options.highlight,
                             markProcess: options.writesFrameMarks ? getpid() : nil)
        loop.onFirstFrame = { width, height in
            log.record("ui.first_frame", ["ms": Date().timeIntervalSince(started) * 1000, "width": width, "height": height])
        }
        _ = sb_wake_open()  // without it the loop still works, waking on its timeouts
        app.start()
        while !app.isQuitRequested {
            let signal = sb_take_pending_signal()
            if signal != 0 {
                log.record("quit.signal", ["signal": Int(signal)])
                terminal.stop()
                return 128 + signal
            }
            if sb_take_pending_suspend() != 0 {
                sb_suspend(options.mouse ? 1 : 0)
                loop.invalidate()
            }
            if let crashAfter = options.crashAfterMilliseconds, Date().timeIntervalSince(started) * 1000 >= Double(crashAfter) {
                fatalError("--crash-after-ms: deliberate crash for testing terminal restoration")
            }
            loop.update()
            loop.drawIfNeeded()
            loop.handleInput(timeoutMilliseconds: waitTime(app, crashAfter: options.crashAfterMilliseconds))
            if terminal.isInputGone {
                // Nobody is left to see a frame or press a key: end as a hangup would.
                log.record("quit.hangup", [:])
                terminal.stop()
                return 128 + SIGHUP
            }
        }
        log.record("quit", [:])
        return 0
    }

    /// Wakes the loop from any thread — background work calls it when it finishes — so its
    /// results are drawn at once instead of when the key wait times out.
    public static func wake() { sb_wake_signal() }

    /// How long the next read may block: short while work runs (spinner) or a timer is near.
    static func waitTime(_ app: AppModel, crashAfter: Int?) -> Int32 {
        if app.isBusy { return 80 }
        var wait: TimeInterval = 1.0
        if let deadline = app.container.timers.nextDeadline {
            wait = min(wait, max(0.005, deadline.timeIntervalSince(app.container.clock.now)))
        }
        if crashAfter != nil { wait = min(wait, 0.05) }
        return Int32(wait * 1000)
    }
}
