import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords
import ShowbookExchange

/// `showbook calendar --ics FILE [--days N]`: an iCalendar file of the saved shows' episodes
/// airing from today through N days (default 30), one event per episode with a stable UID, so
/// a calendar app that imports the file again updates its events (`EpisodeCalendar`). Each
/// description says the episode's coverage now and the new words to learn before it airs,
/// with the `showbook prep` command that lists them. Episode lists are the stored ones,
/// fetched first when missing and the provider can list the show.
struct CalendarCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["calendar"], options: [ics, days],
        abstract: ["write an iCalendar file of saved shows' upcoming episodes,", "each with the words to learn before it airs"]
    )

    static let ics = CommandOption("--ics", .path("FILE"), help: "the .ics file to write (- for stdout); importing it again "
                                       + "updates its events")
    static let days = CommandOption("--days", .number("N"), help: "how many days ahead, 1 to 3650 (default 30)")
    static let defaultDays = 30

    var path: String?
    var shownName: String?
    var daysAhead: Int
    var daysText: String?

    init(_ arguments: ParsedArguments) throws {
        path = arguments.text(Self.ics)
        shownName = arguments.typedPath(Self.ics)
        daysText = arguments.text(Self.days)
        daysAhead = arguments.number(Self.days) ?? Self.defaultDays
    }

    func validate() throws {
        guard path != nil else { throw Self.usageError("calendar needs --ics FILE (the file to write, - for stdout)") }
        if let daysText, !(Int(daysText).map { (1...3650).contains($0) } ?? false) {
            throw Self.usageError("--days needs a number of days from 1 to 3650, not “\(daysText)”")
        }
    }

    func run(_ context: CommandContext) throws -> Int32 {
        guard let path else { return 2 }
        let database = try context.environment().database
        let clock = SystemClock()
        let now = clock.now
        let calendar = try context.global.calendar()
        let settings = context.global.coverageSettings()
        for warning in settings.warnings { Console.diagnostic(warning) }
        let lists = try EpisodeFetching.lists(context)
        let shows = try SavedStore(database: database, clock: clock).all()
        for media in shows {
            // Fetches a missing list when the provider can; a show without one has no events.
            if case .failure(let error) = Result(catching: { try lists.list(of: media) }) {
                Console.diagnostic("“\(media.title)”: no episode list (\(error))")
            }
        }
        let upcoming = try UpcomingEpisode.list(shows: shows, store: lists.episodes, today: AirDay(now, calendar: calendar),
                                                days: daysAhead, calendar: calendar)
        let service = CoverageService(registry: SubtitleRegistry(database: database, clock: clock), settings: settings.settings)
        let watchTime = try CoverageWatchDate.watchTime(context, settings: settings.settings)
        let events = EpisodeCalendar.events(upcoming) { entry in
            Self.words(entry, service: service, watchDate: watchTime.date(airing: entry.day, now: now), now: now)
        }
        let text = ICalendarWriter.document(events, name: EpisodeCalendar.name, stamp: now)
        if path == "-" {
            try Console.data(text)
            return 0
        }
        do {
            try OutputFile.write(Array(text.utf8), to: path, protecting: [context.global.resolvedDatabasePath])
        } catch let error as OutputError {
            Console.diagnostic(error.description)
            return 1
        }
        let showCount = Set(upcoming.map(\.media.id)).count
        try Console.line("wrote \(Counted.text(events.count, "episode")) of \(Counted.text(showCount, "show")) airing in the next "
            + "\(Counted.text(daysAhead, "day")) to \(shownName ?? path)")
        return 0
    }

    /// The episode's words at its watch date; a source that cannot be read is said in the event.
    static func words(_ entry: UpcomingEpisode, service: CoverageService, watchDate: Date, now: Date) -> EpisodeCalendar.Words {
        do {
            guard let found = try UpcomingWords.measure(entry.media.id, episode: entry.episode.key, service: service, now: now,
                                                        watchDate: watchDate) else { return .noSubtitles }
            return .measured(found)
        } catch let problem as SourceProblem {
            return .problem("\(problem)")
        } catch {
            return .problem("\(error)")
        }
    }
}
