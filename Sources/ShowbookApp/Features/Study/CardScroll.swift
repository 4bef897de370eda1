/// How far the card on screen is scrolled, for a card whose text is taller than its box. It
/// exists because the back of a card shows every field whole (a long dictionary meaning, a
/// long sentence and its translation): the renderer reports the card's line count and room,
/// ↑/↓ and the page keys move, and a new face — another word, or the other side — starts at
/// its top.
public struct CardScroll: Sendable, Equatable {
    /// Which face the layout was measured for.
    public struct Face: Sendable, Equatable {
        public var wordID: Int64
        public var isFlipped: Bool
        public var isPractice: Bool
    }

    public private(set) var offset = 0
    public private(set) var lines = 0
    public private(set) var visibleLines = 0
    private var face: Face?

    public init() {}

    /// The renderer's measure of `face`: its wrapped lines and the rows the card has for them.
    /// Another face than the last one starts at the top; the offset stays within the text.
    public mutating func setLayout(lines: Int, visibleLines: Int, face: Face?) {
        if face != self.face { offset = 0 }
        self.face = face
        self.lines = max(0, lines)
        self.visibleLines = max(1, visibleLines)
        offset = max(0, min(offset, self.lines - self.visibleLines))
    }

    /// Moves by `delta` lines (negative: up), clamped at both ends; nothing for another face.
    public mutating func scroll(by delta: Int, face: Face?) {
        guard face == self.face else { return }
        offset = max(0, min(offset + delta, lines - visibleLines))
    }

    /// The first line shown of `face` (0 until the layout has measured it).
    public func offset(for face: Face?) -> Int { face == self.face ? offset : 0 }

    /// True when `face` is taller than its box.
    public func overflows(_ face: Face?) -> Bool { face != nil && face == self.face && lines > visibleLines }
}
