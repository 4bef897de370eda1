/// How a key binding shows in the key tables of the README and the man page. Those tables are
/// generated from the key maps (`KeyReference`, `make docs`), so the words a user reads there
/// are kept with the binding, beside its help label and its status-bar hint: one place to
/// change a key's description, and a key cannot be bound without being documented.
///
/// Text may use `*word*` for emphasis and `` `x` `` for a key or a name; both tables render them.
public struct KeyDoc: Sendable {
    public enum Placement: Sendable, Equatable {
        /// A row of its own.
        case ownRow
        /// Shares the row of the binding above it in the same map: its keys and its text (when
        /// given) are added after " / " (`n / r / d` — new / rename / delete).
        case rowAbove
        /// Not in the tables: another row of the same screen already names its keys.
        case none
    }

    public var placement: Placement
    /// What the key does; nil means the help label (for `ownRow`) or nothing (for `rowAbove`).
    public var text: String?
    /// The keys the row shows instead of listing each binding's, when a shorter form says the
    /// same (a list's motion keys); it must name every key its row binds (a test checks).
    public var keys: [KeyLabel]?

    public init(_ placement: Placement = .ownRow, text: String? = nil, keys: [KeyLabel]? = nil) {
        self.placement = placement
        self.text = text
        self.keys = keys
    }
}

/// One piece of a key table's key column: a key, or words between keys (" / ", " (", "typing").
public enum KeyLabel: Sendable, Equatable {
    case key(Key)
    case words(String)

    /// `↑/↓`: two keys that do opposite things.
    public static func pair(_ first: Key, _ second: Key) -> [KeyLabel] { [.key(first), .words("/"), .key(second)] }
}

extension KeyBinding {
    /// The same binding with `text` as its row in the README and man key tables.
    public func documented(_ text: String, keys: [KeyLabel]? = nil) -> KeyBinding {
        var copy = self
        copy.doc = KeyDoc(.ownRow, text: text, keys: keys)
        return copy
    }

    /// The same binding shown in the row of the binding above it (`text` added after " / ").
    public func documentedInRowAbove(_ text: String? = nil) -> KeyBinding {
        var copy = self
        copy.doc = KeyDoc(.rowAbove, text: text)
        return copy
    }

    /// The same binding left out of the key tables, because another row of its screen says it.
    public var documentedElsewhere: KeyBinding {
        var copy = self
        copy.doc = KeyDoc(.none)
        return copy
    }
}

extension Key {
    /// The key as the README and the man page name it: "Ctrl-C", "Shift-Tab", "Alt-1", "Space".
    public var documentationName: String {
        switch self {
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case let .ctrl(c): return "Ctrl-" + String(c).uppercased()
        case let .alt(c): return "Alt-" + String(c)
        default: return description
        }
    }
}
