import Foundation
import ShowbookCore
import ShowbookTUI

/// The non-interactive commands: they print to stdout and work without a terminal, so users
/// can script their data and tests can check what is stored.
enum Subcommands {
    static func run(_ options: CommandLineOptions, environment: AppEnvironment, providers: ProviderConfiguration) throws -> Int32 {
        let words = options.words
        switch words.first {
        case "search":
            return try search(words.dropFirst().joined(separator: " "), options: options, environment: environment,
                              providers: providers)
        case "books":
            return try books(Array(words.dropFirst()), options: options, environment: environment)
        case "import":
            return try ImportCommand.run(Array(words.dropFirst()), options: options, environment: environment)
        case let command? where command.hasPrefix("bench-"):
            return try BenchCommand.run(words, environment: environment)
        case "catalog" where words.dropFirst().first == "reindex":
            try environment.catalog.rebuildSearchIndexes()
            print("search indexes rebuilt")
            return 0
        case "catalog" where words.dropFirst().first == "stats":
            for (source, count) in try environment.catalog.countsBySource() { print("\(source)\t\(count)") }
            return 0
        default:
            throw CommandLineOptions.UsageError(description: "unknown command “\(words.joined(separator: " "))” (see showbook --help)")
        }
    }

    static func search(
        _ query: String, options: CommandLineOptions, environment: AppEnvironment, providers: ProviderConfiguration
    ) throws -> Int32 {
        guard let provider = providers.makeRemoteProvider(database: environment.database, clock: SystemClock(), log: .disabled) else {
            // The offline catalog streams its rows in one pass per ranking tier (no OFFSET pages).
            try environment.catalog.searchAll(query: query, limit: options.limit) { printSearchResult($0, options: options) }
            return 0
        }
        var found: [Media] = []
        var known: Set<String> = []
        var isStale = false
        var pageNumber = 1
        while found.count < options.limit {
            let page = try provider.search(query: query, page: pageNumber, cancellation: .none)
            for media in page.items where known.insert(media.id).inserted { found.append(media) }
            isStale = isStale || page.isStale
            guard page.hasMore, !page.items.isEmpty else { break }
            pageNumber += 1
        }
        if isStale { FileHandle.standardError.write(Data("showbook: offline — cached results\n".utf8)) }
        if let attribution = provider.attribution { FileHandle.standardError.write(Data("\(attribution)\n".utf8)) }
        for media in found.prefix(options.limit) { printSearchResult(media, options: options) }
        return 0
    }

    static func printSearchResult(_ media: Media, options: CommandLineOptions) {
        if options.json {
            printJSON([
                "id": media.id, "title": media.title, "original_title": media.originalTitle,
                "year": media.firstYear.map { $0 as Any } ?? NSNull(), "network": media.network,
            ])
        } else {
            let year = media.firstYear.map { " (\($0))" } ?? ""
            let network = media.network.isEmpty ? "" : " — \(media.network)"
            print(clean(media.title) + year + clean(network))
        }
    }

    static func books(_ words: [String], options: CommandLineOptions, environment: AppEnvironment) throws -> Int32 {
        let store = WordBookStore(database: environment.database, clock: SystemClock())
        switch words.first {
        case "list":
            let books = try store.openBooks() + (options.all ? store.closedBooks() : [])
            for book in books {
                if options.json {
                    printJSON([
                        "id": book.id, "title": book.title, "closed": book.isClosed, "words": book.wordCount,
                        "finished": book.successCount,
                    ])
                } else {
                    print("\(book.id)\t\(clean(book.title))\t\(book.successCount)/\(book.wordCount)\(book.isClosed ? "\tclosed" : "")")
                }
            }
            return 0
        case "show":
            let reference = words.dropFirst().joined(separator: " ")
            guard let book = try store.book(matching: reference) else {
                FileHandle.standardError.write(Data("showbook: no book “\(reference)”\n".utf8))
                return 1
            }
            for word in try store.words(bookID: book.id) {
                if options.json {
                    printJSON([
                        "id": word.id, "book_id": word.bookID, "term": word.term, "reading": word.reading,
                        "meaning": word.meaning, "example": word.example, "state": word.state.rawValue,
                    ])
                } else {
                    print([word.state.rawValue, word.term, word.reading, word.meaning].map(clean).joined(separator: "\t"))
                }
            }
            return 0
        case "close":
            return try closeBook(words.dropFirst().joined(separator: " "), options: options, store: store)
        case "import":
            return try BookFileCommands.importFile(Array(words.dropFirst()), options: options, store: store)
        case "export":
            return try BookFileCommands.export(Array(words.dropFirst()), options: options, store: store)
        default:
            throw CommandLineOptions.UsageError(description: "books needs list, show, close, import or export (see showbook --help)")
        }
    }

    static func printJSON(_ object: [String: Any]) {
        if let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]),
           let line = String(data: data, encoding: .utf8) {
            print(line)
        }
    }

    /// Control and bidi characters from data never reach a terminal, even on stdout: the same
    /// sanitizer the TUI draws through.
    static func clean(_ text: String) -> String { TextSanitizer.sanitize(text) }
}
