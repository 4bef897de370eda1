import Foundation
import ShowbookWords

/// The formats `showbook books export` writes: Anki text with tabs or commas, or JSON.
public enum ExportFormat: String, CaseIterable, Sendable {
    case tsv, csv, json

    /// The format a file name asks for (`words.csv` → csv), if its extension names one.
    public static func inferred(fromPath path: String) -> ExportFormat? {
        switch (path as NSString).pathExtension.lowercased() {
        case "tsv", "txt": return .tsv
        case "csv": return .csv
        case "json": return .json
        default: return nil
        }
    }
}

/// Renders a book's words in an `ExportFormat`, in the order they were added.
public struct WordBookExporter: Sendable {
    public let stores: WordBookStores

    public init(stores: WordBookStores) {
        self.stores = stores
    }

    public func export(bookID: Int64, format: ExportFormat) throws -> String {
        guard let book = try stores.books.book(id: bookID) else { throw WordBookError.notFound("book") }
        let words = try stores.words.words(bookID: bookID)
        switch format {
        case .tsv: return AnkiTextWriter.write(words, deck: book.title, separator: "\t")
        case .csv: return AnkiTextWriter.write(words, deck: book.title, separator: ",")
        case .json:
            let history = Dictionary(uniqueKeysWithValues: try words.map { ($0.id, try stores.reviews.history(wordID: $0.id)) })
            return WordBookJSON.write(words, book: book.title, history: history)
        }
    }
}
