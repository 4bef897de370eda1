import Foundation
import ShowbookPlatform

/// Writes a book's notes into a new `collection.anki2` in the legacy schema 11 — the layout
/// third-party package generators write and that Anki 2.1.50+ and AnkiDroid still import: a
/// `col` row holding the note type, the deck and the default options as JSON, one `notes` row
/// per word and one `cards` row per card: new in the word's order, or with the word's schedule
/// and review log (`AnkiCardSchedule`) when one is given. Written through
/// `Database`, in one transaction, with the journal in memory (no `-wal` beside the file).
package enum AnkiCollectionWriter {
    package static let schema = """
        CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
            ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
            models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
        CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
            usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
            flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
            mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL,
            due integer NOT NULL, ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL,
            lapses integer NOT NULL, left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL,
            flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
            ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
            type integer NOT NULL);
        CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
        CREATE INDEX ix_notes_usn ON notes (usn);
        CREATE INDEX ix_cards_usn ON cards (usn);
        CREATE INDEX ix_revlog_usn ON revlog (usn);
        CREATE INDEX ix_cards_nid ON cards (nid);
        CREATE INDEX ix_cards_sched ON cards (did, queue, due);
        CREATE INDEX ix_revlog_cid ON revlog (cid);
        CREATE INDEX ix_notes_csum ON notes (csum);
        """

    /// A deck id of the book's own, stable across exports (Anki matches decks by name anyway).
    package static func deckID(bookID: Int64) -> Int64 {
        1_600_000_000_000 + bookID
    }

    /// Writes `notes` (in order) for a deck named `deckName` into the empty file at `path`.
    /// `schedules` holds the recognition card's schedule by word id (a word without one is new);
    /// a production card, made only for a note whose Production field is filled, is new.
    package static func write(_ notes: [AnkiNote], deckName: String, bookID: Int64, production: Bool, at path: String,
                              now: Date, schedules: [Int64: AnkiCardSchedule] = [:], days: AnkiDays = AnkiDays()) throws {
        let database = try Database(path: path)
        // A scratch file, read back and removed: no fsync and the journal in memory (the package
        // itself is written durably by `OutputFile`). Out of WAL, so Anki reads a plain file.
        try database.execute("PRAGMA journal_mode=MEMORY")
        try database.execute("PRAGMA synchronous=OFF")
        let seconds = Int64(now.timeIntervalSince1970.rounded(.down))
        // The collection began at today's rollover, so today is its day 0 (`AnkiDays`).
        let created = days.start(of: now)
        let milliseconds = Int64((now.timeIntervalSince1970 * 1000).rounded(.down))
        let deckID = deckID(bookID: bookID)
        try database.transaction {
            try database.execute(schema)
            try database.run(
                "INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')",
                created, milliseconds, milliseconds,
                configuration(deckID: deckID).encoded,
                JSONValue.object([String(AnkiNoteType.id): AnkiNoteType.legacyJSON(deckID: deckID, modified: seconds)]).encoded,
                decks(deckID: deckID, name: deckName, modified: seconds).encoded,
                deckOptions.encoded
            )
            let insertNote = try database.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')")
            let insertCard = try database.prepare(
                "INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)")
            let insertReview = try database.prepare("INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, ?, ?)")
            var lastNoteID: Int64 = 0
            var reviewIDs = Set<Int64>()
            for (position, note) in notes.enumerated() {
                // Note ids are times in milliseconds, unique: the word's time, moved on past the last one.
                let noteID = max(lastNoteID + 1, note.created)
                lastNoteID = noteID
                let sort = AnkiNote.sortField(note.fields[0])
                try insertNote.run([
                    .integer(noteID), .text(note.guid), .integer(AnkiNoteType.id), .integer(note.modified),
                    .text(" " + note.tags.joined(separator: " ") + " "), .text(note.fields.joined(separator: "\u{1F}")),
                    .text(sort.text), .integer(sort.checksum),
                ])
                let ordinals = production && note[field: "Production"] == "y" ? [0, 1] : [0]
                for ordinal in ordinals {
                    let cardID = noteID * 10 + Int64(ordinal)
                    var card = ordinal == 0 ? schedules[note.wordID] ?? .new(position: Int64(position + 1))
                        : .new(position: Int64(position + 1))
                    // Known and Suspended words keep both cards out of review.
                    if ordinal == 1, schedules[note.wordID]?.queue == -1 { card.queue = -1 }
                    try insertCard.run([
                        .integer(cardID), .integer(noteID), .integer(deckID), .integer(Int64(ordinal)),
                        .integer(note.modified), .integer(card.type), .integer(card.queue), .integer(card.due),
                        .integer(card.interval), .integer(card.factor), .integer(card.reps), .integer(card.lapses),
                        .integer(card.left), .text(card.data),
                    ])
                    for entry in ordinal == 0 ? card.reviews : [] {
                        // Review ids are answer times in milliseconds, unique across the collection.
                        var id = entry.answeredAt
                        while reviewIDs.contains(id) { id += 1 }
                        reviewIDs.insert(id)
                        try insertReview.run([
                            .integer(id), .integer(cardID), .integer(entry.ease), .integer(entry.interval),
                            .integer(entry.lastInterval), .integer(entry.factor), .integer(entry.milliseconds), .integer(entry.type),
                        ])
                    }
                }
            }
        }
    }

    /// The collection's settings: the book's deck and the Showbook note type are current.
    private static func configuration(deckID: Int64) -> JSONValue {
        [
            "nextPos": 1, "estTimes": true, "activeDecks": [.int(deckID)], "sortType": "noteFld", "timeLim": 0,
            "sortBackwards": false, "addToCur": true, "curDeck": .int(deckID), "newSpread": 0, "dueCounts": true,
            "curModel": .string(String(AnkiNoteType.id)), "collapseTime": 1200,
        ]
    }

    /// Anki's Default deck (id 1, which every collection has) and the book's.
    private static func decks(deckID: Int64, name: String, modified: Int64) -> JSONValue {
        func deck(_ id: Int64, _ name: String) -> JSONValue {
            [
                "id": .int(id), "name": .string(name), "mod": .int(modified), "usn": -1, "lrnToday": [0, 0],
                "revToday": [0, 0], "newToday": [0, 0], "timeToday": [0, 0], "collapsed": false,
                "browserCollapsed": false, "desc": "", "dyn": 0, "conf": 1, "extendNew": 0, "extendRev": 0,
            ]
        }
        return .object(["1": deck(1, "Default"), String(deckID): deck(deckID, name)])
    }

    /// Anki's default deck options, which the decks name (`conf: 1`).
    private static let deckOptions: JSONValue = [
        "1": [
            "id": 1, "name": "Default", "mod": 0, "usn": 0, "maxTaken": 60, "autoplay": true, "timer": 0,
            "replayq": true, "dyn": false,
            "new": ["bury": false, "delays": [.double(1), .double(10)], "initialFactor": 2500, "ints": [1, 4, 0],
                    "order": 1, "perDay": 20],
            "lapse": ["delays": [.double(10)], "leechAction": 1, "leechFails": 8, "minInt": 1, "mult": .double(0)],
            "rev": ["bury": false, "ease4": .double(1.3), "ivlFct": .double(1), "maxIvl": 36500, "perDay": 200,
                    "hardFactor": .double(1.2)],
        ],
    ]
}
