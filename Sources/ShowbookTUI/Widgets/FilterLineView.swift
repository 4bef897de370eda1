import ShowbookApp

/// The one-line `/` filter under a list: the text being typed (with the cursor while it has the
/// keys) and how many rows it lets through. Drawn only while a filter is typed or kept.
enum FilterLineView {
    /// Whether the line takes the last row of `rect`.
    static func isShown<Item, ID>(_ content: SelectableList<Item, ID>, in rect: Rect) -> Bool {
        content.isFilterShown && rect.height > 1
    }

    /// The rect left for the rows under `rect`'s filter line.
    static func listRect<Item, ID>(_ content: SelectableList<Item, ID>, in rect: Rect) -> Rect {
        isShown(content, in: rect) ? rect.droppingBottom(1) : rect
    }

    /// Draws the line on the last row of `rect` when the list has a filter.
    static func draw<Item, ID>(_ content: SelectableList<Item, ID>, on canvas: Canvas, in rect: Rect) {
        guard isShown(content, in: rect) else { return }
        let y = rect.bottom - 1
        canvas.fill(x: rect.x, y: y, count: rect.width)
        let labelWidth = canvas.text("/ ", x: rect.x + 1, y: y, style: Style(.accent, bold: true))
        let count = "\(content.visible.count) of \(content.items.count)"
        let countWidth = DisplayWidth.of(count)
        let fieldX = rect.x + 1 + labelWidth
        TextFieldView.draw(on: canvas, field: content.filter, x: fieldX, y: y,
                           width: max(1, rect.x + rect.width - fieldX - countWidth - 2), focused: content.isEditingFilter)
        canvas.text(count, x: rect.x + rect.width - countWidth - 1, y: y, style: .muted)
    }
}
