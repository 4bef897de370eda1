import Foundation
import ShowbookPlatform

/// Today's new-word limit said plainly and raised for today only (Anki's "increase today's new
/// card limit"): the settings' `new_words_per_day` plus what `+` added on that day. The extra
/// is kept in `meta` with its day, so a restart the same day keeps it and the next day it is
/// gone.
extension StudyStore {
    /// How many new words one `+` adds to today's limit.
    public static let limitStep = 10
    private static let extraKey = "extra_new_words"

    /// New words `+` added to the limit of `date`'s day (0 on any other day).
    public func extraNewWords(on date: Date, calendar: Calendar) throws -> Int {
        guard let text = try database.scalarText("SELECT value FROM meta WHERE key = ?", Self.extraKey) else { return 0 }
        let parts = text.split(separator: " ").compactMap { Int($0) }
        guard parts.count == 2, parts[0] == Self.dayKey(date, calendar: calendar) else { return 0 }
        return max(0, parts[1])
    }

    /// The limit of new words on `date`'s day: the setting plus today's extra.
    public func newWordsLimit(on date: Date, calendar: Calendar) throws -> Int {
        let (sum, overflow) = studySettings.newWordsPerDay.addingReportingOverflow(try extraNewWords(on: date, calendar: calendar))
        return overflow ? Int.max : sum
    }

    /// Raises `date`'s day's limit by `limitStep`; returns the day's new limit.
    @discardableResult
    public func raiseTodaysLimit(on date: Date, calendar: Calendar) throws -> Int {
        let extra = try extraNewWords(on: date, calendar: calendar) + Self.limitStep
        try database.run(
            "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            Self.extraKey, "\(Self.dayKey(date, calendar: calendar)) \(extra)"
        )
        return try newWordsLimit(on: date, calendar: calendar)
    }

    /// Never-reviewed words of open books (of one book when `bookID` is given), Known and
    /// Suspended left out.
    public func newWordsWaiting(bookID: Int64?) throws -> Int {
        try database.scalarInt(
            """
            SELECT count(*) FROM words w JOIN word_books b ON b.id = w.book_id
            WHERE b.closed_at IS NULL AND w.stability IS NULL AND \(Self.inStudy) AND (? IS NULL OR w.book_id = ?)
            """,
            bookID, bookID
        ) ?? 0
    }

    /// The notice when today's limit is spent and new words are waiting, else nil.
    public func dailyLimitReached(at date: Date, calendar: Calendar, bookID: Int64?) throws -> DailyLimitReached? {
        guard try newWordsLeft(on: date, calendar: calendar) == 0 else { return nil }
        let waiting = try newWordsWaiting(bookID: bookID)
        guard waiting > 0 else { return nil }
        return DailyLimitReached(limit: try newWordsLimit(on: date, calendar: calendar), waiting: waiting)
    }

    /// The day of `date` in `calendar`, as one number (its start, in seconds since 1970).
    private static func dayKey(_ date: Date, calendar: Calendar) -> Int {
        Int(calendar.startOfDay(for: date).timeIntervalSince1970)
    }
}

extension StudyStore {
    /// A prep session of `newWords` new words at `date` against that day's limit: prep studies
    /// the words it picked whatever the limit, and its header says so. They count in the day's
    /// total like any other first review (`newWordsIntroduced`), so Today's new count follows.
    public func prepDay(newWords: Int, at date: Date, calendar: Calendar) throws -> PrepDay {
        PrepDay(newWords: newWords, left: try newWordsLeft(on: date, calendar: calendar), limit: try newWordsLimit(on: date, calendar: calendar))
    }
}

/// A prep session's new words beside today's limit, as the session's header says it.
public struct PrepDay: Sendable, Equatable {
    public var newWords: Int
    /// New words today's limit still allowed when the session started.
    public var left: Int
    public var limit: Int

    public init(newWords: Int, left: Int, limit: Int) {
        self.newWords = newWords
        self.left = left
        self.limit = limit
    }

    /// True when the session takes in more new words than the day still allows.
    public var isBeyondLimit: Bool { newWords > left }

    /// "prep: 35 new words, beyond today's 20", "prep: 18 new words, beyond the 5 left of today's
    /// 20", "prep: 4 new words, within today's 20".
    public var text: String {
        let words = "prep: \(Counted.text(newWords, "new word"))"
        guard isBeyondLimit else { return words + ", within today's \(limit)" }
        return words + (left == limit || left == 0 && limit == 0 ? ", beyond today's \(limit)" : ", beyond the \(left) left of today's \(limit)")
    }
}

/// Today's new-word limit is spent while new words wait: what Today and the study screen say.
public struct DailyLimitReached: Sendable, Equatable {
    public var limit: Int
    public var waiting: Int

    public init(limit: Int, waiting: Int) {
        self.limit = limit
        self.waiting = waiting
    }

    /// "Daily limit of 20 new words reached — 13 waiting · + for 10 more today".
    public var text: String {
        "Daily limit of \(Counted.text(limit, "new word")) reached — \(waiting) waiting · + for \(StudyStore.limitStep) more today"
    }
}
