import Foundation
import ShowbookCore
import ShowbookTUI

/// The non-interactive commands: they print to stdout and work without a terminal, so users
/// can script their data and tests can check what is stored. Everything goes through `Console`.
enum Subcommands {
    /// Runs the subcommand in `options.words`. `providers` is asked for only by the commands
    /// that use the provider settings, so a bad config file stops `search`, not `books list`.
    static func run(
        _ options: CommandLineOptions, environment: AppEnvironment, providers: () throws -> ProviderConfiguration
    ) throws -> Int32 {
        try Usage.validate(options)
        let words = options.words
        switch words.first {
        case "search":
            return try search(words[1], options: options, environment: environment, providers: try providers())
        case "books":
            return try books(Array(words.dropFirst()), options: options, environment: environment)
        case "import":
            return try ImportCommand.run(Array(words.dropFirst()), options: options, environment: environment)
        case let command? where command.hasPrefix("bench-"):
            return try BenchCommand.run(words, environment: environment)
        case "catalog" where words.dropFirst().first == "reindex":
            try environment.catalog.rebuildSearchIndexes()
            try Console.line("search indexes rebuilt")
            return 0
        case "catalog" where words.dropFirst().first == "stats":
            for (source, count) in try environment.catalog.countsBySource() { try Console.line("\(clean(source))\t\(count)") }
            return 0
        default:
            throw CommandLineOptions.UsageError(description: "unknown command “\(words.joined(separator: " "))” (see showbook --help)")
        }
    }

    static func search(
        _ query: String, options: CommandLineOptions, environment: AppEnvironment, providers: ProviderConfiguration
    ) throws -> Int32 {
        let remote = providers.makeRemoteProvider(database: environment.database, clock: SystemClock(), log: .disabled)
        if remote == nil, try !environment.catalog.findsFewExactly(query: query) {
            // The offline catalog streams its rows in one pass per ranking tier (no OFFSET pages).
            let printed = try environment.catalog.searchAll(query: query, limit: options.limit) {
                try printSearchResult($0, options: options)
            }
            return printed == 0 ? noMatch(query) : 0
        }
        // Online, or offline with close matches (typos, joined words), which come in pages.
        let provider = remote ?? OfflineCatalogProvider(store: environment.catalog, pageSize: 50)
        var found: [Media] = []
        var known: Set<MediaID> = []
        var isStale = false
        var pageNumber = 1
        while found.count < options.limit {
            let page = try provider.search(query: query, page: pageNumber, cancellation: .none)
            for media in page.items where known.insert(media.id).inserted { found.append(media) }
            isStale = isStale || page.isStale
            guard page.hasMore, !page.items.isEmpty else { break }
            pageNumber += 1
        }
        if isStale { Console.diagnostic("offline — cached results") }
        if let attribution = provider.attribution { Console.progress(TextSanitizer.sanitize(attribution) + "\n") }
        if found.isEmpty { return noMatch(query) }
        for media in found.prefix(options.limit) { try printSearchResult(media, options: options) }
        return 0
    }

    static func printSearchResult(_ media: Media, options: CommandLineOptions) throws {
        if options.json {
            try Console.json([
                "id": .string(media.id.description), "title": .string(media.title), "original_title": .string(media.originalTitle),
                "year": .optional(media.firstYear), "network": .string(media.network),
            ])
        } else {
            let year = media.firstYear.map { " (\($0))" } ?? ""
            let network = media.network.isEmpty ? "" : " — \(media.network)"
            try Console.line(clean(media.title) + year + clean(network))
        }
    }

    /// Like grep: nothing found is status 1, said on stderr so stdout stays data.
    private static func noMatch(_ query: String) -> Int32 {
        Console.progress(clean("No shows match “\(query)”") + "\n")
        return 1
    }

    static func books(_ words: [String], options: CommandLineOptions, environment: AppEnvironment) throws -> Int32 {
        do {
            return try booksCommand(words, options: options, environment: environment)
        } catch let error as WordBookError {
            // A name that matches several books, or closing a book into itself: the arguments
            // are at fault, so the status is 2 like any usage error.
            switch error {
            case .ambiguous, .closeIntoItself: throw CommandLineOptions.UsageError(description: clean("\(error)"))
            default: throw error
            }
        }
    }

    private static func booksCommand(_ words: [String], options: CommandLineOptions, environment: AppEnvironment) throws -> Int32 {
        let store = WordBookStore(database: environment.database, clock: SystemClock(), studySettings: try options.studySettings())
        let arguments = Array(words.dropFirst())
        switch words.first {
        case "list":
            let books = try store.openBooks() + (options.all ? store.closedBooks() : [])
            for book in books {
                if options.json {
                    try Console.json([
                        "id": .int(book.id), "title": .string(book.title), "closed": .bool(book.isClosed),
                        "words": .int(book.wordCount), "finished": .int(book.successCount),
                        "show_id": .optional(book.showID), "show_title": .optional(book.showTitle),
                    ])
                } else {
                    try Console.line("\(book.id)\t\(clean(book.title))\t\(book.successCount)/\(book.wordCount)\(book.isClosed ? "\tclosed" : "")")
                }
            }
            return 0
        case "show":
            guard let book = try store.book(matching: arguments[0]) else {
                Console.diagnostic("no book “\(arguments[0])”")
                return 1
            }
            for word in try store.words(bookID: book.id) {
                if options.json {
                    let fields: [String: JSONValue] = [
                        "id": .int(word.id), "book_id": .int(word.bookID), "term": .string(word.term),
                        "reading": .string(word.reading), "meaning": .string(word.meaning),
                        "example": .string(word.example), "mark": .string(word.state.rawValue),
                        "book": .string(book.title), "show_id": .optional(book.showID),
                        "show_title": .optional(book.showTitle),
                    ]
                    try Console.json(.object(fields.merging(StudyFields.json(word.card)) { _, study in study }))
                } else {
                    let due = word.card.isNew ? "" : word.card.due.map { "\tdue " + StudyTime.text($0) } ?? ""
                    try Console.line([word.card.status.title, word.term, word.reading, word.meaning].map(clean).joined(separator: "\t") + due)
                }
            }
            return 0
        case "close":
            return try closeBook(arguments[0], options: options, store: store)
        case "import":
            return try BookFileCommands.importFile(arguments[0], options: options, store: store)
        case "export":
            return try BookFileCommands.export(arguments[0], options: options, store: store)
        case "review":
            return try StudyCommands.review(arguments, options: options, store: store)
        case "due":
            return try StudyCommands.due(options: options, store: store)
        case "retention":
            return try StudyCommands.retention(arguments, store: store)
        default:
            throw CommandLineOptions.UsageError(description: "books needs list, show, close, import, export, review, due or retention (see showbook --help)")
        }
    }

    /// Control and bidi characters from data never reach a terminal, even on stdout: the same
    /// sanitizer the TUI draws through.
    static func clean(_ text: String) -> String { TextSanitizer.sanitize(text) }
}
