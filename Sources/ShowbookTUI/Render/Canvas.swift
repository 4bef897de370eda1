import ShowbookApp

/// A surface that screens draw on: the curses window in the app, an in-memory grid in tests.
/// Backends implement one primitive, `put`; all text layout lives in the shared extension so
/// both take exactly the same code path.
public protocol Canvas: AnyObject {
    var width: Int { get }
    var height: Int { get }
    /// Places one grapheme of display width 1 or 2 at (x, y). Callers guarantee it fits.
    func put(_ grapheme: Character, width: Int, x: Int, y: Int, style: Style)
    /// Where the terminal cursor should rest (a focused text field), or nil to hide it.
    var cursor: (x: Int, y: Int)? { get set }
    /// What each drawn region is, for mouse clicks.
    var hitMap: HitMap { get set }
}

extension Canvas {
    /// Records that `target` occupies `rect` in this frame.
    public func hit(_ target: HitTarget, _ rect: Rect) { hitMap.add(target, rect) }

    /// Draws one line of data text at (x, y), clipped to `maxWidth` columns (default: to the
    /// right edge) with "…" when cut. Text is sanitized here, so nothing a screen draws can
    /// carry a control sequence to the terminal. Returns the columns used.
    @discardableResult
    public func text(_ string: String, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .normal) -> Int {
        guard y >= 0, y < height, x < width else { return 0 }
        let startX = max(0, x)
        let limit = min(maxWidth ?? (width - startX), width - startX)
        guard limit > 0 else { return 0 }
        let safe = TextLayout.truncate(TextSanitizer.sanitize(string), toWidth: limit)
        var column = startX
        for grapheme in safe {
            let cells = DisplayWidth.of(grapheme)
            if cells == 0 { continue }
            if column + cells > startX + limit { break }
            put(grapheme, width: cells, x: column, y: y, style: style)
            column += cells
        }
        return column - startX
    }

    /// Fills `count` cells with spaces in `style` (row backgrounds, selection bars).
    public func fill(x: Int, y: Int, count: Int, style: Style = .normal, character: Character = " ") {
        guard y >= 0, y < height else { return }
        let start = max(0, x)
        let end = min(width, x + count)
        guard start < end else { return }
        for column in start..<end { put(character, width: 1, x: column, y: y, style: style) }
    }

    /// Draws a line of text and pads it with spaces to `width` columns in the same style.
    public func row(_ string: String, x: Int, y: Int, width rowWidth: Int, style: Style = .normal) {
        fill(x: x, y: y, count: rowWidth, style: style)
        text(string, x: x, y: y, maxWidth: rowWidth, style: style)
    }

    /// A box outline with an optional title, used by modals.
    public func box(x: Int, y: Int, width boxWidth: Int, height boxHeight: Int, title: String? = nil, style: Style = .normal) {
        guard boxWidth >= 2, boxHeight >= 2 else { return }
        for row in 0..<boxHeight {
            fill(x: x, y: y + row, count: boxWidth, style: style)
        }
        fill(x: x + 1, y: y, count: boxWidth - 2, style: style, character: "─")
        fill(x: x + 1, y: y + boxHeight - 1, count: boxWidth - 2, style: style, character: "─")
        for row in 1..<(boxHeight - 1) {
            fill(x: x, y: y + row, count: 1, style: style, character: "│")
            fill(x: x + boxWidth - 1, y: y + row, count: 1, style: style, character: "│")
        }
        fill(x: x, y: y, count: 1, style: style, character: "┌")
        fill(x: x + boxWidth - 1, y: y, count: 1, style: style, character: "┐")
        fill(x: x, y: y + boxHeight - 1, count: 1, style: style, character: "└")
        fill(x: x + boxWidth - 1, y: y + boxHeight - 1, count: 1, style: style, character: "┘")
        if let title, boxWidth > 4 {
            text(" \(title) ", x: x + 2, y: y, maxWidth: boxWidth - 4, style: Style(style.role, bold: true))
        }
    }
}
