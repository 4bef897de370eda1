import Foundation

/// A book's outlook for the statistics panel: how many words fall due on each of the next 30
/// days (overdue words count on today), and true retention — the share of real reviews
/// (a word seen again on a later day than its previous review) in the last 30 days that were
/// not Again. Learning steps on the same day are left out, as Anki does.
public struct StudyForecast: Sendable, Equatable {
    public static let days = 30

    /// `dueCounts[0]` is today (with everything overdue), `dueCounts[29]` the 30th day.
    public let dueCounts: [Int]
    /// Reviews counted for retention, and how many of them were recalled.
    public let reviews: Int
    public let recalled: Int

    public var retention: Double? { reviews == 0 ? nil : Double(recalled) / Double(reviews) }

    public init(dueTimes: [Date], history: [(wordID: Int64, event: StudyEvent)], now: Date, calendar: Calendar) {
        let today = calendar.startOfDay(for: now)
        var counts = Array(repeating: 0, count: Self.days)
        for due in dueTimes {
            let day = calendar.dateComponents([.day], from: today, to: calendar.startOfDay(for: due)).day ?? 0
            if day < Self.days { counts[max(0, day)] += 1 }
        }
        dueCounts = counts
        let windowStart = now.addingTimeInterval(-Double(Self.days) * 86_400)
        var reviews = 0, recalled = 0
        var previous: (wordID: Int64, event: StudyEvent)?
        for entry in history {
            defer { previous = entry }
            guard let grade = entry.event.grade, entry.event.at >= windowStart, entry.event.at <= now,
                  let last = previous, last.wordID == entry.wordID, last.event.grade != nil,
                  entry.event.at.timeIntervalSince(last.event.at) >= 86_400 else { continue }
            reviews += 1
            if grade != .again { recalled += 1 }
        }
        self.reviews = reviews
        self.recalled = recalled
    }

    /// The end of the forecast window, for the due-time query.
    public static func end(now: Date, calendar: Calendar) -> Date {
        calendar.date(byAdding: .day, value: days, to: calendar.startOfDay(for: now))!
    }
}
