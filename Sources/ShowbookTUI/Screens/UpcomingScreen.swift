import ShowbookApp

/// The upcoming view: one line per episode of a saved show airing in the coming 30 days —
/// when ("airs Fri 12 Dec"), the show, the episode code and title.
enum UpcomingScreen: ScreenRenderer {
    /// The rows' room: everything below the heading.
    static func listRect(in rect: Rect) -> Rect { rect.droppingTop(2) }

    static func layout(_ model: UpcomingModel, in rect: Rect, context: RenderContext) {
        model.setVisibleRows(ListView.capacity(listRect(in: rect), itemHeight: 1))
    }

    static func draw(_ model: UpcomingModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        canvas.text("Upcoming — the next \(UpcomingModel.days) days", x: rect.x + 1, y: rect.y, style: .accent)
        let listRect = listRect(in: rect)
        if model.entries.isEmpty {
            let note = model.refreshing > 0 ? "\(Spinner.frame(context.frame)) refreshing episode lists…"
                : "Nothing airs in the next \(UpcomingModel.days) days among saved shows."
            canvas.text(note, x: rect.x + 2, y: listRect.y, maxWidth: rect.width - 4, style: .muted)
        }
        let whenWidth = 18
        ListView.draw(on: canvas, in: listRect, state: model.list, itemHeight: 1, highlight: context.highlight) { index, itemRect, selected in
            let entry = model.entries[index]
            let lineStyle = selected ? Style.selected : Style.normal
            canvas.fill(x: itemRect.x, y: itemRect.y, count: itemRect.width, style: lineStyle)
            if selected { canvas.text("▌", x: itemRect.x, y: itemRect.y, style: Style(.accent, bold: true, reverse: true)) }
            canvas.text(model.when(entry), x: itemRect.x + 2, y: itemRect.y, maxWidth: whenWidth - 1,
                        style: Style(.accent, bold: true, reverse: selected))
            var x = itemRect.x + 2 + whenWidth
            x += canvas.text(entry.media.title, x: x, y: itemRect.y, maxWidth: max(0, (itemRect.width - whenWidth) / 2),
                             style: Style(lineStyle.role, bold: true, reverse: selected))
            let episode = entry.episode.code + (model.coverageText(entry).map { " · " + $0 } ?? "")
                + (entry.episode.title.isEmpty ? "" : " ‘\(entry.episode.title)’")
            canvas.text(episode, x: x + 2, y: itemRect.y, maxWidth: max(0, itemRect.x + itemRect.width - x - 3),
                        style: Style(lineStyle.role, reverse: selected))
        }
        let refreshing = model.refreshing > 0 ? "\(Spinner.frame(context.frame)) refreshing · " : ""
        return StatusLine(right: refreshing + "\(model.entries.count) upcoming")
    }
}
