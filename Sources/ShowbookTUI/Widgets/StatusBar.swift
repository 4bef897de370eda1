import ShowbookCore

/// The bottom row: key hints on the left, a message (or count) on the right. A message wins
/// the space when both do not fit.
enum StatusBar {
    static func draw(on canvas: Canvas, y: Int, hints: [HintText], right: String, rightStyle: Style = .muted) {
        canvas.fill(x: 0, y: y, count: canvas.width, style: .normal)
        let rightWidth = min(DisplayWidth.of(right), max(0, canvas.width - 1))
        if rightWidth > 0 {
            canvas.text(right, x: canvas.width - rightWidth, y: y, maxWidth: rightWidth, style: rightStyle)
        }
        var x = 0
        let limit = canvas.width - rightWidth - 1
        for hint in hints {
            let keyWidth = DisplayWidth.of(hint.keys)
            let itemWidth = keyWidth + 1 + DisplayWidth.of(hint.label)
            if x + itemWidth > limit { break }
            canvas.text(hint.keys, x: x, y: y, style: Style(.accent, bold: true))
            canvas.text(hint.label, x: x + keyWidth + 1, y: y, style: .muted)
            x += itemWidth + 2
        }
    }
}
