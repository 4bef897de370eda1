import Foundation
import ShowbookPlatform
import ShowbookTV

/// When the learner will watch, which is when coverage is asked for: the next unwatched
/// episode's air day when it is still to come, otherwise today — at the learner's usual time
/// of day (the config file's `watch_time`, "HH:MM", default 20:00, evening being when most
/// people watch), and never before now (past that time today, "now" is when they watch).
public struct WatchTime: Sendable, Equatable {
    /// Minutes after midnight.
    public var minutes: Int
    public var calendar: Calendar

    public static let defaultMinutes = 20 * 60

    public init(minutes: Int = Self.defaultMinutes, calendar: Calendar) {
        self.minutes = min(max(0, minutes), 24 * 60 - 1)
        self.calendar = calendar
    }

    /// The watch date of a show whose next unwatched episode airs on `airing` (nil: unknown,
    /// or none left).
    public func date(airing: AirDay?, now: Date) -> Date {
        let today = AirDay(now, calendar: calendar)
        let day = max(airing ?? today, today)
        let at = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day,
                                                    hour: minutes / 60, minute: minutes % 60)) ?? now
        return max(at, now)
    }

    /// "today", "tomorrow", "on Fri" within the week, "on 18 Dec" past it, "on 2027-01-05"
    /// in another year; "" for a moment before today.
    public func dayText(_ date: Date, now: Date) -> String {
        let today = AirDay(now, calendar: calendar)
        let day = AirDay(date, calendar: calendar)
        let days = today.days(to: day, calendar: calendar)
        switch days {
        case ..<0: return ""
        case 0: return "today"
        case 1: return "tomorrow"
        case 2...6:
            let weekday = calendar.component(.weekday, from: date)
            return "on " + EnglishCalendarNames.weekday(weekday)
        default:
            if day.year != today.year { return "on " + day.description }
            return "on \(day.day) \(EnglishCalendarNames.shortMonths[max(0, min(11, day.month - 1))])"
        }
    }

    /// "20:00".
    public var text: String { String(format: "%02d:%02d", minutes / 60, minutes % 60) }

    /// Reads "HH:MM" (or "H:MM"); nil for anything else.
    public static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        return hour * 60 + minute
    }

}
