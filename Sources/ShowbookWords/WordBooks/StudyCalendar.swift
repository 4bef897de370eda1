import Foundation

/// Twelve weeks of study history for one book, as a grid of days (columns are weeks, Monday
/// first; the last column holds today). Built from the stored study-mark history.
public struct StudyCalendar: Equatable, Sendable {
    public enum Day: Equatable, Sendable { case studied, idle, future }

    public static let weeks = 12
    /// `days[weekday][week]`, weekday 0 = Monday.
    public let days: [[Day]]
    public let studiedDayCount: Int

    public init(markTimes: [Date], now: Date, calendar: Calendar) {
        let today = calendar.startOfDay(for: now)
        // Monday-based weekday index of today: Calendar's weekday is 1 = Sunday.
        let weekday = (calendar.component(.weekday, from: today) + 5) % 7
        let firstDay = calendar.date(byAdding: .day, value: -(weekday + 7 * (Self.weeks - 1)), to: today)!
        var studied = Set<Int>()
        for time in markTimes {
            let offset = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: time)).day ?? -1
            if offset >= 0 { studied.insert(offset) }
        }
        let todayOffset = weekday + 7 * (Self.weeks - 1)
        days = (0..<7).map { row in
            (0..<Self.weeks).map { week in
                let offset = week * 7 + row
                if offset > todayOffset { return .future }
                return studied.contains(offset) ? .studied : .idle
            }
        }
        studiedDayCount = studied.filter { $0 <= todayOffset }.count
    }

    /// The first day shown (a Monday), for `since:` queries.
    public static func start(now: Date, calendar: Calendar) -> Date {
        let today = calendar.startOfDay(for: now)
        let weekday = (calendar.component(.weekday, from: today) + 5) % 7
        return calendar.date(byAdding: .day, value: -(weekday + 7 * (weeks - 1)), to: today)!
    }
}
