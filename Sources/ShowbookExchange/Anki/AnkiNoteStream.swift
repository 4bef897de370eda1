import Foundation
import ShowbookPlatform
import ShowbookWords

/// The notes of a collection in the order an import stores them, read one at a time so that a
/// million-note package is never held in memory: deck by deck (decks merged by name, in the
/// order their first note was added), each deck's notes in the order they were added, Cloze
/// notes left out (counted in `totals`). A note whose type is missing, or that has no card,
/// goes to the deck "Default".
///
/// The order is planned once, in temporary tables on the reader's own connection (sorted on
/// disk by SQLite, never in this process): each note's first card (lowest ordinal) with its
/// deck, each deck's first note, the answers per card. Then two cursors walk it side by side —
/// the notes, and the first cards' review logs — so each note comes with its answers. Every
/// step is a sort, a group or an indexed look-up: the work grows as n log n in the notes,
/// however many decks there are.
package final class AnkiNoteStream {
    /// A note as the stream hands it on: where it sits among all notes (1-based, in the order
    /// added), which deck (an index into `deckNames`) and whether its type is known.
    package struct Item {
        package var position: Int
        package var deck: Int
        package var hasType: Bool
        package var note: AnkiCollection.Note
    }

    /// All notes and the Cloze ones among them.
    package struct Totals: Equatable {
        package var notes = 0
        package var cloze = 0
    }

    /// Deck names by index: the collection's names, then "Default" if it was not one of them.
    package let deckNames: [String]
    package let totals: Totals
    private let reader: AnkiCollectionReader
    private let notes: DatabaseCursor
    private let reviews: DatabaseCursor
    private var nextReview: (position: Int, review: AnkiCollection.Review)?
    private var lookahead: Item?

    package init(_ reader: AnkiCollectionReader, noteTypes: [Int64: AnkiCollection.NoteType], decks: [Int64: String]) throws {
        self.reader = reader
        var names: [String] = []
        var indexByName: [String: Int] = [:]
        var deckOf: [(Int64, Int)] = []
        for (id, name) in decks.sorted(by: { $0.key < $1.key }) {
            let index = indexByName[name] ?? { names.append(name); indexByName[name] = names.count - 1; return names.count - 1 }()
            deckOf.append((id, index))
        }
        let defaultDeck = indexByName["Default"] ?? { names.append("Default"); return names.count - 1 }()
        deckNames = names
        let database = reader.database
        (totals, notes, reviews) = try reader.reading {
            try database.execute("""
                CREATE TEMP TABLE deck_of(did INTEGER PRIMARY KEY, deck INTEGER NOT NULL);
                CREATE TEMP TABLE note_kind(mid INTEGER PRIMARY KEY, cloze INTEGER NOT NULL);
                """)
            // Each as one statement over a JSON object, not a row at a time.
            let deckJSON = JSONValue.object(Dictionary(uniqueKeysWithValues: deckOf.map { (String($0.0), JSONValue.int(Int64($0.1))) }))
            try database.run("INSERT INTO temp.deck_of SELECT CAST(key AS INTEGER), value FROM json_each(?)", deckJSON.encoded)
            let kindJSON = JSONValue.object(Dictionary(uniqueKeysWithValues: noteTypes.map { (String($0.key), JSONValue.int($0.value.isCloze ? 1 : 0)) }))
            try database.run("INSERT INTO temp.note_kind SELECT CAST(key AS INTEGER), value FROM json_each(?)", kindJSON.encoded)
            try Self.plan(database, defaultDeck: Int64(defaultDeck))
            let counts = try database.query("SELECT \(TotalsColumn.selectList()) FROM temp.placed") {
                Totals(notes: Int($0.int64(TotalsColumn.notes)), cloze: Int($0.int64(TotalsColumn.cloze)))
            }.first ?? Totals()
            let notes = try DatabaseCursor(database, """
                SELECT \(NoteColumn.selectList())
                FROM temp.ordered o JOIN notes n ON n.rowid = o.nrow ORDER BY o.rowid
                """)
            let reviews = try DatabaseCursor(database, """
                SELECT \(ReviewColumn.selectList()) FROM temp.ordered o JOIN revlog r ON r.cid = o.cid ORDER BY o.rowid, r.id
                """)
            return (counts, notes, reviews)
        }
    }

    /// The temporary tables the two cursors walk: `ordered` holds every note but the Cloze
    /// ones, its rowid the place in the import's order.
    private static func plan(_ database: Database, defaultDeck: Int64) throws {
        try database.execute("""
            -- min(ord) makes SQLite take the other columns from the card with the lowest ordinal.
            CREATE TEMP TABLE first_card AS
              SELECT f.nid, f.cid, f.queue, f.home, f.type, f.due, f.ivl, f.data, coalesce(d.deck, \(defaultDeck)) AS deck FROM (
                SELECT nid, id AS cid, queue, CASE WHEN odid <> 0 THEN odid ELSE did END AS home,
                       type, CASE WHEN odid <> 0 THEN odue ELSE due END AS due, ivl, data, min(ord)
                FROM cards GROUP BY nid) f
              LEFT JOIN temp.deck_of d ON d.did = f.home;
            CREATE INDEX temp.first_card_note ON first_card(nid);
            CREATE TEMP TABLE card_reviews AS SELECT cid, count(*) AS answers FROM revlog GROUP BY cid;
            CREATE INDEX temp.card_reviews_card ON card_reviews(cid);
            CREATE TEMP TABLE note_reviews AS
              SELECT c.nid AS nid, sum(r.answers) AS answers FROM cards c JOIN temp.card_reviews r ON r.cid = c.id GROUP BY c.nid;
            CREATE INDEX temp.note_reviews_note ON note_reviews(nid);
            CREATE TEMP TABLE placed AS
              SELECT row_number() OVER (ORDER BY n.id, n.rowid) AS seq, n.rowid AS nrow, f.cid AS cid, f.queue AS queue,
                     f.home AS home, f.type AS type, f.due AS due, f.ivl AS ivl, f.data AS data,
                     k.cloze AS cloze, k.mid IS NOT NULL AS typed,
                     CASE WHEN k.mid IS NULL THEN \(defaultDeck) ELSE coalesce(f.deck, \(defaultDeck)) END AS deck,
                     coalesce(nr.answers, 0) - coalesce(cr.answers, 0) AS other_reviews
              FROM notes n LEFT JOIN temp.note_kind k ON k.mid = n.mid LEFT JOIN temp.first_card f ON f.nid = n.id
                LEFT JOIN temp.note_reviews nr ON nr.nid = n.id LEFT JOIN temp.card_reviews cr ON cr.cid = f.cid;
            CREATE TEMP TABLE deck_rank(deck INTEGER PRIMARY KEY, first INTEGER NOT NULL);
            INSERT INTO temp.deck_rank SELECT deck, min(seq) FROM temp.placed WHERE cloze IS NOT 1 GROUP BY deck;
            CREATE TEMP TABLE ordered AS
              SELECT p.seq, p.nrow, p.cid, p.queue, p.home, p.type, p.due, p.ivl, p.data, p.typed, p.deck, p.other_reviews
              FROM temp.placed p JOIN temp.deck_rank d ON d.deck = p.deck
              WHERE p.cloze IS NOT 1 ORDER BY d.first, p.seq;
            """)
    }

    /// The next note without taking it.
    package func peek() throws -> Item? {
        if lookahead == nil { lookahead = try read() }
        return lookahead
    }

    /// The next note, or nil after the last.
    package func next() throws -> Item? {
        let item = try peek()
        lookahead = nil
        return item
    }

    private func read() throws -> Item? {
        try reader.reading {
            guard let (order, found) = try notes.next({ row -> (Int, Item) in
                typealias C = NoteColumn
                let note = AnkiCollection.Note(
                    id: row.int64(C.id), noteTypeID: row.int64(C.noteTypeID),
                    fields: row.string(C.fields).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init),
                    tags: row.string(C.tags).split(whereSeparator: \.isWhitespace).map(String.init),
                    queue: row.int(C.queue), otherCardReviews: max(0, row.int(C.otherReviews) ?? 0),
                    deckID: row.isNull(C.home) ? nil : row.int64(C.home),
                    card: row.isNull(C.cardType) ? nil : AnkiCollection.CardState(
                        type: row.int(C.cardType) ?? 0, queue: row.int(C.queue) ?? 0, due: row.int64(C.due),
                        interval: row.int(C.interval) ?? 0, data: row.string(C.data))
                )
                return (row.int(C.order) ?? 0,
                        Item(position: row.int(C.position) ?? 0, deck: row.int(C.deck) ?? 0, hasType: row.int(C.typed) == 1, note: note))
            }) else { return nil }
            var item = found
            item.note.reviews = try answers(of: order)
            return item
        }
    }

    /// The first card's answers of the note at `order`, in the order given.
    private func answers(of order: Int) throws -> [AnkiCollection.Review] {
        var found: [AnkiCollection.Review] = []
        while true {
            if nextReview == nil {
                nextReview = try reviews.next { row in
                    typealias C = ReviewColumn
                    return (row.int(C.order) ?? 0,
                            AnkiCollection.Review(id: row.int64(C.id), ease: row.int(C.ease) ?? 0, kind: row.int(C.kind) ?? 0,
                                                  interval: row.int(C.interval) ?? 0, factor: row.int(C.factor) ?? 0,
                                                  milliseconds: row.int64(C.time)))
                }
            }
            guard let (position, review) = nextReview, position <= order else { return found }
            if position == order { found.append(review) }
            nextReview = nil
        }
    }
}

/// What the plan counts: every placed note, and the Cloze ones among them.
private enum TotalsColumn: String, TableColumns {
    case notes = "count(*)", cloze = "coalesce(sum(cloze IS 1), 0)"
}

/// The note cursor's columns, over `temp.ordered o` joined to Anki's `notes n`.
private enum NoteColumn: String, TableColumns {
    case order = "o.rowid", deck = "o.deck", typed = "o.typed", queue = "o.queue", otherReviews = "o.other_reviews"
    case id = "n.id", noteTypeID = "n.mid", tags = "n.tags", fields = "n.flds", position = "o.seq"
    case home = "o.home", cardType = "o.type", due = "o.due", interval = "o.ivl", data = "CAST(o.data AS TEXT)"
}

/// The review cursor's columns, over `temp.ordered o` joined to Anki's `revlog r`.
private enum ReviewColumn: String, TableColumns {
    case order = "o.rowid", id = "r.id", ease = "r.ease", kind = "r.type", interval = "r.ivl", factor = "r.factor"
    case time = "r.time"
}
