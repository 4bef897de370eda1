import Foundation
import ShowbookCore
import ShowbookTUI

/// `showbook import imdb BASICS [RATINGS]`: IMDb series from `title.basics.tsv(.gz)` (and
/// their ratings) into the catalog, with a progress bar on stderr when it is a terminal and
/// the summary — kept, skipped, malformed with the first line numbers — on stdout.
struct ImportIMDbCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["import", "imdb"], arguments: [.init("BASICS"), .init("RATINGS", optional: true)],
        options: [.includeAdult],
        abstract: ["add IMDb series from title.basics.tsv(.gz)", "(and title.ratings.tsv(.gz)) to the catalog"]
    )

    var basics: String
    var ratings: String?
    var includeAdult: Bool

    init(_ arguments: ParsedArguments) throws {
        basics = try arguments.filePath(word: 2)
        ratings = arguments.words.count > 3 ? try arguments.filePath(word: 3) : nil
        includeAdult = arguments.flag(.includeAdult)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let importer = IMDbImporter(store: try context.environment().catalog, includeAdult: includeAdult)
        return try CatalogImportRun.report(label: basics) { progress in
            importer.run(basics: basics, ratings: ratings, progress: progress)
        }
    }
}

/// `showbook import tvmaze FILE`: TVmaze shows (JSON lines or a JSON array) into the catalog.
struct ImportTVmazeCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["import", "tvmaze"], arguments: [.init("FILE")],
        abstract: ["add TVmaze shows (JSON lines or a JSON array)"]
    )

    var file: String

    init(_ arguments: ParsedArguments) throws {
        file = try arguments.filePath(word: 2)
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
        try Console.line(TextSanitizer.sanitize(summary(report, label: label, seconds: seconds), keepNewlines: true))
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
        if report.ratingsRead > 0 { lines.append("ratings: \(report.ratingsRead) rows") }
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
        Console.progress("\r\u{1B}[K" + line)
        drewSomething = true
    }

    func finish() {
        if drewSomething { Console.progress("\r\u{1B}[K") }
    }
}
