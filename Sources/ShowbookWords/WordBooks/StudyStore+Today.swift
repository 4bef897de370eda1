import Foundation
import ShowbookPlatform

/// The study loop's bookkeeping: a book's front side, finished sessions (kept as the study
/// history's record of each session), the per-book counts Today shows, and the forecast's data.
extension StudyStore {
    public func frontSide(bookID: Int64) throws -> FrontSide {
        let text = try database.query("SELECT front_side FROM word_books WHERE id = ?", bookID) { $0.onlyString }.first
        return text.flatMap(FrontSide.init(rawValue:)) ?? .term
    }

    public func setFrontSide(bookID: Int64, to side: FrontSide) throws {
        try database.transaction {
            try database.requireOpenBook(bookID, nothing: "changed")
            try database.run("UPDATE word_books SET front_side = ? WHERE id = ?", side.rawValue, bookID)
        }
    }

    /// Records a finished session for each book it studied; returns the rows' ids (an undo
    /// from the summary takes them back with `deleteSessions`).
    @discardableResult
    public func recordFinishedSession(bookIDs: [Int64], startedAt: Date, finishedAt: Date, reviews: Int) throws -> [Int64] {
        try database.transaction {
            try bookIDs.map { bookID in
                try database.insert([
                    StudySessionColumn.bookID: bookID, .startedAt: startedAt.timeIntervalSince1970,
                    .finishedAt: finishedAt.timeIntervalSince1970, .reviews: reviews,
                ])
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

    /// One book's count, as the two GROUP BY queries below read it.
    private enum BookCount: String, TableColumns {
        case bookID = "book_id", count
    }

    /// Due and new counts of every open book at `date`, by book id (books with neither are
    /// absent; Known and Suspended words count in neither). New words are counted up to
    /// `newLimit` per book: no more can be studied today.
    public func studyCounts(at date: Date, newLimit: Int) throws -> [Int64: StudyCounts] {
        var counts: [Int64: StudyCounts] = [:]
        let read = { (row: Row) in (row.int64(BookCount.bookID), row.int(BookCount.count) ?? 0) }
        let due = try database.query(
            """
            SELECT w.book_id AS book_id, count(*) AS count FROM word_books b JOIN words w ON w.book_id = b.id
            WHERE b.closed_at IS NULL AND w.stability IS NOT NULL AND \(Self.inStudy) AND w.due_at <= ?
            GROUP BY w.book_id
            """,
            date.timeIntervalSince1970, map: read
        )
        for (book, count) in due { counts[book, default: StudyCounts(due: 0, new: 0)].due = count }
        guard newLimit > 0 else { return counts }
        let new = try database.query(
            """
            SELECT b.id AS book_id,
                (SELECT count(*) FROM (SELECT 1 FROM words w WHERE w.book_id = b.id AND w.stability IS NULL
                    AND \(Self.inStudy) LIMIT ?)) AS count
            FROM word_books b WHERE b.closed_at IS NULL
            """,
            newLimit, map: read
        )
        for (book, count) in new where count > 0 { counts[book, default: StudyCounts(due: 0, new: 0)].new = count }
        return counts
    }

    /// How many reviewed words of closed books that keep their reviews are due at `date` (Today's
    /// "from closed books").
    public func closedBooksDue(at date: Date) throws -> Int {
        try database.scalarInt(
            """
            SELECT count(*) FROM word_books b JOIN words w ON w.book_id = b.id
            WHERE b.closed_at IS NOT NULL AND \(Self.keepsReviews) AND w.stability IS NOT NULL AND \(Self.inStudy)
              AND w.due_at <= ?
            """,
            date.timeIntervalSince1970
        ) ?? 0
    }

    /// Due times of the book's reviewed words before `end` (overdue ones included; Known and
    /// Suspended left out: they are not coming back), for the forecast.
    public func dueTimes(bookID: Int64, before end: Date) throws -> [Date] {
        try database.query(
            "SELECT w.due_at FROM words w WHERE w.book_id = ? AND w.stability IS NOT NULL AND \(Self.inStudy) AND w.due_at < ?",
            bookID,
            end.timeIntervalSince1970
        ) { Date(timeIntervalSince1970: $0.onlyDouble ?? 0) }
    }

    /// Every graded review of the book, by word, oldest first (for true retention).
    public func reviewHistory(bookID: Int64) throws -> [(wordID: Int64, event: StudyEvent)] {
        typealias C = StudyMarkColumn
        let selection = ColumnSelection<C>([.wordID] + C.event.columns)
        return try database.query(
            "SELECT \(selection.list()) FROM study_marks WHERE book_id = ? AND grade IS NOT NULL ORDER BY word_id, marked_at, id",
            bookID, selecting: selection
        ) { row in row.event.map { (wordID: row.int64(.wordID), event: $0) } }.compactMap { $0 }
    }

    /// Times of every study mark in the book at or after `start` (for the study calendar).
    public func studyMarkTimes(bookID: Int64, since start: Date) throws -> [Date] {
        try database.query(
            "SELECT marked_at FROM study_marks WHERE book_id = ? AND marked_at >= ? ORDER BY marked_at", bookID,
            start.timeIntervalSince1970
        ) { Date(timeIntervalSince1970: $0.onlyDouble ?? 0) }
    }
}

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
