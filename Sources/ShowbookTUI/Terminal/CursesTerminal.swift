import CNcursesw
import CTerminalSupport
import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookApp

/// Owns curses for the life of the interactive app: locale, raw-ish input mode, ESCDELAY,
/// keypad, colours, and — on every exit path — putting the terminal back. Fatal signals are
/// handled in C (`CTerminalSupport`); SIGINT/SIGTERM/SIGHUP become a flag the loop reads.
final class CursesTerminal: LoopTerminal {
    private(set) var palette = Palette(mapping: AttributeMapping(usesColor: false))
    private var window: UnsafeMutablePointer<WINDOW>?
    private var keys: KeyReader?
    private var asciiOnly = false
    /// The terminal hung up (its pane or connection closed) without a SIGHUP reaching us.
    private(set) var isInputGone = false
    /// Bytes read from the terminal so far (the frame marks carry it).
    private(set) var inputBytesRead = 0

    /// Starts curses. Throws a one-line reason when the terminal cannot be used.
    ///
    /// Keys are decoded by `TerminalInputDecoder`, not by curses: keypad mode stays off, so
    /// curses hands over bytes and terminfo's idea of the keys (often wrong inside tmux or
    /// screen) never matters. Mouse reporting (SGR 1006) and bracketed paste are switched on
    /// here and off again by `sb_restore_terminal` on every exit path.
    /// The locale must already be chosen (`TerminalLocale.setUp`); `asciiOnly` when it is not
    /// UTF-8.
    static func start(noColor: Bool, mouse: Bool, asciiOnly: Bool, log: EventLog) throws -> CursesTerminal {
        let escapeDelay = getenv("ESCDELAY").flatMap { Int32(String(cString: $0)) } ?? 25
        sb_install_signal_handlers()
        guard let screen = initscr() else { throw TerminalError("cannot initialise the terminal (is TERM set?)") }
        sb_set_curses_active(1)
        atexit { sb_restore_terminal() }
        let terminal = CursesTerminal()
        terminal.window = screen
        terminal.asciiOnly = asciiOnly
        cbreak()
        noecho()
        nonl()
        keypad(screen, false)
        meta(screen, true)
        curs_set(0)
        terminal.palette = Palette.start(noColor: noColor, asciiOnly: asciiOnly)
        sb_enable_input_modes(mouse ? 1 : 0)
        let started = ProcessInfo.processInfo.systemUptime
        terminal.keys = KeyReader(
            sequenceTimeout: max(1, escapeDelay), log: log,
            now: { ProcessInfo.processInfo.systemUptime - started },
            readByte: { [unowned terminal] timeout in
                let read = readByte(screen, timeoutMilliseconds: timeout)
                if case .byte = read { terminal.inputBytesRead += 1 }
                return read
            }
        )
        return terminal
    }

    func stop() { sb_restore_terminal() }

    /// How posters are coloured on this terminal; nil for no posters.
    var posterMode: PosterColorMode? { palette.posterMode }

    var size: (width: Int, height: Int) {
        guard let window else { return (0, 0) }
        return (Int(getmaxx(window)), Int(getmaxy(window)))
    }

    /// Reads one key, waiting at most `timeoutMilliseconds` (-1 blocks). Nil on timeout, on a
    /// signal, or when background work finished (`RunLoop.wake`), so its results are drawn at
    /// once rather than when the wait runs out.
    func readKey(timeoutMilliseconds: Int32) -> Key? {
        guard let keys else { return nil }
        if timeoutMilliseconds == 0 || keys.hasBufferedInput { return keys.readKey(timeoutMilliseconds: timeoutMilliseconds) }
        switch sb_wait_input(0, timeoutMilliseconds) {
        case 1: return keys.readKey(timeoutMilliseconds: timeoutMilliseconds)
        case 2: return nil
        case 3:
            isInputGone = true
            return nil
        default: return keys.readKey(timeoutMilliseconds: 0)  // a resize (or nothing) shows here
        }
    }

    /// True when keys or part of a sequence are read but not handed out, or bytes wait unread.
    var hasPendingInput: Bool {
        if keys?.hasBufferedInput == true { return true }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Writes a frame mark to the terminal. `doupdate` has flushed the frame, so the mark
    /// follows every byte of it.
    func writeMark(_ mark: FrameMark) {
        let bytes = Array(mark.sequence.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return  // the terminal is gone; the loop notices on its next read
            }
        }
    }

    /// One byte from curses (keypad off, so escape sequences arrive as bytes), or a resize.
    private static func readByte(_ window: UnsafeMutablePointer<WINDOW>, timeoutMilliseconds: Int32) -> KeyReader.ByteRead {
        wtimeout(window, timeoutMilliseconds)
        let value = wgetch(window)
        if value == KEY_RESIZE { return .resize }
        guard (0...255).contains(value) else { return .timeout }
        return .byte(UInt8(value))
    }

    /// Draws a frame with `draw`, then lets curses send only the differences (one doupdate).
    @discardableResult
    func render(_ draw: (Canvas) -> Void) -> HitMap {
        guard let window else { return HitMap() }
        let canvas = CursesCanvas(window: window, palette: palette, asciiOnly: asciiOnly)
        draw(canvas)
        if let cursor = canvas.cursor {
            curs_set(1)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else {
            curs_set(0)
        }
        wnoutrefresh(window)
        doupdate()
        return canvas.hitMap
    }
}

/// Why the interactive mode could not start.
struct TerminalError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
