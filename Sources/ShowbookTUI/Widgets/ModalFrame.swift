import ShowbookApp

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
    /// Each is recorded in the hit map by name, so a click presses that button.
    static func buttons(_ buttons: [(ModalButton, String)], focused: ModalButton, on canvas: Canvas, y: Int, inner: Rect) {
        let texts = buttons.map { "[ \($0.1) ]" }
        let total = texts.reduce(0) { $0 + DisplayWidth.of($1) } + 2 * (texts.count - 1)
        var x = inner.x + max(0, inner.width - total - 1)
        for ((button, _), text) in zip(buttons, texts) {
            let style = button == focused ? Style(.accent, bold: true, reverse: true) : Style.normal
            let used = canvas.text(text, x: x, y: y, style: style)
            canvas.hit(.button(button), Rect(x: x, y: y, width: used, height: 1))
            x += used + 2
        }
    }
}
