import Foundation
import ShowbookTUI
import ShowbookPlatform
import ShowbookTV

/// `showbook search QUERY`: the shows the provider finds, one a line or as JSON lines.
struct SearchCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["search"], arguments: [queryArgument.argument], options: [limit, .json],
        abstract: ["search the provider; one show a line or JSON lines"]
    )

    static let queryArgument = Positional.text("QUERY")
    static let limit = CommandOption("--limit", .number("N"), help: "at most N shows (default 20; online, at most 50 pages)")

    /// Offline it only reads; online it writes the response cache, and then the exit checks.
    static var onlyReads: Bool { true }

    var query: String
    var limit: Int
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        query = try arguments.value(of: Self.queryArgument)
        limit = arguments.number(Self.limit) ?? 20
        json = arguments.flag(.json)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let environment = try context.environment()
        // One process, one search: pages are read once, so map them rather than copy them.
        try environment.database.readThroughMemoryMap()
        let remote = try context.providers().makeRemoteProvider(database: environment.database, clock: SystemClock(), log: .disabled)
        guard let provider = remote else {
            // The offline catalog streams its rows in one pass per ranking tier, close matches
            // (typos, joined words) included: no OFFSET pages.
            let printed = try environment.catalog.searchAll(query: query, limit: limit) { try print($0) }
            return printed == 0 ? noMatch(suggesting: try environment.catalog.numberSuggestions(for: query)) : 0
        }
        // Online: the provider's pages, bounded as End is in the app (SearchPaging).
        let paged = try SearchPaging.collect(from: provider, query: query, limit: limit)
        let found = paged.shows
        if paged.stoppedAtCap {
            Console.diagnostic("stopped after \(paged.pagesRead) pages (\(found.count) shows), the most one search reads; "
                               + "a narrower query finds the rest")
        }
        if paged.isStale { Console.diagnostic("offline — cached results") }
        if let attribution = provider.attribution { Console.progress("\(attribution)\n") }
        if found.isEmpty { return noMatch() }
        for media in found.prefix(limit) { try print(media) }
        return 0
    }

    private func print(_ media: Media) throws {
        if json {
            try Console.json([
                "id": .string(media.id.description), "title": .string(media.title), "original_title": .string(media.originalTitle),
                "year": .optional(media.firstYear), "network": .string(media.network),
            ])
        } else {
            let year = media.firstYear.map { " (\($0))" } ?? ""
            let network = media.network.isEmpty ? "" : " — \(media.network)"
            try Console.line("\(media.title)\(year)\(network)")
        }
    }

    /// Like grep: nothing found is status 1, said on stderr so stdout stays data, with the
    /// titles the query may have meant.
    private func noMatch(suggesting titles: [String] = []) -> Int32 {
        Console.progress("No shows match “\(query)”\n")
        if let question = NumberSuggestions.question(titles) { Console.progress("\(question)\n") }
        return 1
    }
}
