import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// `showbook prep SHOW EPISODE [--target R] [--json]`: the shortest list of an episode's unknown
/// words, most heard first, that lifts its coverage to the target (the config file's
/// `prep_target`, else 0.95), added to the show's word book when missing — coverage before and
/// predicted after. The app's `P` does the same and then studies them.
struct PrepCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["prep"], arguments: [SubtitlesAddCommand.showArgument.argument, WatchedCommand.episodeArgument.argument],
        options: [target, .json],
        abstract: ["the fewest new words of an episode that lift its coverage to the target,", "added to the show's book"]
    )

    static let target = CommandOption("--target", .text("R"), help: "the coverage to reach, 0.5 to 1 (default: the config "
                                          + "file's prep_target, else 0.95)")

    var show: String
    var episode: EpisodeCode
    var target: Double?
    var targetText: String?
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        show = try arguments.value(of: SubtitlesAddCommand.showArgument)
        episode = try arguments.value(of: WatchedCommand.episodeArgument)
        targetText = arguments.text(Self.target)
        target = targetText.flatMap { Double($0) }
        json = arguments.flag(.json)
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
        let plan: PrepPlan
        do {
            guard let found = try service.prep(media.id, episode: episode, at: Date(), target: goal) else {
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
            try Console.json(.object([
                "id": .string(media.id.description), "episode": .string(episode.description), "target": .double(goal),
                "before": plan.before.tokenShare.map { .double($0) } ?? .null, "after": plan.after.tokenShare.map { .double($0) } ?? .null,
                "reaches_target": .bool(plan.reachesTarget), "book": .optional(report?.book.title),
                "words": .array(plan.words.map { word in
                    .object(["term": .string(word.term), "reading": .string(word.reading), "count": .int(Int64(word.count)),
                             "added": .bool(added.contains(WordStore.termKey(word.term)))])
                }),
            ]))
        } else {
            for (word, candidate) in zip(plan.words, candidates) {
                let reading = word.reading.isEmpty || word.reading == word.term ? "" : " [\(word.reading)]"
                let meaning = candidate.meaning.isEmpty ? "" : "  \(candidate.meaning)"
                try Console.line("\(word.count)\t\(word.term)\(reading)\(meaning)")
            }
            let into = report.map { " — added \($0.added.count) to “\($0.book.title)”, \(plan.words.count - $0.added.count) already in your books" } ?? ""
            let reach = plan.reachesTarget ? "" : " (the target cannot be reached)"
            try Console.line("\(media.title) \(episode): \(plan.before.percentText) → \(plan.after.percentText) "
                + "with \(Counted.text(plan.words.count, "word"))\(reach)\(into)")
        }
        return 0
    }
}
