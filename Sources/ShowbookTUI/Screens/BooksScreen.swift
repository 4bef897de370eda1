import ShowbookPlatform
import ShowbookWords
import ShowbookApp

/// The Books tab: each book with its age, word count and a progress bar of successes.
enum BooksScreen: ScreenRenderer {
    /// The rows' room: below the heading, above the `/` filter line.
    static func listRect(_ model: BooksModel, in rect: Rect) -> Rect {
        FilterLineView.listRect(model.content, in: rect.droppingTop(1))
    }

    static func layout(_ model: BooksModel, in rect: Rect, context: RenderContext) {
        model.setVisibleRows(ListView.capacity(listRect(model, in: rect), itemHeight: 1))
    }

    static func draw(_ model: BooksModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        var heading = model.showsClosed ? "Closed books" : "Word books"
        if model.linkedOnly { heading += " (linked to shows)" }
        canvas.text(heading, x: rect.x + 1, y: rect.y, style: .accent)
        FilterLineView.draw(model.content, on: canvas, in: rect.droppingTop(1))
        let listRect = listRect(model, in: rect)
        if model.books.isEmpty && !model.content.items.isEmpty {
            canvas.text("No books match the filter.", x: rect.x + 2, y: rect.y + 2, style: .muted)
        } else if model.books.isEmpty {
            let note: String
            if model.linkedOnly {
                note = "No \(model.showsClosed ? "closed " : "")book is linked to a show. Esc shows all."
            } else {
                note = model.showsClosed ? "No closed books. Press z for open books." : "No books yet — press n to make one."
            }
            canvas.text(note, x: rect.x + 2, y: rect.y + 2, style: .muted)
        }
        let columns = BookColumns(model.books, context: context)
        ListView.draw(on: canvas, in: listRect, state: model.list, itemHeight: 1, highlight: context.highlight) { index, itemRect, selected in
            drawRow(model.books[index], columns: columns, on: canvas, in: itemRect, selected: selected)
        }
        return StatusLine(right: Counted.text(model.books.count, "book"))
    }

    static func drawRow(_ book: WordBook, columns: BookColumns, on canvas: Canvas, in rect: Rect, selected: Bool) {
        let style = selected ? Style.selected : Style.normal
        canvas.fill(x: rect.x, y: rect.y, count: rect.width, style: style)
        let tail = columns.tail(for: book)
        let tailWidth = columns.tailWidth
        let titleRoom = rect.width - 3 - tailWidth - 1
        canvas.text((book.showID != nil ? "▶ " : "") + book.title, x: rect.x + 2, y: rect.y,
                    maxWidth: max(4, titleRoom), style: Style(style.role, bold: true, reverse: selected))
        if titleRoom >= 4 {
            canvas.text(tail, x: rect.x + rect.width - tailWidth - 1, y: rect.y, style: Style(style.role, reverse: selected))
        }
    }
}

/// The Books list's right-hand columns (age, word count, a bar of the mature or known words,
/// "mature/total" and the Known count when there are any), each as wide as
/// its widest entry among all the books shown, so they line up down the list and the title
/// column gets the same room on every row.
struct BookColumns {
    static let barWidth = 10
    private let ages: [Int64: String]
    private let ageWidth: Int
    private let countWidth: Int
    private let progressWidth: Int

    init(_ books: [WordBook], context: RenderContext) {
        var ages: [Int64: String] = [:]
        for book in books { ages[book.id] = context.studyDays.ageText(created: book.createdAt, now: context.now) }
        self.ages = ages
        ageWidth = ages.values.map(DisplayWidth.of).max() ?? 0
        countWidth = books.map { DisplayWidth.of(Self.count(of: $0)) }.max() ?? 0
        progressWidth = books.map { DisplayWidth.of(Self.progress(of: $0)) }.max() ?? 0
    }

    /// Display width of every row's tail.
    var tailWidth: Int { ageWidth + 2 + countWidth + 2 + Self.barWidth + 1 + progressWidth }

    /// "yesterday   4 words  ███░░░░░░░ 1/4": age left-aligned, numbers right-aligned.
    func tail(for book: WordBook) -> String {
        let age = ages[book.id] ?? ""
        return age.padding(ageWidth) + "  " + Self.count(of: book).padding(countWidth, right: true) + "  "
            + ProgressBar.text(done: book.knowledge.mature + book.knowledge.known, total: book.wordCount,
                               width: Self.barWidth) + " "
            + Self.progress(of: book).padding(progressWidth, right: true)
    }

    private static func count(of book: WordBook) -> String { Counted.text(book.wordCount, "word") }
    /// "12/33 mature", or "12/33 mature · 3 known".
    private static func progress(of book: WordBook) -> String {
        let known = book.knowledge.known
        return "\(book.knowledge.mature)/\(book.wordCount) mature" + (known > 0 ? " · \(known) known" : "")
    }
}

extension String {
    /// Pads with spaces to `width` display columns (never cuts); `right` puts them in front.
    func padding(_ width: Int, right: Bool = false) -> String {
        let spaces = String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
        return right ? spaces + self : self + spaces
    }
}
