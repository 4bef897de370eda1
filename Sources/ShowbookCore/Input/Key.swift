/// A decoded key press. The curses adapter turns raw codes into these; everything after that
/// (key maps, features, tests, the random-key fuzzer) works with `Key` alone.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case character(Character)
    case enter, escape, tab, backTab, backspace, delete
    case up, down, left, right, home, end, pageUp, pageDown
    /// Ctrl plus a lower-case letter, e.g. `.ctrl("u")`.
    case ctrl(Character)
    /// Alt (Meta) plus a character, e.g. `.alt("1")`.
    case alt(Character)
    case function(Int)
    case resize
    /// A mouse event at a screen cell (0-based column and row).
    case mouse(MouseAction, x: Int, y: Int)
    /// Text the terminal delivered as one bracketed paste: typed into a text field as text (so
    /// a pasted `q` or newline is never a command), ignored everywhere else.
    case paste(String)
    case unknown

    public var description: String {
        switch self {
        case let .character(c): return c == " " ? "Space" : String(c)
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "S-Tab"
        case .backspace: return "Bksp"
        case .delete: return "Del"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case let .ctrl(c): return "^" + String(c).uppercased()
        case let .alt(c): return "M-" + String(c)
        case let .function(n): return "F\(n)"
        case .resize: return "Resize"
        case let .mouse(action, x, y): return "\(action)@\(x),\(y)"
        case .paste: return "Paste"
        case .unknown: return "?"
        }
    }

    /// The character, when this key types text.
    public var typedCharacter: Character? {
        if case let .character(c) = self { return c }
        return nil
    }
}

/// What the mouse did.
public enum MouseAction: String, Hashable, Sendable {
    case click, doubleClick, wheelUp, wheelDown
}

/// What is under a screen cell, recorded by the renderers so a click can be turned into an
/// action without the core knowing the layout.
public enum HitTarget: Equatable, Sendable {
    case tab(Int)
    case row(Int)
    case button(Int)
    case option(Int)
    /// An area that swallows clicks and means nothing itself (a modal's box, an overlay), so
    /// nothing drawn under it can be clicked through it.
    case blocked
}

/// How much a key matters in the status bar: `main` keys come first, `extra` ones after them
/// and are the first to go when the bar is short of room.
public enum HintRank: Sendable {
    case main, extra
}

/// One entry of a screen's key map. The same table drives key handling and the status-bar
/// hints, so what is shown can never drift from what works.
public struct KeyBinding<Command: Sendable>: Sendable {
    public var keys: [Key]
    public var label: String
    public var command: Command
    /// Shown in the status bar (the rest appear only in help).
    public var isHint: Bool
    public var rank: HintRank

    public init(_ keys: [Key], _ label: String, _ command: Command, hint: Bool = true, rank: HintRank = .main) {
        self.keys = keys
        self.label = label
        self.command = command
        self.isHint = hint
        self.rank = rank
    }

    public var keysText: String { keys.map(\.description).joined(separator: "/") }
}

/// One line of the help overlay: the keys and what they do.
public struct HelpEntry: Equatable, Sendable {
    public var keys: String
    public var label: String
    public init(_ keys: String, _ label: String) {
        self.keys = keys
        self.label = label
    }
}

extension Array {
    /// Help lines for every binding of a key map (the overlay shows exactly what works).
    public func helpEntries<C>() -> [HelpEntry] where Element == KeyBinding<C> {
        map { HelpEntry($0.keysText, $0.label) }
    }

    /// The command bound to `key` in a key map.
    public func command<C>(for key: Key) -> C? where Element == KeyBinding<C> {
        first { $0.keys.contains(key) }?.command
    }

    /// "key label" pairs for the status bar, most important first: the `main` keys in table
    /// order, then the `extra` ones.
    public func hints<C>() -> [(keys: String, label: String)] where Element == KeyBinding<C> {
        let shown = filter(\.isHint)
        return (shown.filter { $0.rank == .main } + shown.filter { $0.rank == .extra }).map { ($0.keysText, $0.label) }
    }
}
