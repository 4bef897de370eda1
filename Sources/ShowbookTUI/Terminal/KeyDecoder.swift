import CNcursesw
import ShowbookCore

/// Turns what `wget_wch` returns into a `Key`. A lone ESC is Escape; ESC followed at once by
/// another key is Alt+key (ncurses' short ESCDELAY keeps this snappy).
public enum KeyDecoder {
    /// One raw read: a character (`OK`) or a function-key code (`KEY_CODE_YES`).
    public enum Raw: Equatable, Sendable {
        case character(UInt32)
        case keyCode(Int32)
    }

    /// Decodes `raw`. After ESC, `following` is the key that arrived right behind it (if any):
    /// a printable one makes Alt+key and is used up; anything else (another ESC, an arrow) is
    /// left for the next read, so ESC ESC is two Escapes.
    public static func decode(_ raw: Raw, following: Raw?) -> (key: Key, usedFollowing: Bool) {
        switch raw {
        case let .keyCode(code): return (decodeKeyCode(code), false)
        case .character(27):
            if case let .character(value)? = following, let scalar = Unicode.Scalar(value), value >= 32, value != 127 {
                return (.alt(Character(scalar)), true)
            }
            return (.escape, false)
        case let .character(value): return (decodeCharacter(value), false)
        }
    }

    /// A mouse report from `sb_read_mouse`: 1 click, 2 double click, 3 wheel up, 4 wheel down.
    public static func mouse(kind: Int32, x: Int32, y: Int32) -> Key {
        let actions: [Int32: MouseAction] = [1: .click, 2: .doubleClick, 3: .wheelUp, 4: .wheelDown]
        guard let action = actions[kind] else { return .unknown }
        return .mouse(action, x: Int(x), y: Int(y))
    }

    static func decodeCharacter(_ value: UInt32) -> Key {
        switch value {
        case 10, 13: return .enter
        case 9: return .tab
        case 8, 127: return .backspace
        case 0: return .unknown
        case 1...26:
            return .ctrl(Character(Unicode.Scalar(UInt8(value) + 96)))
        case 28...31: return .unknown
        default:
            guard let scalar = Unicode.Scalar(value) else { return .unknown }
            if (0x80...0x9F).contains(value) { return .unknown }
            return .character(Character(scalar))
        }
    }

    static func decodeKeyCode(_ code: Int32) -> Key {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        case KEY_RESIZE: return .resize
        default:
            for n in 1...12 where code == sb_key_f(Int32(n)) { return .function(n) }
            return .unknown
        }
    }
}
