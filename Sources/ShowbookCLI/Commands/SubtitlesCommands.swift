import Foundation
import ShowbookPlatform
import ShowbookWords

/// `showbook subtitles add SHOW FILE|DIR…`: registers subtitle files and videos' text tracks per
/// episode of a show (the episode from each file's name; a folder of `E03` names is one season),
/// storing each source's words once so coverage never re-reads them. An episode keeps every
/// file and track given for it (one per language, say); adding a path again updates it.
/// Unchanged files are left alone; a file that cannot be used is one line on stderr and the rest
/// still register.
struct SubtitlesAddCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["subtitles", "add"], arguments: [showArgument.argument, pathArgument.argument],
        options: [season, .subtitleLanguage, .encoding, all, .json],
        abstract: ["register subtitle files (.srt .vtt .ass) and videos' text tracks per episode of a",
                   "show (S01E03, 1x03 in the names; several per episode, one per language);",
                   "a folder of more than \(SubtitleRegistration.folderLimit) files needs --all"]
    )

    static let showArgument = Positional.text("SHOW")
    static let pathArgument = Positional.path("FILE|DIR…")
    static let season = CommandOption("--season", .number("N"), help: "the season of files named by episode only (default: "
                                          + "the folder's name, Season 2 or S02, else 1)")
    static let all = CommandOption("--all", help: "a folder of any size")

    var show: String
    var paths: [String]
    var season: Int?
    var language: MiningLanguage?
    var encoding: String?
    var all: Bool
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        show = try arguments.value(of: Self.showArgument)
        paths = try arguments.values(of: Self.pathArgument)
        season = arguments.number(Self.season)
        language = arguments.choice(CommandOption.subtitleLanguage, as: MiningLanguage.self)
        encoding = arguments.text(CommandOption.encoding)
        all = arguments.flag(Self.all)
        json = arguments.flag(.json)
    }

    func validate() throws {
        if let season, season < 0 || season > 9999 { throw Self.usageError("--season needs a number from 0 to 9999") }
        if let encoding, !IconvConverter.isKnown(encoding) { throw Self.usageError("\(SubtitleError.badEncodingName(encoding))") }
    }

    func run(_ context: CommandContext) throws -> Int32 {
        guard let media = try ShowLookup.media(show, context: context) else {
            Console.diagnostic(ShowLookup.notFound(show))
            return 1
        }
        let registration = SubtitleRegistration(registry: SubtitleRegistry(database: try context.environment().database, clock: SystemClock()),
                                                toolkit: MiningToolkit(), language: language, encoding: encoding, season: season)
        var planned: (files: [SubtitleRegistration.Planned], skipped: [String])
        // A path whose name is not UTF-8 reaches its file only through a bridge that is gone once
        // the command ends, so it is refused rather than registered under that bridge.
        let bridged = paths.compactMap { path in PathArgument.typedBytes(of: path).map { (path, $0) } }
        do {
            planned = try registration.plan(paths.filter { PathArgument.typedBytes(of: $0) == nil }, all: all)
            planned.skipped = bridged.map { "\(SubtitleError.nameNotUTF8(bytes: $0.1))" } + planned.skipped
        } catch let refusal as SubtitleRegistration.Refusal {
            Console.diagnostic("\(refusal)")
            return 1
        }
        for line in planned.skipped { Console.diagnostic("skipped \(line)") }
        guard !planned.files.isEmpty else {
            Console.diagnostic("\(SubtitleRegistration.Refusal.nothingToRegister); nothing was registered")
            return 1
        }
        let bar = ProgressLine(label: "registering", enabled: isatty(2) == 1)
        let report = try registration.register(planned.files, mediaID: media.id) { done, total in bar.show(done, of: total) }
        bar.finish()
        for line in report.skipped { Console.diagnostic("skipped \(line)") }
        for line in report.notes { Console.diagnostic("\(line)") }
        for (file, outcome) in report.done {
            if json {
                try Console.json(.object(["id": .string(media.id.description), "episode": .string(file.episode.description),
                                          "path": .string(file.path), "outcome": .string(outcome.rawValue)]))
            } else {
                try Console.line("\(file.episode)  \(outcome.rawValue)  \(file.path)")
            }
        }
        if !json {
            try Console.line("\(media.title): \(report.count(.added)) added, \(report.count(.updated)) re-read, "
                + "\(report.count(.unchanged) + report.count(.moved)) unchanged, \(report.skipped.count + planned.skipped.count) skipped")
        }
        return report.done.isEmpty ? 1 : 0
    }
}

