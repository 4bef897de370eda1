import Foundation

/// What the retention simulator needs from storage: a book's studied and new words (Known and
/// Suspended left out, as they are never reviewed) with its scheduler parameters and the daily
/// new-word limit.
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
