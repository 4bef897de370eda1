import Foundation

/// Word books and words in SQLite. Every change that touches more than one row runs in one
/// transaction; closing a book is all-or-nothing.
public final class WordBookStore: Sendable {
    public let database: Database
    let clock: AppClock
    /// Retention, the new-word limit and fuzz for the FSRS reviews this store records.
    public let studySettings: StudySettings

    public init(database: Database, clock: AppClock, studySettings: StudySettings = StudySettings()) {
        self.database = database
        self.clock = clock
        self.studySettings = studySettings
        // The close matches terms in SQL; registering again on the same connection replaces it.
        try? database.registerTextFunction("sb_term_key", TermKey.canonical)
    }

    /// What a book is read from (`word_books b` with its word counts), in SELECT order.
    enum BookColumn: String, TableColumns {
        case id = "b.id", title = "b.title", createdAt = "b.created_at", closedAt = "b.closed_at"
        case showID = "b.show_id", showTitle = "b.show_title"
        case wordCount = "(SELECT count(*) FROM words w WHERE w.book_id = b.id)"
        case successCount = "(SELECT count(*) FROM words w WHERE w.book_id = b.id AND w.state = 'success')"
    }

    private static let bookColumns = BookColumn.selectList()

    private static func book(_ row: Row) -> WordBook {
        typealias C = BookColumn
        return WordBook(
            id: row.int64(C.id), title: row.string(C.title),
            createdAt: Date(timeIntervalSince1970: row.double(C.createdAt) ?? 0),
            closedAt: row.double(C.closedAt).map(Date.init(timeIntervalSince1970:)), showID: row.text(C.showID),
            showTitle: row.text(C.showTitle), wordCount: row.int(C.wordCount) ?? 0,
            successCount: row.int(C.successCount) ?? 0
        )
    }

    /// Open books, newest first.
    public func openBooks() throws -> [WordBook] {
        try database.query(
            "SELECT \(Self.bookColumns) FROM word_books b WHERE b.closed_at IS NULL ORDER BY b.created_at DESC, b.id DESC",
            map: Self.book
        )
    }

    /// Closed books, most recently closed first.
    public func closedBooks() throws -> [WordBook] {
        try database.query(
            "SELECT \(Self.bookColumns) FROM word_books b WHERE b.closed_at IS NOT NULL ORDER BY b.closed_at DESC, b.id DESC",
            map: Self.book
        )
    }

    public func book(id: Int64) throws -> WordBook? {
        try database.query("SELECT \(Self.bookColumns) FROM word_books b WHERE b.id = ?", id, map: Self.book).first
    }

    public func book(linkedTo showID: MediaID) throws -> WordBook? {
        try database.query(
            "SELECT \(Self.bookColumns) FROM word_books b WHERE b.show_id = ? ORDER BY b.closed_at IS NOT NULL, b.id DESC",
            showID, map: Self.book
        ).first
    }

    /// Creates an open book; its title must not be taken by another open book.
    @discardableResult
    public func createBook(title: String, linkedTo show: Media? = nil) throws -> WordBook {
        try insertBook(title: title, showID: show?.id.description, showTitle: show?.title)
    }

