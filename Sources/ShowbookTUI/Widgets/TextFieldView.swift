import ShowbookApp

/// Draws a one-line text field and places the terminal cursor at its insertion point, so
/// input methods (Hangul, kana) compose in the right place. Scrolls horizontally when long.
enum TextFieldView {
    static func draw(on canvas: Canvas, field: TextFieldState, x: Int, y: Int, width: Int, focused: Bool, style: Style = .normal) {
        guard width > 0 else { return }
        canvas.fill(x: x, y: y, count: width, style: style)
        let characters = field.characters.map { Character(TextSanitizer.sanitize(String($0))) }
        // Start far enough right that the cursor is visible.
        var start = 0
        var widthBeforeCursor = characters[0..<field.cursor].reduce(0) { $0 + DisplayWidth.of($1) }
        while focused && widthBeforeCursor > width - 1 && start < field.cursor {
            widthBeforeCursor -= DisplayWidth.of(characters[start])
            start += 1
        }
        let visible = String(characters[start...])
        canvas.text(visible, x: x, y: y, maxWidth: width, style: style)
        if focused { canvas.cursor = (x + widthBeforeCursor, y) }
    }
}
