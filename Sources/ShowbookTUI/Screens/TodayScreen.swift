import ShowbookCore

/// The Today tab: what to study or review today, and the wrong-words session.
enum TodayScreen {
    /// The rows' room: everything below the heading.
    static func listRect(in rect: Rect) -> Rect { rect.droppingTop(1) }

    static func label(_ entry: TodayModel.Entry) -> String {
        switch entry {
        case let .book(book, .study(day)): return "Study   \(book.title)  (day \(day + 1) of 3, \(Counted.text(book.wordCount, "word")))"
        case let .book(book, .review(day)): return "Review  \(book.title)  (day \(day) review, \(book.unfinishedCount) unfinished)"
        case let .wrongWords(count): return "Wrong words  (\(count) across open books)"
        }
    }

    static func draw(_ model: TodayModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        canvas.text("Today", x: rect.x + 1, y: rect.y, style: .accent)
        let listRect = listRect(in: rect)
        if model.entries.isEmpty {
            canvas.text("Nothing due today. New books are studied on days 1–3, then reviewed.", x: rect.x + 2, y: rect.y + 2, style: .muted)
        }
        ListView.draw(on: canvas, in: listRect, state: model.list, itemHeight: 1, highlight: context.highlight) { index, itemRect, selected in
            canvas.row("  " + label(model.entries[index]), x: itemRect.x, y: itemRect.y, width: itemRect.width,
                       style: selected ? .selected : .normal)
        }
        return StatusLine(right: "")
    }
}
