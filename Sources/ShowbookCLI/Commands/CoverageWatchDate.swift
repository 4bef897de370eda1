import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// When the commands ask coverage for: `--at` when given, else the show's watch date
/// (`WatchTime`: the air day of its next unwatched episode from the stored episode list when
/// that is to come, else today, at the config file's `watch_time`) — what the TUI's rows use.
enum CoverageWatchDate {
    /// The watch time in the configured time zone.
    static func watchTime(_ context: CommandContext, settings: CoverageSettings) throws -> WatchTime {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try context.global.timeZone()
        return settings.watchTime(calendar: calendar)
    }

    /// The date to measure `media` at, and how the rows say it ("on Fri"; "at TIME" for `--at`).
    static func date(of media: Media, at: Date?, watchTime: WatchTime, database: Database, now: Date) throws -> (date: Date, day: String) {
        if let at { return (at, "") }
        let clock = SystemClock()
        let episodes = try EpisodeStore(database: database, clock: clock).episodes(of: media.id)
        let watched = try WatchedStore(database: database, clock: clock).watched(media.id)
        let next = ShowProgress(episodes: episodes, watched: watched, now: now, calendar: watchTime.calendar).upNext
        let date = watchTime.date(airing: next?.airDay, now: now)
        return (date, watchTime.dayText(date, now: now))
    }
}
