import Foundation

/// What an import takes from an Anki collection, read by `AnkiCollectionReader` from either of
/// Anki's schemas: note types (field names in order, and whether they are Cloze) and notes, one
/// at a time, each with its fields and tags and, of its cards, the first (the word's card).
enum AnkiCollection {
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

    /// A note: its fields as Anki stores them (HTML, in the note type's order) and tags, and
    /// its first card (lowest template ordinal): the card's queue (−1 suspended; nil when the
    /// note has no card) and review log, and how many log entries its other cards have.
    struct Note: Sendable, Equatable {
        var id: Int64
        var noteTypeID: Int64
        var fields: [String]
        var tags: [String]
        var queue: Int?
        var reviews: [Review] = []
        var otherCardReviews = 0
    }

    /// True for the one note of the stand-in `collection.anki2` that a package in Anki's newer
    /// format carries for old versions: it asks to update Anki and must never be imported.
    static func isUpdatePlaceholder(fields: String) -> Bool {
        fields.localizedCaseInsensitiveContains("update to the latest Anki")
    }
}
