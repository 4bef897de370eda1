import Foundation
#if canImport(Glibc)
import Glibc
import ShowbookPlatform
#endif

/// Chooses the locale curses runs in. ncursesw draws and reads wide characters only in a UTF-8
/// locale; under `LANG=C` (containers, cron, minimal shells) Hangul was drawn as blanks. So
/// the user's locale is kept when it is UTF-8, a UTF-8 locale is put in its place when one is
/// installed (said once in the status bar), and otherwise the app runs in ASCII and says so.
public enum TerminalLocale {
    /// What `setUp` did, with the one line to show about it.
    public enum Outcome: Equatable, Sendable {
        /// The user's locale is UTF-8: nothing to say.
        case unchanged
        /// `from` is not UTF-8; `to` is used instead for this session.
        case switched(from: String, to: String)
        /// No UTF-8 locale is installed: text outside ASCII is drawn as placeholders.
        case ascii(current: String)

        public var message: String? {
            switch self {
            case .unchanged: return nil
            case let .switched(from, to): return "locale \(from) is not UTF-8; using \(to)"
            case let .ascii(current):
                return "locale \(current) is not UTF-8 and no UTF-8 locale is installed: running in ASCII"
            }
        }

        /// Whether only ASCII can be drawn.
        public var isASCII: Bool {
            if case .ascii = self { return true }
            return false
        }
    }

    /// UTF-8 locales tried in order when the user's is not UTF-8 (C.UTF-8 changes nothing but
    /// the character set).
    public static let candidates = ["C.UTF-8", "C.utf8", "en_US.UTF-8"]

    /// The decision alone: `isAvailable` tries a locale (and, for real, switches to it).
    public static func decide(
        current: String, currentIsUTF8: Bool, candidates: [String] = candidates, isAvailable: (String) -> Bool
    ) -> Outcome {
        if currentIsUTF8 { return .unchanged }
        if let usable = candidates.first(where: isAvailable) { return .switched(from: current, to: usable) }
        return .ascii(current: current)
    }

    /// Applies the user's locale from the environment, then switches to a UTF-8 one if needed.
    public static func setUp() -> Outcome {
        setlocale(LC_ALL, "")
        let current = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
        let outcome = decide(current: current, currentIsUTF8: isUTF8(codeset())) { name in
            setlocale(LC_ALL, name) != nil && isUTF8(codeset())
        }
        // Nothing usable: back to the user's locale, as before.
        if outcome.isASCII { setlocale(LC_ALL, "") }
        return outcome
    }

    static func codeset() -> String {
        String(cString: nl_langinfo(nl_item(CODESET)))
    }

    /// `UTF-8`, `utf8`, `UTF8`…: compared on the bytes (Foundation's string search would cost
    /// more than the rest of the locale set-up).
    static func isUTF8(_ codeset: String) -> Bool {
        let folded = codeset.utf8.filter { $0 != 0x2D }.map(ASCIIByte.lowercased)
        return folded == Array("utf8".utf8)
    }
}
