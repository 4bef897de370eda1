import CTerminalSupport
import Foundation
import ShowbookCore

/// The one loop on the main thread: read a key (with a timeout), hand it to the app, run
/// finished background work and due timers, and draw a frame when something changed.
public enum RunLoop {
    public struct Options: Sendable {
        public var noColor = false
        public var mouse = true
        public var highlight = SelectionHighlight.bar
        /// No UTF-8 locale could be set: draw only ASCII.
        public var asciiOnly = false
        /// Debug only: crash on purpose after this many milliseconds (tests the crash path).
        public var crashAfterMilliseconds: Int?
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
        var frame = 0
        var dirty = true
        var firstFrameLogged = false
        var hitMap = HitMap()
        var lastMessageShown: String?
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
                dirty = true
            }
            if let crashAfter = options.crashAfterMilliseconds, Date().timeIntervalSince(started) * 1000 >= Double(crashAfter) {
                fatalError("--crash-after-ms: deliberate crash for testing terminal restoration")
            }
            if app.tick() { dirty = true }
            // A status message expires after a few seconds: redraw while one is up.
            if app.visibleMessage != nil || lastMessageShown != nil {
                dirty = dirty || app.visibleMessage != lastMessageShown
                lastMessageShown = app.visibleMessage
            }
            // Every change (a key, a finished job, a timer, a resize) leads here before the next
            // key is read, so the layout applied for this frame is the one that key meets.
            if dirty || app.isBusy {
                frame += 1
                let (width, height) = terminal.size
                let context = RenderContext(
                    frame: frame, now: app.container.clock.now, schedule: app.container.schedule, highlight: options.highlight,
                    posterMode: terminal.posterMode
                )
                ScreenLayout.apply(app, width: width, height: height, context: context)
                hitMap = terminal.render { canvas in FrameRenderer.draw(app, on: canvas, context: context) }
                dirty = false
                if !firstFrameLogged {
                    firstFrameLogged = true
                    log.record("ui.first_frame", ["ms": Date().timeIntervalSince(started) * 1000, "width": width, "height": height])
                }
            }
            let timeout = waitTime(app, crashAfter: options.crashAfterMilliseconds)
            let key = terminal.readKey(timeoutMilliseconds: timeout)
            if terminal.isInputGone {
                // Nobody is left to see a frame or press a key: end as a hangup would.
                log.record("quit.hangup", [:])
                terminal.stop()
                return 128 + SIGHUP
            }
            if let key {
                switch key {
                case .resize: break
                case let .mouse(action, x, y): app.handleMouse(action, on: hitMap.target(x: x, y: y))
                default: app.handle(key)
                }
                dirty = true
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
