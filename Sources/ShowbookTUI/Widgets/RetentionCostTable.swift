import ShowbookWords

/// What each desired retention would cost over a year, under the book's due forecast: a small
/// table (a column per retention; reviews and minutes a day) with the book's own retention
/// marked, so the learner sees the price before `books retention BOOK R`.
enum RetentionCostTable {
    static let labelWidth = 12
    static let columnWidth = 6

    /// The three lines: the retentions, reviews a day and minutes a day (figures rounded; under
    /// 10 with one decimal). The current retention's header carries a `*`.
    static func lines(_ outcomes: [RetentionSimulator.Outcome], current: Double) -> [String] {
        func cell(_ text: String) -> String { String(repeating: " ", count: max(0, columnWidth - text.count)) + text }
        func figure(_ value: Double) -> String {
            value < 9.95 ? String(format: "%.1f", value) : String(Int(value.rounded()))
        }
        let heads = outcomes.map { outcome in
            String(format: "%.2f", outcome.retention) + (abs(outcome.retention - current) < 1e-9 ? "*" : " ")
        }
        return [
            "A year at".padding(toLength: labelWidth, withPad: " ", startingAt: 0) + heads.map(cell).joined(),
            "reviews/day".padding(toLength: labelWidth, withPad: " ", startingAt: 0)
                + outcomes.map { cell(figure($0.reviewsPerDay) + " ") }.joined(),
            "min/day".padding(toLength: labelWidth, withPad: " ", startingAt: 0)
                + outcomes.map { cell(figure($0.minutesPerDay) + " ") }.joined(),
        ]
    }

    static func draw(_ outcomes: [RetentionSimulator.Outcome], current: Double, on canvas: Canvas, x: Int, y: Int, maxWidth: Int) {
        for (row, line) in lines(outcomes, current: current).enumerated() {
            canvas.text(line, x: x, y: y + row, maxWidth: max(0, maxWidth), style: row == 0 ? .muted : .normal)
        }
    }
}
