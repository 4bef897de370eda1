import Foundation

/// Where an import goes and what it does with terms the book already has.
public struct ImportOptions: Sendable, Equatable {
    /// A book id or exact title; created when no book matches. Nil: the file's deck name, else
    /// the file name without its extension.
    public var bookName: String?
    /// Update words whose term the book already has, instead of skipping them.
    public var updateExisting: Bool

    public init(bookName: String? = nil, updateExisting: Bool = false) {
        self.bookName = bookName
        self.updateExisting = updateExisting
    }
}

/// Why a file could not be imported at all (rows with problems do not stop an import).
public struct ImportError: Error, Equatable, CustomStringConvertible {
    public var description: String
}

/// Stores an `ImportBatch` in a word book, in one transaction: either every row's outcome is
/// stored or, if storage fails, nothing is.
///
/// Terms are matched like the add-word form does (trimmed, case-insensitive). A term the book
/// has is skipped, or updated with `updateExisting` (a file without a reading or example column
/// keeps the stored one). A term that appears twice in the file is stored once. A new book is
/// created only when there is a word to put in it.
public struct WordBookImporter: Sendable {
    public let store: WordBookStore

    public init(store: WordBookStore) {
        self.store = store
    }

    /// Reads a file: Showbook JSON when the name ends in `.json`, Anki text otherwise.
    public static func batch(contentsOf path: String) throws -> ImportBatch {
        let data: Data
        do {
            data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile()
                : try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw ImportError(description: "\(path) \(reason)")
        }
        if (path as NSString).pathExtension.lowercased() == "json" {
            do { return try WordBookJSON.batch(data) } catch { throw ImportError(description: "\(path): \(error)") }
        }
        do { return AnkiText.batch(try AnkiText.decode(data)) } catch { throw ImportError(description: "\(path): \(error)") }
    }

    /// The book name a file suggests by its own name: `words/korean.txt` → `korean`.
    public static func bookName(forPath path: String) -> String {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return name.isEmpty || path == "-" ? "Imported" : name
    }

    public func importFile(at path: String, options: ImportOptions,
                           progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws -> ImportReport {
        let batch = try Self.batch(contentsOf: path)
        return try importBatch(batch, options: options, fallbackBookName: Self.bookName(forPath: path), progress: progress)
    }

    public func importBatch(_ batch: ImportBatch, options: ImportOptions, fallbackBookName: String,
                            progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws -> ImportReport {
        try store.database.transaction {
            let (found, title) = try targetBook(batch: batch, options: options, fallback: fallbackBookName)
            var book = found
            var report = ImportReport(book: book)
            report.malformed = batch.problems
            var existing: [String: Word] = [:]
            if let book {
                for word in try store.words(bookID: book.id) where existing[Self.key(word.term)] == nil {
                    existing[Self.key(word.term)] = word
                }
            }
            var seen: [String: SourceLocation] = [:]
            for (index, item) in batch.words.enumerated() {
                progress?(index, batch.words.count)
                let key = Self.key(item.term)
                if let first = seen[key] {
                    report.skipped.append(.init(location: item.location, term: item.term, reason: "appears earlier in the file (\(first))"))
                    continue
                }
                seen[key] = item.location
                if let word = existing[key] {
                    guard options.updateExisting else {
                        report.skipped.append(.init(location: item.location, term: item.term, reason: "is already in the book"))
                        continue
                    }
                    if try update(word, from: item) {
                        report.updated.append(item.location)
                    } else {
                        report.skipped.append(.init(location: item.location, term: item.term, reason: "is unchanged"))
                    }
                    continue
                }
                let target: WordBook
                if let book { target = book } else {
                    target = try store.createBook(title: title)
                    book = target
                    report.createdBook = true
                }
                let word = try store.addWord(item.draft, to: target.id)
                if let state = item.state, state != word.state { try store.setState(wordID: word.id, to: state) }
                if item.card != nil || !item.history.isEmpty {
                    try store.restoreStudy(wordID: word.id, card: item.card, history: item.history)
                }
                existing[key] = word
                report.added.append(item.location)
            }
            progress?(batch.words.count, batch.words.count)
            report.book = try book.flatMap { try store.book(id: $0.id) }
            return report
        }
    }

    /// Applies a row to a stored word; false when nothing would change.
    private func update(_ word: Word, from item: ImportedWord) throws -> Bool {
        let draft = WordDraft(term: item.term, reading: item.reading ?? word.reading, meaning: item.meaning,
                              example: item.example ?? word.example)
        let current = WordDraft(term: word.term, reading: word.reading, meaning: word.meaning, example: word.example)
        let newState = item.state.flatMap { $0 == word.state ? nil : $0 }
        let storedHistory = item.history.isEmpty ? [] : try store.history(wordID: word.id)
        let carriesStudy = !(item.card.map { $0.matches(word.card) } ?? true)
            || !StudyEvent.matches(item.history, storedHistory)
        guard draft != current || newState != nil || carriesStudy else { return false }
        if draft != current { try store.updateWord(id: word.id, with: draft) }
        if let newState { try store.setState(wordID: word.id, to: newState) }
        if carriesStudy { try store.restoreStudy(wordID: word.id, card: item.card, history: item.history) }
        return true
    }

    /// The existing book to import into, or nil plus the title a new one gets.
    private func targetBook(batch: ImportBatch, options: ImportOptions, fallback: String) throws -> (WordBook?, String) {
        if let requested = options.bookName?.trimmingCharacters(in: .whitespacesAndNewlines), !requested.isEmpty {
            return (try store.book(matching: requested), requested)
        }
        let title = batch.suggestedBookName ?? fallback
        // Titles compare like the store keeps them unique (trimmed, case-folded), so a deck
        // name never makes a second open book of the same name.
        let books = try store.openBooks() + store.closedBooks()
        let key = WordBookStore.titleKey(title)
        return (books.first { WordBookStore.titleKey($0.title) == key }, title)
    }

    /// How terms are compared: trimmed and case-insensitive, as `WordBookStore.containsTerm`.
    static func key(_ term: String) -> String {
        term.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
