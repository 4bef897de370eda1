import Foundation
import ShowbookCore
import ShowbookTUI

/// `showbook import imdb BASICS [RATINGS] [--include-adult]` and `showbook import tvmaze FILE`:
/// runs an importer with a progress bar on stderr (when it is a terminal) and prints the
/// summary — kept, skipped, malformed with the first line numbers — on stdout.
enum ImportCommand {
    static let usage = "import needs `imdb BASICS [RATINGS]` or `tvmaze FILE` (see showbook --help)"

    static func run(_ words: [String], options: CommandLineOptions, environment: AppEnvironment) throws -> Int32 {
        let progress = ImportProgressPrinter()
        let started = Date()
        let report: CatalogImportReport
        let label: String
        switch (words.first, words.count) {
        case ("imdb", 2), ("imdb", 3):
            let importer = IMDbImporter(store: environment.catalog, includeAdult: options.includeAdult)
            label = (words[1] as NSString).lastPathComponent
            let ratings = words.count == 3 ? try options.filePath(word: 3) : nil
            report = importer.run(basics: try options.filePath(word: 2), ratings: ratings, progress: progress.show)
        case ("tvmaze", 2):
            label = (words[1] as NSString).lastPathComponent
            report = TVmazeImporter(store: environment.catalog).run(file: try options.filePath(word: 2), progress: progress.show)
        default:
            throw CommandLineOptions.UsageError(description: usage)
        }
        progress.finish()
        let seconds = max(Date().timeIntervalSince(started), 0.000_001)
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
            line += "  \(ImportCommand.grouped(progress.rowsRead)) rows  \(ImportCommand.grouped(Int(rate))) rows/s"
            line += String(format: "  ETA %d:%02d", Int(remaining) / 60, Int(remaining) % 60)
        } else {
            line += "\(ImportCommand.grouped(progress.rowsRead)) rows  \(ImportCommand.grouped(Int(rate))) rows/s"
        }
        Console.progress("\r\u{1B}[K" + line)
        drewSomething = true
    }

    func finish() {
        if drewSomething { Console.progress("\r\u{1B}[K") }
    }
}
