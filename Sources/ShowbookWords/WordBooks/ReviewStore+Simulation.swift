import Foundation
import ShowbookPlatform

/// What the retention simulator needs from storage: a book's studied and new words (Known and
/// Suspended left out, as they are never reviewed) with its scheduler parameters and the daily
/// new-word limit, and what studying costs this learner (from the recorded answer times).
extension ReviewStore {
    /// The book as one simulator deck.
    public func simulationDeck(bookID: Int64) throws -> RetentionSimulator.Deck {
        let cards = try words.words(bookID: bookID).filter { $0.knownAt == nil && $0.suspendedAt == nil }.map(\.card)
        return RetentionSimulator.Deck(cards: cards, parameters: try parameters(bookID: bookID),
                                       newPerDay: studySettings.newWordsPerDay)
    }

    /// Every open book as a deck, for a simulation of all books (give the simulator
    /// `sharedNewPerDay: studySettings.newWordsPerDay`, as the limit is the learner's).
    public func simulationDecks() throws -> [RetentionSimulator.Deck] {
        let ids = try database.query("SELECT id FROM word_books WHERE closed_at IS NULL ORDER BY id") { $0.onlyInt64 }
        return try ids.map(simulationDeck(bookID:))
    }
}

extension ReviewStore {
    /// What one answer costs the learner, from the answer times recorded in the book (every
    /// book for nil): each word's first answer after it was new (or reset) is a first view, the
    /// others reviews by grade; answers recorded without a time are left out, and
    /// `StudyCostModel.derived` keeps its defaults for what none shows.
    public func costModel(bookID: Int64?) throws -> StudyCostModel {
        let selection = ColumnSelection<StudyMarkColumn>([.wordID, .grade, .markedAt, .duration])
        let filter = bookID == nil ? "" : "AND book_id = ?"
        let marks = try database.queryValues(
            "SELECT \(selection.list()) FROM study_marks WHERE grade IS NOT NULL \(filter) ORDER BY word_id, marked_at, id",
            bookID.map { [SQLValue.integer($0)] } ?? [], selecting: selection
        ) { row in (wordID: row.int64(.wordID), event: row.event) }
        var answers: [StudyCostModel.Answer] = []
        var word: Int64?
        var isNew = true
        for mark in marks {
            if mark.wordID != word { (word, isNew) = (mark.wordID, true) }
            guard let event = mark.event else { continue }
            guard let grade = event.grade else { isNew = true; continue }
            if let seconds = event.duration { answers.append(.init(grade: grade, seconds: seconds, firstView: isNew)) }
            isNew = false
        }
        return StudyCostModel.derived(from: answers)
    }
}

