import ShowbookTV
import ShowbookWords
import ShowbookApp

/// One season's episodes: a heading with the show and how many are watched, one row per
/// episode (watched mark, number, title, coverage at the watch date, air date, runtime), and
/// under a rule the selected episode's coverage curve (`CoverageCurveView`) and overview. Rows
/// are plain list items; Space marks the selected one.
enum EpisodesScreen: ScreenRenderer {
    /// Rows kept for the overview below the list (when the screen is tall enough).
    static let overviewRows = 5

    /// The rows' room: below the heading, above the overview when the screen is tall enough.
    static func listRect(in rect: Rect) -> Rect {
        let body = rect.droppingTop(2)
        return body.droppingBottom(body.height >= 12 ? overviewRows + 1 : 0)
    }

    static func layout(_ model: EpisodesModel, in rect: Rect, context: RenderContext) {
        model.setVisibleRows(ListView.capacity(listRect(in: rect), itemHeight: 1))
    }

    static func draw(_ model: EpisodesModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        let heading = "\(model.media.title) — \(model.title)"
        canvas.text(heading, x: rect.x + 1, y: rect.y, maxWidth: rect.width - 2, style: .accent)
        let watchedCount = model.episodes.filter(model.isWatched).count
        let body = rect.droppingTop(2)
        switch model.state {
        case .loading:
            canvas.text("\(Spinner.frame(context.frame)) loading episodes…", x: rect.x + 2, y: body.y, style: .muted)
            return StatusLine(right: "")
        case let .failed(message):
            canvas.text("Episodes unavailable: \(message)", x: rect.x + 2, y: body.y, maxWidth: rect.width - 4, style: .error)
            return StatusLine(right: "")
        case .loaded:
            break
        }
        if model.episodes.isEmpty {
            canvas.text("No episodes listed for this season.", x: rect.x + 2, y: body.y, style: .muted)
            return StatusLine(right: "")
        }
        let listRect = listRect(in: rect)
        let overviewHeight = listRect.height < body.height ? overviewRows + 1 : 0
        let numberWidth = numberColumnWidth(model.episodes)
        ListView.draw(on: canvas, in: listRect, state: model.list, itemHeight: 1, highlight: context.highlight) { index, itemRect, selected in
            drawRow(model.episodes[index], watched: model.isWatched(model.episodes[index]), numberWidth: numberWidth,
                    coverage: model.coverage(of: model.episodes[index]), on: canvas, in: itemRect, selected: selected)
        }
        if overviewHeight > 0, let episode = model.selectedEpisode {
            let ruleY = listRect.bottom
            canvas.text(String(repeating: "─", count: max(0, rect.width - 2)), x: rect.x + 1, y: ruleY, style: .muted)
            let curveRows = CoverageCurveView.draw(curve: model.curve(of: episode), atWatch: model.coverage(of: episode), on: canvas,
                                                   x: rect.x + 2, y: ruleY + 1, width: rect.width - 4) ? 1 : 0
            let text = TextSanitizer.sanitize(episode.overview.isEmpty ? "No overview." : episode.overview, keepNewlines: true)
            for (row, line) in TextLayout.wrap(text, width: max(1, rect.width - 4)).prefix(overviewRows - curveRows).enumerated() {
                canvas.text(line, x: rect.x + 2, y: ruleY + 1 + curveRows + row, style: episode.overview.isEmpty ? .muted : .normal)
            }
        }
        return StatusLine(right: "watched \(watchedCount)/\(model.episodes.count)")
    }

    /// The number column fits the season's widest number (at least three digits), so a long
    /// number pushes the titles right instead of being drawn over.
    static func numberColumnWidth(_ episodes: [Episode]) -> Int {
        episodes.reduce(3) { max($0, String($1.number).count) }
    }

    /// "✓  3  Title …  ≈ 91 % on Fri · 38 new  2008-02-10  48 min" (coverage only for an episode with
    /// registered subtitles, once computed).
    static func drawRow(_ episode: Episode, watched: Bool, numberWidth: Int = 3, coverage: EpisodeCoverage? = nil,
                        on canvas: Canvas, in rect: Rect, selected: Bool) {
        let lineStyle = selected ? Style.selected : Style.normal
        canvas.fill(x: rect.x, y: rect.y, count: rect.width, style: lineStyle)
        canvas.text(selected ? "▌" : " ", x: rect.x, y: rect.y, style: selected ? Style(.accent, bold: true, reverse: true) : .normal)
        canvas.text(watched ? "✓" : "·", x: rect.x + 2, y: rect.y,
                    style: watched ? Style(.success, bold: true, reverse: selected) : Style(.muted, dim: !selected, reverse: selected))
        let number = String(episode.number)
        let numberText = String(repeating: " ", count: max(0, numberWidth - number.count)) + number
        canvas.text(numberText, x: rect.x + 4, y: rect.y, maxWidth: numberWidth, style: lineStyle)
        let tail = [coverage?.summary ?? "", episode.airDate ?? (coverage == nil ? "not announced" : ""),
                    episode.runtime.map { "\($0) min" } ?? ""]
            .filter { !$0.isEmpty }.joined(separator: "  ")
        let tailWidth = DisplayWidth.of(tail)
        let titleOffset = 6 + numberWidth
        let titleX = rect.x + titleOffset
        let titleRoom = max(0, rect.width - titleOffset - tailWidth - 2)
        canvas.text(episode.title.isEmpty ? "Episode \(episode.number)" : episode.title, x: titleX, y: rect.y, maxWidth: titleRoom,
                    style: Style(lineStyle.role, bold: !watched, dim: watched && !selected, reverse: selected))
        if rect.width > tailWidth + 12 {
            canvas.text(tail, x: rect.x + rect.width - tailWidth - 1, y: rect.y, style: Style(lineStyle.role, dim: !selected, reverse: selected))
        }
    }
}
