import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// `showbook prep SHOW EPISODE [--target R] [--rest-of-season] [--at TIME] [--json]`: the fewest new words
/// of an episode, most heard first (over the rest of the season with `--rest-of-season`), whose first
/// study today lifts its expected coverage at the watch date (`CoverageWatchDate`, TIME with
/// `--at`) to the target (the config file's `prep_target`, else 0.95), added to the show's word
/// book when missing — coverage before and predicted after, and the reviews the list adds each
/// day until the watch date (`PrepPlan`). The app's `P` does the same and then studies them.
struct PrepCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["prep"], arguments: [SubtitlesAddCommand.showArgument.argument, WatchedCommand.episodeArgument.argument],
        options: [target, season, at, .json],
        abstract: ["the fewest new words of an episode that lift its coverage to the target,", "added to the show's book"]
    )

    static let target = CommandOption("--target", .text("R"), help: "the coverage to reach, 0.5 to 1 (default: the config "
                                          + "file's prep_target, else 0.95); 0.98 is comfortable")
    static let season = CommandOption("--rest-of-season", help: "rank the words over the rest of the season: words heard again later first")
    static let at = CommandOption("--at", .time("TIME"), help: "the watch date (default: the next unwatched episode's air date when "
                                      + "to come, else today at watch_time)")

    var show: String
    var episode: EpisodeCode
    var target: Double?
    var targetText: String?
    var json: Bool
    var wholeSeason: Bool
    var at: Date?

    init(_ arguments: ParsedArguments) throws {
        show = try arguments.value(of: SubtitlesAddCommand.showArgument)
        episode = try arguments.value(of: WatchedCommand.episodeArgument)
        targetText = arguments.text(Self.target)
        target = targetText.flatMap { Double($0) }
        json = arguments.flag(.json)
        wholeSeason = arguments.flag(Self.season)
        at = arguments.time(Self.at)
    }

    func validate() throws {
        if let targetText, !(target.map(CoverageSettings.targetRange.contains) ?? false) {
            throw Self.usageError("--target needs a share from 0.5 to 1, not “\(targetText)”")
        }
    }

    func run(_ context: CommandContext) throws -> Int32 {
        guard let media = try ShowLookup.media(show, context: context) else {
            Console.diagnostic(ShowLookup.notFound(show))
            return 1
        }
        let settings = context.global.coverageSettings()
        for warning in settings.warnings { Console.diagnostic(warning) }
        let registry = SubtitleRegistry(database: try context.environment().database, clock: SystemClock())
        let service = CoverageService(registry: registry, settings: settings.settings)
        let goal = target ?? settings.settings.prepTarget
        let watchTime = try CoverageWatchDate.watchTime(context, settings: settings.settings)
        let now = Date()
        let when = try CoverageWatchDate.date(of: media, at: at, watchTime: watchTime, database: registry.database, now: now)
        let plan: PrepPlan
        do {
            guard let found = try service.prep(media.id, episode: episode, at: now, watchDate: when.date, target: goal, season: wholeSeason,
                                               calendar: watchTime.calendar, day: watchTime.dayText(when.date, now: now)) else {
                Console.diagnostic("“\(media.title)” has no registered subtitles for \(episode) (showbook subtitles add)")
                return 1
            }
            plan = found
        } catch let problem as SourceProblem {
            Console.diagnostic("\(episode) of “\(media.title)”: \(problem)")
            return 1
        }
        guard let source = try registry.source(of: media.id, episode: episode) else { return 1 }
        let store = try context.wordBooks()
        let candidates = try PrepWords.candidates(for: plan, source: source, registry: registry, toolkit: MiningToolkit())
        let book = candidates.isEmpty ? nil : try store.mining.openBook(forShow: media)
        let report = try book.map { try store.mining.addMined(candidates, to: $0) }
        let added = Set(report?.added.map(WordStore.termKey) ?? [])
        if json {
            try Console.json(PrepReport.json(plan, media: media, book: report?.book.title, added: added))
        } else {
            for (word, candidate) in zip(plan.words, candidates) {
                try Console.line(PrepReport.wordLine(word, meaning: candidate.meaning))
            }
            let into = report.map { " — added \($0.added.count) to “\($0.book.title)”, \(plan.words.count - $0.added.count) already in your books" } ?? ""
            try Console.line("\(media.title) \(PrepReport.summary(plan))\(into)")
            if let reviews = PrepReport.reviewsLine(plan, calendar: watchTime.calendar, now: now) { try Console.line("\(reviews)") }
        }
        return 0
    }
}
