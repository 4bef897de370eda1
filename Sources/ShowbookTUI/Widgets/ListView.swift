import ShowbookApp

/// Draws the visible window of a list: rows are plain items; the selected one is marked.
/// The list's `ListState` decides which rows are visible (selection always on screen).
enum ListView {
    /// Calls `drawItem(index, rect, isSelected)` for each visible item of height `itemHeight`.
    /// With the `marker` highlight, items are drawn unselected and the list puts a `▌` in the
    /// first column of the selected one.
    static func draw(
        on canvas: Canvas, in rect: Rect, state: ListState, itemHeight: Int, highlight: SelectionHighlight = .bar,
        drawItem: (Int, Rect, Bool) -> Void
    ) {
        guard rect.height > 0 else { return }
        let visible = max(1, rect.height / itemHeight)
        var index = state.offset
        var y = rect.y
        while index < state.count && y + itemHeight <= rect.bottom && index < state.offset + visible {
            let itemRect = Rect(x: rect.x, y: y, width: rect.width, height: itemHeight)
            let isSelected = index == state.selected
            drawItem(index, itemRect, isSelected && highlight == .bar)
            if isSelected && highlight == .marker {
                canvas.text("▌", x: itemRect.x, y: itemRect.y, style: Style(.accent, bold: true))
            }
            canvas.hit(.row(index), itemRect)
            index += 1
            y += itemHeight
        }
    }

    /// How many items of `itemHeight` fit in `rect`.
    static func capacity(_ rect: Rect, itemHeight: Int) -> Int { max(1, rect.height / itemHeight) }
}
