import ShowbookCore

/// A book's statistics panel: a success / fail / not-yet bar, a 12-week study calendar
/// drawn with block characters (columns are weeks, rows Monday to Sunday) and, beside it,
/// the 30-day due forecast with true retention.
enum BookStatsView {
    static let height = 10
    static let barWidth = 24

    static func draw(counts: [WordState: Int], calendar: StudyCalendar, forecast: StudyForecast?, on canvas: Canvas, x: Int, y: Int) {
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
        if let forecast { ForecastChart.draw(forecast, on: canvas, x: x + 30, y: y + 1) }
    }
}

/// The 30-day due forecast as a bar chart four rows tall (eighth blocks, one column a day,
/// today on the left) with its peak, and true retention over the last 30 days under it.
enum ForecastChart {
    static let barRows = 4
    static let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The chart's lines: a title, the bars (top row first), the axis and retention.
    static func lines(_ forecast: StudyForecast) -> [String] {
        let peak = forecast.dueCounts.max() ?? 0
        var lines = ["Due in 30 days, peak \(peak)"]
        for row in (0..<barRows).reversed() {
            lines.append(String(forecast.dueCounts.map { count -> Character in
                guard peak > 0 else { return row == 0 ? "▁" : " " }
                let eighths = max(count > 0 ? 1 : 0, (count * barRows * 8 + peak / 2) / peak)
                return blocks[min(8, max(0, eighths - row * 8))]
            }))
        }
        lines.append("today" + String(repeating: " ", count: StudyForecast.days - 8) + "30d")
        if let retention = forecast.retention {
            lines.append("Retention, 30 days: \(Int((retention * 100).rounded()))% of \(forecast.reviews)")
        } else {
            lines.append("Retention, 30 days: no reviews")
        }
        return lines
    }

    static func draw(_ forecast: StudyForecast, on canvas: Canvas, x: Int, y: Int) {
        for (row, line) in lines(forecast).enumerated() {
            let isBar = (1...barRows).contains(row)
            canvas.text(line, x: x, y: y + row, style: isBar ? Style(.accent) : .muted)
        }
    }
}
