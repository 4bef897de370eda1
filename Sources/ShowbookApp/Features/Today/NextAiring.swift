import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// Today's "airs" line: the next episode to air of a saved show that has a word book linked
/// to it, and what it asks of the learner by then (`UpcomingWords`, as in the calendar's
/// events): "Friday: Show S01E05 airs — 23 words to learn by then".
public struct NextAiring: Sendable, Equatable {
    public var show: String
    public var episode: EpisodeCode
    public var day: AirDay
    /// Nil when the episode has no registered subtitles.
    public var words: UpcomingWords?
    /// The calendar its air day is read in (the configured time zone).
    public var calendar: Calendar

    /// How many days ahead `find` looks.
    public static let days = 30

    /// "Friday: Show S01E05 airs — 23 words to learn by then" ("Today", "Tomorrow", a weekday
    /// within the week, "Fri 18 Dec" further on).
    public func text(now: Date) -> String {
        let today = AirDay(now, calendar: calendar)
        let ahead = today.days(to: day, calendar: calendar)
        let when: String
        switch ahead {
        case ...0: when = "Today"
        case 1: when = "Tomorrow"
        case 2...6: when = EnglishCalendarNames.weekday(calendar.component(.weekday, from: day.date(in: calendar)), short: false)
        default: when = AirDateText.weekdayDate(day, calendar: calendar)
        }
        return "\(when): \(show) \(episode) airs — \(wordsText)"
    }

    private var wordsText: String {
        guard let words else { return "register its subtitles to see the words to learn" }
        let goal = EpisodeCoverage.percentText(words.target)
        if words.words == 0 && words.reachesTarget { return "ready, \(EpisodeCoverage.expectedText(words.nowShare)) now" }
        if !words.reachesTarget { return "\(Counted.text(words.words, "word")) to learn by then (\(goal) out of reach)" }
        return "\(Counted.text(words.words, "word")) to learn by then"
    }

    /// The soonest episode airing from today through `days` days of a saved show with a linked
    /// book (by day, then title, then episode), its words measured at its watch date; nil when
    /// none airs.
    public static func find(saved: SavedStore, episodes: EpisodeStore, books: BookStore, coverage: CoverageService?,
                            watchTime: WatchTime, now: Date) throws -> NextAiring? {
        let linked = try saved.all().filter { try books.book(linkedTo: $0.id) != nil }
        let calendar = watchTime.calendar
        let upcoming = try UpcomingEpisode.list(shows: linked, store: episodes, today: AirDay(now, calendar: calendar), days: days,
                                                calendar: calendar)
        guard let next = upcoming.first else { return nil }
        let words = try coverage.flatMap {
            try UpcomingWords.measure(next.media.id, episode: next.episode.key, service: $0, now: now,
                                      watchDate: watchTime.date(airing: next.day, now: now))
        }
        return NextAiring(show: next.media.title, episode: next.episode.key, day: next.day, words: words, calendar: calendar)
    }
}
