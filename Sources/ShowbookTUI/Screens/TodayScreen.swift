import ShowbookPlatform
import ShowbookWords
import ShowbookExchange
import ShowbookApp

/// The Today tab: the due section (study all, then each book's due and new counts, and the due
/// words of closed books that keep their reviews), then the wrong-words practice. With nothing
/// due the heading says when the next review is; its right side says what the learner knows
/// across open books, when it fits. Under it, the next episode of a saved show with a linked book
/// to air, with the words to learn by then, once found.
enum TodayScreen: ScreenRenderer {
    /// The rows' room: everything below the heading (and the daily-limit line, when shown).
    static func listRect(_ model: TodayModel, in rect: Rect) -> Rect {
        rect.droppingTop(1 + (model.limitReached == nil ? 0 : 1) + (model.nextAiringText == nil ? 0 : 1))
    }

    static func label(_ entry: TodayModel.Entry) -> String {
        switch entry {
        case let .studyAll(due, new): return "Study all due  (\(due) due · \(new) new)"
        case let .due(book, due, new): return "  \(book.title)  \(due) due · \(new) new"
        case let .closedBooks(due): return "  from closed books  \(due) due"
        case let .wrongWords(count): return "Practice  Wrong words  (\(count) across open books)"
        }
    }

    static func layout(_ model: TodayModel, in rect: Rect, context: RenderContext) {
        model.setVisibleRows(ListView.capacity(listRect(model, in: rect), itemHeight: 1))
    }

    static func draw(_ model: TodayModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        canvas.text("Today", x: rect.x + 1, y: rect.y, style: .accent)
        let next = model.nextReview.map { " · " + $0.text } ?? ""
        let used = 6 + canvas.text("  \(model.totalDue) due · \(model.totalNew) new\(next)", x: rect.x + 6, y: rect.y,
                                   maxWidth: max(0, rect.width - 7), style: .muted)
        let knowledge = model.knowledge.text
        if model.knowledge.total > 0, used + 2 + DisplayWidth.of(knowledge) + 1 <= rect.width {
            canvas.text(knowledge, x: rect.x + rect.width - DisplayWidth.of(knowledge) - 1, y: rect.y, style: .muted)
        }
        let listRect = listRect(model, in: rect)
        var lineY = rect.y + 1
        if let airing = model.nextAiringText {
            canvas.text(airing, x: rect.x + 2, y: lineY, maxWidth: max(1, rect.width - 3), style: .accent)
            lineY += 1
        }
        if let limit = model.limitReached {
            canvas.text(limit.text, x: rect.x + 2, y: lineY, maxWidth: max(1, rect.width - 3), style: .warning)
        } else if model.entries.isEmpty {
            canvas.text("Nothing due today.", x: rect.x + 2, y: lineY + 1, style: .muted)
        }
        ListView.draw(on: canvas, in: listRect, state: model.list, itemHeight: 1, highlight: context.highlight) { index, itemRect, selected in
            canvas.row("  " + label(model.entries[index]), x: itemRect.x, y: itemRect.y, width: itemRect.width,
                       style: selected ? .selected : .normal)
        }
        return StatusLine(right: "")
    }
}
