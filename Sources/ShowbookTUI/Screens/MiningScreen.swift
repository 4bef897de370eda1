import ShowbookPlatform
import ShowbookTV
import ShowbookWords
import ShowbookExchange
import ShowbookApp

/// Mining a show's subtitles: while the job runs, a progress bar over the files read and
/// tokenized; then the new words, most heard first — a check box, the term, its reading, how
/// often it was heard, how many lines it is the only unknown word of (`2 i+1`) and the meaning
/// (or, without one, the line's translation; "no watched example" when `examples = watched`
/// found none) — with the
/// highlighted word's first line, its translation and where it was heard (`S01E03 12:34`) at
/// the bottom. A video with several candidate tracks first lists them, one a row.
enum MiningScreen: ScreenRenderer {
    /// The candidates' room: below the heading and column titles, above the selected word's line.
    static func listRect(in rect: Rect) -> Rect { rect.droppingTop(3).droppingBottom(2) }

    static func layout(_ model: MiningModel, in rect: Rect, context: RenderContext) {
        model.setVisibleRows(ListView.capacity(listRect(in: rect), itemHeight: 1))
    }

    static func draw(_ model: MiningModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        var x = rect.x + 1
        x += canvas.text("Mine: \(TextSanitizer.sanitize(model.fileName))", x: x, y: rect.y, maxWidth: rect.width / 2, style: .title)
        let registered = model.registered.map { " · \($0)" } ?? ""
        canvas.text("  for “\(TextSanitizer.sanitize(model.media.title))”\(registered)", x: x, y: rect.y,
                    maxWidth: rect.x + rect.width - x - 1, style: .muted)
        switch model.phase {
        case .mining:
            let progress = model.progress
            let barWidth = max(0, min(50, rect.width - 10))
            let bar = ProgressBar.text(done: progress.done, total: progress.total, width: barWidth)
            let percent = progress.total > 0 ? progress.done * 100 / progress.total : 0
            canvas.text("\(Spinner.frame(context.frame)) reading and ranking words…", x: rect.x + 2, y: rect.y + 2, style: .accent)
            canvas.text("\(bar) \(percent)%", x: rect.x + 2, y: rect.y + 3, maxWidth: rect.width - 3)
            return StatusLine(right: "")
        case let .choosingTrack(tracks):
            canvas.text("Which subtitle track? (\(tracks.count) hold text)", x: rect.x + 1, y: rect.y + 1,
                        maxWidth: rect.width - 2, style: .muted)
            ListView.draw(on: canvas, in: listRect(in: rect), state: model.list, itemHeight: 1, highlight: context.highlight) { index, itemRect, selected in
                let style = selected ? Style.selected : Style.normal
                canvas.fill(x: itemRect.x, y: itemRect.y, count: itemRect.width, style: style)
                canvas.text(TextSanitizer.sanitize(tracks[index].label), x: itemRect.x + 2, y: itemRect.y,
                            maxWidth: max(0, itemRect.width - 3), style: style)
            }
            return StatusLine(right: "")
        case let .failed(message):
            canvas.text(TextSanitizer.sanitize(message), x: rect.x + 2, y: rect.y + 2, maxWidth: rect.width - 3, style: .error)
            return StatusLine(right: "")
        case let .ready(result):
            let summary = "\(result.language.name) · \(Counted.text(result.cues, "line")) · \(model.newCount) new · "
                + "\(model.oneWordAwayCount) with i+1 lines\(model.arrangement.summary) · \(model.chosen.count) selected"
            canvas.text(summary, x: rect.x + 1, y: rect.y + 1, maxWidth: rect.width - 2, style: .muted)
            drawList(model, on: canvas, in: rect, context: context)
            return StatusLine(right: "")
        }
    }

    /// What a row says when `examples = watched` found no line of a watched episode holding the word.
    static let noExample = "no watched example"

    private static func drawList(_ model: MiningModel, on canvas: Canvas, in rect: Rect, context: RenderContext) {
        let listRect = listRect(in: rect)
        if model.candidates.isEmpty {
            let empty = model.arrangement.onlyOneWordAway && model.oneWordAwayCount == 0 && !model.isEmptyOfWords
                ? "No word is the only unknown word of a line — I shows every word."
                : "No new words — your books already have every word heard."
            canvas.text(empty, x: rect.x + 2, y: listRect.y, style: .muted)
            return
        }
        let termWidth = max(6, min(20, rect.width / 5))
        ListView.draw(on: canvas, in: listRect, state: model.list, itemHeight: 1, highlight: context.highlight) { index, itemRect, selected in
            let candidate = model.candidates[index]
            let style = selected ? Style.selected : Style.normal
            canvas.fill(x: itemRect.x, y: itemRect.y, count: itemRect.width, style: style)
            let box = model.isChosen(candidate) ? "[x]" : "[ ]"
            canvas.text(box, x: itemRect.x + 1, y: itemRect.y, style: Style(style.role, bold: model.isChosen(candidate), reverse: selected))
            // Function words are listed last and dimmed: there to pick by hand, not to learn first.
            let functionWord = candidate.isFunctionWord && !selected
            canvas.text(TextSanitizer.sanitize(candidate.term), x: itemRect.x + 5, y: itemRect.y, maxWidth: termWidth,
                        style: Style(style.role, bold: !functionWord, dim: functionWord, reverse: selected))
            canvas.text(TextSanitizer.sanitize(candidate.reading), x: itemRect.x + 6 + termWidth, y: itemRect.y, maxWidth: termWidth,
                        style: Style(style.role, dim: !selected, reverse: selected))
            let countX = itemRect.x + 7 + 2 * termWidth
            canvas.text("×\(candidate.count)", x: countX, y: itemRect.y, maxWidth: 6, style: style)
            let awayX = countX + 7
            if candidate.oneWordAway > 0 {
                canvas.text("\(candidate.oneWordAway) i+1", x: awayX, y: itemRect.y, maxWidth: 7, style: Style(style.role, bold: true, reverse: selected))
            }
            let meaningX = awayX + 8
            var meaning = candidate.meaning.isEmpty && !candidate.translation.isEmpty ? "“\(candidate.translation)”" : candidate.meaning
            if candidate.example.isEmpty { meaning = meaning.isEmpty ? noExample : "\(noExample) · \(meaning)" }
            canvas.text(TextSanitizer.sanitize(meaning), x: meaningX, y: itemRect.y,
                        maxWidth: max(0, itemRect.x + itemRect.width - meaningX - 1), style: style)
        }
        if let candidate = model.selectedCandidate, candidate.example.isEmpty {
            canvas.text("\(noExample): no line of a watched episode has this word", x: rect.x + 2, y: rect.bottom - 1,
                        maxWidth: max(1, rect.width - 3), style: .muted)
        } else if let candidate = model.selectedCandidate {
            let translation = candidate.translation.isEmpty ? "" : " — \(TextSanitizer.sanitize(candidate.translation))"
            let line = "\(candidate.source)  \(TextSanitizer.sanitize(candidate.example))\(translation)"
            canvas.text(TextLayout.truncate(line, toWidth: max(1, rect.width - 3)), x: rect.x + 2, y: rect.bottom - 1, style: .muted)
        }
    }
}
