import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// `showbook coverage SHOW [--at TIME] [--json]`: for each registered episode, the expected share
/// of its running words the learner recognizes at the watch date (`CoverageWatchDate`; TIME
/// with `--at`) — each word weighed by its recall then (`EpisodeCoverage`) — beside the share
/// of words sure (R ≥ 0.9), of lines all sure, and how many different words are new, from the
/// stored words only. Sources that cannot be used are listed on stderr with their reason and
/// skipped.
struct CoverageCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["coverage"], arguments: [SubtitlesAddCommand.showArgument.argument], options: [at, .json],
        abstract: ["how much of each registered episode you will understand when you watch it:",
                   "expected share of words, words sure, lines, new words"]
    )

    static let at = CommandOption("--at", .time("TIME"), help: "measure at that time (default: the watch date — the next unwatched "
                                      + "episode's air date when to come, else today at watch_time)")

    static var onlyReads: Bool { true }

    var show: String
    var at: Date?
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        show = try arguments.value(of: SubtitlesAddCommand.showArgument)
        at = arguments.time(Self.at)
        json = arguments.flag(.json)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        guard let media = try ShowLookup.media(show, context: context) else {
            Console.diagnostic(ShowLookup.notFound(show))
            return 1
        }
        let settings = context.global.coverageSettings()
        for warning in settings.warnings { Console.diagnostic(warning) }
        let database = try context.environment().database
        let service = CoverageService(registry: SubtitleRegistry(database: database, clock: SystemClock()), settings: settings.settings)
        let watchTime = try CoverageWatchDate.watchTime(context, settings: settings.settings)
        let when = try CoverageWatchDate.date(of: media, at: at, watchTime: watchTime, database: database, now: Date())
        let coverage = try service.show(media.id, at: when.date, day: when.day)
        for entry in coverage.skipped {
            Console.diagnostic("skipped \(entry.source.episode) \(entry.source.path): \(entry.problem?.description ?? "")")
        }
        if coverage.episodes.isEmpty && coverage.skipped.isEmpty {
            Console.diagnostic("“\(media.title)” has no registered subtitles (showbook subtitles add)")
            return 1
        }
        for episode in coverage.episodes {
            if json {
                try Console.json(Self.jsonLine(episode, media: media, at: when.date))
            } else {
                try Console.line("\(episode.episode) · \(episode.summary) · sure \(EpisodeCoverage.percentText(episode.sureShare))"
                    + " · lines \(EpisodeCoverage.percentText(episode.lineShare))")
            }
        }
        if !json, let median = coverage.median {
            try Console.line("\(media.title): median \(EpisodeCoverage.expectedText(median))\(when.day.isEmpty ? "" : " " + when.day) "
                + "over \(Counted.text(coverage.episodes.count, "episode"))")
        }
        return coverage.skipped.isEmpty ? 0 : 1
    }

    /// One episode's line of `--json`: the expected share, the share sure and the new words side by side.
    static func jsonLine(_ episode: EpisodeCoverage, media: Media, at date: Date) -> JSONValue {
        let share: (Double?) -> JSONValue = { value in value.map { .double($0) } ?? .null }
        return .object([
            "id": .string(media.id.description), "episode": .string(episode.episode.description),
            "at": .string(StudyTime.text(date)),
            "words": .int(Int64(episode.tokens)), "expected_words": .double(episode.expectedTokens),
            "expected_share": share(episode.expectedShare),
            "sure_words": .int(Int64(episode.knownTokens)), "sure_share": share(episode.sureShare),
            "lines": .int(Int64(episode.lines)), "known_lines": .int(Int64(episode.knownLines)), "line_share": share(episode.lineShare),
            "new_words": .int(Int64(episode.newLemmas)),
        ])
    }
}
