/// Which Anki note each word became through AnkiConnect (`words.anki_note_id`), so a later
/// push updates that note instead of adding another.
public struct AnkiNoteLinks: Sendable {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Word id → Anki note id, for the book's words that have one.
    public func noteIDs(bookID: Int64) throws -> [Int64: Int64] {
        let column = WordColumn.ankiNoteID.rawValue
        let pairs = try database.query(
            "SELECT id, \(column) FROM words WHERE book_id = ? AND \(column) IS NOT NULL", bookID
        ) { ($0.int64(0), $0.int64(1)) }
        return Dictionary(pairs, uniquingKeysWith: { $1 })
    }

    /// Records each word's note id (nil forgets it), in one transaction.
    public func record(_ links: [(wordID: Int64, noteID: Int64?)]) throws {
        guard !links.isEmpty else { return }
        try database.transaction {
            for link in links {
                try database.runValues("UPDATE words SET \(WordColumn.ankiNoteID.rawValue) = ? WHERE id = ?",
                                       [link.noteID.map(SQLValue.integer) ?? .null, .integer(link.wordID)])
            }
        }
    }
}
