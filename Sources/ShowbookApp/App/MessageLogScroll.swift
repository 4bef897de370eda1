/// Where the `!` log is scrolled to. The renderer wraps the entries to the box width, so it
/// reports how many lines that makes and how many fit (through `ScreenLayout`, like every
/// screen's room); the keys scroll by lines or pages. The log opens on its newest lines and
/// keeps following new messages until the user scrolls up.
public struct MessageLogScroll: Equatable, Sendable {
    private var lines = ListState()
    private var followsEnd = true

    public init() {}

    /// The first line shown.
    public var offset: Int { lines.offset }
    public var lineCount: Int { lines.count }
    public var visibleRows: Int { lines.visibleRows }

    /// Back to the newest lines (the log is being opened).
    package mutating func reset() {
        followsEnd = true
        lines.scroll(by: lines.count)
    }

    public mutating func setLayout(lineCount: Int, visibleRows: Int) {
        lines.setCount(lineCount)
        lines.setVisibleRows(visibleRows)
        lines.scroll(by: followsEnd ? lineCount : 0)
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

    /// Scrolls by `delta` lines (keys and the mouse wheel); at the bottom it follows new messages.
    package mutating func scroll(by delta: Int) {
        lines.scroll(by: delta)
        followsEnd = lines.offset + lines.visibleRows >= lines.count
    }
}
