/// Where an overlay of wrapped text — the F1 help, the `!` log — is scrolled to. Its text
/// outgrows a small window, so the renderer wraps it to the box width and reports how many lines
/// that makes and how many fit (through `ScreenLayout`, like every screen's room), and the motion
/// keys and the wheel scroll by lines or pages. Help opens at its first line; the log
/// (`opensAtEnd`) on its newest lines, and keeps following new messages until the user scrolls up.
public struct OverlayScroll: Equatable, Sendable {
    private var lines = ListState()
    private let opensAtEnd: Bool
    private var followsEnd: Bool

    public init(opensAtEnd: Bool) {
        self.opensAtEnd = opensAtEnd
        followsEnd = opensAtEnd
    }

    /// The first line shown.
    public var offset: Int { lines.offset }
    public var lineCount: Int { lines.count }
    public var visibleRows: Int { lines.visibleRows }

    /// Back to where the overlay opens (it is being opened).
    package mutating func reset() {
        followsEnd = opensAtEnd
        lines.scroll(by: opensAtEnd ? lines.count : -lines.count)
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

    /// Scrolls by `delta` lines (keys and the mouse wheel); a log scrolled to its bottom follows
    /// new messages again.
    package mutating func scroll(by delta: Int) {
        lines.scroll(by: delta)
        if opensAtEnd { followsEnd = lines.offset + lines.visibleRows >= lines.count }
    }
}
