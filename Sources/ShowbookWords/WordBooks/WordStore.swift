import Foundation
import ShowbookPlatform

/// The words of the books: reading, adding, editing and comparing them by term. The study
/// stores and the importer build on it; it knows nothing of reviews beyond the card it reads.
public final class WordStore: Sendable {
    public let database: Database
    package let clock: AppClock

    public init(database: Database, clock: AppClock) {
        self.database = database
        self.clock = clock
        database.registerTermKey()  // `containsTerm` compares in SQL
    }

    /// How terms are compared everywhere: trimmed and case-insensitive (`TermKey`).
    public static func termKey(_ term: String) -> String {
        TermKey.of(term)
    }

    private func words(where condition: String, _ values: SQLBindable...) throws -> [Word] {
        try database.queryValues(
            "SELECT \(WordColumn.word.list()) FROM words WHERE \(condition)", values.map(\.sqlValue),
            selecting: WordColumn.word
        ) { $0.word }
    }

    /// A book's words in the order they came into it: added, imported, or moved in by a close
    /// (which dates a moved word to the close).
    public func words(bookID: Int64) throws -> [Word] {
        try words(where: "book_id = ? ORDER BY created_at, id", bookID)
    }

    public func word(id: Int64) throws -> Word? {
        try words(where: "id = ?", id).first
    }

    package func requireWord(_ id: Int64) throws -> Word {
        guard let word = try word(id: id) else { throw WordBookError.notFound("word") }
        return word
    }

    /// Every `fail` word across open books (the Today tab's "wrong words"), looked up per book
    /// in the (book, state) index rather than scanning every word. Known and Suspended words
    /// are out of study, practice too.
    public func failedWordsInOpenBooks() throws -> [Word] {
        try words(where: """
            book_id IN (SELECT id FROM word_books WHERE closed_at IS NULL) AND state = 'fail'
              AND known_at IS NULL AND suspended_at IS NULL
            ORDER BY book_id, id
            """)
    }

    /// True when the book already holds this term (case-insensitive, trimmed).
    public func containsTerm(_ term: String, bookID: Int64, excludingWordID: Int64? = nil) throws -> Bool {
        // Compared in SQL by the same key the close uses, without reading the book's words.
        try database.query(
            "SELECT 1 FROM words WHERE book_id = ? AND id != ? AND sb_term_key(term) = sb_term_key(?) LIMIT 1",
            bookID, excludingWordID ?? 0, term
        ) { _ in true }.first ?? false
    }

    /// Adds a word to an open book (`BookNotOpenError` when it was closed or deleted meanwhile).
    @discardableResult
    public func addWord(_ draft: WordDraft, to bookID: Int64) throws -> Word {
        let valid = try draft.validated().get()
        return try database.transaction {
            try database.requireOpenBook(bookID, nothing: "added")
            return try requireWord(try insertWord(valid, into: bookID))
        }
    }

    /// `addWord` for an import, whose transaction checked the book once for all its rows.
    package func addImportedWord(_ draft: WordDraft, to bookID: Int64) throws -> Word {
        try requireWord(try insertWord(try draft.validated().get(), into: bookID))
    }

    /// Inserts a new, never-studied word with these fields as they are (no validation, and no
    /// check of the book: the caller's transaction made it); returns its id.
    @discardableResult
    package func insertWord(_ fields: WordDraft, into bookID: Int64) throws -> Int64 {
        let now = clock.now.timeIntervalSince1970
        return try database.insert(fields.separatingExampleSource().columnValues() + [
            (WordColumn.bookID, .integer(bookID)), (.state, .text(WordState.undefined.rawValue)), (.createdAt, .real(now)),
            (.updatedAt, .real(now)),
        ])
    }

    /// Edits a word of an open book; `bookID` is the book the caller shows it in, when it shows
    /// one (a word a close moved on is not edited through the book it left).
    public func updateWord(id: Int64, in bookID: Int64? = nil, with draft: WordDraft) throws {
        let valid = try draft.validated().get().separatingExampleSource()
        try database.transaction {
            try database.requireOpenBook(ofWord: id, expected: bookID, nothing: "saved")
            let edited = valid.columnValues(WordField.allCases.filter(\.declaration.edited))
                + [(.updatedAt, .real(clock.now.timeIntervalSince1970))]
            try database.runValues(
                "UPDATE words SET \(edited.map { "\($0.0.rawValue) = ?" }.joined(separator: ", ")) WHERE id = ?",
                edited.map(\.1) + [.integer(id)]
            )
        }
    }

    /// Sets a word's state directly, as an import does: unlike `ReviewStore.mark`, it writes no
    /// study-mark history, because nobody studied the word today.
    public func setState(wordID: Int64, to state: WordState) throws {
        try database.transaction {
            try database.requireOpenBook(ofWord: wordID, nothing: "changed")
            try database.run(
                "UPDATE words SET state = ?, updated_at = ? WHERE id = ?", state.rawValue, clock.now.timeIntervalSince1970,
                wordID
            )
        }
    }
}
