import Foundation

/// The words a study screen starts with, read in one place for every way of starting one.
/// A session reads only what orders its cards (id, book, FSRS card), so "Study all due" over
/// thousands of due words starts at once; the practice deck is read when practice opens.
extension WordBookStore {
    /// What a study screen starts from.
    public struct StudyDeck {
        public var title: String
        /// The session's cards; nil for free practice only.
        public var session: [StudySession.Entry]?
        /// Reads the free-practice deck.
        public var loadPractice: () throws -> [Word]
    }

    public func studyDeck(for source: StudySource, at date: Date, calendar: Calendar) throws -> StudyDeck {
        let horizon = date.addingTimeInterval(StudySession.learnAhead)
        switch source {
        case let .book(book):
            let left = try newWordsLeft(on: date, calendar: calendar)
            let session = try dueEntries(at: horizon, bookID: book.id) + newEntries(limit: left, bookID: book.id)
            return StudyDeck(title: book.title, session: session) { [self] in try words(bookID: book.id) }
        case .allBooks:
            let left = try newWordsLeft(on: date, calendar: calendar)
            let session = try dueEntries(at: horizon) + newEntries(limit: left)
            let ids = session.map(\.id)
            return StudyDeck(title: "All due", session: session) { [self] in try ids.compactMap { try word(id: $0) } }
        case let .plan(book):
            // The book plan studies the whole book (the session serves what is due first).
            let session = try database.query(
                "SELECT \(Self.entryColumns) FROM words w WHERE w.book_id = ? ORDER BY w.id", book.id, map: Self.entry
            )
            return StudyDeck(title: book.title, session: session) { [self] in try words(bookID: book.id) }
        case let .practice(words, title):
            return StudyDeck(title: title, session: nil) { words }
        }
    }

    /// Reviewed words of open books due at or before `date`, soonest first.
    func dueEntries(at date: Date, bookID: Int64? = nil) throws -> [StudySession.Entry] {
        try due(at: date, bookID: bookID, columns: Self.entryColumns, map: Self.entry)
    }

    /// Up to `limit` new words of open books, oldest first.
    func newEntries(limit: Int, bookID: Int64? = nil) throws -> [StudySession.Entry] {
        try new(limit: limit, bookID: bookID, columns: Self.entryColumns, map: Self.entry)
    }

    /// The columns of a session entry, in the order `entry` reads them.
    static let entryColumns = "w.id, w.book_id, w.card_phase, w.card_step, w.stability, w.difficulty, w.due_at, "
        + "w.last_review_at, w.reps, w.lapses"

    static func entry(_ row: Row) -> StudySession.Entry {
        StudySession.Entry(
            id: row.int64(0), bookID: row.int64(1),
            card: CardValidation.stored(
                phase: row.string(2), step: row.int(3), stability: row.double(4), difficulty: row.double(5),
                due: row.double(6), lastReview: row.double(7), reps: row.int(8), lapses: row.int(9)
            ).card
        )
    }
}
