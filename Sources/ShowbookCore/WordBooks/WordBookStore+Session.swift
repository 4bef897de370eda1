import Foundation

/// Storage for the study loop: a book's front side, finished sessions (which take a book off
/// the plan for the day), undoing a review, and the per-book counts Today shows.
extension WordBookStore {
    /// Due and new word counts of one open book, as Today lists them.
    public struct StudyCounts: Sendable, Equatable {
        /// Reviewed words whose due time has come (learning, review and relearning).
        public var due: Int
        /// Words never reviewed, counted up to the limit asked for.
        public var new: Int

        public init(due: Int, new: Int) {
            self.due = due
            self.new = new
        }
    }

    /// An open book as Today lists it: no word counts, which would read every word of every book.
    public struct BookHeading: Sendable, Equatable {
        public var id: Int64
        public var title: String
        public var createdAt: Date

        public init(id: Int64, title: String, createdAt: Date) {
            self.id = id
            self.title = title
            self.createdAt = createdAt
        }

        public init(_ book: WordBook) { self.init(id: book.id, title: book.title, createdAt: book.createdAt) }
    }

    /// Open books, newest first, without their counts.
    public func openBookHeadings() throws -> [BookHeading] {
        try database.query(
            "SELECT id, title, created_at FROM word_books WHERE closed_at IS NULL ORDER BY created_at DESC, id DESC"
        ) { BookHeading(id: $0.int64(0), title: $0.string(1), createdAt: Date(timeIntervalSince1970: $0.double(2) ?? 0)) }
    }

    public func frontSide(bookID: Int64) throws -> FrontSide {
        let text = try database.query("SELECT front_side FROM word_books WHERE id = ?", bookID) { $0.string(0) }.first
        return text.flatMap(FrontSide.init(rawValue:)) ?? .term
    }

    public func setFrontSide(bookID: Int64, to side: FrontSide) throws {
        try database.run("UPDATE word_books SET front_side = ? WHERE id = ?", side.rawValue, bookID)
    }

    /// Records a finished session for each book it studied; returns the rows' ids (an undo
    /// from the summary takes them back with `deleteSessions`).
    @discardableResult
    public func recordFinishedSession(bookIDs: [Int64], startedAt: Date, finishedAt: Date, reviews: Int) throws -> [Int64] {
        try database.transaction {
            try bookIDs.map { bookID in
                try database.run(
                    "INSERT INTO study_sessions(book_id, started_at, finished_at, reviews) VALUES (?, ?, ?, ?)",
                    bookID, startedAt.timeIntervalSince1970, finishedAt.timeIntervalSince1970, reviews
                )
                return database.lastInsertRowID
            }
        }
    }

    public func deleteSessions(_ ids: [Int64]) throws {
        try database.transaction {
            for id in ids { try database.run("DELETE FROM study_sessions WHERE id = ?", id) }
        }
    }

    /// True when a session of the book finished at or after `start`.
    public func hasFinishedSession(bookID: Int64, since start: Date) throws -> Bool {
        try database.scalarInt(
            "SELECT count(*) FROM study_sessions WHERE book_id = ? AND finished_at >= ?", bookID,
            start.timeIntervalSince1970
        ) ?? 0 > 0
    }

    /// Takes back the word's last review: its newest history row goes and `before` (the word
    /// as it was before that review: its whole FSRS card and its mark) is written back.
    public func undoReview(restoring before: Word) throws {
        try database.transaction {
            let last = try database.query(
                "SELECT id, grade FROM study_marks WHERE word_id = ? ORDER BY marked_at DESC, id DESC LIMIT 1", before.id
            ) { ($0.int64(0), $0.string(1)) }.first
            guard let last, ReviewGrade(name: last.1) != nil else { throw WordBookError.notFound("review to undo") }
            try database.run("DELETE FROM study_marks WHERE id = ?", last.0)
            try Self.writeCard(before.card, wordID: before.id, database: database)
            try database.run("UPDATE words SET state = ?, updated_at = ? WHERE id = ?", before.state.rawValue,
                             before.updatedAt.timeIntervalSince1970, before.id)
        }
    }

    /// Due and new counts of every open book at `date`, by book id (books with neither are
    /// absent). New words are counted up to `newLimit` per book: no more can be studied today.
    public func studyCounts(at date: Date, newLimit: Int) throws -> [Int64: StudyCounts] {
        var counts: [Int64: StudyCounts] = [:]
        let due = try database.query(
            """
            SELECT w.book_id, count(*) FROM word_books b JOIN words w ON w.book_id = b.id
            WHERE b.closed_at IS NULL AND w.stability IS NOT NULL AND w.due_at <= ? GROUP BY w.book_id
            """,
            date.timeIntervalSince1970
        ) { ($0.int64(0), $0.int(1) ?? 0) }
        for (book, count) in due { counts[book, default: StudyCounts(due: 0, new: 0)].due = count }
        guard newLimit > 0 else { return counts }
        let new = try database.query(
            """
            SELECT b.id, (SELECT count(*) FROM (SELECT 1 FROM words w WHERE w.book_id = b.id AND w.stability IS NULL LIMIT ?))
            FROM word_books b WHERE b.closed_at IS NULL
            """,
            newLimit
        ) { ($0.int64(0), $0.int(1) ?? 0) }
        for (book, count) in new where count > 0 { counts[book, default: StudyCounts(due: 0, new: 0)].new = count }
        return counts
    }

    /// New words still allowed on `date`'s day by the daily limit.
    public func newWordsLeft(on date: Date, calendar: Calendar) throws -> Int {
        max(0, studySettings.newWordsPerDay - (try newWordsIntroduced(on: date, calendar: calendar)))
    }

    /// Due times of the book's reviewed words before `end` (overdue ones included), for the forecast.
    public func dueTimes(bookID: Int64, before end: Date) throws -> [Date] {
        try database.query(
            "SELECT due_at FROM words WHERE book_id = ? AND stability IS NOT NULL AND due_at < ?", bookID,
            end.timeIntervalSince1970
        ) { Date(timeIntervalSince1970: $0.double(0) ?? 0) }
    }

    /// Every graded review of the book, by word, oldest first (for true retention).
    public func reviewHistory(bookID: Int64) throws -> [(wordID: Int64, event: StudyEvent)] {
        try database.query(
            "SELECT word_id, grade, marked_at FROM study_marks WHERE book_id = ? AND grade IS NOT NULL ORDER BY word_id, marked_at, id",
            bookID
        ) { row -> (Int64, StudyEvent)? in
            guard let event = StudyEvent(name: row.string(1), at: Date(timeIntervalSince1970: row.double(2) ?? 0)) else { return nil }
            return (row.int64(0), event)
        }.compactMap { $0.map { (wordID: $0.0, event: $0.1) } }
    }
}
