import ShowbookCore

/// The Books tab: each book with its age, word count and a progress bar of successes.
enum BooksScreen {
    static func draw(_ model: WordBookListViewModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        var heading = model.showsClosed ? "Closed books" : "Word books"
        if model.linkedOnly { heading += " (linked to shows)" }
        canvas.text(heading, x: rect.x + 1, y: rect.y, style: .accent)
        let listRect = FilterLineView.draw(model.content, on: canvas, in: rect.droppingTop(1))
        model.setVisibleRows(ListView.capacity(listRect, itemHeight: 1))
        if model.books.isEmpty && !model.content.items.isEmpty {
            canvas.text("No books match the filter.", x: rect.x + 2, y: rect.y + 2, style: .muted)
        } else if model.books.isEmpty {
            let note = model.showsClosed ? "No closed books. Press z for open books." : "No books yet — press n to make one."
            canvas.text(note, x: rect.x + 2, y: rect.y + 2, style: .muted)
        }
        ListView.draw(on: canvas, in: listRect, state: model.list, itemHeight: 1, highlight: context.highlight) { index, itemRect, selected in
            drawRow(model.books[index], on: canvas, in: itemRect, selected: selected, context: context)
        }
        if model.isEditingText { return StatusLine(hints: FilterLineView.hints, right: Counted.text(model.books.count, "book")) }
        let hints = WordBookListViewModel.keyMap.hints() + [("q", "quit")]
        return StatusLine(hints: hints, right: Counted.text(model.books.count, "book"))
    }

    static func drawRow(_ book: WordBook, on canvas: Canvas, in rect: Rect, selected: Bool, context: RenderContext) {
        let style = selected ? Style.selected : Style.normal
        canvas.fill(x: rect.x, y: rect.y, count: rect.width, style: style)
        let barWidth = 10
        let age = context.schedule.ageText(created: book.createdAt, now: context.now)
        let count = Counted.text(book.wordCount, "word")
        let tail = "\(age.padding(11)) \(count.padding(10)) \(ProgressBar.text(done: book.successCount, total: book.wordCount, width: barWidth)) \(book.successCount)/\(book.wordCount)"
        let tailWidth = DisplayWidth.of(tail)
        let titleRoom = rect.width - 3 - tailWidth - 1
        canvas.text((book.showID != nil ? "▶ " : "") + book.title, x: rect.x + 2, y: rect.y,
                    maxWidth: max(4, titleRoom), style: Style(style.role, bold: true, reverse: selected))
        if titleRoom >= 4 {
            canvas.text(tail, x: rect.x + rect.width - tailWidth - 1, y: rect.y, style: Style(style.role, reverse: selected))
        }
    }
}

extension String {
    /// Pads with spaces to `width` display columns (never cuts).
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
    }
}
