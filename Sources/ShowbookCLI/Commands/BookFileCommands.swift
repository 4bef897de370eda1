import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookExchange

/// `books import FILE`: words from Anki's text import format, an Anki package (`.apkg`, with its
/// review log) or Showbook JSON. Prints a summary line, the import's notes (column mapping,
/// media removed, cloze notes skipped) and one line per row that was not added or updated.
struct BooksImportCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["books", "import"], arguments: [fileArgument.argument], options: [book, update, reopen, map, .json],
        abstract: ["add words from an Anki text file (.txt .tsv .csv), an Anki package (.apkg)",
                   "or Showbook JSON (.json); FILE - reads stdin"]
    )

    static let fileArgument = Positional.path("FILE", allowingStdin: true)
    static let book = CommandOption("--book", .text("NAME"), help: "into this book (id or title; created if missing; default: "
                                        + "the file's #deck:, else the file name)")
    static let update = CommandOption("--update", help: "update words whose term the book has (default: skip)")
    static let reopen = CommandOption("--reopen", help: "reopen the book if it is closed (default: refuse)")
    static let map = CommandOption("--map", .text("SPEC"), help: "Anki fields as PART=FIELD,…, e.g. Term=Vocabulary-Kanji "
                                       + "(TYPE:Term=… for one note type)")

    /// The file's path for file APIs (its bytes kept), or `-` for stdin.
    var path: String
    var importOptions: ImportOptions
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        path = try arguments.value(of: Self.fileArgument)
        importOptions = ImportOptions(bookName: arguments.text(Self.book), updateExisting: arguments.flag(Self.update),
                                      reopenClosed: arguments.flag(Self.reopen))
        json = arguments.flag(.json)
        if let map = arguments.text(Self.map) {
            do {
                importOptions.fieldMap = try AnkiFieldMap(parsing: map)
            } catch let error as AnkiFieldMap.ParseError {
                throw ParsedArguments.UsageError(description: error.description)
            }
        }
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let store = try context.wordBooks()
        let report: ImportReport
        do {
            report = try WordBookImporter(stores: store).importFile(at: path, options: importOptions)
        } catch let error as ImportError {
            Console.diagnostic("\(error)")
            return 1
        }
        if json {
            try Console.json(Self.json(report))
        } else {
            try Console.line("\(Self.summary(report))")
            for note in report.notes.lines {
                try Console.line("\(note)")
            }
            for skip in report.skipped {
                try Console.line("skipped \(skip.location): “\(skip.term)” \(skip.reason)")
            }
            if report.skippedCount > report.skipped.count {
                try Console.line("… and \(report.skippedCount - report.skipped.count) more skipped rows")
            }
            for problem in report.malformed {
                try Console.line("malformed \(problem.location): \(problem.message)")
            }
            if report.malformedCount > report.malformed.count {
                try Console.line("… and \(report.malformedCount - report.malformed.count) more malformed rows")
            }
        }
        return report.malformedCount == 0 ? 0 : 1
    }

    /// `Korean basics (new book 4): 3 added, 0 updated, 1 skipped, 1 malformed`.
    static func summary(_ report: ImportReport) -> String {
        guard let book = report.book else { return "nothing imported: \(report.summary)" }
        let label = report.createdBook ? "new book \(book.id)" : report.reopenedBook ? "reopened book \(book.id)" : "book \(book.id)"
        return book.title + " (\(label)): " + report.summary
    }

    static func json(_ report: ImportReport) -> JSONValue {
        func number(_ location: SourceLocation) -> Int {
            switch location {
            case let .line(value), let .entry(value): return value
            }
        }
        let unit: String
        switch report.added.first ?? report.updated.first ?? report.skipped.first?.location ?? report.malformed.first?.location {
        case .entry?: unit = "entry"
        default: unit = "line"
        }
        return [
            "book_id": .optional(report.book?.id),
            "book": .optional(report.book?.title),
            "created_book": .bool(report.createdBook),
            "unit": .string(unit),
            "added": .array(report.added.map { .int(number($0)) }),
            "updated": .array(report.updated.map { .int(number($0)) }),
            "skipped": .array(report.skipped.map {
                ["at": .int(number($0.location)), "term": .string($0.term), "reason": .string($0.reason)]
            }),
            "malformed": .array(report.malformed.map { ["at": .int(number($0.location)), "message": .string($0.message)] }),
            "skipped_count": .int(report.skippedCount),
            "malformed_count": .int(report.malformedCount),
            "reopened_book": .bool(report.reopenedBook),
            "dropped_nuls": .int(report.droppedNULs),
            "notes": .array(report.notes.lines.map { .string($0) }),
            "removed_sounds": .int(report.notes.removedSounds),
            "removed_pictures": .int(report.notes.removedPictures),
            "cloze_notes_skipped": .int(report.notes.clozeNotes),
            "anki_package": report.ankiPackage.map { counts -> JSONValue in
                [
                    "notes": .int(Int64(counts.notes)), "cloze_skipped": .int(Int64(counts.cloze)),
                    "media_files_skipped": .int(Int64(counts.mediaFiles)),
                    "media_references_skipped": .int(Int64(counts.mediaReferences)),
                    "reviews_replayed": .int(Int64(counts.reviewsReplayed)),
                    "review_entries_skipped": .int(Int64(counts.reviewsSkipped)),
                    "other_card_reviews": .int(Int64(counts.otherCardReviews)),
                    "suspended": .int(Int64(counts.suspended)), "books": .array(counts.books.map { .string($0) }),
                    "media_kept": .int(Int64(counts.mediaKept)), "media_not_kept": .int(Int64(counts.mediaNotKept)),
                    "linked_shows": .array(counts.linkedShows.map { .string($0) }),
                    "shows_not_found": .array(counts.unknownShows.map { .string($0) }),
                ]
            } ?? .null,
        ]
    }

}

