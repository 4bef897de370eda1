import Foundation
import ShowbookPlatform
import ShowbookTV

/// What the forgiving search costs on disk: the database as it is, against a copy without the
/// schema-5 additions — the `extra_key` column and its share of `shows_words`/`shows_grams`,
/// the `shows_vocab` view and the `term_deletes` deletion index — both VACUUMed.
public struct SizeBench {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Bytes of both copies, written next to `folder`.
    public func run(folder: String) throws -> (withForgiving: Int64, without: Int64) {
        let full = folder + "/size-full.db"
        let plain = folder + "/size-plain.db"
        for path in [full, plain] { try? FileManager.default.removeItem(atPath: path) }
        func quoted(_ path: String) -> String { "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'" }
        try database.execute("VACUUM INTO \(quoted(full))")
        try database.execute("VACUUM INTO \(quoted(plain))")
        let copy = try Database(path: plain)
        try copy.execute("""
            DROP TABLE shows_vocab;
            DROP TABLE term_deletes;
            DROP TABLE shows_words;
            DROP TABLE shows_grams;
            ALTER TABLE shows DROP COLUMN extra_key;
            CREATE VIRTUAL TABLE shows_words USING fts5(
                title_key, original_key, content='shows', content_rowid='id',
                tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
            );
            INSERT INTO shows_words(shows_words) VALUES ('rebuild');
            CREATE VIRTUAL TABLE shows_grams USING fts5(
                title_key, original_key, content='shows', content_rowid='id', tokenize='trigram'
            );
            """)
        // Trigrams for the CJK rows only, as the catalog keeps them.
        let rows = try copy.query("SELECT \(KeyColumn.selectList()) FROM shows") {
            ($0.int64(KeyColumn.id), $0.string(KeyColumn.titleKey), $0.string(KeyColumn.originalKey))
        }
        let insert = try copy.prepare("INSERT INTO shows_grams(rowid, title_key, original_key) VALUES (?, ?, ?)")
        try copy.transaction {
            for (id, title, original) in rows where (title + original).unicodeScalars.contains(where: SearchKey.isCJK) {
                try insert.run([.integer(id), .text(title), .text(original)])
            }
        }
        try copy.execute("PRAGMA journal_mode = DELETE; VACUUM;")
        func size(_ path: String) throws -> Int64 {
            (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.int64Value ?? 0
        }
        return (try size(full), try size(plain))
    }
}

/// What the size bench reads of each show to refill its trigram copy.
private enum KeyColumn: String, TableColumns {
    case id, titleKey = "title_key", originalKey = "original_key"
}
