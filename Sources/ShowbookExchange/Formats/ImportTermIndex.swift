import ShowbookPlatform
import ShowbookWords
/// The terms an import has met, in an SQLite temporary table instead of a dictionary, so
/// duplicate checks cost the same whether the book and the file hold ten words or a million:
/// the table lives in SQLite's bounded page cache (spilling to a temporary file), not in the
/// process. Each key (a term trimmed and lower-cased) maps to the word that has it and, when
/// the word came from this file, the place in the file where it first appeared.
package final class ImportTermIndex {
    private let database: Database
    private let insert: PreparedStatement
    private let select: PreparedStatement

    /// Created inside the import's transaction, so a rollback takes it away too.
    package init(database: Database) throws {
        self.database = database
        try database.execute("""
            CREATE TEMP TABLE IF NOT EXISTS import_terms(key TEXT PRIMARY KEY, word_id INTEGER NOT NULL, place TEXT);
            DELETE FROM temp.import_terms;
            """)
        insert = try database.prepare("""
            INSERT INTO temp.import_terms(key, word_id, place) VALUES (?, ?, ?)
            ON CONFLICT(key) DO UPDATE SET place = excluded.place WHERE place IS NULL
            """)
        select = try database.prepare("SELECT \(IndexColumn.selectList()) FROM temp.import_terms WHERE key = ?")
    }

    /// What a lookup reads of the temporary table.
    private enum IndexColumn: String, TableColumns {
        case wordID = "word_id", place
    }

    /// Loads the terms a book already has, a page at a time; the first word with a key wins.
    package func load(bookID: Int64, pageSize: Int = 5_000) throws {
        var after: Int64 = 0
        while true {
            let terms = ColumnSelection<WordColumn>([.id, .term])
            let page = try database.query(
                "SELECT \(terms.list()) FROM words WHERE book_id = ? AND id > ? ORDER BY id LIMIT ?", bookID, after, pageSize,
                selecting: terms
            ) { ($0.int64(.id), $0.string(.term)) }
            for (id, term) in page { try note(key: WordBookImporter.key(term), wordID: id, place: nil) }
            guard let last = page.last, page.count == pageSize else { return }
            after = last.0
        }
    }

    /// The word holding `key`, and where the file had it first (nil: the book had it before).
    package func lookup(_ key: String) throws -> (wordID: Int64, place: String?)? {
        try select.query([.text(key)]) { ($0.int64(IndexColumn.wordID), $0.text(IndexColumn.place)) }.first
    }

    /// Records a key's word, or for a key already known, where the file first had it.
    package func note(key: String, wordID: Int64, place: SourceLocation?) throws {
        try insert.run([.text(key), .integer(wordID), place.map { .text($0.description) } ?? .null])
    }

    package func drop() throws {
        try database.execute("DROP TABLE IF EXISTS temp.import_terms")
    }
}