/// `books export BOOK`: a book for Anki's text import (or as Showbook JSON), to stdout or
/// `--output FILE`; with `--apkg FILE`, an Anki package.
struct BooksExportCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["books", "export"], arguments: [bookArgument.argument], options: [format, output, apkg, .production, noSchedule] + MediaArguments.options,
        abstract: ["write a book for Anki's text import (default tsv, stdout),",
                   "or with --apkg an Anki package (--media: with sound and pictures)"]
    )

    static let bookArgument = Positional.text("BOOK")
    static let format = CommandOption("--format", .choice("F", ExportFormat.allCases.map(\.rawValue)), help: "tsv (default), csv or json")
    static let output = CommandOption("--output", .path("FILE"), short: "-o",
                                      help: "write FILE instead of stdout (its extension picks the format)")
    static let apkg = CommandOption("--apkg", .path("FILE"), help: "write an Anki package to FILE (a deck named after the book, "
                                        + "the Showbook note type; importing it again updates its notes)")
    static let noSchedule = CommandOption("--no-schedule", help: "send every card of the package (--apkg) as new, "
                                              + "without the words' schedules and review log")

    var book: String
    var format: ExportFormat?
    var outputPath: String?
    /// `--output` as the user typed it (for messages; `outputPath` may be a bridge).
    var outputName: String?
    /// `--apkg FILE`, and whether its notes get a production card too.
    var packagePath: String?
    var production: Bool
    /// `--no-schedule`: every card new, no review log.
    var schedule: Bool
    var media: MediaArguments

    init(_ arguments: ParsedArguments) throws {
        book = try arguments.value(of: Self.bookArgument)
        media = MediaArguments(arguments)
        format = arguments.choice(Self.format, as: ExportFormat.self)
        outputPath = arguments.text(Self.output)
        outputName = arguments.typedPath(Self.output)
        packagePath = arguments.text(Self.apkg)
        production = arguments.flag(CommandOption.production)
        schedule = !arguments.flag(Self.noSchedule)
    }

    func validate() throws {
        if packagePath != nil && (format != nil || outputPath != nil) {
            throw ParsedArguments.UsageError(description: "--apkg writes its own file: give it without --format or --output")
        }
        if packagePath == "-" { throw ParsedArguments.UsageError(description: "--apkg needs a file, not stdout") }
        if production && packagePath == nil { throw ParsedArguments.UsageError(description: "--production goes with --apkg") }
        if !schedule && packagePath == nil { throw ParsedArguments.UsageError(description: "--no-schedule goes with --apkg") }
        if packagePath == nil && (media.media || media.padding != nil || media.audio != nil) {
            throw ParsedArguments.UsageError(description: "--media, --clip-padding and --audio go with --apkg")
        }
        try media.validate()
    }

    /// `3 cards with their schedule, 12 reviews in the log; 1 word without a production card (…)`.
    static func scheduleLine(_ summary: AnkiPackageExporter.Summary, schedule: Bool) -> ConsoleText {
        let cards = Counted.text(summary.scheduled, "card")
        let reviews = Counted.text(summary.reviews, "review")
        let head: ConsoleText = "\(cards) with their schedule, \(reviews) in the log"
        let line: ConsoleText = schedule ? head : "every card new (--no-schedule)"
        guard summary.withoutProduction > 0 else { return line }
        let words = Counted.text(summary.withoutProduction, "word")
        let tail: ConsoleText = "; \(words) without a production card (no meaning or translation)"
        return line + tail
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let store = try context.wordBooks()
        guard let book = try store.books.book(matching: book) else { return BooksCommandSupport.noBook(book) }
        if let packagePath {
            let summary: AnkiPackageExporter.Summary
            do {
                summary = try AnkiPackageExporter(stores: store).export(
                    bookID: book.id, production: production, schedule: schedule, media: media.cutter(context), to: packagePath,
                    protecting: [context.global.resolvedDatabasePath])
            } catch let error as OutputError {
                Console.diagnostic(error.description)
                return 1
            }
            MediaArguments.report(summary.media)
            let clips = summary.media.cut > 0 ? ", \(summary.media.cut) with sound and a picture" : ""
            try Console.line("wrote \(Counted.text(summary.notes, "note")) (\(Counted.text(summary.cards, "card"))\(clips)) from “\(book.title)” to \(packagePath) (apkg)")
            try Console.line(Self.scheduleLine(summary, schedule: schedule))
            return 0
        }
        let shownName = outputName ?? outputPath ?? "-"
        let format = format ?? ExportFormat.inferred(fromPath: shownName) ?? .tsv
        let text = try WordBookExporter(stores: store).export(bookID: book.id, format: format)
        guard let outputPath, outputPath != "-" else {
            try Console.data(text)
            return 0
        }
        do {
            try OutputFile.write(Array(text.utf8), to: outputPath, protecting: [context.global.resolvedDatabasePath])
        } catch let error as OutputError {
            Console.diagnostic(error.description)
            return 1
        }
        try Console.line("wrote \(Counted.text(book.wordCount, "word")) from “\(book.title)” to \(shownName) (\(format.rawValue))")
        return 0
    }
}
