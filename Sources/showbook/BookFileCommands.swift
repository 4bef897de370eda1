import Foundation
import ShowbookCore

/// `books import FILE` and `books export BOOK`: word books to and from Anki's text import
/// format (and Showbook JSON). Import prints a summary line and one line per row that was not
/// added or updated; export writes the file to stdout or `--output FILE`.
enum BookFileCommands {
    static func importFile(_ name: String, options: CommandLineOptions, store: WordBookStore) throws -> Int32 {
        let path = name == "-" ? name : try options.filePath(word: 2)
        let importOptions = ImportOptions(bookName: options.bookName, updateExisting: options.update,
                                          reopenClosed: options.reopen)
        let report: ImportReport
        do {
            report = try WordBookImporter(store: store).importFile(at: path, options: importOptions)
        } catch let error as ImportError {
            Console.diagnostic("\(error)")
            return 1
        }
        if options.json {
            try Console.json(json(report))
        } else {
            try Console.line(summary(report))
            for skip in report.skipped {
                try Console.line(Subcommands.clean("skipped \(skip.location): “\(skip.term)” \(skip.reason)"))
            }
            if report.skippedCount > report.skipped.count {
                try Console.line("… and \(report.skippedCount - report.skipped.count) more skipped rows")
            }
            for problem in report.malformed {
                try Console.line(Subcommands.clean("malformed \(problem.location): \(problem.message)"))
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
        return Subcommands.clean(book.title) + " (\(label)): " + report.summary
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
        ]
    }

    static func export(_ reference: String, options: CommandLineOptions, store: WordBookStore) throws -> Int32 {
        guard let book = try store.book(matching: reference) else {
            Console.diagnostic("no book “\(reference)”")
            return 1
        }
        let shownName = options.outputName ?? options.outputPath ?? "-"
        let format = options.exportFormat.flatMap(ExportFormat.init(rawValue:))
            ?? ExportFormat.inferred(fromPath: shownName) ?? .tsv
        let text = try WordBookExporter(store: store).export(bookID: book.id, format: format)
        guard let outputPath = options.outputPath, outputPath != "-" else {
            try Console.data(text)
            return 0
        }
        do {
            try OutputFile.write(Array(text.utf8), to: outputPath, protecting: [options.resolvedDatabasePath])
        } catch let error as OutputError {
            Console.diagnostic(error.description)
            return 1
        }
        try Console.line(Subcommands.clean("wrote \(book.wordCount) words from “\(book.title)” to \(shownName) (\(format.rawValue))"))
        return 0
    }
}
