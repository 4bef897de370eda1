import ShowbookApp

/// The help box over the current screen: every key the focused screen answers to, straight
/// from its key map.
enum HelpOverlay {
    static func draw(_ entries: [HelpEntry], on canvas: Canvas, in area: Rect) -> StatusLine {
        let keyWidth = min(18, entries.map { DisplayWidth.of($0.keys) }.max() ?? 0)
        let labelWidth = entries.map { DisplayWidth.of($0.label) }.max() ?? 0
        let width = min(area.width, keyWidth + labelWidth + 7)
        let height = min(area.height, entries.count + 2)
        let inner = ModalFrame.draw(on: canvas, in: area, width: width, height: height, title: "Keys")
        for (row, entry) in entries.prefix(inner.height).enumerated() {
            canvas.text(entry.keys, x: inner.x + 1, y: inner.y + row, maxWidth: keyWidth, style: .accent)
            canvas.text(entry.label, x: inner.x + keyWidth + 3, y: inner.y + row, maxWidth: inner.width - keyWidth - 4)
        }
        return StatusLine(right: entries.count > inner.height ? "enlarge the window for more" : "")
    }
}
