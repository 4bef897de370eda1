import ShowbookTV
import ShowbookApp

/// Colour pairs for cells with their own colours (poster cells), handed out on demand: the
/// first time a foreground/background combination is drawn it gets the next free pair number,
/// and every later cell with the same two colours reuses it. When all pairs are taken the
/// table starts over (curses repaints cells whose pair is redefined). Free of curses so the
/// numbering is tested; `Palette` defines the pairs it hands out.
public final class ColorPairTable {
    public let firstPair: Int
    public let capacity: Int
    private var pairs: [Key: Int] = [:]

    private struct Key: Hashable {
        var foreground: TerminalColor
        var background: TerminalColor
    }

    /// - Parameters:
    ///   - firstPair: the first number not used by the style roles.
    ///   - capacity: how many pairs may be handed out.
    public init(firstPair: Int, capacity: Int) {
        self.firstPair = firstPair
        self.capacity = max(0, capacity)
    }

    /// Pairs handed out so far.
    public var count: Int { pairs.count }

    /// The pair for the two colours, and whether it was just allocated (and must be defined).
    /// Nil when the table has no room at all.
    public func pair(foreground: TerminalColor, background: TerminalColor) -> (number: Int, isNew: Bool)? {
        guard capacity > 0 else { return nil }
        let key = Key(foreground: foreground, background: background)
        if let number = pairs[key] { return (number, false) }
        if pairs.count >= capacity { pairs.removeAll(keepingCapacity: true) }
        let number = firstPair + pairs.count
        pairs[key] = number
        return (number, true)
    }
}
