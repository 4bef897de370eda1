import Foundation

/// What an import takes from an Anki collection, read by `AnkiCollectionReader` from either of
/// Anki's schemas: note types (field names in order, and whether they are Cloze) and notes, one
/// at a time, each with its fields and tags and, of its cards, the first (the word's card).
package enum AnkiCollection {
    /// A note type: its name, its field names in order, and whether it is a Cloze type.
    package struct NoteType: Sendable, Equatable {
        package var name: String
        package var fieldNames: [String]
        package var isCloze: Bool
    }

    /// One answer in the review log: when (the entry's id, in milliseconds), the button
    /// (1–4; 0 for an entry with no answer) and the kind of entry (0 learn, 1 review,
    /// 2 relearn, 3 filtered deck, 4 manual, 5 rescheduled), and the interval and ease factor
    /// the entry left (a Forget leaves both 0; nil when not read).
    package struct Review: Sendable, Equatable {
        package var id: Int64
        package var ease: Int
        package var kind: Int
        package var interval: Int?
        package var factor: Int?
        /// The answer time Anki logged (`revlog.time`, milliseconds; 0 or less when unknown).
        package var milliseconds: Int64

        package init(id: Int64, ease: Int, kind: Int, interval: Int? = nil, factor: Int? = nil, milliseconds: Int64 = 0) {
            self.id = id
            self.ease = ease
            self.kind = kind
            self.interval = interval
            self.factor = factor
            self.milliseconds = milliseconds
        }
    }

    /// A note: its fields as Anki stores them (HTML, in the note type's order) and tags, and
    /// its first card (lowest template ordinal): the card's queue (−1 suspended; nil when the
    /// note has no card) and review log, and how many log entries its other cards have.
    package struct Note: Sendable, Equatable {
        package var id: Int64
        package var noteTypeID: Int64
        package var fields: [String]
        package var tags: [String]
        package var queue: Int?
        package var reviews: [Review] = []
        package var otherCardReviews = 0
        /// The first card's home deck (its deck, or the original deck of a filtered one) and state.
        package var deckID: Int64?
        package var card: CardState?
    }

    /// True for the one note of the stand-in `collection.anki2` that a package in Anki's newer
    /// format carries for old versions: it asks to update Anki and must never be imported.
    package static func isUpdatePlaceholder(fields: String) -> Bool {
        fields.localizedCaseInsensitiveContains("update to the latest Anki")
    }
}
