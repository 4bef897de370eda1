import ShowbookPlatform
import ShowbookWords
/// Which Anki note each word became through AnkiConnect (`words.anki_note_id`), so a later
/// push updates that note instead of adding another.
public struct AnkiNoteLinks: Sendable {
    package let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Word id → Anki note id, for the book's words that have one.
    public func noteIDs(bookID: Int64) throws -> [Int64: Int64] {
        let link = ColumnSelection<WordColumn>([.id, .ankiNoteID])
        let pairs = try database.query(
            "SELECT \(link.list()) FROM words WHERE book_id = ? AND \(WordColumn.ankiNoteID.rawValue) IS NOT NULL", bookID,
            selecting: link
        ) { ($0.int64(.id), $0.int64(.ankiNoteID)) }
        return Dictionary(pairs, uniquingKeysWith: { $1 })
    }

    /// The ids among `noteIDs` that no word of any book is linked to.
    public func unlinked(_ noteIDs: [Int64]) throws -> [Int64] {
        var linked: Set<Int64> = []
        let column = WordColumn.ankiNoteID.rawValue
        for start in stride(from: 0, to: noteIDs.count, by: Self.idsPerQuery) {
            let chunk = noteIDs[start..<min(start + Self.idsPerQuery, noteIDs.count)]
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
            linked.formUnion(try database.queryValues("SELECT \(column) FROM words WHERE \(column) IN (\(marks))",
                                                      chunk.map(SQLValue.integer)) { $0.onlyInt64 })
        }
        return noteIDs.filter { !linked.contains($0) }
    }

    /// Ids bound per query, well under SQLite's limit on variables.
    package static let idsPerQuery = 500

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

/// The Anki note one word keeps: its id, or nil when Anki no longer has it.
public struct AnkiNoteLink: Sendable, Equatable {
    public var wordID: Int64
    public var noteID: Int64?

    public init(wordID: Int64, noteID: Int64?) {
        self.wordID = wordID
        self.noteID = noteID
    }
}
