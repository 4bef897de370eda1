import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// Where an import goes and what it does with terms the book already has.
public struct ImportOptions: Sendable, Equatable {
    /// A book id or exact title; created when no book matches. Nil: the file's deck name, else
    /// the file name without its extension.
    public var bookName: String?
    /// Update words whose term the book already has, instead of skipping them.
    public var updateExisting: Bool
    /// Reopen the target book if it is closed; without it, importing into a closed book is refused.
    public var reopenClosed: Bool
    /// The learner's choice of Anki fields (`--map`), over the chosen ones.
    public var fieldMap: AnkiFieldMap?

    public init(bookName: String? = nil, updateExisting: Bool = false, reopenClosed: Bool = false,
                fieldMap: AnkiFieldMap? = nil) {
        self.bookName = bookName
        self.updateExisting = updateExisting
        self.reopenClosed = reopenClosed
        self.fieldMap = fieldMap
    }
}

/// Why a file could not be imported at all (rows with problems do not stop an import).
public struct ImportError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(description: String) { self.description = description }

    /// The import was cancelled and rolled back.
    public static let cancelled = ImportError(description: "import cancelled; nothing was imported")
}

/// Where a word import is: rows read so far and how much of the file they took.
public struct WordImportProgress: Sendable, Equatable {
    public var rows: Int
    public var fileBytesRead: Int64
    public var fileSize: Int64?

    /// 0…1 when the file's size is known.
    public var fraction: Double? {
        guard let fileSize, fileSize > 0 else { return nil }
        return min(1, Double(fileBytesRead) / Double(fileSize))
    }
}

/// Stores the rows of a word file in a word book, in one transaction: either every row's
/// outcome is stored or, if storage fails or the import is cancelled, nothing is.
///
/// Rows are read one at a time (`WordRowSource`) and checked against an `ImportTermIndex`, so
/// memory stays flat however large the file. Terms are matched like the add-word form does
/// (trimmed, case-insensitive). A term the book has is skipped, or updated with
/// `updateExisting` (a file without a reading or example column keeps the stored one). A term
/// that appears twice in the file is stored once. A new book is created only when there is a
/// word to put in it; a closed book is refused unless `reopenClosed`.
public struct WordBookImporter: Sendable {
    public let stores: WordBookStores
    /// Progress is reported every this many rows.
    public var progressInterval = 512

    public init(stores: WordBookStores) {
        self.stores = stores
    }

    /// Opens a file (`-` is standard input) as a row source: Showbook JSON when the name ends
    /// in `.json`, Anki text otherwise. Reading happens as rows are asked for.
    public static func rows(contentsOf path: String, fieldMap: AnkiFieldMap? = nil) throws -> WordRowSource {
        let isJSON = (path as NSString).pathExtension.lowercased() == "json"
        func open() throws -> ByteSource {
            do {
                return try FileByteSource(path: path == "-" ? "/dev/stdin" : path)
            } catch let error as UserFileError {
                throw error
            } catch {
                guard FileManager.default.fileExists(atPath: path) else { throw ImportError(description: "\(path) does not exist") }
                if case let CatalogImportError.cannotOpen(_, reason) = error {
                    throw ImportError(description: "\(path) cannot be read: \(reason)")
                }
                throw ImportError(description: "\(path) cannot be read")
            }
        }
        return try described(path) {
            guard isJSON else { return try AnkiTextReader(source: try open(), fieldMap: fieldMap) }
            // The book's name may follow its words; a first pass finds it (not for a pipe).
            let bookName = path == "-" ? nil : try WordBookJSONReader(source: try open()).scanForBookName()
            return WordBookJSONReader(source: try open(), bookName: bookName)
        }
    }

    /// Why `path` cannot be imported (missing, unreadable, a folder), checked without reading
    /// it, so a path field can say so at once; nil when it opens.
    public static func problemOpening(_ path: String) -> String? {
        do {
            _ = try FileByteSource(path: path)
            return nil
        } catch let error as UserFileError {
            return error.description
        } catch let error as CatalogImportError {
            return "\(error)"
        } catch {
            return "\(path) cannot be read"
        }
    }

    /// The book name a file suggests by its own name: `words/korean.txt` → `korean`.
    public static func bookName(forPath path: String) -> String {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return name.isEmpty || path == "-" ? "Imported" : name
    }

    public func importFile(at path: String, options: ImportOptions, cancellation: Cancellation? = nil,
                           progress: ((WordImportProgress) -> Void)? = nil) throws -> ImportReport {
        if path != "-" { try UserFile.checkReadable(path) }
        if Self.isAnkiPackage(path) {
            return try importPackage(at: path, options: options, cancellation: cancellation, progress: progress)
        }
        let decks = options.bookName == nil ? try Self.described(path) { try Self.textDecks(at: path, fieldMap: options.fieldMap) } : []
        if !decks.isEmpty {
            return try Self.described(path) {
                try importTextDecks(decks, at: path, options: options, cancellation: cancellation, progress: progress)
            }
        }
        let rows = try Self.rows(contentsOf: path, fieldMap: options.fieldMap)
        return try Self.described(path) {
            try importRows(rows, options: options, fallbackBookName: Self.bookName(forPath: path),
                           cancellation: cancellation, progress: progress)
        }
    }

    public func importBatch(_ batch: ImportBatch, options: ImportOptions, fallbackBookName: String,
                            progress: ((WordImportProgress) -> Void)? = nil) throws -> ImportReport {
        try importRows(BatchRowSource(batch), options: options, fallbackBookName: fallbackBookName, progress: progress)
    }

    /// Errors of the file itself get its path in front; the database's are left as they are
    /// (a read-only or full database is not the file's fault).
    package static func described<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as AnkiText.ReadError {
            throw ImportError(description: "\(path): \(error)")
        } catch let error as WordBookJSON.ReadError {
            throw ImportError(description: "\(path): \(error)")
        } catch let error as CatalogImportError {
            throw ImportError(description: "\(error)")
        }
    }

    /// How terms are compared: trimmed and case-insensitive, as `WordStore.containsTerm`.
    package static func key(_ term: String) -> String {
        term.trimmedWhitespace.lowercased()
    }
}
