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
    }

    private static let bookColumns = """
        b.id, b.title, b.created_at, b.closed_at, b.show_id, b.show_title,
        (SELECT count(*) FROM words w WHERE w.book_id = b.id),
        (SELECT count(*) FROM words w WHERE w.book_id = b.id AND w.state = 'success')
        """

    private static func book(_ row: Row) -> WordBook {
        WordBook(
            id: row.int64(0), title: row.string(1), createdAt: Date(timeIntervalSince1970: row.double(2) ?? 0),
            closedAt: row.double(3).map(Date.init(timeIntervalSince1970:)), showID: row.text(4),
            showTitle: row.text(5), wordCount: row.int(6) ?? 0, successCount: row.int(7) ?? 0
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

    public func book(linkedTo showID: String) throws -> WordBook? {
        try database.query(
            "SELECT \(Self.bookColumns) FROM word_books b WHERE b.show_id = ? ORDER BY b.closed_at IS NOT NULL, b.id DESC",
            showID, map: Self.book
        ).first
    }

    /// Creates an open book; its title must not be taken by another open book.
    @discardableResult
    public func createBook(title: String, linkedTo show: Media? = nil) throws -> WordBook {
        try insertBook(title: title, showID: show?.id, showTitle: show?.title)
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

    static let wordColumns =
        "id, book_id, term, reading, meaning, example, state, created_at, updated_at, " +
        "card_phase, card_step, stability, difficulty, due_at, last_review_at, reps, lapses"

    /// `wordColumns` for a query that names the words table `w`.
    static let qualifiedWordColumns = wordColumns.split(separator: ",")
        .map { "w." + $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", ")

    static func word(_ row: Row) -> Word {
        Word(
            id: row.int64(0), bookID: row.int64(1), term: row.string(2), reading: row.string(3),
            meaning: row.string(4), example: row.string(5), state: WordState(rawValue: row.string(6)) ?? .undefined,
            createdAt: Date(timeIntervalSince1970: row.double(7) ?? 0),
            updatedAt: Date(timeIntervalSince1970: row.double(8) ?? 0),
            card: StudyCard(
                phase: CardPhase(rawValue: row.string(9)) ?? .learning, step: row.int(10), stability: row.double(11),
                difficulty: row.double(12), due: row.double(13).map(Date.init(timeIntervalSince1970:)),
                lastReview: row.double(14).map(Date.init(timeIntervalSince1970:)), reps: row.int(15) ?? 0,
                lapses: row.int(16) ?? 0
            )
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

    /// Every `fail` word across open books (the Today tab's "wrong words").
    public func failedWordsInOpenBooks() throws -> [Word] {
        try database.query(
            """
            SELECT \(Self.qualifiedWordColumns)
            FROM words w JOIN word_books b ON b.id = w.book_id
            WHERE w.state = 'fail' AND b.closed_at IS NULL ORDER BY w.book_id, w.id
            """,
            map: Self.word
        )
    }

    /// True when the book already holds this term (case-insensitive, trimmed).
    public func containsTerm(_ term: String, bookID: Int64, excludingWordID: Int64? = nil) throws -> Bool {
        let key = Self.termKey(term)
        return try words(bookID: bookID).contains {
            Self.termKey($0.term) == key && $0.id != excludingWordID
        }
    }

    /// How terms are compared everywhere (the form's warning, import, the merge on close):
    /// trimmed and case-insensitive.
    public static func termKey(_ term: String) -> String {
        term.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
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

    /// True when the book has a study mark at or after `start`.
    public func hasStudyMark(bookID: Int64, since start: Date) throws -> Bool {
        try database.scalarInt(
            "SELECT count(*) FROM study_marks WHERE book_id = ? AND marked_at >= ?", bookID,
            start.timeIntervalSince1970
        ) ?? 0 > 0
    }
}
