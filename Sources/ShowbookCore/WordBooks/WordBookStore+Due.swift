import Foundation

/// What to study now: the reviewed words whose due time has come, and the new words the daily
/// limit still allows. The Today tab and `showbook books due` both read it from here.
extension WordBookStore {
    /// Words in open books that were reviewed and are due at or before `date`, soonest first.
    public func dueWords(at date: Date, bookID: Int64? = nil) throws -> [Word] {
        try due(at: date, bookID: bookID, columns: Self.qualifiedWordColumns, map: Self.word)
    }

    /// The one rule for "due": reviewed words of open books whose time has come, soonest first,
    /// read as `columns` through `map` (whole words for the CLI, light entries for a session).
    func due<T>(at date: Date, bookID: Int64?, columns: String, map: (Row) throws -> T) throws -> [T] {
        try database.query(
            """
            SELECT \(columns) FROM words w JOIN word_books b ON b.id = w.book_id
            WHERE b.closed_at IS NULL AND w.stability IS NOT NULL AND w.due_at <= ? AND (? IS NULL OR w.book_id = ?)
            ORDER BY w.due_at, w.id
            """,
            date.timeIntervalSince1970, bookID, bookID, map: map
        )
    }

    /// The one rule for "new": up to `limit` never-reviewed words of open books, oldest first.
    func new<T>(limit: Int, bookID: Int64?, columns: String, map: (Row) throws -> T) throws -> [T] {
        guard limit > 0 else { return [] }
        return try database.query(
            """
            SELECT \(columns) FROM words w JOIN word_books b ON b.id = w.book_id
            WHERE b.closed_at IS NULL AND w.stability IS NULL AND (? IS NULL OR w.book_id = ?)
            ORDER BY w.created_at, w.id LIMIT ?
            """,
            bookID, bookID, limit, map: map
        )
    }

    /// How many words were studied for the first time on `date`'s day (reviewed that day and
    /// never before it), which counts against the daily limit of new words.
    public func newWordsIntroduced(on date: Date, calendar: Calendar) throws -> Int {
        let start = calendar.startOfDay(for: date).timeIntervalSince1970
        let end = start + 86_400
        return try database.scalarInt(
            """
            SELECT count(DISTINCT m.word_id) FROM study_marks m
            WHERE m.marked_at >= ? AND m.marked_at < ? AND m.grade IN ('again', 'hard', 'good', 'easy')
              AND NOT EXISTS (SELECT 1 FROM study_marks p WHERE p.word_id = m.word_id AND p.marked_at < ?
                              AND p.grade IN ('again', 'hard', 'good', 'easy'))
            """,
            start, end, start
        ) ?? 0
    }

    /// New words in open books (oldest first) that may still be introduced on `date`'s day:
    /// the daily limit minus the words already introduced that day.
    public func newWordsAvailable(at date: Date, calendar: Calendar, bookID: Int64? = nil) throws -> [Word] {
        try new(limit: try newWordsLeft(on: date, calendar: calendar), bookID: bookID,
                columns: Self.qualifiedWordColumns, map: Self.word)
    }
}
