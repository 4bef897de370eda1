import Foundation
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange

/// Saved shows with hostile titles and upcoming episodes — date-only and timed in two zones,
/// one with registered subtitles (the coverage fixture's S01E01: 50 % known, three words to
/// 80 % a week ahead) — and the calendar written from them as `showbook calendar` writes it.
final class CalendarFixture {
    let coverage: CoverageFixture
    var clock: ManualClock { coverage.clock }
    let calendar = FixtureDates.utcCalendar
    /// Monday 7 Dec 2026, 09:00 UTC.
    static let monday = FixtureDates.day(2026, 12, 7, hour: 9)
    static let longTitle = String(repeating: "長い題名 with words, ", count: 20)

    /// The show whose S01E01 has subtitles: a title with every TEXT special character.
    lazy var hostile = Media(id: coverage.show, title: #"Naïve; Show, \ "quoted""#, firstYear: 2026)
    let anime = Media(id: MediaID(source: "tvmaze", id: "82"), title: "進撃の巨人 🎌👨‍👩‍👧‍👦", firstYear: 2013)
    let dateOnly = Media(id: MediaID(source: "tmdb", id: "1396"), title: "Plain", firstYear: 2008)

    init() throws {
        coverage = try CoverageFixture()
        coverage.clock.set(Self.monday)
        try coverage.writeSRT("S01E01.srt", ["apple apple apple banana", "apple apple banana cherry", "apple apple banana cherry date",
                                             "apple apple apple banana cherry date elder"])
        try coverage.register([coverage.folder.path])
        let apple = try coverage.book(["apple"])[0]
        try coverage.database.run("UPDATE words SET known_at = ? WHERE id = ?", clock.now.timeIntervalSince1970, apple.id)
        let saved = SavedStore(database: coverage.database, clock: clock)
        for media in [hostile, anime, dateOnly] { try saved.save(media) }
        try store(hostile, [
            Episode(season: 1, number: 1, title: "Pilot\u{7}\u{1B}[2J one\r\ntwo", airDate: "2026-12-14"),
            Episode(season: 1, number: 2, title: Self.longTitle, airDate: "2026-12-18", runtime: 45,
                    overview: "Line one;\nline two, with \\ backslash", airStamp: "2026-12-18T21:00:00-05:00"),
        ])
        try store(anime, [
            Episode(season: 1, number: 1, title: "aired already", airDate: "2026-12-01"),
            Episode(season: 4, number: 30, title: "最終話 🎌", airDate: "2026-12-10", runtime: 24, airStamp: "2026-12-10T00:10:00+09:00"),
            Episode(season: 4, number: 31, title: "too far ahead", airDate: "2027-03-01"),
        ])
        try store(dateOnly, [Episode(season: 5, number: 16, title: "", airDate: "2026-12-07")])
    }

    func store(_ media: Media, _ episodes: [Episode]) throws {
        let store = EpisodeStore(database: coverage.database, clock: clock)
        for season in Set(episodes.map(\.season)) { try store.store(episodes, mediaID: media.id, season: season) }
    }

    /// The upcoming episodes for the next `days` days, read back from the stores.
    func upcoming(days: Int = 30) throws -> [UpcomingEpisode] {
        let shows = try SavedStore(database: coverage.database, clock: clock).all()
        return try UpcomingEpisode.list(shows: shows, store: EpisodeStore(database: coverage.database, clock: clock),
                                        today: AirDay(clock.now, calendar: calendar), days: days, calendar: calendar)
    }

    /// The calendar's events, each episode's words measured a week ahead at the target 0.8.
    func events(days: Int = 30) throws -> [CalendarEvent] {
        let service = CoverageService(registry: coverage.registry, settings: CoverageSettings(prepTarget: 0.8))
        let now = clock.now
        return EpisodeCalendar.events(try upcoming(days: days)) { entry in
            do {
                guard let words = try UpcomingWords.measure(entry.media.id, episode: entry.episode.key, service: service, now: now,
                                                            watchDate: now.addingTimeInterval(7 * 86_400)) else { return .noSubtitles }
                return .measured(words)
            } catch {
                return .problem("\(error)")
            }
        }
    }

    /// The whole file.
    func document(days: Int = 30) throws -> String {
        ICalendarWriter.document(try events(days: days), name: EpisodeCalendar.name, stamp: clock.now)
    }
}
