import ShowbookCore

/// Draws the visible window of a list: rows are plain items; the selected one is marked.
/// The list's `ListState` decides which rows are visible (selection always on screen).
enum ListView {
    /// Calls `drawItem(index, rect, isSelected)` for each visible item of height `itemHeight`.
    static func draw(
        on canvas: Canvas, in rect: Rect, state: ListState, itemHeight: Int,
        drawItem: (Int, Rect, Bool) -> Void
    ) {
        guard rect.height > 0 else { return }
        let visible = max(1, rect.height / itemHeight)
        var index = state.offset
        var y = rect.y
        while index < state.count && y + itemHeight <= rect.bottom && index < state.offset + visible {
            let itemRect = Rect(x: rect.x, y: y, width: rect.width, height: itemHeight)
            drawItem(index, itemRect, index == state.selected)
            canvas.hit(.row(index), itemRect)
            index += 1
            y += itemHeight
        }
    }

    /// How many items of `itemHeight` fit in `rect`.
    static func capacity(_ rect: Rect, itemHeight: Int) -> Int { max(1, rect.height / itemHeight) }
}
