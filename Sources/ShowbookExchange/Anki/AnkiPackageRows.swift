import Foundation
import ShowbookWords

/// The notes of an opened package as rows for `WordBookImporter`, deck after deck, read from
/// an `AnkiNoteStream` one note at a time and turned into words by `AnkiNoteWords`. It names
/// each deck's book: the deck's own name, or for a deck without one "Untitled deck",
/// "Untitled deck 2" … (listed in `untitledDecks` for the report), and gathers what each
/// deck's Showbook notes say of their show (`shows`).
package final class AnkiPackageRows {
    package let stream: AnkiNoteStream
    package private(set) var words: AnkiNoteWords
    /// Notes taken from the stream so far.
    package private(set) var notesRead = 0
    /// Whether the note of the last row handed out has its card suspended in Anki.
    package private(set) var lastRowSuspended = false
    /// The names given to decks that had none, in the order they came.
    package private(set) var untitledDecks: [String] = []
    /// What each deck's Showbook notes say of their show, by deck index.
    package private(set) var shows: [Int: AnkiShowLink.Evidence] = [:]
    /// The Anki deck of each deck's first note, by deck index: its preset is the book's.
    package private(set) var ankiDecks: [Int: Int64] = [:]
    private var names: [Int: String] = [:]

    package init(stream: AnkiNoteStream, noteTypes: [Int64: AnkiCollection.NoteType], media: AnkiImportedMedia? = nil,
                 fieldMap: AnkiFieldMap? = nil, schedule: AnkiCollectionReader.Schedule = .init(),
                 baseParameters: FSRSParameters = FSRSParameters()) {
        self.stream = stream
        words = AnkiNoteWords(noteTypes: noteTypes)
        words.media = media
        words.fieldMap = fieldMap
        words.schedule = schedule
        words.baseParameters = baseParameters
    }

    /// The schedule a book made of deck `index` keeps: its preset's parameters and the collection's day.
    package func bookSchedule(ofDeck index: Int) -> (schedule: BookSchedule, retention: Double?)? {
        guard let deckID = ankiDecks[index], words.schedule.presets[deckID] != nil || words.schedule.timing != nil else { return nil }
        let parameters = words.parameters(ofDeck: deckID)
        return (BookSchedule(weights: parameters.weights, learningSteps: parameters.learningSteps,
                             relearningSteps: parameters.relearningSteps, dayStart: parameters.dayStart),
                words.schedule.presets[deckID]?.desiredRetention.flatMap { StudySettings.retentionRange.contains($0) ? $0 : nil })
    }

    /// The deck of the next note and its book's name; nil when every note has been read.
    package func nextDeck() throws -> (index: Int, name: String)? {
        guard let item = try stream.peek() else { return nil }
        return (item.deck, name(ofDeck: item.deck))
    }

    private func name(ofDeck index: Int) -> String {
        if let name = names[index] { return name }
        let given = index < stream.deckNames.count ? stream.deckNames[index] : "Default"
        var name = given
        if given.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            name = untitledDecks.isEmpty ? "Untitled deck" : "Untitled deck \(untitledDecks.count + 1)"
            untitledDecks.append(name)
        }
        names[index] = name
        return name
    }

    /// The next row of deck `deck` (of any deck when nil); nil at the deck's end.
    package func nextRow(inDeck deck: Int?) throws -> WordRow? {
        while let item = try stream.peek(), deck == nil || item.deck == deck {
            _ = try stream.next()
            notesRead += 1
            if ankiDecks[item.deck] == nil, let deckID = item.note.deckID { ankiDecks[item.deck] = deckID }
            if words.noteTypes[item.note.noteTypeID]?.name == AnkiNoteType.name { shows[item.deck, default: .init()].note(item.note.tags) }
            guard let (row, suspended) = words.row(item.note, location: .entry(item.position)) else { continue }
            lastRowSuspended = suspended
            return row
        }
        return nil
    }
}

/// One deck of a package (or all of them, for `--book`) as a `WordRowSource`: its rows, the
/// deck's name as the book's, and progress as notes read of the package's notes.
package final class AnkiDeckRowSource: WordRowSource {
    private let rows: AnkiPackageRows
    private let deck: Int?
    package let suggestedBookName: String?

    package init(_ rows: AnkiPackageRows, deck: Int?, name: String) {
        self.rows = rows
        self.deck = deck
        suggestedBookName = name
    }

    package var droppedNULs: Int { 0 }
    package var fileBytesRead: Int64 { Int64(rows.notesRead) }
    package var fileSize: Int64? { Int64(rows.stream.totals.notes - rows.stream.totals.cloze) }
    /// How each note type's fields were chosen so far, and the words without a meaning.
    package var notes: ImportNotes {
        var notes = rows.words.meaningCounts
        notes.columnMappings = rows.words.mappingLines
        return notes
    }

    package func next() throws -> WordRow? {
        try rows.nextRow(inDeck: deck)
    }
}
