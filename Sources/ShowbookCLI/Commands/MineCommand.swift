import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// `showbook mine FILE|DIR`: the words of a subtitle file or a folder of episodes that none of
/// the user's books has yet, most heard first, one a line or as JSON lines; with `--into BOOK`
/// (made when no book has that name) or `--show ID` the top N go into that book instead —
/// function words (`StopList`) only with `--all` — and the command reports what was added,
/// already in a book or skipped. A video's subtitle track is the one in `--lang` or the show's
/// language (or `--track N`); `--with` names the translation. Each word's lines one word away
/// (i+1) are counted against what is known now, as in the picker; with `--show` and
/// `examples = watched`, examples come only from the show's watched episodes. Skipped cues and
/// warnings go to stderr, so stdout stays data.
struct MineCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["mine"], arguments: [pathArgument.argument], options: [.subtitleLanguage, .encoding, top, .json, into, show, all, track, with],
        exclusive: [into, show],
        abstract: ["list the new words of subtitles (.srt .vtt .ass, or the tracks of .mkv .mp4 .webm),",
                   "or add them to a book"]
    )

    static let pathArgument = Positional.path("FILE|DIR")
    static let into = CommandOption("--into", .text("BOOK"), help: "add the top N words to this book (created if missing)")
    static let show = CommandOption("--show", .text("ID"), help: "add the top N words to this show's book (made if none)")
    static let all = CommandOption("--all", help: "with --into or --show, add function words (the, 이, この…) too")
    static let top = CommandOption("--top", .number("N"), help: "print or add the N most heard new words (default 50)")
    static let track = CommandOption("--track", .number("N"), help: "the subtitle track N of a video (ffprobe's stream index; "
                                         + "default: the one in the show's language or --lang)")
    static let with = CommandOption("--with", .text("FILE|TRACK"), help: "the translation — a subtitle file, or a track number "
                                        + "of the same video (default: ep01.en.srt beside ep01.ko.srt, or another track)")

    var path: String
    var language: MiningLanguage?
    var encoding: String?
    var top: Int
    var json: Bool
    var into: String?
    var show: String?
    var all: Bool
    var track: Int?
    var with: String?

    init(_ arguments: ParsedArguments) throws {
        path = try arguments.value(of: Self.pathArgument)
        language = arguments.choice(CommandOption.subtitleLanguage, as: MiningLanguage.self)
        encoding = arguments.text(CommandOption.encoding)
        top = arguments.number(Self.top) ?? 50
        json = arguments.flag(.json)
        into = arguments.text(Self.into)
        show = arguments.text(Self.show)
        all = arguments.flag(Self.all)
        track = arguments.number(Self.track)
        with = arguments.text(Self.with)
    }

    func validate() throws {
        if top < 1 { throw Self.usageError("--top needs a number of at least 1") }
        if all && into == nil && show == nil { throw Self.usageError("--all needs --into or --show") }
        if let track, track < 0 { throw Self.usageError("--track needs a stream number of at least 0") }
        if let encoding, !IconvConverter.isKnown(encoding) { throw Self.usageError("\(SubtitleError.badEncodingName(encoding))") }
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let store = try context.wordBooks()
        var target: WordBook?
        var showID: MediaID?
        // `--into` a book that does not exist yet: made once the words are mined, as `books import --book` does.
        var newBookTitle: String?
        // The language a video's track is chosen by: --lang, else the show's.
        var trackLanguage = language?.rawValue ?? ""
        if let into, try store.books.book(matching: into) == nil {
            newBookTitle = into
        } else if let into, let book = try store.books.book(matching: into) {
            if book.isClosed { Console.diagnostic("“\(book.title)” is closed (reopen it first)"); return 1 }
            target = book
        } else if let show {
            guard let media = try showMedia(show, context: context, store: store) else {
                Console.diagnostic("no show “\(show)” (ids as showbook search --json prints them)")
                return 1
            }
            target = try store.mining.openBook(forShow: media)
            if trackLanguage.isEmpty { trackLanguage = media.language }
            showID = media.id
        }
        let coverage = context.global.coverageSettings()
        let examples = context.global.exampleScope()
        let ownLanguage = context.global.ownLanguage()
        for warning in coverage.warnings + examples.warnings + ownLanguage.warnings { Console.diagnostic(warning) }
        let database = try context.environment().database
        let knownNow = try KnownTerms.at(Date(), in: database, settings: coverage.settings)
        let isTerminal = isatty(2) == 1
        let miner = SubtitleMiner(toolkit: MiningToolkit(), encoding: encoding,
                                  tracks: TrackRequest(index: track, language: trackLanguage),
                                  translation: TranslationRequest(argument: with), ownLanguage: ownLanguage.code)
        var result = try miner.mine(
            path: path, language: language, knownTerms: try store.mining.allTermKeys(), limit: top, knownNow: knownNow
        ) { done, total in
            if isTerminal && total > 2 { Console.progress("\rmining \(done * 100 / total)%") }
        }
        if examples.scope == .watched, let showID {
            let clock = SystemClock()
            result = try WatchedExamples(miner: miner, registry: SubtitleRegistry(database: database, clock: clock),
                                         watched: WatchedStore(database: database, clock: clock))
                .apply(to: result, minedPath: path, of: showID, knownNow: knownNow)
        }
        if isTerminal { Console.progress("\r\u{1B}[K") }
        for line in result.skipped.prefix(10) { Console.diagnostic("skipped \(line)") }
        if result.skipped.count > 10 { Console.diagnostic("skipped \(result.skipped.count - 10) more malformed cues") }
        for warning in result.warnings { Console.diagnostic(warning) }
        if let newBookTitle { target = try store.books.createBook(title: newBookTitle) }
        if let target { return try add(result, to: target, isNew: newBookTitle != nil, store: store) }
        for candidate in result.candidates { try print(candidate) }
        Console.progress("\(result.language.name): \(Counted.text(result.files, "file")), \(Counted.text(result.cues, "line")), "
            + "\(Counted.text(result.candidates.count, "new word")) shown, \(result.known) already in your books\n")
        return 0
    }

    private func add(_ result: MiningResult, to book: WordBook, isNew: Bool, store: WordBookStores) throws -> Int32 {
        // Function words (the language's stop list) never fill a book unless asked for.
        let report = try store.mining.addMined(all ? result.candidates : result.candidates.contentWords, to: book)
        let known = result.known + report.alreadyInBooks.count
        if json {
            try Console.json([
                "book_id": .int(report.book.id), "book": .string(report.book.title), "created_book": .bool(isNew), "show_id": .optional(report.book.showID),
                "added": .int(Int64(report.added.count)), "already_in_books": .int(Int64(known)),
                "skipped": .int(Int64(report.skipped.count)),
            ])
        } else {
            let made = isNew ? " (new book \(report.book.id))" : ""
            try Console.line("added \(Counted.text(report.added.count, "word")) to “\(report.book.title)”\(made), "
                + "\(known) already in your books, \(report.skipped.count) skipped")
        }
        return 0
    }

    /// The show an id names (with its language, for choosing a video's track): from its linked
    /// book, else the catalog.
    private func showMedia(_ id: String, context: CommandContext, store: WordBookStores) throws -> Media? {
        let mediaID = MediaID(id)
        let record = try context.environment().catalog.record(mediaID: mediaID)
        if let book = try store.books.book(linkedTo: mediaID), let title = book.showTitle {
            return Media(id: mediaID, title: title, language: record?.language ?? "")
        }
        guard let record else { return nil }
        return Media(id: mediaID, title: record.title, language: record.language)
    }

    private func print(_ candidate: MiningCandidate) throws {
        if json {
            try Console.json([
                "term": .string(candidate.term), "reading": .string(candidate.reading), "count": .int(Int64(candidate.count)),
                "example": .string(candidate.example), "time": .string(SubtitleTime.format(milliseconds: candidate.time)),
                "source": .string(candidate.source), "meaning": .string(candidate.meaning), "file": .string(candidate.file),
                "translation": .string(candidate.translation), "one_word_away": .int(Int64(candidate.oneWordAway)),
            ])
        } else {
            let reading = candidate.reading.isEmpty || candidate.reading == candidate.term ? "" : " [\(candidate.reading)]"
            let meaning = candidate.meaning.isEmpty ? "" : "  \(candidate.meaning)"
            let translation = candidate.translation.isEmpty ? "" : "  (\(candidate.translation))"
            try Console.line("\(candidate.count)\t\(candidate.term)\(reading)\(meaning)\t\(candidate.source)  \(candidate.example)\(translation)")
        }
    }
}
