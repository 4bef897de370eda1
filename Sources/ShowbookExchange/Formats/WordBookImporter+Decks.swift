import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// `books import notes.txt` for Anki's notes text with a deck column (`#deck column:`): each
/// deck into its own book, named after the deck with its `::` kept (`Korean::Food`), as a
/// package's decks are — unless `--book` names one book for all. A first pass lists the decks
/// in the order they first appear; then each deck's rows are read in a pass of their own (the
/// file is read once per deck, so memory stays one row), all in one transaction.
extension WordBookImporter {
    /// The decks of a text file, in order of first appearance; empty for standard input, a
    /// file without a deck column, or one with a single deck.
    package static func textDecks(at path: String, fieldMap: AnkiFieldMap?) throws -> [String] {
        guard path != "-", (path as NSString).pathExtension.lowercased() != "json" else { return [] }
        // Opened as the import opens it, so a missing or unreadable file is reported the same way.
        guard let reader = try rows(contentsOf: path, fieldMap: fieldMap) as? AnkiTextReader,
              reader.headers.deckColumn != nil else { return [] }
        var decks: [String] = []
        var seen: Set<String> = []
        while let item = try reader.nextRecord() {
            guard case let .record(record) = item, let deck = reader.deck(of: record), !deck.isEmpty else { continue }
            if seen.insert(deck).inserted { decks.append(deck) }
        }
        return decks.count > 1 ? decks : []
    }

    /// Each of `decks` into its book, in one transaction; one report for all.
    package func importTextDecks(_ decks: [String], at path: String, options: ImportOptions, cancellation: Cancellation?,
                                 progress: ((WordImportProgress) -> Void)?) throws -> ImportReport {
        try stores.database.transaction {
            let titles = try BookTitleIndex(books: stores.books)
            var combined: ImportReport?
            var notes = ImportNotes()
            var books: [String] = []
            for deck in decks {
                if cancellation?.isCancelled == true { throw ImportError.cancelled }
                let rows = try AnkiTextReader(source: try FileByteSource(path: path), fieldMap: options.fieldMap, deck: deck)
                let report = try importRows(rows, options: options, fallbackBookName: deck, cancellation: cancellation,
                                            progress: progress, titles: titles)
                if let book = report.book { books.append(book.title) }
                for line in report.notes.columnMappings where !notes.columnMappings.contains(line) {
                    notes.columnMappings.append(line)
                }
                notes.removedSounds += report.notes.removedSounds
                notes.removedPictures += report.notes.removedPictures
                notes.clozeNotes += report.notes.clozeNotes
                notes.wordsWithoutMeaning += report.notes.wordsWithoutMeaning
                notes.wordsWithTermOnly += report.notes.wordsWithTermOnly
                combined = combined.map { Self.merge($0, report) } ?? report
            }
            var report = combined ?? ImportReport()
            if books.count > 1 { notes.columnMappings.append("decks into \(books.count) books: " + books.joined(separator: ", ")) }
            report.notes = notes
            return report
        }
    }
}
