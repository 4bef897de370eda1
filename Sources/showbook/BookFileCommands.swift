import Foundation
import ShowbookCore

/// `books import FILE` and `books export BOOK`: word books to and from Anki's text import
/// format (and Showbook JSON). Import prints a summary line and one line per row that was not
/// added or updated; export writes the file to stdout or `--output FILE`.
enum BookFileCommands {
    static func importFile(_ words: [String], options: CommandLineOptions, store: WordBookStore) throws -> Int32 {
        guard words.count == 1, let path = words.first else {
            throw CommandLineOptions.UsageError(description: "books import needs one FILE (see showbook --help)")
        }
        let importOptions = ImportOptions(bookName: options.bookName, updateExisting: options.update,
                                          reopenClosed: options.reopen)
        let report: ImportReport
        do {
            report = try WordBookImporter(store: store).importFile(at: path, options: importOptions)
        } catch let error as ImportError {
            FileHandle.standardError.write(Data("showbook: \(error)\n".utf8))
            return 1
        }
        if options.json {
            Subcommands.printJSON(json(report))
        } else {
            print(summary(report))
            for skip in report.skipped {
                print(Subcommands.clean("skipped \(skip.location): “\(skip.term)” \(skip.reason)"))
            }
            if report.skippedCount > report.skipped.count {
                print("… and \(report.skippedCount - report.skipped.count) more skipped rows")
            }
            for problem in report.malformed {
                print(Subcommands.clean("malformed \(problem.location): \(problem.message)"))
            }
            if report.malformedCount > report.malformed.count {
                print("… and \(report.malformedCount - report.malformed.count) more malformed rows")
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

    static func json(_ report: ImportReport) -> [String: Any] {
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
            "book_id": report.book.map { $0.id as Any } ?? NSNull(),
            "book": report.book.map { $0.title as Any } ?? NSNull(),
            "created_book": report.createdBook,
            "unit": unit,
            "added": report.added.map(number),
            "updated": report.updated.map(number),
            "skipped": report.skipped.map { ["at": number($0.location), "term": $0.term, "reason": $0.reason] as [String: Any] },
            "malformed": report.malformed.map { ["at": number($0.location), "message": $0.message] as [String: Any] },
            "skipped_count": report.skippedCount,
            "malformed_count": report.malformedCount,
            "reopened_book": report.reopenedBook,
            "dropped_nuls": report.droppedNULs,
        ]
    }

    static func export(_ words: [String], options: CommandLineOptions, store: WordBookStore) throws -> Int32 {
        let reference = words.joined(separator: " ")
        guard !reference.isEmpty else {
            throw CommandLineOptions.UsageError(description: "books export needs BOOK, an id or exact title (see showbook --help)")
        }
        guard let book = try store.book(matching: reference) else {
            FileHandle.standardError.write(Data("showbook: no book “\(Subcommands.clean(reference))”\n".utf8))
            return 1
        }
        let format = options.exportFormat.flatMap(ExportFormat.init(rawValue:))
            ?? options.outputPath.flatMap(ExportFormat.inferred(fromPath:)) ?? .tsv
        let text = try WordBookExporter(store: store).export(bookID: book.id, format: format)
        guard let outputPath = options.outputPath, outputPath != "-" else {
            FileHandle.standardOutput.write(Data(forTerminal(text).utf8))
            return 0
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("showbook: cannot write \(outputPath): \(error.localizedDescription)\n".utf8))
            return 1
        }
        print(Subcommands.clean("wrote \(book.wordCount) words from “\(book.title)” to \(outputPath) (\(format.rawValue))"))
        return 0
    }

    /// On a terminal, control characters other than tab and line break become U+FFFD, so data
    /// never drives the terminal; into a pipe or file the text goes unchanged.
    static func forTerminal(_ text: String) -> String {
        guard isatty(STDOUT_FILENO) != 0 else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            let value = scalar.value
            let control = (value < 0x20 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(value)
            return control ? "\u{FFFD}" : scalar
        }))
    }
}
