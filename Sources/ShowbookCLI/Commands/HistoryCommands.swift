import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookExchange

/// `showbook history import FILE`: another tracker's history (a TV Time export ZIP or folder,
/// Trakt's JSON, an IMDb list CSV, Showbook's own export) into Saved and the watched marks, in
/// one transaction (`HistoryImporter`). Prints the report, then each skipped row with its
/// reason. A file that cannot be read at all is one line and exit 1, with nothing written.
struct HistoryImportCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["history", "import"], arguments: [fileArgument.argument],
        abstract: ["bring watching history from a TV Time export (ZIP or folder), Trakt JSON,",
                   "an IMDb ratings/watchlist CSV or a Showbook export into Saved and watched marks"]
    )

    static let fileArgument = Positional.path("FILE")

    var file: String

    init(_ arguments: ParsedArguments) throws {
        file = try arguments.value(of: Self.fileArgument)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let environment = try context.environment()
        let clock = SystemClock()
        let configuration = (try? context.providers()) ?? ProviderConfiguration(kind: .offline)
        let lookup = configuration.makeRemoteProvider(database: environment.database, clock: clock, log: .disabled) as? ExternalShowLookup
        let importer = HistoryImporter(database: environment.database, catalog: environment.catalog, clock: clock, lookup: lookup)
        let report: HistoryImportReport
        do {
            report = try importer.importFile(at: file)
        } catch let error as HistoryFileError {
            Console.diagnostic(error.description)
            return 1
        }
        try Console.line("\(report.summary)")
        for skip in report.skipped { try Console.line("skipped \(skip.line)") }
        return 0
    }
}

/// `showbook history export --json FILE` or `--csv FILE`: every saved show with its watched
/// episodes, dates and rewatches (`HistoryExporter`), Trakt-like JSON or CSV; `-` is stdout.
/// `--json` is the flag every command shares, so FILE is the command's one argument.
struct HistoryExportCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["history", "export"], arguments: [fileArgument.argument], options: [.json, csv], exclusive: [.json, csv],
        abstract: ["write saved shows and watched episodes (with dates and rewatches) as",
                   "Trakt-like JSON (--json) or CSV (--csv) to FILE (- for stdout), which history import reads back"]
    )

    static let fileArgument = Positional.path("FILE", allowingStdin: true)
    static let csv = CommandOption("--csv", help: "write the history as CSV (one row per watched episode)")

    var path: String
    var json: Bool
    var csv: Bool

    init(_ arguments: ParsedArguments) throws {
        path = try arguments.value(of: Self.fileArgument)
        json = arguments.flag(.json)
        csv = arguments.flag(Self.csv)
    }

    func validate() throws {
        if !json && !csv { throw Self.usageError("history export needs --json or --csv") }
    }

    static var onlyReads: Bool { true }

    func run(_ context: CommandContext) throws -> Int32 {
        let exporter = HistoryExporter(database: try context.environment().database, clock: SystemClock())
        let bytes = json ? try exporter.json() : try exporter.csv()
        guard path != "-" else {
            try Console.data(String(decoding: bytes, as: UTF8.self))
            return 0
        }
        do {
            try OutputFile.write(bytes, to: path, protecting: [context.global.resolvedDatabasePath])
        } catch let error as OutputError {
            Console.diagnostic(error.description)
            return 1
        }
        let shows = try exporter.shows()
        let episodes = shows.reduce(0) { $0 + $1.watches.count }
        try Console.line("wrote \(Counted.text(shows.count, "show")) and \(Counted.text(episodes, "watched episode")) to \(path) (\(json ? "json" : "csv"))")
        return 0
    }
}
