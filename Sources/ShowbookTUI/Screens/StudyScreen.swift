import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords
import ShowbookApp

/// The flip card: the visible face in a box titled with the card's state, the session's
/// progress (or practice's filter) above it, and after the flip the interval each grade would
/// give. When the session is over, its summary instead.
enum StudyScreen: ScreenRenderer {
    static func draw(_ model: StudyModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        canvas.text("Study: \(TextSanitizer.sanitize(model.title))", x: rect.x + 1, y: rect.y, style: .title)
        if model.mode == .summary, let summary = model.summary {
            StudySummaryView.draw(summary, on: canvas, in: rect.droppingTop(1))
            if let limit = model.limitReached, rect.height > 11 {
                canvas.text(limit.text, x: rect.x + 2, y: rect.y + 10, maxWidth: max(1, rect.width - 3), style: .warning)
            }
            return StatusLine(right: "")
        }
        var x = rect.x + 1
        for (text, style) in infoSegments(model) {
            x += canvas.text(text, x: x, y: rect.y + 1, maxWidth: max(0, rect.x + rect.width - x), style: style)
        }
        // Mid-session, the day's limit of new words spent while more wait (or a prep session's
        // new words beside it): said under the counts.
        if let note = noteLine(model), rect.height > 3 {
            canvas.text(note.text, x: rect.x + 1, y: rect.y + 2, maxWidth: max(1, rect.width - 2), style: note.style)
        }
        guard let card = model.currentCard, let face = model.visibleFace else {
            canvas.text("No cards in this filter — press m to change it.", x: rect.x + 2, y: rect.y + 3, style: .muted)
            return StatusLine(right: "")
        }
        let (symbol, stateStyle) = BookScreen.mark(card.state)
        let layout = StudyCardView.layout(model, face: face, in: cardArea(model, in: rect))
        StudyCardView.draw(layout, offset: model.cardOffset, title: "\(symbol) \(card.card.status.title)",
                           titleStyle: Style(stateStyle.role), flipped: model.isFlipped, on: canvas)
        return StatusLine(right: "")
    }

    /// The daily-limit notice a session shows under its counts (nil outside a session).
    static func limitLine(_ model: StudyModel) -> DailyLimitReached? {
        model.mode == .session ? model.limitReached : nil
    }

    /// The line under the counts in a session: the spent daily limit, else a prep session's
    /// "prep: 35 new words, beyond today's 20" (a warning when beyond); nil for neither.
    static func noteLine(_ model: StudyModel) -> (text: String, style: Style)? {
        if let limit = limitLine(model) { return (limit.text, .warning) }
        guard model.mode == .session, let prep = model.prepDay else { return nil }
        return (prep.text, prep.isBeyondLimit ? .warning : .muted)
    }

    /// The card's room: under the info line, and under the note line when it shows.
    static func cardArea(_ model: StudyModel, in rect: Rect) -> Rect {
        rect.droppingTop(noteLine(model) != nil && rect.height > 3 ? 3 : 2)
    }

    /// "3 new · 1 learning · 12 review  front: term", or in practice
    /// "Practice 3 / 12  filter: all  front: term".
    static func infoLine(_ model: StudyModel) -> String { infoSegments(model).map(\.0).joined() }

    /// The info line in its parts: in a session the three counts each in its own role (new as
    /// accent, learning as failure, review as success — Anki's blue, red and green).
    static func infoSegments(_ model: StudyModel) -> [(String, Style)] {
        let front = "front: \(model.frontSide.rawValue)"
        guard model.mode == .session else {
            return [("Practice \(model.progressText)  filter: \(model.practice.filter.rawValue)  \(front)", .muted)]
        }
        let counts = model.sessionCounts
        return [
            ("\(counts.new) new", .accent), (" · ", .muted), ("\(counts.learning) learning", .failure), (" · ", .muted),
            ("\(counts.review) review", .success), ("  \(front)", .muted),
        ]
    }

    /// The line at the bottom of the card: "Space to flip", or after the flip in a session the
    /// next interval of each grade ("Again 10m · Hard 1d · Good 3d · Easy 8d", shortened to
    /// "10m · 1d · 3d · 8d" on a narrow card).
    static func footerText(_ model: StudyModel, width: Int) -> String? {
        guard model.isFlipped else { return width >= 13 ? "Space to flip" : nil }
        guard let hints = model.intervalHints else { return nil }
        let full = hints.map { "\($0.grade.name.capitalized) \($0.text)" }.joined(separator: " · ")
        if DisplayWidth.of(full) <= width { return full }
        return hints.map(\.text).joined(separator: " · ")
    }

    /// Tells the model how many lines the card's text has and how many rows show them.
    static func layout(_ model: StudyModel, in rect: Rect, context: RenderContext) {
        guard model.mode != .summary, let face = model.visibleFace else { return }
        let layout = StudyCardView.layout(model, face: face, in: cardArea(model, in: rect))
        model.setCardLayout(lines: layout.lines.count, visibleLines: layout.room)
    }
}

/// The end of a session: cards studied, the grades given, the words marked Known, time spent
/// and when the next card is due.
enum StudySummaryView {
    static func lines(_ summary: StudySummary) -> [String] {
        let next = summary.nextReview?.when ?? "nothing scheduled"
        let known = summary.markedKnown > 0 ? " · \(summary.markedKnown) marked known" : ""
        return [
            "Session finished",
            "",
            "Cards studied  \(summary.cardsStudied)  (\(Counted.text(summary.reviews, "review")))" + known,
            "Again \(summary.count(.again)) · Hard \(summary.count(.hard)) · Good \(summary.count(.good)) · Easy \(summary.count(.easy))",
            "Time spent     \(IntervalText.duration(summary.timeSpent))",
            "Next review    \(next)",
            "",
            "Enter or Esc to return · u to undo the last grade",
        ]
    }

    static func draw(_ summary: StudySummary, on canvas: Canvas, in rect: Rect) {
        for (row, line) in lines(summary).enumerated() where row < rect.height {
            canvas.text(line, x: rect.x + 2, y: rect.y + row, maxWidth: max(1, rect.width - 3),
                        style: row == 0 ? .accent : (row == 7 ? .muted : .normal))
        }
    }
}
