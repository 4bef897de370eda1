import Foundation
import ShowbookCore

/// The detail of one show: facts, then the overview word-wrapped with CJK-aware widths,
/// scrollable. Shows a spinner while the full detail loads.
enum DetailScreen {
    static func lines(for model: MediaDetailViewModel, width: Int, context: RenderContext) -> [(String, Style)] {
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
        ]
        for (label, value) in facts where !value.isEmpty {
            lines.append((label.padding(toLength: 11, withPad: " ", startingAt: 0) + value, .normal))
        }
        if let detail = model.detail, !detail.seasonList.isEmpty {
            lines.append(("", .normal))
            lines += detail.seasonList.map { ("  " + $0.summary, Style.muted) }
        }
        lines.append(("", .normal))
        let overview = TextSanitizer.sanitize(media.overview.isEmpty ? "No overview." : media.overview, keepNewlines: true)
        lines += TextLayout.wrap(overview, width: max(1, width)).map { ($0, Style.normal) }
        if let attribution = model.attribution {
            lines.append(("", .normal))
            lines.append((attribution, .muted))
        }
        return lines
    }

    static func savedText(_ model: MediaDetailViewModel, frame: Int) -> String {
        if model.isWaitingForDatabase { return "\(Spinner.frame(frame)) database busy, retrying…" }
        if model.isSaving { return "\(Spinner.frame(frame)) saving…" }
        return model.isSaved ? "★ saved" : "not saved (press s)"
    }

    static func draw(_ model: MediaDetailViewModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        let body = rect.inset(1)
        let content = lines(for: model, width: body.width, context: context)
        model.setLayout(contentLines: content.count, visibleRows: max(1, body.height))
        for (row, line) in content.dropFirst(model.scroll.offset).prefix(body.height).enumerated() {
            canvas.text(line.0, x: body.x, y: body.y + row, maxWidth: body.width, style: line.1)
        }
        if content.count > body.height, body.height > 0 {
            let more = "\(model.scroll.offset + 1)-\(min(content.count, model.scroll.offset + body.height))/\(content.count)"
            canvas.text(more, x: rect.x + rect.width - DisplayWidth.of(more) - 1, y: rect.y, style: .muted)
        }
        return StatusLine(right: "")
    }
}
