import Foundation
import ShowbookApp

/// The detail of one show: facts, then the overview word-wrapped with CJK-aware widths,
/// scrollable. Shows a spinner while the full detail loads. With a poster (online providers,
/// a colour terminal, 70 columns or more) the picture sits at the left and the text beside it.
enum DetailScreen: ScreenRenderer {
    /// The detail's lines, and where its season list starts among them (nil without seasons).
    static func lines(for model: DetailModel, width: Int, context: RenderContext) -> (lines: [(String, Style)], firstSeason: Int?) {
        let media = model.shownMedia
        var lines: [(String, Style)] = [(media.title, .title)]
        if media.hasDistinctOriginalTitle { lines.append((media.originalTitle, .muted)) }
        lines.append(("", .normal))
        var facts: [(String, String)] = [("Years", media.yearsText)]
        switch model.state {
        case .loading: facts.append(("Status", "\(Spinner.frame(context.frame)) loading…"))
        case let .loaded(detail):
            facts.append(("Status", detail.status))
            if let seasons = detail.seasons { facts.append(("Seasons", "\(seasons)")) }
            if let episodes = detail.episodes { facts.append(("Episodes", "\(episodes)")) }
            if !detail.createdBy.isEmpty { facts.append(("Created by", detail.createdBy.joined(separator: ", "))) }
        case let .failed(message): facts.append(("Status", "unavailable: \(message)"))
        }
        facts += [
            ("Network", media.network), ("Country", media.country), ("Language", media.language),
            ("Genres", media.genres.joined(separator: ", ")), ("Rating", media.ratingText),
            ("Saved", savedText(model, frame: context.frame)),
            ("Coverage", model.coverageText ?? ""),
        ]
        for (label, value) in facts where !value.isEmpty {
            lines.append((label.padding(toLength: 11, withPad: " ", startingAt: 0) + value, .normal))
        }
        var firstSeason: Int?
        if !model.seasons.isEmpty {
            lines.append(("", .normal))
            firstSeason = lines.count
            for (index, season) in model.seasons.enumerated() {
                let selected = index == model.selectedSeason
                lines.append(((selected ? "▸ " : "  ") + season.summary, selected ? Style.accent : Style.muted))
            }
        }
        lines.append(("", .normal))
        let overview = TextSanitizer.sanitize(media.overview.isEmpty ? "No overview." : media.overview, keepNewlines: true)
        lines += TextLayout.wrap(overview, width: max(1, width)).map { ($0, Style.normal) }
        if let attribution = model.attribution {
            lines.append(("", .normal))
            lines.append((attribution, .muted))
        }
        return (lines, firstSeason)
    }

    static func savedText(_ model: DetailModel, frame: Int) -> String {
        if model.isWaitingForDatabase { return "\(Spinner.frame(frame)) database busy, retrying…" }
        if model.isSaving { return "\(Spinner.frame(frame)) saving…" }
        return model.isSaved ? "★ saved" : "not saved (press s)"
    }

    /// Where the parts of a detail go in `rect`: the poster's size, the text column and its lines.
    struct Layout {
        let body: Rect
        let poster: (columns: Int, rows: Int)?
        let textX: Int
        let textWidth: Int
        let content: [(String, Style)]
        /// The line of the first season in `content`, when the show lists its seasons.
        let firstSeason: Int?
        /// Lines to scroll through: the text or the poster, whichever is taller.
        var totalLines: Int { max(content.count, poster?.rows ?? 0) }
    }

    static func measure(_ model: DetailModel, in rect: Rect, context: RenderContext) -> Layout {
        let body = rect.inset(1)
        let poster = posterSize(model, width: rect.width, body: body, context: context)
        let textX = body.x + (poster.map { $0.columns + 2 } ?? 0)
        let textWidth = body.width - (textX - body.x)
        let content = lines(for: model, width: textWidth, context: context)
        return Layout(body: body, poster: poster, textX: textX, textWidth: textWidth, content: content.lines,
                      firstSeason: content.firstSeason)
    }

    static func layout(_ model: DetailModel, in rect: Rect, context: RenderContext) {
        let layout = measure(model, in: rect, context: context)
        model.setLayout(contentLines: layout.totalLines, visibleRows: max(1, layout.body.height))
        if let firstSeason = layout.firstSeason { model.revealSeason(line: firstSeason + model.selectedSeason) }
    }

    static func draw(_ model: DetailModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        let layout = measure(model, in: rect, context: context)
        let (body, poster, textX, textWidth, content) = (layout.body, layout.poster, layout.textX, layout.textWidth, layout.content)
        let firstSeason = layout.firstSeason
        for (row, line) in content.dropFirst(model.scroll.offset).prefix(body.height).enumerated() {
            canvas.text(line.0, x: textX, y: body.y + row, maxWidth: textWidth, style: line.1)
            if let firstSeason, case let index = model.scroll.offset + row - firstSeason, model.seasons.indices.contains(index) {
                canvas.hit(.row(index), Rect(x: textX, y: body.y + row, width: textWidth, height: 1))
            }
        }
        if let poster, let mode = context.posterMode,
           let cells = model.poster.cells(columns: poster.columns, rows: poster.rows, mode: mode) {
            PosterView.draw(cells, on: canvas, x: body.x, y: body.y - model.scroll.offset, clip: body)
        }
        let total = layout.totalLines
        if total > body.height, body.height > 0 {
            let more = "\(model.scroll.offset + 1)-\(min(total, model.scroll.offset + body.height))/\(total)"
            canvas.text(more, x: rect.x + rect.width - DisplayWidth.of(more) - 1, y: rect.y, style: .muted)
        }
        return StatusLine(right: "")
    }

    /// The poster's place at the left of the facts: kept free while it loads (so the facts do
    /// not jump when it arrives), none without colour support, below 70 columns, or when the
    /// show has no poster.
    static func posterSize(_ model: DetailModel, width: Int, body: Rect, context: RenderContext) -> (columns: Int, rows: Int)? {
        guard context.posterMode != nil, model.poster.state != .none else { return nil }
        return PosterView.size(width: width, maxRows: body.height, aspect: model.poster.aspect)
    }
}
