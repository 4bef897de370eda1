import Foundation
import ShowbookTUI
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// `showbook import imdb BASICS [RATINGS] [EPISODES]`: IMDb series from `title.basics.tsv(.gz)`
/// (with their ratings, and the episodes of `title.episode.tsv(.gz)` with their titles from the
/// basics file's `tvEpisode` rows) into the catalog, with a progress bar on stderr when it is a
/// terminal and the summary — kept, skipped, malformed with the first line numbers — on stdout.
/// The files after BASICS are told apart by their header lines, so either may come first.
struct ImportIMDbCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["import", "imdb"],
        arguments: [basicsArgument.argument, ratingsArgument.argument, episodesArgument.argument],
        options: [includeAdult],
        abstract: ["add IMDb series from title.basics.tsv(.gz) (and title.ratings.tsv(.gz),",
                   "title.episode.tsv(.gz) for seasons and episodes) to the catalog"]
    )

    static let basicsArgument = Positional.path("BASICS")
    static let includeAdult = CommandOption("--include-adult", help: "keep series marked adult (default: skip them)")
    /// The two optional files in either order: `run` tells them apart by their headers.
    static let ratingsArgument = Positional.optionalPath("RATINGS")
    static let episodesArgument = Positional.optionalPath("EPISODES")

    var basics: String
    var others: [String]
    var includeAdult: Bool

    init(_ arguments: ParsedArguments) throws {
        basics = try arguments.value(of: Self.basicsArgument)
        others = try [arguments.value(of: Self.ratingsArgument), arguments.value(of: Self.episodesArgument)].compactMap { $0 }
        includeAdult = arguments.flag(Self.includeAdult)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        var ratings: String?
        var episodes: String?
        for path in others {
            switch try? IMDbImporter.fileKind(of: path) {
            case "episode"?: episodes = path
            case "ratings"?: ratings = path
            default:
                // Not recognised (or unreadable): the ratings reader names what it expected.
                if ratings == nil { ratings = path } else { episodes = path }
            }
        }
        let importer = IMDbImporter(store: try context.environment().catalog, includeAdult: includeAdult)
        return try CatalogImportRun.report(label: basics) { progress in
            importer.run(basics: basics, ratings: ratings, episodes: episodes, progress: progress)
        }
    }
}

/// `showbook import tvmaze FILE`: TVmaze shows (JSON lines or a JSON array) into the catalog.
struct ImportTVmazeCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["import", "tvmaze"], arguments: [fileArgument.argument],
        abstract: ["add TVmaze shows (JSON lines or a JSON array)"]
    )

    static let fileArgument = Positional.path("FILE")

    var file: String

    init(_ arguments: ParsedArguments) throws {
        file = try arguments.value(of: Self.fileArgument)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let importer = TVmazeImporter(store: try context.environment().catalog)
        return try CatalogImportRun.report(label: file) { progress in importer.run(file: file, progress: progress) }
    }
}

/// What both catalog imports print: the progress bar while they run, then the summary, and
/// status 1 when the import failed.
enum CatalogImportRun {
    static func report(label path: String, _ run: ((ImportProgress) -> Void) -> CatalogImportReport) throws -> Int32 {
        let progress = ImportProgressPrinter()
        let started = Date()
        let report = run(progress.show)
        progress.finish()
        let seconds = max(Date().timeIntervalSince(started), 0.000_001)
        let label = (PathArgument.displayed(path) as NSString).lastPathComponent
        // An import that failed before reading a row (no such file, no IMDb header) has nothing
        // to sum up: only its error is printed.
        if report.failure == nil || report.rowsRead > 0 || report.ratingsRead > 0 {
            for line in summary(report, label: label, seconds: seconds).split(separator: "\n", omittingEmptySubsequences: false) {
                try Console.line("\(line)")
            }
        }
        if let failure = report.failure {
            Console.diagnostic("\(failure)")
            return 1
        }
        return 0
    }

    static func summary(_ report: CatalogImportReport, label: String, seconds: Double) -> String {
        var lines = [
            String(format: "%@: read %d rows in %.2f s (%@ rows/s)", label, report.rowsRead, seconds,
                   grouped(Int(Double(report.rowsRead) / seconds))),
            "kept \(report.kept) (\(report.changed) new or changed), skipped \(report.skipped), malformed \(report.malformed)",
        ]
        if report.ratingsRead > 0 { lines.append("ratings: \(Counted.text(report.ratingsRead, "row"))") }
        if report.episodesRead > 0 || report.episodeTitles > 0 {
            lines.append("episodes: \(report.episodesKept) of \(Counted.text(report.episodesRead, "row")), \(Counted.text(report.episodeTitles, "title"))")
        }
        if report.droppedNULs > 0 { lines.append("dropped \(report.droppedNULs) NUL characters from the text") }
        if !report.malformedSamples.isEmpty {
            let more = report.malformed > report.malformedSamples.count ? " (first \(report.malformedSamples.count) shown)" : ""
            lines.append("malformed lines\(more):")
            for sample in report.malformedSamples {
                lines.append("  \(sample.file) line \(sample.line): \(sample.reason)")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return out
    }
}

/// Draws `[█████░░░░░]  42%  123,456 rows  150,000 rows/s  ETA 0:07` on stderr, at most ten
/// times a second, and only when stderr is a terminal.
final class ImportProgressPrinter {
    private let enabled = isatty(2) == 1
    private let started = Date()
    private var lastDrawn = Date.distantPast
    private var drewSomething = false

    func show(_ progress: ImportProgress) {
        guard enabled else { return }
        let now = Date()
        guard now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = now
        let elapsed = max(now.timeIntervalSince(started), 0.001)
        let rate = Double(progress.rowsRead) / elapsed
        var line = "\(progress.phase) "
        if let size = progress.fileSize, size > 0 {
            let fraction = min(1, Double(progress.fileBytesRead) / Double(size))
            line += "[" + ProgressBar.text(done: Int(fraction * 1_000), total: 1_000, width: 24) + "]"
            line += String(format: " %3d%%", Int(fraction * 100))
            let remaining = fraction > 0.001 ? elapsed * (1 - fraction) / fraction : 0
            line += "  \(CatalogImportRun.grouped(progress.rowsRead)) rows  \(CatalogImportRun.grouped(Int(rate))) rows/s"
            line += String(format: "  ETA %d:%02d", Int(remaining) / 60, Int(remaining) % 60)
        } else {
            line += "\(CatalogImportRun.grouped(progress.rowsRead)) rows  \(CatalogImportRun.grouped(Int(rate))) rows/s"
        }
        Console.progress("\r\u{1B}[K\(line)")
        drewSomething = true
    }

    func finish() {
        if drewSomething { Console.progress("\r\u{1B}[K") }
    }
}
