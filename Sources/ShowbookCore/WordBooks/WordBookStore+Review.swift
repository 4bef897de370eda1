import Foundation

/// FSRS reviews in storage: grading a word (the card and its history row in one
/// transaction), resetting it, reading its history, and a book's retention override.
extension WordBookStore {
    /// Records a review of `wordID` with `grade` at `date` (default now) and returns the word
    /// with its new card. A review dated before the word's last one (a history replayed from
    /// elsewhere) is put in its place and the whole history is replayed.
    @discardableResult
    public func review(wordID: Int64, grade: ReviewGrade, at date: Date? = nil) throws -> Word {
        let time = date ?? clock.now
        return try database.transaction {
            let word = try requireWord(wordID)
            let parameters = try parameters(bookID: word.bookID)
            try insertMark(word, StudyEvent(grade: grade, at: time))
            let card: StudyCard
            if let last = word.card.lastReview, time < last {
                card = StudyHistoryReplay.card(from: try history(wordID: wordID), term: word.term, parameters: parameters)
            } else {
                card = StudyHistoryReplay.apply(StudyEvent(grade: grade, at: time), to: word.card, term: word.term,
                                                scheduler: FSRSScheduler(parameters: parameters))
            }
            try Self.writeCard(card, wordID: wordID, database: database)
            try database.run("UPDATE words SET state = ?, updated_at = ? WHERE id = ?", grade.mark.rawValue,
                             clock.now.timeIntervalSince1970, wordID)
            return try requireWord(wordID)
        }
    }

    /// Makes the word new again (the study screen's reset), keeping the reset in its history.
    public func forget(wordID: Int64, at date: Date? = nil) throws {
        try database.transaction {
            let word = try requireWord(wordID)
            try insertMark(word, StudyEvent(grade: nil, at: date ?? clock.now))
            try Self.writeCard(.new, wordID: wordID, database: database)
            try database.run("UPDATE words SET state = 'undefined', updated_at = ? WHERE id = ?",
                             clock.now.timeIntervalSince1970, wordID)
        }
    }

    /// The word's reviews and resets, oldest first.
    public func history(wordID: Int64) throws -> [StudyEvent] {
        try database.query(
            "SELECT grade, marked_at FROM study_marks WHERE word_id = ? AND grade IS NOT NULL ORDER BY marked_at, id", wordID
        ) { StudyEvent(name: $0.string(0), at: Date(timeIntervalSince1970: $0.double(1) ?? 0)) }.compactMap { $0 }
    }

    /// Stores a card and history that came from a file (an import), replacing the word's own.
    /// Without a card, the history is replayed into one.
    public func restoreStudy(wordID: Int64, card: StudyCard?, history: [StudyEvent]) throws {
        try database.transaction {
            let word = try requireWord(wordID)
            try database.run("DELETE FROM study_marks WHERE word_id = ?", wordID)
            for event in history.sorted(by: { $0.at < $1.at }) { try insertMark(word, event) }
            let restored = try card ?? StudyHistoryReplay.card(from: history, term: word.term,
                                                               parameters: parameters(bookID: word.bookID))
            try Self.writeCard(restored, wordID: wordID, database: database)
        }
    }

    /// The book's own desired retention, if it overrides the config file's (a stored value
    /// outside `StudySettings.retentionRange` is ignored).
    public func retention(bookID: Int64) throws -> Double? {
        let stored = try database.query("SELECT desired_retention FROM word_books WHERE id = ?", bookID) { $0.double(0) }.first ?? nil
        return stored.flatMap { StudySettings.retentionRange.contains($0) ? $0 : nil }
    }

    /// Sets (or with nil clears) the book's desired retention; future reviews use it.
    public func setRetention(bookID: Int64, to retention: Double?) throws {
        if let retention, !StudySettings.retentionRange.contains(retention) {
            throw WordBookError.storage("desired retention must be from 0.7 to 0.99")
        }
        try database.run("UPDATE word_books SET desired_retention = ? WHERE id = ?", retention, bookID)
    }

    /// The scheduler parameters for a book: the settings, with its retention override.
    public func parameters(bookID: Int64) throws -> FSRSParameters {
        studySettings.parameters(retention: try retention(bookID: bookID))
    }

    func requireWord(_ id: Int64) throws -> Word {
        guard let word = try database.query("SELECT \(Self.wordColumns) FROM words WHERE id = ?", id, map: Self.word).first
        else { throw WordBookError.notFound("word") }
        return word
    }

    private func insertMark(_ word: Word, _ event: StudyEvent) throws {
        let state = event.grade?.mark ?? .undefined
        try database.run(
            "INSERT INTO study_marks(book_id, word_id, state, grade, marked_at) VALUES (?, ?, ?, ?, ?)",
            word.bookID, word.id, state.rawValue, event.name, event.at.timeIntervalSince1970
        )
    }

    static func writeCard(_ card: StudyCard, wordID: Int64, database: Database) throws {
        try database.run(
            """
            UPDATE words SET card_phase = ?, card_step = ?, stability = ?, difficulty = ?, due_at = ?,
                last_review_at = ?, reps = ?, lapses = ? WHERE id = ?
            """,
            card.phase.rawValue, card.step, card.stability, card.difficulty, card.due?.timeIntervalSince1970,
            card.lastReview?.timeIntervalSince1970, card.reps, card.lapses, wordID
        )
    }
}
