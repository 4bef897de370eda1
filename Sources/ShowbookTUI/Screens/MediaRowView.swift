import ShowbookTV

/// One show as a two-line list item: title, original title (dimmed), years, network and
/// rating; then the overview cut to one line. Shared by Search and Saved.
enum MediaRowView {
    static let height = 2

    /// `stale` dims a row that belongs to an older query while a new one is pending;
    /// `approximate` marks a row found by a forgiving match (typo, joined words) with `≈`.
    /// `progress` replaces the overview line (Saved: "watched 14/20 · up next …").
    static func draw(_ media: Media, on canvas: Canvas, in rect: Rect, selected: Bool, stale: Bool = false,
                     approximate: Bool = false, progress: String? = nil) {
        let lineStyle = selected ? Style.selected : Style.normal
        canvas.fill(x: rect.x, y: rect.y, count: rect.width, style: lineStyle)
        canvas.text(selected ? "▌" : " ", x: rect.x, y: rect.y, style: selected ? Style(.accent, bold: true, reverse: true) : .normal)
        let meta = [media.yearsText, media.network].filter { !$0.isEmpty }.joined(separator: " · ")
        let rating = media.ratingText
        let tailWidth = DisplayWidth.of(meta) + (rating.isEmpty ? 0 : DisplayWidth.of(rating) + 2)
        let titleRoom = max(0, rect.width - 2 - (tailWidth > 0 ? tailWidth + 2 : 0))
        var x = rect.x + 2
        if approximate {
            x += canvas.text("≈ ", x: x, y: rect.y, style: Style(.warning, reverse: selected))
        }
        x += canvas.text(media.title, x: x, y: rect.y, maxWidth: max(titleRoom - (x - rect.x - 2), min(rect.width - 2, 8)),
                         style: Style(lineStyle.role, bold: !stale, dim: stale, reverse: selected))
        if media.hasDistinctOriginalTitle && x + 3 < rect.x + 2 + titleRoom {
            x += 1
            x += canvas.text(media.originalTitle, x: x, y: rect.y, maxWidth: rect.x + 2 + titleRoom - x,
                             style: Style(lineStyle.role, dim: true, reverse: selected))
        }
        if tailWidth > 0 {
            let tailX = rect.x + rect.width - tailWidth
            if tailX > x {
                canvas.text(meta, x: tailX, y: rect.y, style: Style(lineStyle.role, dim: !selected, reverse: selected))
                if !rating.isEmpty {
                    canvas.text(rating, x: rect.x + rect.width - DisplayWidth.of(rating), y: rect.y,
                                style: Style(.warning, bold: true, reverse: selected))
                }
            }
        }
        if rect.height > 1 {
            canvas.fill(x: rect.x, y: rect.y + 1, count: rect.width)
            if let progress {
                canvas.text(progress, x: rect.x + 4, y: rect.y + 1, maxWidth: rect.width - 5, style: Style(.accent))
            } else {
                canvas.text(media.overview, x: rect.x + 4, y: rect.y + 1, maxWidth: rect.width - 5, style: .muted)
            }
        }
    }
}
