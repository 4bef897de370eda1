import Foundation
import ShowbookCore

/// The `!` overlay: recent status messages with their times, newest last.
enum MessageLogOverlay {
    static func draw(_ entries: [MessageLog.Entry], on canvas: Canvas, in area: Rect, context: RenderContext) -> StatusLine {
        let width = min(area.width, 72)
        // One line per message, then its details indented below it.
        let lines: [(entry: MessageLog.Entry, text: String, isDetail: Bool)] = entries.flatMap { entry in
            [(entry, entry.repeats > 1 ? "\(entry.text) (×\(entry.repeats))" : entry.text, false)]
                + entry.details.map { (entry, "  " + $0, true) }
        }
        let height = min(area.height, max(3, lines.count + 2))
        let inner = ModalFrame.draw(on: canvas, in: area, width: width, height: height, title: "Recent messages")
        if entries.isEmpty {
            canvas.text("No messages yet.", x: inner.x + 1, y: inner.y, style: .muted)
        }
        var calendar = context.schedule.calendar
        calendar.locale = Locale(identifier: "en_US_POSIX")
        for (row, line) in lines.suffix(inner.height).enumerated() {
            let entry = line.entry
            guard !line.isDetail else {
                canvas.text(line.text, x: inner.x + 10, y: inner.y + row, maxWidth: inner.width - 11, style: .muted)
                continue
            }
            let parts = calendar.dateComponents([.hour, .minute, .second], from: entry.time)
            let time = String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
            canvas.text(time, x: inner.x + 1, y: inner.y + row, style: .muted)
            canvas.text(line.text, x: inner.x + 10, y: inner.y + row, maxWidth: inner.width - 11,
                        style: entry.isError ? .error : .normal)
        }
        return StatusLine(right: "\(entries.count) message\(entries.count == 1 ? "" : "s")")
    }
}
