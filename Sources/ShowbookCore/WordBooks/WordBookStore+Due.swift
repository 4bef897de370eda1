import Foundation

/// What to study now: the reviewed words whose due time has come, and the new words the daily
/// limit still allows. The Today tab and `showbook books due` both read it from here.
extension WordBookStore {
    /// Words in open books that were reviewed and are due at or before `date`, soonest first.
    public func dueWords(at date: Date, bookID: Int64? = nil) throws -> [Word] {
        try database.query(
            """
            SELECT \(Self.qualifiedWordColumns) FROM words w JOIN word_books b ON b.id = w.book_id
            WHERE b.closed_at IS NULL AND w.stability IS NOT NULL AND w.due_at <= ? AND (? IS NULL OR w.book_id = ?)
            ORDER BY w.due_at, w.id
            """,
            date.timeIntervalSince1970, bookID, bookID, map: Self.word
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
        let left = max(0, studySettings.newWordsPerDay - (try newWordsIntroduced(on: date, calendar: calendar)))
        guard left > 0 else { return [] }
        return try database.query(
            """
            SELECT \(Self.qualifiedWordColumns) FROM words w JOIN word_books b ON b.id = w.book_id
            WHERE b.closed_at IS NULL AND w.stability IS NULL AND (? IS NULL OR w.book_id = ?)
            ORDER BY w.created_at, w.id LIMIT ?
            """,
            bookID, bookID, left, map: Self.word
        )
    }
}
