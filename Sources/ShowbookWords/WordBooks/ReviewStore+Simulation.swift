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
}