/// `showbook subtitles list SHOW`: every registered source in episode order (several for an
/// episode with a file per language or a video's tracks), each with its language, lines and
/// path (and a video's track number; of an episode with several, the one used is marked) — and, for a file that moved, changed or cannot be read, why it
/// is skipped (exit status 1 when any is).
struct SubtitlesListCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["subtitles", "list"], arguments: [SubtitlesAddCommand.showArgument.argument], options: [.json],
        abstract: ["list a show's registered subtitles; a moved, changed or unreadable file", "is listed with its reason (exit 1)"]
    )

    static var onlyReads: Bool { true }

    var show: String
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        show = try arguments.value(of: SubtitlesAddCommand.showArgument)
        json = arguments.flag(.json)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        guard let media = try ShowLookup.media(show, context: context) else {
            Console.diagnostic(ShowLookup.notFound(show))
            return 1
        }
        let registry = SubtitleRegistry(database: try context.environment().database, clock: SystemClock())
        let checked = try registry.checked(media.id)
        // Of an episode with several sources, the one coverage, prep and "heard it" use.
        let perEpisode = Dictionary(grouping: checked.map(\.source.episode), by: { $0 }).mapValues(\.count)
        let used = Set(try registry.preferredSources(of: media.id).filter { (perEpisode[$0.episode] ?? 0) > 1 }.map(\.id))
        if checked.isEmpty && !json {
            Console.diagnostic("“\(media.title)” has no registered subtitles (showbook subtitles add)")
            return 0
        }
        for entry in checked {
            let source = entry.source
            if json {
                try Console.json(.object([
                    "id": .string(media.id.description), "episode": .string(source.episode.description),
                    "path": .string(source.path), "kind": .string(source.kind.rawValue),
                    "track": .optional(source.kind == .track ? source.track : nil), "language": .string(source.language.rawValue),
                    "cues": .int(Int64(source.cues)), "size": .int(source.size), "hash": .string(source.contentHash),
                    "problem": .optional(entry.problem?.code), "reason": .optional(entry.problem?.description),
                    "used": .bool((perEpisode[source.episode] ?? 0) == 1 || used.contains(source.id)),
                ]))
            } else {
                let state = entry.problem.map { "skipped: \($0)" } ?? "\(source.language.name), \(Counted.text(source.cues, "line"))"
                let track = source.kind == .track ? " #\(source.track)" : ""
                let mark = used.contains(source.id) ? "  (used)" : ""
                try Console.line("\(source.episode)  \(state)  \(source.path)\(track)\(mark)")
            }
        }
        return checked.contains { $0.problem != nil } ? 1 : 0
    }
}

/// A one-line progress bar on stderr (`registering [#####     ] 12/24`), redrawn in place;
/// nothing when stderr is not a terminal.
final class ProgressLine {
    private let label: String
    private let enabled: Bool

    init(label: String, enabled: Bool) {
        self.label = label
        self.enabled = enabled
    }

    func show(_ done: Int, of total: Int) {
        guard enabled, total > 0 else { return }
        let width = 20
        let filled = min(width, done * width / total)
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        Console.progress("\r\(label) [\(bar)] \(done)/\(total)")
    }

    func finish() {
        if enabled { Console.progress("\r\u{1B}[K") }
    }
}
