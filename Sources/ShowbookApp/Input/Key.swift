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
    case button(ModalButton)
    case option(Int)
    /// A modal's on/off choice, by its place among the modal's choices (the close modal's
    /// "Start them over" and "Retire them").
    case toggle(Int)
    /// An area that swallows clicks and means nothing itself (a modal's box, an overlay), so
    /// nothing drawn under it can be clicked through it.
    case blocked
}

/// How much a key matters in the status bar: `main` keys come first, `extra` ones after them
/// and are the first to go when the bar is short of room.
public enum HintRank: Sendable {
    case main, extra
}

/// One entry of a screen's key map. The same table drives key handling, the help overlay and
/// the status-bar hints, so what is shown can never drift from what works.
public struct KeyBinding<Command: Sendable>: Sendable {
    public var keys: [Key]
    public var label: String
    public var command: Command
    /// How the binding shows in the status bar; nil when it appears only in help.
    public var hint: HintText?
    /// Where the hint goes in the status bar.
    public var rank: HintRank
    /// When set, the key is known to change nothing in some state of its mode, and this says
    /// when (e.g. "the query is already empty"): a deliberate no-op, not a broken promise.
    public var doesNothingWhen: String?
    /// How the binding shows in the README and man page key tables (by default a row of its
    /// own with its label); set with `documented(_:)` and its siblings.
    public var doc = KeyDoc()

    public init(_ keys: [Key], _ label: String, _ command: Command, hint: Bool = true, rank: HintRank = .main,
                doesNothingWhen: String? = nil) {
        self.keys = keys
        self.label = label
        self.command = command
        self.rank = rank
        self.doesNothingWhen = doesNothingWhen
        self.hint = hint ? HintText(keys.map(\.description).joined(separator: "/"), label) : nil
    }

    /// A binding whose status-bar hint is shorter than its help line ("↑↓ move").
    public init(_ keys: [Key], _ label: String, _ command: Command, hint: HintText, rank: HintRank = .main,
                doesNothingWhen: String? = nil) {
        self.init(keys, label, command, rank: rank, doesNothingWhen: doesNothingWhen)
        self.hint = hint
    }

    /// Shown in the status bar (the rest appear only in help).
    public var isHint: Bool { hint != nil }

    public var keysText: String { keys.map(\.description).joined(separator: "/") }

    /// The same binding with another status-bar text (a label known only at run time).
    public func hinted(_ keys: String, _ label: String) -> KeyBinding {
        var copy = self
        copy.hint = HintText(keys, label)
        return copy
    }
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

    /// The status-bar hints of a key map, with the keys each one stands for, most important
    /// first: the `main` keys in table order, then the `extra` ones.
    public func hints<C>() -> [KeyHint] where Element == KeyBinding<C> {
        let ranked = filter { $0.rank == .main } + filter { $0.rank == .extra }
        return ranked.compactMap { binding in
            binding.hint.map { KeyHint(keys: binding.keys, text: $0, doesNothingWhen: binding.doesNothingWhen) }
        }
    }
}
