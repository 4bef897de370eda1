import ShowbookCore

/// A book's statistics panel: a success / fail / not-yet bar and a 12-week study calendar
/// drawn with block characters (columns are weeks, rows Monday to Sunday).
enum BookStatsView {
    static let height = 10
    static let barWidth = 24

    static func draw(counts: [WordState: Int], calendar: StudyCalendar, on canvas: Canvas, x: Int, y: Int) {
        let success = counts[.success] ?? 0
        let fail = counts[.fail] ?? 0
        let undefined = counts[.undefined] ?? 0
        let total = max(1, success + fail + undefined)
        let successCells = success * barWidth / total
        let failCells = fail * barWidth / total
        var column = x
        column += canvas.text(String(repeating: "█", count: successCells), x: column, y: y, style: Style(.success))
        column += canvas.text(String(repeating: "█", count: failCells), x: column, y: y, style: Style(.failure))
        canvas.text(String(repeating: "░", count: barWidth - successCells - failCells), x: column, y: y, style: .muted)
        canvas.text("✓ \(success)  ✗ \(fail)  · \(undefined)", x: x + barWidth + 2, y: y)
        canvas.text("Study days, last \(StudyCalendar.weeks) weeks: \(calendar.studiedDayCount)", x: x, y: y + 1, style: .muted)
        let names = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
        for (row, days) in calendar.days.enumerated() {
            canvas.text(names[row], x: x, y: y + 2 + row, style: .muted)
            for (week, day) in days.enumerated() {
                let (cell, style): (String, Style) = switch day {
                case .studied: ("█", Style(.success))
                case .idle: ("·", .muted)
                case .future: (" ", .normal)
                }
                canvas.text(cell, x: x + 3 + week * 2, y: y + 2 + row, style: style)
            }
        }
    }
}
