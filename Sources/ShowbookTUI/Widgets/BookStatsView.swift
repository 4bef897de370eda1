import ShowbookWords

/// A book's statistics panel: a bar of what the learner knows (mature or known, young,
/// learning, new; Suspended left blank), a 12-week study calendar drawn with block characters
/// (columns are weeks, rows Monday to Sunday) and, beside it, the 30-day due forecast with true
/// retention and what each desired retention would cost over a year.
enum BookStatsView {
    static let height = 11
    static let barWidth = 24

    /// The bar's cells, in order: mature or known, young, learning, new, suspended (each
    /// rounded down; new takes what rounding leaves).
    static func barCells(_ counts: KnowledgeCounts) -> (finished: Int, young: Int, learning: Int, new: Int) {
        let total = max(1, counts.total)
        let finished = (counts.mature + counts.known) * barWidth / total
        let young = counts.young * barWidth / total
        let learning = counts.learning * barWidth / total
        let suspended = counts.suspended * barWidth / total
        return (finished, young, learning, barWidth - finished - young - learning - suspended)
    }

    /// "15 of 50 mature or known".
    static func finishedText(_ counts: KnowledgeCounts) -> String {
        "\(counts.mature + counts.known) of \(counts.total) mature or known"
    }

    static func draw(counts: KnowledgeCounts, calendar: StudyCalendar, forecast: StudyForecast?,
                     costs: (outcomes: [RetentionSimulator.Outcome], current: Double)? = nil,
                     on canvas: Canvas, x: Int, y: Int, width: Int) {
        let cells = barCells(counts)
        var column = x
        column += canvas.text(String(repeating: "█", count: cells.finished), x: column, y: y, style: Style(.success))
        column += canvas.text(String(repeating: "▓", count: cells.young), x: column, y: y, style: Style(.accent))
        column += canvas.text(String(repeating: "▒", count: cells.learning), x: column, y: y, style: Style(.failure))
        canvas.text(String(repeating: "░", count: cells.new), x: column, y: y, style: .muted)
        canvas.text(finishedText(counts), x: x + barWidth + 2, y: y)
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
        if let costs {
            RetentionCostTable.draw(costs.outcomes, current: costs.current, on: canvas, x: x + 30, y: y + 8, maxWidth: width - 30)
        }
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
