import Foundation

/// The learner's days: the calendar the daily limit of new words, Today, the statistics and a
/// book's age ("today", "3 days ago") are counted in. It is not a schedule — FSRS schedules
/// every word — only where a day begins and ends.
public struct StudyDays: Sendable {
    public var calendar: Calendar

    public init(calendar: Calendar = .current) { self.calendar = calendar }

    /// Calendar days from the creation day to `now`'s day.
    public func dayNumber(created: Date, now: Date) -> Int {
        let start = calendar.startOfDay(for: created)
        let today = calendar.startOfDay(for: now)
        return calendar.dateComponents([.day], from: start, to: today).day ?? 0
    }

    /// "today", "yesterday" or "N days ago".
    public func ageText(created: Date, now: Date) -> String {
        switch dayNumber(created: created, now: now) {
        case ..<1: return "today"
        case 1: return "yesterday"
        case let days: return "\(days) days ago"
        }
    }
}
