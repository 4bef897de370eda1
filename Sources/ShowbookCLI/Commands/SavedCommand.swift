import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords
import ShowbookApp

/// `showbook saved`: the saved shows in the Saved tab's order, each with its progress
/// ("watched 2/7 · up next S01E03 …") over the episode list the Saved tab reads
/// (`ShowEpisodeLists`: the stored list, fetched when the provider can, else the episodes of the
/// registered subtitles), and the up next episode's coverage as the Saved row gives it.
struct SavedCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["saved"], options: [.json],
        abstract: ["list saved shows with watched counts and the next episode"]
    )

    var json: Bool

    init(_ arguments: ParsedArguments) {
        json = arguments.flag(.json)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let database = try context.environment().database
        let clock = SystemClock()
        let shows = try EpisodeFetching.lists(context).saved(SavedStore(database: database, clock: clock), now: clock.now,
                                                              calendar: try context.global.calendar())
        let settings = context.global.coverageSettings()
        for warning in settings.warnings { Console.diagnostic(warning) }
        let progress = Dictionary(shows.compactMap { show in show.progress.map { (show.media.id, $0) } }) { first, _ in first }
        let coverage = try CoverageService(registry: SubtitleRegistry(database: database, clock: clock), settings: settings.settings)
            .shows(shows.map(\.media.id), watchTime: CoverageWatchDate.watchTime(context, settings: settings.settings), now: clock.now,
                   episodes: ShowProgress.upNextEpisodes(progress), airing: ShowProgress.upNextAirDays(progress))
        for show in shows {
            if json {
                try Console.json(.object([
                    "id": .string(show.media.id.description), "title": .string(show.media.title),
                    "year": .optional(show.media.firstYear),
                    "watched": .optional(show.progress?.watched), "episodes": .optional(show.progress?.total),
                    "up_next": .optional(show.progress?.upNext?.code), "up_next_title": .optional(show.progress?.upNext?.title),
                    "up_next_air_date": .optional(show.progress?.upNext?.airDate),
                    "aired": .bool(show.progress?.hasAiredUnwatched ?? false),
                ]))
            } else {
                let year = show.media.firstYear.map { " (\($0))" } ?? ""
                let progress = show.progress.map { " — " + $0.summary(coverage: coverage[show.media.id]) }
                    ?? show.missingReason.map { " — " + $0 } ?? ""
                try Console.line("\(show.media.title)\(year)\(progress)")
            }
        }
        return 0
    }
}

/// `showbook watched SHOW S01E03 [--unwatch]`: marks one episode of a saved show watched (or
/// not), as Space does on the episodes screen, recording the words heard in it (or forgetting
/// them, `EpisodeExposures`). SHOW is the show's id or title.
struct WatchedCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["watched"], arguments: [showArgument.argument, episodeArgument.argument], options: [unwatch, .json],
        abstract: ["mark an episode (S01E03) of a saved show watched, recording the words heard",
                   "in it; SHOW is an id (tmdb:1396) or title; --unwatch removes the mark"]
    )

    static let showArgument = Positional.text("SHOW")
    static let unwatch = CommandOption("--unwatch", help: "remove the mark instead")
    static let episodeArgument = Positional<EpisodeCode>("EPISODE", mayHaveSpaces: false) { word in
        guard let code = EpisodeCode(word.text) else {
            throw Positional<EpisodeCode>.Problem("“\(word.text)” is not an episode like S01E03")
        }
        return code
    }

    var show: String
    var code: EpisodeCode
    var unwatch: Bool
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        show = try arguments.value(of: Self.showArgument)
        code = try arguments.value(of: Self.episodeArgument)
        unwatch = arguments.flag(Self.unwatch)
        json = arguments.flag(.json)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let database = try context.environment().database
        let clock = SystemClock()
        guard let media = try SavedProgress.find(show, in: SavedStore(database: database, clock: clock)) else {
            Console.diagnostic("no saved show “\(show)”")
            return 1
        }
        let list = try EpisodeFetching.lists(context).list(of: media)
        let episode = list.episode(code)
        if episode == nil, !list.episodes.isEmpty, !unwatch {
            Console.diagnostic(list.refusal(code, title: media.title))
            return 1
        }
        try WatchedStore(database: database, clock: clock).setWatched([code], of: media.id, watched: !unwatch)
        let exposures = EpisodeExposures(registry: SubtitleRegistry(database: database, clock: clock), toolkit: MiningToolkit())
        var heard = 0
        if unwatch {
            try exposures.forget(media.id, episodes: [code])
        } else {
            heard = try exposures.record(media.id, episodes: [code], at: clock.now)
        }
        if let reason = list.missingReason { Console.diagnostic("\(code) was not checked: \(reason)") }
        if json {
            try Console.json(.object([
                "id": .string(media.id.description), "title": .string(media.title), "episode": .string(code.description),
                "episode_title": .optional(episode?.title), "watched": .bool(!unwatch),
                "heard": .int(Int64(heard)),
            ]))
        } else {
            let report = WatchedReport.text(show: media.title, episode: code, episodeTitle: episode?.title, watched: !unwatch,
                                            heard: heard)
            try Console.line("\(report)")
        }
        return 0
    }
}

/// The episode source the commands fetch a missing list through: the configured provider
/// (`--provider` or the config file), which lists its own shows; offline, imported IMDb shows.
/// `lists` adds the registered subtitles, as the Saved tab reads them.
enum EpisodeFetching {
    static func lists(_ context: CommandContext) throws -> ShowEpisodeLists {
        let database = try context.environment().database
        let clock = SystemClock()
        return ShowEpisodeLists(episodes: EpisodeStore(database: database, clock: clock), watched: WatchedStore(database: database, clock: clock),
                                registry: SubtitleRegistry(database: database, clock: clock), fetch: try source(context))
    }


    static func source(_ context: CommandContext) throws -> EpisodeSource {
        let environment = try context.environment()
        let clock = SystemClock()
        let configuration = (try? context.providers()) ?? ProviderConfiguration(kind: .offline)
        let provider = configuration.makeRemoteProvider(database: environment.database, clock: clock, log: .disabled)
            ?? OfflineCatalogProvider(store: environment.catalog)
        return EpisodeSource(provider: provider, episodes: EpisodeStore(database: environment.database, clock: clock),
                             watched: WatchedStore(database: environment.database, clock: clock))
    }
}
