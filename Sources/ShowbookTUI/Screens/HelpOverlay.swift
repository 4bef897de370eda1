import ShowbookApp

/// The help box over the current screen: every key the focused screen answers to, straight
/// from its key map. Each description (and a key list wider than its column) wraps to the box
/// width, so nothing is cut; when the lines outgrow the window the box scrolls from the
/// position the app model keeps (`OverlayScroll`), and the status bar says which lines show.
enum HelpOverlay {
    /// One screen line of the help: a key column and a description column.
    struct Line: Equatable {
        var keys: String
        var label: String
    }

    /// The key column's widest, in cells: longer key lists wrap.
    static let keyColumn = 18

    static func keyWidth(_ entries: [HelpEntry]) -> Int {
        min(keyColumn, entries.map { DisplayWidth.of($0.keys) }.max() ?? 0)
    }

    static func boxWidth(_ entries: [HelpEntry], in area: Rect) -> Int {
        let labelWidth = entries.map { DisplayWidth.of($0.label) }.max() ?? 0
        return min(area.width, keyWidth(entries) + labelWidth + 7)
    }

    /// The cells a description may use: the box less its borders, the key column and margins.
    static func labelWidth(_ entries: [HelpEntry], in area: Rect) -> Int {
        max(1, boxWidth(entries, in: area) - keyWidth(entries) - 6)
    }

    /// Every entry wrapped: its keys and its description side by side over as many lines as
    /// the longer needs.
    static func lines(_ entries: [HelpEntry], in area: Rect) -> [Line] {
        let keys = max(1, keyWidth(entries))
        let labels = labelWidth(entries, in: area)
        var lines: [Line] = []
        for entry in entries {
            let keyLines = TextLayout.wrap(entry.keys, width: keys)
            let labelLines = TextLayout.wrap(entry.label, width: labels)
            for row in 0..<max(1, keyLines.count, labelLines.count) {
                lines.append(Line(keys: row < keyLines.count ? keyLines[row] : "", label: row < labelLines.count ? labelLines[row] : ""))
            }
        }
        return lines
    }

    static func boxHeight(lineCount: Int, in area: Rect) -> Int { min(area.height, lineCount + 2) }

    /// Tells the app model how many wrapped lines the help has and how many fit in the box.
    static func layout(_ app: AppModel, in area: Rect) {
        let count = lines(app.helpEntries, in: area).count
        app.helpScroll.setLayout(lineCount: count, visibleRows: max(0, boxHeight(lineCount: count, in: area) - 2))
    }

    static func draw(_ entries: [HelpEntry], scroll: OverlayScroll, on canvas: Canvas, in area: Rect) -> StatusLine {
        let lines = lines(entries, in: area)
        let keyWidth = keyWidth(entries)
        let inner = ModalFrame.draw(on: canvas, in: area, width: boxWidth(entries, in: area),
                                    height: boxHeight(lineCount: lines.count, in: area), title: "Keys")
        let rows = max(0, inner.height)
        let last = max(0, lines.count - rows)
        // A layout made for other entries (or none) shows the first lines.
        let first = scroll.lineCount == lines.count && scroll.visibleRows == rows ? min(scroll.offset, last) : 0
        for (row, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            canvas.text(line.keys, x: inner.x + 1, y: inner.y + row, maxWidth: keyWidth, style: .accent)
            canvas.text(line.label, x: inner.x + keyWidth + 3, y: inner.y + row, maxWidth: max(0, inner.width - keyWidth - 4))
        }
        guard lines.count > rows, rows > 0 else { return StatusLine(right: "") }
        return StatusLine(right: "lines \(first + 1)–\(min(lines.count, first + rows)) of \(lines.count)")
    }
}
