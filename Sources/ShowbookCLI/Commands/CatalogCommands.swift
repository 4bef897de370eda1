import Foundation

/// `catalog reindex`: rebuilds the search indexes, after shows were edited by hand.
struct CatalogReindexCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["catalog", "reindex"], abstract: ["rebuild the search indexes (after editing shows by hand)"]
    )

    init(_ arguments: ParsedArguments) {}

    func run(_ context: CommandContext) throws -> Int32 {
        try context.environment().catalog.rebuildSearchIndexes()
        try Console.line("search indexes rebuilt")
        return 0
    }
}

/// `catalog stats`: how many shows each source holds.
struct CatalogStatsCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["catalog", "stats"], abstract: ["shows in the catalog, per source"]
    )

    init(_ arguments: ParsedArguments) {}

    func run(_ context: CommandContext) throws -> Int32 {
        for (source, count) in try context.environment().catalog.countsBySource() {
            try Console.line("\(source)\t\(count)")
        }
        return 0
    }
}
