import Foundation
import ShowbookPlatform
import ShowbookApp

/// The `!` overlay: recent status messages with their times, newest last. Each message and
/// each of its details wraps to the box width (nothing is cut), and the box scrolls over the
/// whole log from the position the app model keeps.
enum MessageLogOverlay {
    /// One screen line of the log: the time on a message's first line, then its text.
    struct Line: Equatable {
        var time: String?
        var text: String
        var style: Style
        var isDetail: Bool
    }

    /// Where a message's text starts in the box (after the time), and its details.
    static let textColumn = 10
    static let detailIndent = 2

    static func boxWidth(in area: Rect) -> Int { min(area.width, 72) }

    /// The cells a message's text may use: the box, less its borders, the time column and a margin.
    static func textWidth(in area: Rect) -> Int { max(1, boxWidth(in: area) - 2 - textColumn - 1) }

    static func boxHeight(lineCount: Int, in area: Rect) -> Int { min(area.height, max(3, lineCount + 2)) }

    /// Every entry wrapped to `width` cells: the message, then its details indented below it.
    static func lines(_ entries: [MessageLog.Entry], width: Int, context: RenderContext) -> [Line] {
        var calendar = context.studyDays.calendar
        calendar.locale = Locale(identifier: "en_US_POSIX")
        var lines: [Line] = []
        for entry in entries {
            let parts = calendar.dateComponents([.hour, .minute, .second], from: entry.time)
            let time = String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
            let text = entry.repeats > 1 ? "\(entry.text) (×\(entry.repeats))" : entry.text
            let style: Style = entry.isError ? .error : .normal
            for (index, piece) in TextLayout.wrap(text, width: width).enumerated() {
                lines.append(Line(time: index == 0 ? time : nil, text: piece, style: style, isDetail: false))
            }
            for detail in entry.details {
                for piece in TextLayout.wrap(detail, width: max(1, width - detailIndent)) {
                    lines.append(Line(time: nil, text: piece, style: .muted, isDetail: true))
                }
            }
        }
        return lines
    }

    /// Tells the app model how many wrapped lines the log has and how many fit in the box.
    static func layout(_ app: AppModel, in area: Rect, context: RenderContext) {
        let count = lines(app.messages.entries, width: textWidth(in: area), context: context).count
        app.messageLogScroll.setLayout(lineCount: count, visibleRows: boxHeight(lineCount: count, in: area) - 2)
    }

    static func draw(_ entries: [MessageLog.Entry], scroll: OverlayScroll, on canvas: Canvas, in area: Rect,
                     context: RenderContext) -> StatusLine {
        let lines = lines(entries, width: textWidth(in: area), context: context)
        let height = boxHeight(lineCount: lines.count, in: area)
        let inner = ModalFrame.draw(on: canvas, in: area, width: boxWidth(in: area), height: height, title: "Recent messages")
        if entries.isEmpty {
            canvas.text("No messages yet.", x: inner.x + 1, y: inner.y, style: .muted)
        }
        let rows = max(0, inner.height)
        let last = max(0, lines.count - rows)
        // A layout made for other entries (or none) shows the newest lines.
        let first = scroll.lineCount == lines.count && scroll.visibleRows == rows ? min(scroll.offset, last) : last
        for (row, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            let y = inner.y + row
            if let time = line.time { canvas.text(time, x: inner.x + 1, y: y, style: .muted) }
            let x = inner.x + textColumn + (line.isDetail ? detailIndent : 0)
            canvas.text(line.text, x: x, y: y, maxWidth: inner.x + inner.width - 1 - x, style: line.style)
        }
        var right = Counted.text(entries.count, "message")
        if lines.count > rows, rows > 0 {
            right = "lines \(first + 1)–\(min(lines.count, first + rows)) of \(lines.count) · " + right
        }
        return StatusLine(right: right)
    }
}
