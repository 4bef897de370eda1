import ShowbookWords
import ShowbookApp

/// One book: its words, each marked with its knowledge (· new, ○ learning, ◐ young, ● mature,
/// ✓ known, – suspended), and the book's counts in the header.
enum BookScreen: ScreenRenderer {
    /// A free-practice mark (✓ success, ✗ fail, · not yet).
    static func mark(_ state: WordState) -> (String, Style) {
        switch state {
        case .success: return ("✓", .success)
        case .fail: return ("✗", .failure)
        case .undefined: return ("·", .muted)
        }
    }

    /// A word row's mark: what the learner knows of it (`Word.knowledge`).
    static func mark(_ knowledge: KnowledgeState) -> (String, Style) {
        switch knowledge {
        case .new: return ("·", .muted)
        case .learning: return ("○", Style(.failure))
        case .young: return ("◐", Style(.accent))
        case .mature: return ("●", Style(.success))
        case .known: return ("✓", Style(.success))
        case .suspended: return ("–", .muted)
        }
    }

    /// The statistics (`t`) sit above the words when they are on and the window is tall enough.
    static func showsStats(_ model: BookModel, in rect: Rect) -> Bool { model.calendar != nil && rect.height >= 17 }

    /// Below the title (and the statistics): the words and the `/` filter line.
    static func wordsArea(_ model: BookModel, in rect: Rect) -> Rect {
        rect.droppingTop(2 + (showsStats(model, in: rect) ? BookStatsView.height : 0))
    }

    /// The words' room: the words area above the `/` filter line.
    static func listRect(_ model: BookModel, in rect: Rect) -> Rect {
        FilterLineView.listRect(model.content, in: wordsArea(model, in: rect))
    }

    static func layout(_ model: BookModel, in rect: Rect, context: RenderContext) {
        model.setVisibleRows(ListView.capacity(listRect(model, in: rect), itemHeight: 1))
    }

    static func draw(_ model: BookModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        let book = model.book
        // The counts keep their place on the right; the name and its show have what is left
        // of the row, two columns short of the counts, and are cut with `…` there.
        let summary = book.knowledge.text
        let summaryX = max(rect.x + 1, rect.x + rect.width - DisplayWidth.of(summary) - 1)
        let nameEnd = summaryX - 2
        var x = rect.x + 1
        x += canvas.text(book.title, x: x, y: rect.y, maxWidth: max(0, nameEnd - x), style: .title)
        if let show = model.showTitle, nameEnd - x > 0 {
            canvas.text("  from “\(show)”", x: x, y: rect.y, maxWidth: nameEnd - x, style: .muted)
        }
        canvas.text(summary, x: summaryX, y: rect.y, style: .muted)
        if let calendar = model.calendar, showsStats(model, in: rect) {
            BookStatsView.draw(counts: book.knowledge, calendar: calendar, forecast: model.forecast, costs: model.retentionCosts,
                               on: canvas, x: rect.x + 1, y: rect.y + 1, width: rect.width - 2)
        }
        FilterLineView.draw(model.content, on: canvas, in: wordsArea(model, in: rect))
        let listRect = listRect(model, in: rect)
        if model.words.isEmpty {
            let note = model.content.items.isEmpty ? "No words yet — press a to add one." : "No words match the filter."
            canvas.text(note, x: rect.x + 2, y: listRect.y, style: .muted)
        }
        let termWidth = max(6, min(24, rect.width / 4))
        ListView.draw(on: canvas, in: listRect, state: model.list, itemHeight: 1, highlight: context.highlight) { index, itemRect, selected in
            let word = model.words[index]
            let style = selected ? Style.selected : Style.normal
            canvas.fill(x: itemRect.x, y: itemRect.y, count: itemRect.width, style: style)
            let (symbol, symbolStyle) = mark(word.knowledge)
            canvas.text(symbol, x: itemRect.x + 1, y: itemRect.y, style: Style(symbolStyle.role, bold: true, reverse: selected))
            canvas.text(word.term, x: itemRect.x + 3, y: itemRect.y, maxWidth: termWidth, style: Style(style.role, bold: true, reverse: selected))
            canvas.text(word.reading, x: itemRect.x + 4 + termWidth, y: itemRect.y, maxWidth: termWidth, style: Style(style.role, dim: !selected, reverse: selected))
            let meaningX = itemRect.x + 5 + 2 * termWidth
            canvas.text(word.meaning, x: meaningX, y: itemRect.y, maxWidth: itemRect.x + itemRect.width - meaningX - 1, style: style)
        }
        return StatusLine(right: "")
    }
}
