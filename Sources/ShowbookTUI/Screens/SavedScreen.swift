import ShowbookApp

/// The Saved tab: saved shows newest first (an aired unwatched episode first), drawn with the
/// same rows as Search; a show with stored episodes shows its progress instead of its overview.
/// The heading names the "continue watching" order and the "unwatched only" filter when on.
enum SavedScreen: ScreenRenderer {
    /// The rows' room: below the heading, above the `/` filter line.
    static func listRect(_ model: SavedModel, in rect: Rect) -> Rect {
        FilterLineView.listRect(model.content, in: rect.droppingTop(1))
    }

    static func layout(_ model: SavedModel, in rect: Rect, context: RenderContext) {
        model.setVisibleRows(ListView.capacity(listRect(model, in: rect), itemHeight: MediaRowView.height))
    }

    static func draw(_ model: SavedModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        canvas.text(model.heading, x: rect.x + 1, y: rect.y, maxWidth: max(1, rect.width - 2), style: .accent)
        FilterLineView.draw(model.content, on: canvas, in: rect.droppingTop(1))
        let listRect = listRect(model, in: rect)
        if model.shows.isEmpty && !model.content.items.isEmpty {
            canvas.text("No saved shows match the filter.", x: rect.x + 2, y: rect.y + 2, style: .muted)
        } else if model.shows.isEmpty && model.savedCount > 0 {
            canvas.text("No saved show has an aired unwatched episode (w shows all).", x: rect.x + 2, y: rect.y + 2, style: .muted)
        } else if model.shows.isEmpty {
            canvas.text("Nothing saved yet — open a show and press s.", x: rect.x + 2, y: rect.y + 2, style: .muted)
        }
        ListView.draw(on: canvas, in: listRect, state: model.list, itemHeight: MediaRowView.height, highlight: context.highlight) { index, itemRect, selected in
            let media = model.shows[index]
            MediaRowView.draw(media, on: canvas, in: itemRect, selected: selected, progress: model.progressText(for: media))
        }
        return StatusLine(right: "\(model.shows.count) saved")
    }
}
