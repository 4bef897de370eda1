import ShowbookApp
import ShowbookWords

/// The now-playing screen: the lines heard before scrolling above, the current line with each
/// word in the colour of what the learner knows of it (the chosen word underlined), its
/// translation under it, the chosen word's dictionary entry after Ctrl-D, and a footer with the
/// share played, the episode's expected coverage and the new words heard so far.
enum NowPlayingScreen: ScreenRenderer {
    /// The colour of a word by what the learner knows (the legend uses the same).
    static func style(_ level: TermKnowledge.Level) -> Style {
        switch level {
        case .known: return Style(.success)
        case .young: return Style(.accent)
        case .learning: return Style(.warning)
        case .new: return Style(.failure, bold: true)
        case .notInBook: return Style(.normal, bold: true)
        }
    }

    static let legend: [(String, TermKnowledge.Level)] = [("known", .known), ("young", .young), ("learning", .learning),
                                                           ("new", .new), ("in no book", .notInBook)]

    static func draw(_ model: NowPlayingModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        canvas.text("Now playing — \(model.title)", x: rect.x + 1, y: rect.y, maxWidth: rect.width - 2, style: .accent)
        guard let watch = model.watch else {
            switch model.phase {
            case let .failed(line): canvas.text(line, x: rect.x + 2, y: rect.y + 2, maxWidth: rect.width - 4, style: .error)
            default: canvas.text("\(Spinner.frame(context.frame)) starting mpv…", x: rect.x + 2, y: rect.y + 2, style: .muted)
            }
            return StatusLine(right: "")
        }
        let width = max(1, rect.width - 4)
        let bottom = rect.y + rect.height
        // From the bottom up: footer, dictionary, translation, the line, then earlier lines.
        var y = bottom - 1
        let session = watch.session
        let played = Int((session.playedShare * 100).rounded())
        var footer = "played \(played) %"
        if let coverage = watch.expectedCoverage { footer += " · expected coverage \(Int((coverage * 100).rounded())) %" }
        footer += " · \(watch.newWordsHeard.count) new words heard · \(watch.exposuresRecorded) exposures"
        if watch.markedWatched { footer += " · watched" }
        canvas.text(footer, x: rect.x + 2, y: y, maxWidth: width, style: .muted)
        y -= 1
        var legendX = rect.x + 2
        for (name, level) in legend where legendX < rect.x + rect.width - 2 {
            legendX += canvas.text(name, x: legendX, y: y, maxWidth: rect.x + rect.width - 2 - legendX, style: style(level)) + 2
        }
        y -= 2
        if let ended = watch.endedLine {
            canvas.text(ended, x: rect.x + 2, y: y, maxWidth: width, style: .warning)
            y -= 2
        }
        for line in model.dictionaryLines.reversed() where y > rect.y + 2 {
            canvas.text(line, x: rect.x + 4, y: y, maxWidth: width - 2, style: .normal)
            y -= 1
        }
        if !model.dictionaryLines.isEmpty { y -= 1 }
        guard let current = watch.current else {
            canvas.text(session.paused ? "paused" : "waiting for the first line…", x: rect.x + 2, y: max(rect.y + 2, y), style: .muted)
            return StatusLine(right: session.paused ? "paused" : "")
        }
        let translation = TextLayout.wrap(current.translation, width: width)
        for line in translation.reversed() where y > rect.y + 2 {
            canvas.text(line, x: rect.x + 2, y: y, maxWidth: width, style: .muted)
            y -= 1
        }
        let rows = lineRows(current.text, words: watch.words, width: width)
        for (index, row) in rows.enumerated().reversed() where y > rect.y + 1 {
            drawRow(row, index: index, watch: watch, canvas: canvas, x: rect.x + 2, y: y, dim: !session.isShowing)
            y -= 1
        }
        y -= 1
        for line in session.previous.reversed() where y > rect.y + 1 {
            canvas.text(line.text.replacingOccurrences(of: "\n", with: " "), x: rect.x + 2, y: y, maxWidth: width, style: .muted)
            y -= 1
        }
        return StatusLine(right: session.paused ? "paused" : "playing")
    }

    /// A piece of the line: plain text, or the word at `word` in the line's words.
    struct Piece: Equatable {
        var text: String
        var word: Int?
    }

    /// The line cut into pieces at its words (each found after the one before, by its surface
    /// form, else its term), wrapped into rows of `width` cells at piece boundaries.
    static func lineRows(_ text: String, words: [MinedToken], width: Int) -> [[Piece]] {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        var pieces: [Piece] = []
        var rest = flat[...]
        for (index, word) in words.enumerated() {
            let needle = word.surface.isEmpty ? word.term : word.surface
            guard !needle.isEmpty, let found = rest.range(of: needle, options: .caseInsensitive) else { continue }
            if found.lowerBound > rest.startIndex { pieces.append(Piece(text: String(rest[rest.startIndex..<found.lowerBound]), word: nil)) }
            pieces.append(Piece(text: String(rest[found]), word: index))
            rest = rest[found.upperBound...]
        }
        if !rest.isEmpty { pieces.append(Piece(text: String(rest), word: nil)) }
        var rows: [[Piece]] = [[]]
        var used = 0
        for piece in pieces {
            let cells = DisplayWidth.of(piece.text)
            if used + cells > width, !(rows.last?.isEmpty ?? true) {
                rows.append([])
                used = 0
            }
            rows[rows.count - 1].append(piece)
            used += cells
        }
        return rows
    }

    private static func drawRow(_ row: [Piece], index: Int, watch: WatchModel, canvas: Canvas, x: Int, y: Int, dim: Bool) {
        var x = x
        let words = watch.words
        for piece in row {
            var style = Style.normal
            if let word = piece.word {
                style = Self.style(watch.level(of: words[word]))
                style.underline = word == watch.selectedWord
                style.reverse = word == watch.selectedWord
            }
            style.dim = style.dim || dim
            x += canvas.text(piece.text, x: x, y: y, style: style)
        }
    }
}
