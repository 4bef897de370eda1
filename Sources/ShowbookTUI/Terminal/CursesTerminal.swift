import CNcursesw
import CTerminalSupport
import Foundation
import ShowbookCore

/// Owns curses for the life of the interactive app: locale, raw-ish input mode, ESCDELAY,
/// keypad, colours, and — on every exit path — putting the terminal back. Fatal signals are
/// handled in C (`CTerminalSupport`); SIGINT/SIGTERM/SIGHUP become a flag the loop reads.
final class CursesTerminal {
    private(set) var palette = Palette(mapping: AttributeMapping(usesColor: false))
    private var window: UnsafeMutablePointer<WINDOW>?

    /// Starts curses. Throws a one-line reason when the terminal cannot be used.
    static func start(noColor: Bool, mouse: Bool) throws -> CursesTerminal {
        setlocale(LC_ALL, "")
        if getenv("ESCDELAY") == nil { set_escdelay(25) }
        sb_install_signal_handlers()
        guard let screen = initscr() else { throw TerminalError("cannot initialise the terminal (is TERM set?)") }
        sb_set_curses_active(1)
        atexit { sb_restore_terminal() }
        let terminal = CursesTerminal()
        terminal.window = screen
        cbreak()
        noecho()
        nonl()
        keypad(screen, true)
        meta(screen, true)
        curs_set(0)
        terminal.palette = Palette.start(noColor: noColor)
        if mouse { mousemask(sb_mouse_clicks_and_wheel(), nil) }
        return terminal
    }

    func stop() { sb_restore_terminal() }

    var size: (width: Int, height: Int) {
        guard let window else { return (0, 0) }
        return (Int(getmaxx(window)), Int(getmaxy(window)))
    }

    /// Reads one key, waiting at most `timeoutMilliseconds` (-1 blocks). Nil on timeout or signal.
    func readKey(timeoutMilliseconds: Int32) -> Key? {
        guard let window else { return nil }
        wtimeout(window, timeoutMilliseconds)
        guard let first = readRaw(window) else { return nil }
        if first == .keyCode(KEY_MOUSE) {
            var x: Int32 = 0
            var y: Int32 = 0
            return KeyDecoder.mouse(kind: sb_read_mouse(&x, &y), x: x, y: y)
        }
        var following: KeyDecoder.Raw?
        if first == .character(27) {
            wtimeout(window, 0)
            following = readRaw(window)
        }
        let (key, usedFollowing) = KeyDecoder.decode(first, following: following)
        if let following, !usedFollowing {
            switch following {
            case let .character(value): unget_wch(wchar_t(bitPattern: value))
            case let .keyCode(code): ungetch(code)
            }
        }
        return key
    }

    private func readRaw(_ window: UnsafeMutablePointer<WINDOW>) -> KeyDecoder.Raw? {
        var value: wint_t = 0
        let result = wget_wch(window, &value)
        if result == sb_key_code_yes() { return .keyCode(Int32(value)) }
        if result == sb_err() { return nil }
        return .character(UInt32(value))
    }

    /// Draws a frame with `draw`, then lets curses send only the differences (one doupdate).
    @discardableResult
    func render(_ draw: (Canvas) -> Void) -> HitMap {
        guard let window else { return HitMap() }
        let canvas = CursesCanvas(window: window, palette: palette)
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
