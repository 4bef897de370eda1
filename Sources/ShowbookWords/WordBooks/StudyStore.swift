import Foundation
import ShowbookPlatform

/// What to study: a study screen's starting words, the due and new words, the daily limit of
/// new words, and (in `StudyStore+Today`) the counts, finished sessions and forecast data.
/// It only reads words and writes sessions; grades go through `ReviewStore`.
public final class StudyStore: Sendable {
    public let database: Database
    /// The new-word limit (and the rest of the settings) the reads here apply.
    public let studySettings: StudySettings
    package let words: WordStore

    public init(words: WordStore, studySettings: StudySettings = StudySettings()) {
        self.database = words.database
        self.studySettings = studySettings
        self.words = words
    }

    /// A session reads only what orders its cards (id, book, FSRS card), so "Study all due"
    /// over thousands of due words starts at once; the practice deck is read when practice opens.
    public func studyDeck(for source: StudySource, at date: Date, calendar: Calendar) throws -> StudyDeck {
        let horizon = date.addingTimeInterval(StudySession.learnAhead)
        let entry = WordColumn.entry
        switch source {
        case let .book(book):
            let left = try newWordsLeft(on: date, calendar: calendar)
            let session = try due(at: horizon, bookID: book.id, selecting: entry) { $0.entry }
                + new(limit: left, bookID: book.id, selecting: entry) { $0.entry }
            return StudyDeck(title: book.title, session: session, newWordScope: .book(book.id)) { [words] in
                try words.words(bookID: book.id)
            }
        case .allBooks:
            let left = try newWordsLeft(on: date, calendar: calendar)
            let session = try due(at: horizon, bookID: nil, selecting: entry) { $0.entry }
                + new(limit: left, bookID: nil, selecting: entry) { $0.entry }
            let ids = session.map(\.id)
            return StudyDeck(title: "All due", session: session, newWordScope: .allBooks) { [words] in try ids.compactMap { try words.word(id: $0) } }
        case .closedBooks:
            // Only reviews: a closed book's new words are never offered.
            let session = try due(at: horizon, bookID: nil, fromClosedBooks: true, selecting: entry) { $0.entry }
            let ids = session.map(\.id)
            return StudyDeck(title: "From closed books", session: session) { [words] in try ids.compactMap { try words.word(id: $0) } }
        case let .practice(words, title):
            return StudyDeck(title: title, session: nil) { words }
        }
    }

    /// Reviewed words due at or before `date`, soonest first: in open books, and in closed books
    /// that keep their reviews.
    public func dueWords(at date: Date, bookID: Int64? = nil) throws -> [Word] {
        try due(at: date, bookID: bookID, selecting: WordColumn.word) { $0.word }
    }

    /// New words in open books (oldest first) that may still be introduced on `date`'s day:
    /// the daily limit minus the words already introduced that day.
    public func newWordsAvailable(at date: Date, calendar: Calendar, bookID: Int64? = nil) throws -> [Word] {
        try new(limit: try newWordsLeft(on: date, calendar: calendar), bookID: bookID, selecting: WordColumn.word) { $0.word }
    }

    /// Known and Suspended words are out of study: never due, never new, in no session. The
    /// study indexes (`words_due_entry`, `words_book_due`, `words_book_new`) hold only words
    /// that pass this, so the queries that say it stay on them.
    package static let inStudy = "w.known_at IS NULL AND w.suspended_at IS NULL"

    /// SQL true for a book `b` whose studied words come due: an open book, or a closed one whose
    /// close kept its reviews (only a close that retired them sets `retired_at`). New words are
    /// offered from open books only.
    package static let keepsReviews = "b.retired_at IS NULL"

    /// The one rule for "due": reviewed words (Known and Suspended left out) of open books and of
    /// closed books that keep their reviews — only of those closed books `fromClosedBooks` —
    /// whose time has come, soonest first,
    /// read as `selection` through `map` (whole words for the CLI, light entries for a session).
    package func due<T>(at date: Date, bookID: Int64?, fromClosedBooks: Bool = false,
                        selecting selection: ColumnSelection<WordColumn>,
                        map: (NamedRow<WordColumn>) throws -> T) throws -> [T] {
        try database.query(
            """
            SELECT \(selection.list(alias: "w")) FROM words w JOIN word_books b ON b.id = w.book_id
            WHERE \(Self.keepsReviews)\(fromClosedBooks ? " AND b.closed_at IS NOT NULL" : "")
              AND w.stability IS NOT NULL AND \(Self.inStudy) AND w.due_at <= ?
              AND (? IS NULL OR w.book_id = ?)
            ORDER BY w.due_at, w.id
            """,
            date.timeIntervalSince1970, bookID, bookID, selecting: selection, map: map
        )
    }

    /// The one rule for "new": up to `limit` never-reviewed words of open books (Known and
    /// Suspended left out), oldest first.
    package func new<T>(limit: Int, bookID: Int64?, selecting selection: ColumnSelection<WordColumn>,
                map: (NamedRow<WordColumn>) throws -> T) throws -> [T] {
        guard limit > 0 else { return [] }
        return try database.query(
            """
            SELECT \(selection.list(alias: "w")) FROM words w JOIN word_books b ON b.id = w.book_id
            WHERE b.closed_at IS NULL AND w.stability IS NULL AND \(Self.inStudy) AND (? IS NULL OR w.book_id = ?)
            ORDER BY w.created_at, w.id LIMIT ?
            """,
            bookID, bookID, limit, selecting: selection, map: map
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

    /// New words still allowed on `date`'s day by the daily limit (with today's extra).
    public func newWordsLeft(on date: Date, calendar: Calendar) throws -> Int {
        max(0, try newWordsLimit(on: date, calendar: calendar) - (try newWordsIntroduced(on: date, calendar: calendar)))
    }

    /// New words a session of `scope` may still take in at `date`, leaving out those it has.
    public func moreNewWords(for scope: NewWordScope, at date: Date, calendar: Calendar,
                             excluding ids: Set<Int64>) throws -> [StudySession.Entry] {
        let left = try newWordsLeft(on: date, calendar: calendar)
        let entries = try new(limit: left.addingReportingOverflow(ids.count).overflow ? left : left + ids.count,
                              bookID: scope.bookID, selecting: WordColumn.entry) { $0.entry }
        return Array(entries.filter { !ids.contains($0.id) }.prefix(left))
    }
}

/// What a study screen starts from.
public struct StudyDeck {
    public var title: String
    /// The session's cards; nil for free practice only.
    public var session: [StudySession.Entry]?
    /// Where the daily limit of new words applies (nil for practice).
    public var newWordScope: NewWordScope? = nil
    /// Reads the free-practice deck.
    public var loadPractice: () throws -> [Word]
    /// A prep session's new words beside today's limit, which its header says (nil otherwise).
    public var prepDay: PrepDay?

    public init(title: String, session: [StudySession.Entry]? = nil, newWordScope: NewWordScope? = nil, prepDay: PrepDay? = nil,
                loadPractice: @escaping () throws -> [Word]) {
        self.title = title
        self.session = session
        self.newWordScope = newWordScope
        self.prepDay = prepDay
        self.loadPractice = loadPractice
    }
}

/// The new words a limited session draws from: one book's or every open book's.
public enum NewWordScope: Sendable, Equatable {
    case book(Int64), allBooks

    public var bookID: Int64? {
        if case let .book(id) = self { return id }
        return nil
    }
}
