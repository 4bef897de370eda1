import ShowbookWords
/// The ways a key can move a list's selection.
public enum ListMotion: Sendable, Equatable {
    case up, down, pageUp, pageDown, first, last

    /// The standard bindings: arrows and vi keys, page keys, Home/End and g/G. `jk: false`
    /// leaves j and k to the screen (a word list's `k` marks Known) and keeps g/G.
    public static func bindings<C>(_ command: (ListMotion) -> C, vi: Bool = true, jk: Bool = true,
                                   firstLast: Bool = true) -> [KeyBinding<C>] {
        let upDown = vi && jk
        var bindings = [
            KeyBinding([.up] + (upDown ? [.character("k")] : []), "up", command(.up), hint: false),
            KeyBinding([.down] + (upDown ? [.character("j")] : []), "down", command(.down), hint: false).documentedInRowAbove(),
            KeyBinding([.pageUp], "page up", command(.pageUp), hint: false).documentedInRowAbove(),
            KeyBinding([.pageDown], "page down", command(.pageDown), hint: false).documentedInRowAbove(),
        ]
        if firstLast {
            bindings += [
                KeyBinding([.home] + (vi ? [.character("g")] : []), "first", command(.first), hint: false).documentedInRowAbove(),
                KeyBinding([.end] + (vi ? [.character("G")] : []), "last", command(.last), hint: false).documentedInRowAbove(),
            ]
        }
        bindings[0] = bindings[0].documented(firstLast ? "move, page, first/last" : "move, page",
                                             keys: documentedKeys(jk: upDown, gG: vi && firstLast, firstLast: firstLast))
        return bindings
    }

    /// `↑/↓ (k/j), PgUp/PgDn, Home/End (g/G)`: the keys of `bindings` for the key tables.
    package static func documentedKeys(jk: Bool, gG: Bool, firstLast: Bool) -> [KeyLabel] {
        func alternative(_ first: Key, _ second: Key) -> [KeyLabel] { [.words(" (")] + KeyLabel.pair(first, second) + [.words(")")] }
        var keys = KeyLabel.pair(.up, .down) + (jk ? alternative(.character("k"), .character("j")) : [])
        keys += [.words(", ")] + KeyLabel.pair(.pageUp, .pageDown)
        if firstLast { keys += [.words(", ")] + KeyLabel.pair(.home, .end) + (gG ? alternative(.character("g"), .character("G")) : []) }
        return keys
    }
}

/// Selection and scroll offset of a list, Ratatui-style: both are clamped whenever the item
/// count or the visible height changes, so the selection is always on screen.
public struct ListState: Equatable, Sendable {
    public private(set) var selected: Int = 0
    public private(set) var offset: Int = 0
    public private(set) var count: Int = 0
    /// How many items fit on screen; the renderer reports it each frame.
    public private(set) var visibleRows: Int = 10

    public init() {}

    public var selectedIndex: Int? { count == 0 ? nil : selected }

    public mutating func setCount(_ newCount: Int) {
        count = max(0, newCount)
        clamp()
    }

    public mutating func setVisibleRows(_ rows: Int) {
        visibleRows = max(1, rows)
        clamp()
    }

    public mutating func select(_ index: Int) {
        selected = index
        clamp()
    }

    public mutating func move(by delta: Int) { select(selected + delta) }

    public mutating func apply(_ motion: ListMotion) {
        switch motion {
        case .up: move(by: -1)
        case .down: move(by: 1)
        case .pageUp: pageUp()
        case .pageDown: pageDown()
        case .first: toFirst()
        case .last: toLast()
        }
    }
    public mutating func pageDown() { move(by: visibleRows) }
    public mutating func pageUp() { move(by: -visibleRows) }
    public mutating func toFirst() { select(0) }
    public mutating func toLast() { select(count - 1) }

    /// Scrolls the view without moving past the ends (mouse wheel, detail text).
    public mutating func scroll(by delta: Int) {
        offset = max(0, min(offset + delta, max(0, count - visibleRows)))
        selected = min(max(selected, offset), offset + visibleRows - 1)
        clamp()
    }

    /// Replaces the items, keeping the selected item when it is still there (matched by id).
    public mutating func reload<ID: Equatable>(ids: [ID], keeping selectedID: ID?) {
        count = ids.count
        if let selectedID, let index = ids.firstIndex(of: selectedID) { selected = index }
        clamp()
    }

    public mutating func reset(count newCount: Int) {
        selected = 0
        offset = 0
        setCount(newCount)
    }

    /// True when the selection is within `margin` rows of the end (time to fetch the next page).
    public func isNearEnd(margin: Int) -> Bool { count > 0 && selected >= count - 1 - margin }

    private mutating func clamp() {
        selected = count == 0 ? 0 : min(max(0, selected), count - 1)
        if selected < offset { offset = selected }
        if selected >= offset + visibleRows { offset = selected - visibleRows + 1 }
        offset = max(0, min(offset, max(0, count - visibleRows)))
    }
}
