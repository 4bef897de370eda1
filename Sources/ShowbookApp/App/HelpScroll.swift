/// Where the F1 help is scrolled to. It exists because a screen's keys outgrow a small window
/// (80×24 holds about twenty rows): the renderer wraps each key's description to the box width
/// and reports how many lines that makes and how many fit (through `ScreenLayout`), and the
/// motion keys and the wheel scroll by lines or pages. Help opens at its first line.
public struct HelpScroll: Equatable, Sendable {
    private var lines = ListState()

    public init() {}

    /// The first line shown.
    public var offset: Int { lines.offset }
    public var lineCount: Int { lines.count }
    public var visibleRows: Int { lines.visibleRows }

    /// Back to the first line (help is being opened).
    package mutating func reset() {
        lines.scroll(by: -lines.count)
    }

    public mutating func setLayout(lineCount: Int, visibleRows: Int) {
        lines.setCount(lineCount)
        lines.setVisibleRows(visibleRows)
        lines.scroll(by: 0)
    }

    package mutating func apply(_ motion: ListMotion) {
        switch motion {
        case .up: scroll(by: -1)
        case .down: scroll(by: 1)
        case .pageUp: scroll(by: -lines.visibleRows)
        case .pageDown: scroll(by: lines.visibleRows)
        case .first: scroll(by: -lines.count)
        case .last: scroll(by: lines.count)
        }
    }

    /// Scrolls by `delta` lines (keys and the mouse wheel).
    package mutating func scroll(by delta: Int) {
        lines.scroll(by: delta)
    }
}
