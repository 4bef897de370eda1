import ShowbookCore

/// Centred modal box plus a row of buttons; keeps modals centred on every resize.
enum ModalFrame {
    /// Draws the box and returns its inner area.
    static func draw(on canvas: Canvas, in area: Rect, width: Int, height: Int, title: String) -> Rect {
        let rect = area.centered(width: width, height: height)
        canvas.hit(.blocked, rect)  // the box swallows clicks meant for what is under it
        canvas.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height, title: title, style: .normal)
        return rect.inset(1)
    }

    /// Buttons like "[ Move ]  [ Cancel ]", right-aligned on row `y`; the focused one reversed.
    static func buttons(_ labels: [String], focused: Int, on canvas: Canvas, y: Int, inner: Rect) {
        let texts = labels.map { "[ \($0) ]" }
        let total = texts.reduce(0) { $0 + DisplayWidth.of($1) } + 2 * (texts.count - 1)
        var x = inner.x + max(0, inner.width - total - 1)
        for (index, text) in texts.enumerated() {
            let style = index == focused ? Style(.accent, bold: true, reverse: true) : Style.normal
            let used = canvas.text(text, x: x, y: y, style: style)
            canvas.hit(.button(index), Rect(x: x, y: y, width: used, height: 1))
            x += used + 2
        }
    }
}
