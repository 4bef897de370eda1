import Foundation
import ShowbookPlatform

/// FSRS reviews in storage: grading a word (its card and its history row in one transaction),
/// resetting it, taking a review back, restoring a history from a file, and a book's retention.
/// It is the one writer of cards, so every grade goes through the same scheduler and fuzz.
public final class ReviewStore: Sendable {
    public let database: Database
    package let clock: AppClock
    /// Retention, the new-word limit and fuzz for the reviews this store records.
    public let studySettings: StudySettings
    package let words: WordStore

    public init(words: WordStore, clock: AppClock, studySettings: StudySettings = StudySettings()) {
        self.database = words.database
        self.clock = clock
        self.studySettings = studySettings
        self.words = words
    }

    /// Records a review of `wordID` with `grade` at `date` (default now) and returns the word
    /// with its new card. Reviews are kept in time order: one dated before the word's last review
    /// (or reset) is refused (`WordBookError.reviewBeforeLast`, naming both times) and nothing is
    /// written — replayed into the history, it could make a word Mature in two reviews. The
    /// word's book must be open (or closed keeping its reviews, for a studied word), and be
    /// `bookID` when the caller shows the word in one. `duration` is how long the learner took to
    /// answer (seconds; capped at `StudyEvent.maximumDuration`), nil when unknown.
    @discardableResult
    public func review(wordID: Int64, grade: ReviewGrade, at date: Date? = nil, in bookID: Int64? = nil,
                       duration: TimeInterval? = nil) throws -> Word {
        let time = date ?? clock.now
        return try database.transaction {
            try database.requireReviewableBook(ofWord: wordID, expected: bookID, nothing: "graded")
            let word = try words.requireWord(wordID)
            if let last = try lastStudied(word), time < last {
                throw WordBookError.reviewBeforeLast(term: word.term, at: time, last: last)
            }
            let scheduler = FSRSScheduler(parameters: try parameters(bookID: word.bookID))
            let event = StudyEvent(grade: grade, at: time, duration: duration.map { min($0, StudyEvent.maximumDuration) })
            let picker = try dayPicker(for: event, card: word.card, term: word.term, scheduler: scheduler)
            try insertMark(word, event)
            let card = StudyHistoryReplay.apply(event, to: word.card, term: word.term, scheduler: scheduler, dayPicker: picker)
            try database.writeCard(card, wordID: wordID)
            try database.run("UPDATE words SET state = ?, updated_at = ? WHERE id = ?", grade.mark.rawValue,
                             clock.now.timeIntervalSince1970, wordID)
            return try words.requireWord(wordID)
        }
    }

    /// When the word was last reviewed or reset: its card's last review, or its newest history
    /// row when that is later (a reset leaves a New card without one).
    private func lastStudied(_ word: Word) throws -> Date? {
        let newest = try database.query("SELECT max(marked_at) FROM study_marks WHERE word_id = ?", word.id) { $0.onlyDouble }
            .first ?? nil
        let times = [word.card.lastReview, newest.map(Date.init(timeIntervalSince1970:))].compactMap { $0 }
        return times.max()
    }

    /// Makes the word new again (the study screen's reset), keeping the reset in its history.
    public func forget(wordID: Int64, at date: Date? = nil) throws {
        try database.transaction {
            try database.requireOpenBook(ofWord: wordID, nothing: "reset")
            let word = try words.requireWord(wordID)
            try insertMark(word, StudyEvent(grade: nil, at: date ?? clock.now))
            try database.writeCard(.new, wordID: wordID)
            try database.run("UPDATE words SET state = 'undefined', updated_at = ? WHERE id = ?",
                             clock.now.timeIntervalSince1970, wordID)
        }
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

    /// Takes back the word's last review: its newest history row goes and `before` (the word
    /// as it was before that review: its whole FSRS card and its mark) is written back.
    public func undoReview(restoring before: Word) throws {
        typealias C = StudyMarkColumn
        let selection = ColumnSelection<C>([.id, .grade])
        try database.transaction {
            try database.requireReviewableBook(ofWord: before.id, expected: before.bookID, nothing: "taken back")
            let last = try database.query(
                "SELECT \(selection.list()) FROM study_marks WHERE word_id = ? ORDER BY marked_at DESC, id DESC LIMIT 1",
                before.id, selecting: selection
            ) { (id: $0.int64(.id), grade: $0.string(.grade)) }.first
            guard let last, ReviewGrade(name: last.grade) != nil else { throw WordBookError.notFound("review to undo") }
            try database.run("DELETE FROM study_marks WHERE id = ?", last.id)
            try database.writeCard(before.card, wordID: before.id)
            try database.run("UPDATE words SET state = ?, updated_at = ? WHERE id = ?", before.state.rawValue,
                             before.updatedAt.timeIntervalSince1970, before.id)
        }
    }

    /// The word's reviews and resets, oldest first.
    public func history(wordID: Int64) throws -> [StudyEvent] {
        try database.query(
            "SELECT \(StudyMarkColumn.event.list()) FROM study_marks WHERE word_id = ? AND grade IS NOT NULL ORDER BY marked_at, id",
            wordID, selecting: StudyMarkColumn.event
        ) { $0.event }.compactMap { $0 }
    }

    /// Stores a card and history that came from a file (an import), replacing the word's own.
    /// Without a card, the history is replayed into one.
    public func restoreStudy(wordID: Int64, card: StudyCard?, history: [StudyEvent]) throws {
        try database.transaction {
            try database.requireOpenBook(ofWord: wordID, nothing: "imported")
            let word = try words.requireWord(wordID)
            try database.run("DELETE FROM study_marks WHERE word_id = ?", wordID)
            for event in history.sorted(by: { $0.at < $1.at }) { try insertMark(word, event) }
            let restored = try card ?? StudyHistoryReplay.card(from: history, term: word.term,
                                                               parameters: parameters(bookID: word.bookID))
            try database.writeCard(restored, wordID: wordID)
        }
    }

    /// The book's own desired retention, if it overrides the config file's (a stored value
    /// outside `StudySettings.retentionRange` is ignored).
    public func retention(bookID: Int64) throws -> Double? {
        let stored = try database.query("SELECT desired_retention FROM word_books WHERE id = ?", bookID) { $0.onlyDouble }.first ?? nil
        return stored.flatMap { StudySettings.retentionRange.contains($0) ? $0 : nil }
    }

    /// Sets (or with nil clears) the book's desired retention; future reviews use it.
    public func setRetention(bookID: Int64, to retention: Double?) throws {
        if let retention, !StudySettings.retentionRange.contains(retention) {
            throw WordBookError.storage("desired retention must be from 0.7 to 0.99")
        }
        try database.transaction {
            try database.requireOpenBook(bookID, nothing: "changed")
            try database.run("UPDATE word_books SET desired_retention = ? WHERE id = ?", retention, bookID)
        }
    }

    /// The scheduler parameters for a book: the settings, with its retention override and the
    /// schedule it keeps (`BookSchedule`).
    public func parameters(bookID: Int64) throws -> FSRSParameters {
        try schedule(bookID: bookID).parameters(over: studySettings.parameters(retention: try retention(bookID: bookID)))
    }

    private func insertMark(_ word: Word, _ event: StudyEvent) throws {
        let state = event.grade?.mark ?? .undefined
        try database.insert([
            StudyMarkColumn.bookID: word.bookID, .wordID: word.id, .state: state.rawValue, .grade: event.name,
            .markedAt: event.at.timeIntervalSince1970, .duration: event.duration,
        ])
    }
}
