/// A rectangle of cells on a canvas; screens are laid out by splitting these.
public struct Rect: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var bottom: Int { y + height }

    /// A rectangle of at most `width`×`height`, centred in this one.
    public func centered(width w: Int, height h: Int) -> Rect {
        let cw = min(w, width)
        let ch = min(h, height)
        return Rect(x: x + (width - cw) / 2, y: y + (height - ch) / 2, width: cw, height: ch)
    }

    /// This rectangle without its first `rows` rows.
    public func droppingTop(_ rows: Int) -> Rect { Rect(x: x, y: y + rows, width: width, height: height - rows) }
    public func droppingBottom(_ rows: Int) -> Rect { Rect(x: x, y: y, width: width, height: height - rows) }
    public func inset(_ cells: Int) -> Rect {
        Rect(x: x + cells, y: y + cells, width: width - 2 * cells, height: height - 2 * cells)
    }
}
