import ShowbookWords

/// The selected episode's coverage curve, one row above its overview: "now ≈ 88 % · on Fri
/// ≈ 85 % · in 30 days ≈ 61 %" and a sparkline of every day between (no reviews done), so the
/// learner sees at a glance how much of the episode they will follow and how fast it fades.
enum CoverageCurveView {
    /// The row's text and sparkline; nil before the curve has arrived.
    static func parts(curve: CoverageCurve?, atWatch: EpisodeCoverage?) -> (text: String, sparkline: String)? {
        guard let curve, let now = curve.share(afterDays: 0), let last = curve.share(afterDays: curve.shares.count - 1) else { return nil }
        var pieces = ["now \(EpisodeCoverage.expectedText(now))"]
        if let atWatch, !atWatch.day.isEmpty, atWatch.day != "today", let share = atWatch.expectedShare {
            pieces.append("\(atWatch.day) \(EpisodeCoverage.expectedText(share))")
        }
        pieces.append("in \(curve.shares.count - 1) days \(EpisodeCoverage.expectedText(last))")
        return ("coverage: " + pieces.joined(separator: " · "), curve.sparkline)
    }

    /// Draws the row at `y`; false when there was nothing to draw.
    @discardableResult
    static func draw(curve: CoverageCurve?, atWatch: EpisodeCoverage?, on canvas: Canvas, x: Int, y: Int, width: Int) -> Bool {
        guard let parts = parts(curve: curve, atWatch: atWatch), width > 4 else { return false }
        let used = canvas.text(parts.text, x: x, y: y, maxWidth: width, style: .normal)
        let room = width - used - 2
        if room >= 8 {
            canvas.text(sampled(parts.sparkline, to: room), x: x + used + 2, y: y, maxWidth: room, style: .accent)
        }
        return true
    }

    /// `line` cut to `width` blocks by taking evenly spaced days, the first and last kept (the
    /// whole line when it fits).
    static func sampled(_ line: String, to width: Int) -> String {
        let blocks = Array(line)
        guard blocks.count > width, width >= 2 else { return line }
        return String((0..<width).map { blocks[Int((Double($0) * Double(blocks.count - 1) / Double(width - 1)).rounded())] })
    }
}
