import Foundation

/// When a book should be studied: every day for its first three days (days 0–2 after it was
/// created), then reviewed on days 3, 7, 14 and 28 — the book plan, kept beside FSRS.
public struct StudySchedule: Sendable {
    public enum Phase: Equatable, Sendable {
        case study(day: Int)
        case review(day: Int)
    }

    public static let studyDays = 0...2
    public static let reviewDays: Set<Int> = [3, 7, 14, 28]

    public var calendar: Calendar

    public init(calendar: Calendar = .current) { self.calendar = calendar }

    /// Calendar days from the creation day to `now`'s day.
    public func dayNumber(created: Date, now: Date) -> Int {
        let start = calendar.startOfDay(for: created)
        let today = calendar.startOfDay(for: now)
        return calendar.dateComponents([.day], from: start, to: today).day ?? 0
    }

    public func phase(created: Date, now: Date) -> Phase? {
        let day = dayNumber(created: created, now: now)
        if Self.studyDays.contains(day) { return .study(day: day) }
        if Self.reviewDays.contains(day) { return .review(day: day) }
        return nil
    }

    /// "today", "yesterday" or "N days ago".
    public func ageText(created: Date, now: Date) -> String {
        switch dayNumber(created: created, now: now) {
        case ..<1: return "today"
        case 1: return "yesterday"
        case let days: return "\(days) days ago"
        }
    }

    public func startOfDay(_ date: Date) -> Date { calendar.startOfDay(for: date) }
}
