import ShowbookWords
import ShowbookApp

/// The flip card's box and text. It exists so a card shows every field whole: the box grows
/// with the window up to `maximumWidth` columns and with its text up to the room there is,
/// each field wraps over as many lines as it needs (`TextLayout.wrap`, by display width), and a
/// text taller than the box scrolls (`StudyModel.cardOffset`) with "↑ more above" / "↓ more
/// below" on the box's edges. `layout` and `draw` measure the same way, so the model's scroll
/// range is the drawn one. The back's example sentence is drawn at normal weight with the
/// word's form marked (`CardDetail`); the notes around it are dimmed.
enum StudyCardView {
    /// The widest card, in columns: wider lines are hard to read.
    static let maximumWidth = 100
    /// A card is never shorter than this, so a short word keeps the card's shape.
    static let minimumHeight = 11

    static let moreAbove = "↑ more above"
    static let moreBelow = "↓ more below"

    /// One line of the card's text.
    struct Line: Equatable {
        var text: String
        var style: Style
        /// A field that fits on one line is centred; a wrapped one starts at the left.
        var isCentred: Bool
        /// The part of `text` (in Characters) that holds the studied word's form, drawn in
        /// `formStyle`: the back's example sentence marks it.
        var form: Range<Int>? = nil
    }

    /// The studied word's form in the back's example sentence.
    static let formStyle = Style(.accent, bold: true, underline: true)

    /// Where the card goes and what it holds.
    struct Layout {
        var box: Rect
        var lines: [Line]
        /// Rows for the text (the footer's two rows set aside).
        var room: Int
        var footer: String?

        var inner: Rect { box.inset(1) }
        var textWidth: Int { max(1, inner.width - 2) }
    }

    /// The card for `face` in `area` (the room under the info line).
    static func layout(_ model: StudyModel, face: CardFace, in area: Rect) -> Layout {
        let width = max(1, min(area.width - 2, maximumWidth))
        let textWidth = max(1, width - 4)
        let footer = StudyScreen.footerText(model, width: textWidth)
        let footerRows = footer == nil ? 0 : 2
        var lines = field(face.headline, width: textWidth, style: .title)
        for detail in face.details {
            lines.append(Line(text: "", style: .normal, isCentred: true))
            lines += detail.isSentence ? sentence(detail, width: textWidth) : field(detail.text, width: textWidth, style: .muted)
        }
        // Two borders and a blank row above and below the text.
        let natural = lines.count + footerRows + 4
        let height = max(1, min(area.height, max(minimumHeight, natural)))
        let box = area.centered(width: width, height: height)
        let room = max(0, box.inset(1).height - footerRows)
        return Layout(box: box, lines: lines, room: room, footer: footer)
    }

    private static func field(_ text: String, width: Int, style: Style) -> [Line] {
        let wrapped = TextLayout.wrap(TextSanitizer.sanitize(text, keepNewlines: true), width: width)
        return wrapped.map { Line(text: $0, style: style, isCentred: wrapped.count == 1) }
    }

    /// The example sentence at normal weight, wrapped like any field, each line knowing which
    /// of its characters belong to the word's form (a form may wrap over two lines).
    private static func sentence(_ detail: CardDetail, width: Int) -> [Line] {
        let parts = detail.parts
        let before = TextSanitizer.sanitize(parts.before, keepNewlines: true)
        let form = TextSanitizer.sanitize(parts.form, keepNewlines: true)
        let text = before + form + TextSanitizer.sanitize(parts.after, keepNewlines: true)
        let formRange = before.count..<(before.count + form.count)
        let wrapped = TextLayout.wrap(text, width: width)
        var cursor = text.startIndex
        return wrapped.map { piece in
            var line = Line(text: piece, style: .normal, isCentred: wrapped.count == 1)
            // Where the wrapped line lies in the sentence (wrapping drops only the spaces between lines).
            if !formRange.isEmpty, let found = text.range(of: piece, range: cursor..<text.endIndex) {
                let start = text.distance(from: text.startIndex, to: found.lowerBound)
                let overlap = formRange.clamped(to: start..<(start + piece.count))
                if !overlap.isEmpty { line.form = (overlap.lowerBound - start)..<(overlap.upperBound - start) }
                cursor = found.upperBound
            }
            return line
        }
    }

    /// One line, its form (if any) in `formStyle`.
    private static func drawLine(_ line: Line, x: Int, y: Int, maxWidth: Int, on canvas: Canvas) {
        guard let form = line.form else {
            canvas.text(line.text, x: x, y: y, maxWidth: maxWidth, style: line.style)
            return
        }
        let characters = Array(line.text)
        var column = x
        for (range, style) in [(0..<form.lowerBound, line.style), (form, formStyle), (form.upperBound..<characters.count, line.style)]
            where !range.isEmpty {
            column += canvas.text(String(characters[range]), x: column, y: y, maxWidth: max(0, x + maxWidth - column), style: style)
        }
    }

    static func draw(_ layout: Layout, offset: Int, title: String, titleStyle: Style, flipped: Bool, on canvas: Canvas) {
        let box = layout.box
        canvas.box(x: box.x, y: box.y, width: box.width, height: box.height, title: title, style: titleStyle)
        let inner = layout.inner
        let first = max(0, min(offset, layout.lines.count - layout.room))
        let visible = layout.room > 0 ? Array(layout.lines.dropFirst(first).prefix(layout.room)) : []
        var y = inner.y + max(0, (layout.room - visible.count) / 2)
        for line in visible {
            let x = line.isCentred ? inner.x + max(1, (inner.width - DisplayWidth.of(line.text)) / 2) : inner.x + 1
            drawLine(line, x: x, y: y, maxWidth: layout.textWidth, on: canvas)
            y += 1
        }
        if let footer = layout.footer {
            canvas.text(footer, x: inner.x + max(0, (inner.width - DisplayWidth.of(footer)) / 2), y: inner.bottom - 1,
                        style: flipped ? .accent : .muted)
        }
        let edgeX = { (text: String) in box.x + max(1, box.width - 2 - DisplayWidth.of(text)) }
        if first > 0, box.width > DisplayWidth.of(moreAbove) + 8 {
            canvas.text(moreAbove, x: edgeX(moreAbove), y: box.y, style: .accent)
        }
        if first + layout.room < layout.lines.count, box.width > DisplayWidth.of(moreBelow) + 4 {
            canvas.text(moreBelow, x: edgeX(moreBelow), y: box.bottom - 1, style: .accent)
        }
    }
}
