import Foundation
import ShowbookPlatform
import ShowbookWords

/// `showbook coverage SHOW [--at TIME] [--json]`: for each registered episode, the share of its
/// running words and of its lines the learner knows at TIME (default now) and how many
/// different words are new, from the stored words only. Sources that cannot be used are listed
/// on stderr with their reason and skipped.
struct CoverageCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["coverage"], arguments: [SubtitlesAddCommand.showArgument.argument], options: [at, .json],
        abstract: ["how much of each registered episode you know: words, lines, new words"]
    )

    static let at = CommandOption("--at", .time("TIME"), help: "what you know at that time (any time)")

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
        let service = CoverageService(registry: SubtitleRegistry(database: try context.environment().database, clock: SystemClock()),
                                      settings: settings.settings)
        let coverage = try service.show(media.id, at: at ?? Date())
        for entry in coverage.skipped {
            Console.diagnostic("skipped \(entry.source.episode) \(entry.source.path): \(entry.problem?.description ?? "")")
        }
        if coverage.episodes.isEmpty && coverage.skipped.isEmpty {
            Console.diagnostic("“\(media.title)” has no registered subtitles (showbook subtitles add)")
            return 1
        }
        for episode in coverage.episodes {
            if json {
                try Console.json(.object([
                    "id": .string(media.id.description), "episode": .string(episode.episode.description),
                    "words": .int(Int64(episode.tokens)), "known_words": .int(Int64(episode.knownTokens)),
                    "lines": .int(Int64(episode.lines)), "known_lines": .int(Int64(episode.knownLines)),
                    "word_share": episode.tokenShare.map { .double($0) } ?? .null,
                    "line_share": episode.lineShare.map { .double($0) } ?? .null,
                    "new_words": .int(Int64(episode.unknownLemmas)),
                ]))
            } else {
                try Console.line("\(episode.episode) · \(episode.summary) · lines \(EpisodeCoverage.percentText(episode.lineShare))")
            }
        }
        if !json, let median = coverage.median {
            try Console.line("\(media.title): median \(EpisodeCoverage.percentText(median)) over \(Counted.text(coverage.episodes.count, "episode"))")
        }
        return coverage.skipped.isEmpty ? 0 : 1
    }
}