    /// Creates a book with a show link given as stored values (a close's continuation, which
    /// may take the name of the book it continues: `freeing` is closing in the same transaction).
    func insertBook(title: String, showID: String?, showTitle: String?, freeing closingID: Int64? = nil) throws -> WordBook {
        let name = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw WordBookError.emptyTitle }
        let id = try database.transaction { () -> Int64 in
            try requireFreeTitle(name, excluding: closingID)
            try database.run(
                "INSERT INTO word_books(title, created_at, show_id, show_title) VALUES (?, ?, ?, ?)",
                name, clock.now.timeIntervalSince1970, showID, showTitle
            )
            return database.lastInsertRowID
        }
        guard let book = try book(id: id) else { throw WordBookError.notFound("book") }
        return book
    }

    public func rename(bookID: Int64, to title: String) throws {
        let name = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw WordBookError.emptyTitle }
        try database.transaction {
            try requireFreeTitle(name, excluding: bookID)
            try database.run("UPDATE word_books SET title = ? WHERE id = ?", name, bookID)
        }
    }

    /// Reopens a closed book. When an open book has taken its title meanwhile, it comes back
    /// numbered ("Drama words (2)"); returns the title it has now.
    @discardableResult
    public func reopen(bookID: Int64) throws -> String {
        try database.transaction {
            guard let book = try book(id: bookID) else { throw WordBookError.notFound("book") }
            let title = try availableTitle(book.title, excluding: bookID)
            try database.run("UPDATE word_books SET closed_at = NULL, title = ? WHERE id = ?", title, bookID)
            return title
        }
    }

    // MARK: Words

    /// The columns of `words` a word is read from (its FSRS card included), in SELECT order.
    enum WordColumn: String, TableColumns {
        case id, bookID = "book_id", term, reading, meaning, example, state
        case createdAt = "created_at", updatedAt = "updated_at"
        case cardPhase = "card_phase", cardStep = "card_step", stability, difficulty, dueAt = "due_at"
        case lastReviewAt = "last_review_at", reps, lapses
    }

    static let wordColumns = WordColumn.selectList()

    /// `wordColumns` for a query that names the words table `w`.
    static let qualifiedWordColumns = WordColumn.selectList(alias: "w")

    static func word(_ row: Row) -> Word {
        typealias C = WordColumn
        let stored = CardValidation.stored(
            phase: row.string(C.cardPhase), step: row.int(C.cardStep), stability: row.double(C.stability),
            difficulty: row.double(C.difficulty), due: row.double(C.dueAt), lastReview: row.double(C.lastReviewAt),
            reps: row.int(C.reps), lapses: row.int(C.lapses)
        )
        return Word(
            id: row.int64(C.id), bookID: row.int64(C.bookID), term: row.string(C.term), reading: row.string(C.reading),
            meaning: row.string(C.meaning), example: row.string(C.example),
            state: WordState(rawValue: row.string(C.state)) ?? .undefined,
            createdAt: Date(timeIntervalSince1970: row.double(C.createdAt) ?? 0),
            updatedAt: Date(timeIntervalSince1970: row.double(C.updatedAt) ?? 0),
            card: stored.card, cardNeedsRepair: !stored.isValid
        )
    }

    /// A book's words in the order they were added.
    public func words(bookID: Int64) throws -> [Word] {
        try database.query(
            "SELECT \(Self.wordColumns) FROM words WHERE book_id = ? ORDER BY id", bookID, map: Self.word
        )
    }

    public func word(id: Int64) throws -> Word? {
        try database.query("SELECT \(Self.wordColumns) FROM words WHERE id = ?", id, map: Self.word).first
    }

    /// Every `fail` word across open books (the Today tab's "wrong words"), looked up per book
    /// in the (book, state) index rather than scanning every word.
    public func failedWordsInOpenBooks() throws -> [Word] {
        try database.query(
            """
            SELECT \(Self.qualifiedWordColumns) FROM words w
            WHERE w.book_id IN (SELECT id FROM word_books WHERE closed_at IS NULL) AND w.state = 'fail'
            ORDER BY w.book_id, w.id
            """,
            map: Self.word
        )
    }

    /// How terms are compared everywhere: trimmed and case-insensitive (`TermKey`).
    public static func termKey(_ term: String) -> String {
        TermKey.of(term)
    }

    /// True when the book already holds this term (case-insensitive, trimmed).
    public func containsTerm(_ term: String, bookID: Int64, excludingWordID: Int64? = nil) throws -> Bool {
        // Compared in SQL by the same key the close uses, without reading the book's words.
        try database.query(
            "SELECT 1 FROM words WHERE book_id = ? AND id != ? AND sb_term_key(term) = sb_term_key(?) LIMIT 1",
            bookID, excludingWordID ?? 0, term
        ) { _ in true }.first ?? false
    }

    @discardableResult
    public func addWord(_ draft: WordDraft, to bookID: Int64) throws -> Word {
        let valid = try draft.validated().get()
        let now = clock.now.timeIntervalSince1970
        let id = try database.transaction { () -> Int64 in
            try database.run(
                "INSERT INTO words(book_id, term, reading, meaning, example, state, created_at, updated_at) " +
                    "VALUES (?, ?, ?, ?, ?, 'undefined', ?, ?)",
                bookID, valid.term, valid.reading, valid.meaning, valid.example, now, now
            )
            return database.lastInsertRowID
        }
        guard let word = try database.query(
            "SELECT \(Self.wordColumns) FROM words WHERE id = ?", id, map: Self.word
        ).first else { throw WordBookError.notFound("word") }
        return word
    }

    public func updateWord(id: Int64, with draft: WordDraft) throws {
        let valid = try draft.validated().get()
        try database.run(
            "UPDATE words SET term = ?, reading = ?, meaning = ?, example = ?, updated_at = ? WHERE id = ?",
            valid.term, valid.reading, valid.meaning, valid.example, clock.now.timeIntervalSince1970, id
        )
    }

    /// Records a study mark through FSRS: success is a Good review, fail an Again, and a
    /// reset (`undefined`) makes the word new again. The card and the history row go together.
    public func mark(wordID: Int64, bookID: Int64, as state: WordState) throws {
        switch state {
        case .success: try review(wordID: wordID, grade: .good)
        case .fail: try review(wordID: wordID, grade: .again)
        case .undefined: try forget(wordID: wordID)
        }
    }

    /// Times of every study mark in the book at or after `start` (for the study calendar).
    public func studyMarkTimes(bookID: Int64, since start: Date) throws -> [Date] {
        try database.query(
            "SELECT marked_at FROM study_marks WHERE book_id = ? AND marked_at >= ? ORDER BY marked_at", bookID,
            start.timeIntervalSince1970
        ) { Date(timeIntervalSince1970: $0.double(0) ?? 0) }
    }

}
