import Foundation
import ShowbookCore

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
        let cardRect = rect.droppingTop(2).centered(width: min(rect.width - 2, 60), height: min(rect.height - 2, 11))
        // Mid-session, the day's limit of new words spent while more wait: said under the counts.
        if model.mode == .session, let limit = model.limitReached, cardRect.y > rect.y + 2 {
            canvas.text(limit.text, x: rect.x + 1, y: rect.y + 2, maxWidth: max(1, rect.width - 2), style: .warning)
        }
        guard let card = model.currentCard, let face = model.visibleFace else {
            canvas.text("No cards in this filter — press m to change it.", x: rect.x + 2, y: rect.y + 3, style: .muted)
            return StatusLine(right: "")
        }
        let (symbol, stateStyle) = BookScreen.mark(card.state)
        canvas.box(x: cardRect.x, y: cardRect.y, width: cardRect.width, height: cardRect.height,
                   title: "\(symbol) \(card.card.status.title)", style: Style(stateStyle.role))
        let inner = cardRect.inset(1)
        let textWidth = max(1, inner.width - 2)
        let footer = footerText(model, width: textWidth)
        let room = max(0, inner.height - (footer == nil ? 0 : 2))
        var lines: [(String, Style)] = wrapped(face.headline, width: textWidth).map { ($0, .title) }
        if !face.details.isEmpty { lines.append(("", .normal)) }
        for detail in face.details {
            lines.append((TextLayout.truncate(TextSanitizer.sanitize(detail), toWidth: textWidth), .muted))
        }
        if lines.count > room, room > 0 {
            // Too long for the card: end the last visible line with an ellipsis.
            lines = Array(lines.prefix(room))
            lines[room - 1].0 = TextLayout.truncate(lines[room - 1].0 + " …", toWidth: textWidth)
        }
        var y = inner.y + max(0, (room - lines.count) / 2)
        for (line, style) in lines {
            canvas.text(line, x: inner.x + max(1, (inner.width - DisplayWidth.of(line)) / 2), y: y, style: style)
            y += 1
        }
        if let footer {
            canvas.text(footer, x: inner.x + max(0, (inner.width - DisplayWidth.of(footer)) / 2), y: inner.bottom - 1,
                        style: model.isFlipped ? .accent : .muted)
        }
        return StatusLine(right: "")
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

    private static func wrapped(_ text: String, width: Int) -> [String] {
        TextLayout.wrap(TextSanitizer.sanitize(text), width: width)
    }
}

/// The end of a session: cards studied, the grades given, time spent and when the next card
/// is due.
enum StudySummaryView {
    static func lines(_ summary: StudySummary) -> [String] {
        let next = summary.nextDue.map { "in " + IntervalText.short($0.timeIntervalSince(summary.finishedAt)) } ?? "nothing scheduled"
        return [
            "Session finished",
            "",
            "Cards studied  \(summary.cardsStudied)  (\(Counted.text(summary.reviews, "review")))",
            "Again \(summary.count(.again)) · Hard \(summary.count(.hard)) · Good \(summary.count(.good)) · Easy \(summary.count(.easy))",
            "Time spent     \(IntervalText.duration(summary.timeSpent))",
            "Next due       \(next)",
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

extension StudyModel: RenderedModel { typealias Renderer = StudyScreen }
