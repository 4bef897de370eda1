import Foundation

/// What an import needs of an Anki collection, read by `AnkiCollectionReader` from either of
/// Anki's schemas: the note types (field names in order, and whether they are Cloze), the
/// notes with their fields and tags, each note's cards with their deck, queue and review log.
struct AnkiCollection: Sendable, Equatable {
    /// A note type: its name, its field names in order, and whether it is a Cloze type.
    struct NoteType: Sendable, Equatable {
        var name: String
        var fieldNames: [String]
        var isCloze: Bool
    }

    /// One answer in the review log: when (the entry's id, in milliseconds), the button
    /// (1–4; 0 for an entry with no answer) and the kind of entry (0 learn, 1 review,
    /// 2 relearn, 3 filtered deck, 4 manual, 5 rescheduled).
    struct Review: Sendable, Equatable {
        var id: Int64
        var ease: Int
        var kind: Int
    }

    /// A card of a note: its template's position, its deck, its queue (−1 suspended) and its reviews.
    struct Card: Sendable, Equatable {
        var id: Int64
        var ordinal: Int
        var deckID: Int64
        var queue: Int
        var reviews: [Review]
    }

    struct Note: Sendable, Equatable {
        var id: Int64
        var noteTypeID: Int64
        /// The fields as Anki stores them (HTML), in the note type's order.
        var fields: [String]
        var tags: [String]
        /// In template order.
        var cards: [Card]
    }

    var noteTypes: [Int64: NoteType]
    /// Deck names by id, nested decks as `Parent::Child`.
    var decks: [Int64: String]
    var notes: [Note]

    /// True for the stand-in `collection.anki2` that a package in Anki's newer format carries
    /// for old versions: one note asking to update Anki, which must never be imported.
    var isUpdatePlaceholder: Bool {
        guard notes.count == 1, let note = notes.first else { return false }
        return note.fields.contains { $0.localizedCaseInsensitiveContains("update to the latest Anki") }
    }
}
