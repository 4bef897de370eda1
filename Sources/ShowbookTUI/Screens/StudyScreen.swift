import ShowbookCore

/// The flip card: the visible face in the middle of a box coloured by the card's state,
/// with progress (`3 / 12`), the filter and the front side above it.
enum StudyScreen {
    static func draw(_ model: StudyModel, on canvas: Canvas, in rect: Rect) -> StatusLine {
        canvas.text("Study: \(model.title)", x: rect.x + 1, y: rect.y, style: .title)
        let info = "\(model.progressText)  filter: \(model.filter.rawValue)  front: \(model.showsMeaningFirst ? "meaning" : "term")"
        canvas.text(info, x: rect.x + 1, y: rect.y + 1, style: .muted)
        let cardRect = rect.droppingTop(2).centered(width: min(rect.width - 2, 60), height: min(rect.height - 2, 9))
        guard let card = model.currentCard, let face = model.visibleFace else {
            canvas.text("No cards in this filter — press m to change it.", x: rect.x + 2, y: rect.y + 3, style: .muted)
            return StatusLine(right: "")
        }
        let (symbol, stateStyle) = BookScreen.mark(card.state)
        canvas.box(x: cardRect.x, y: cardRect.y, width: cardRect.width, height: cardRect.height,
                   title: "\(symbol) \(card.card.status.title)", style: Style(stateStyle.role))
        let inner = cardRect.inset(1)
        var primaryLines = TextLayout.wrap(TextSanitizer.sanitize(face.primary), width: max(1, inner.width - 2))
        let room = max(0, inner.height - 2)
        if primaryLines.count > room, room > 0 {
            // Too long for the card: end the last visible line with an ellipsis.
            primaryLines = Array(primaryLines.prefix(room))
            primaryLines[room - 1] = TextLayout.truncate(primaryLines[room - 1] + " …", toWidth: max(1, inner.width - 2))
        }
        var y = inner.y + max(0, (inner.height - primaryLines.count - 2) / 2)
        for line in primaryLines {
            canvas.text(line, x: inner.x + max(1, (inner.width - DisplayWidth.of(line)) / 2), y: y, style: .title)
            y += 1
        }
        if !face.secondary.isEmpty && y + 1 < inner.bottom {
            let secondary = TextLayout.truncate(TextSanitizer.sanitize(face.secondary), toWidth: max(1, inner.width - 2))
            canvas.text(secondary, x: inner.x + max(1, (inner.width - DisplayWidth.of(secondary)) / 2), y: y + 1, style: .muted)
        }
        if !model.isFlipped && inner.height > 2 {
            let hint = "Space to flip"
            canvas.text(hint, x: inner.x + max(0, (inner.width - DisplayWidth.of(hint)) / 2), y: inner.bottom - 1, style: .muted)
        }
        return StatusLine(right: "")
    }
}
