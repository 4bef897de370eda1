import Foundation
import ShowbookPlatform

/// How an air date reads next to an episode, relative to today in the user's time zone:
/// "aired today", "aired yesterday", "aired 3 days ago", "aired 12 Mar 2024" (older than a
/// month), "airs today", "airs tomorrow", "airs Fri 12 Dec" (within a year), "airs 3 Feb 2028".
/// English names are spelled here so the text never depends on the process locale.
public enum AirDateText {
    private static let months = EnglishCalendarNames.shortMonths

    public static func text(_ day: AirDay, today: AirDay, calendar: Calendar) -> String {
        let days = today.days(to: day, calendar: calendar)
        switch days {
        case 0: return "airs today"
        case 1: return "airs tomorrow"
        case -1: return "aired yesterday"
        case 2..<365: return "airs " + weekdayDate(day, calendar: calendar)
        case 365...: return "airs " + fullDate(day)
        case -30 ..< -1: return "aired \(-days) days ago"
        default: return "aired " + fullDate(day)
        }
    }

    /// True when the episode has aired by `today`: its day has come, or it is dated by a year
    /// alone (IMDb's episodes) and that year is over. An undated one has not.
    public static func hasAired(_ episode: Episode, today: AirDay) -> Bool {
        if let day = episode.airDay { return day <= today }
        guard let text = episode.airDate, text.count == 4, let year = Int(text) else { return false }
        return year < today.year
    }

    /// "Fri 12 Dec".
    public static func weekdayDate(_ day: AirDay, calendar: Calendar) -> String {
        let weekday = calendar.component(.weekday, from: day.date(in: calendar))
        return "\(EnglishCalendarNames.weekday(weekday)) \(day.day) \(months[day.month - 1])"
    }

    /// "12 Mar 2024".
    public static func fullDate(_ day: AirDay) -> String { "\(day.day) \(months[day.month - 1]) \(day.year)" }
}
