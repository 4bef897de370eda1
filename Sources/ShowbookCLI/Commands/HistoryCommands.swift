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

/// `showbook history export --json FILE | --csv FILE`: every saved show with its watched
/// episodes, dates and rewatches (`HistoryExporter`), Trakt-like JSON or CSV; `-` is stdout.
struct HistoryExportCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["history", "export"], options: [json, csv], exclusive: [json, csv],
        abstract: ["write saved shows and watched episodes (with dates and rewatches) as",
                   "Trakt-like JSON or CSV, which history import reads back"]
    )

    static let json = CommandOption("--json", .path("FILE"), help: "write the history as JSON to FILE (- for stdout)")
    static let csv = CommandOption("--csv", .path("FILE"), help: "write the history as CSV to FILE (- for stdout)")

    var jsonPath: String?
    var csvPath: String?

    init(_ arguments: ParsedArguments) throws {
        jsonPath = arguments.text(Self.json)
        csvPath = arguments.text(Self.csv)
    }

    func validate() throws {
        if jsonPath == nil && csvPath == nil { throw Self.usageError("history export needs --json FILE or --csv FILE") }
    }

    static var onlyReads: Bool { true }

    func run(_ context: CommandContext) throws -> Int32 {
        let exporter = HistoryExporter(database: try context.environment().database, clock: SystemClock())
        let path = jsonPath ?? csvPath ?? "-"
        let bytes = jsonPath != nil ? try exporter.json() : try exporter.csv()
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
        try Console.line("wrote \(Counted.text(shows.count, "show")) and \(Counted.text(episodes, "watched episode")) to \(path) (\(jsonPath != nil ? "json" : "csv"))")
        return 0
    }
}
