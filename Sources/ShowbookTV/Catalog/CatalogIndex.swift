import ShowbookPlatform
/// Keeps the two full-text indexes in step with `shows`, written explicitly by
/// `CatalogWriter` instead of by triggers (schema 3 dropped them): a trigger runs inside a
/// statement savepoint, FTS5 flushes its pending terms at every savepoint, so 300k upserts
/// made 300k one-row segments and an import crawled at ~8k rows/s.
///
/// - `shows_words` (unicode61, prefix 1–3) indexes every row. New rows of a batch are added
///   with one `INSERT … SELECT`, which FTS5 handles far faster than row by row.
/// - `shows_grams` (trigram) indexes only rows whose keys hold Hangul, kana or kanji — the
///   only searches that use it — about a sixth of a real catalog. Never run FTS5's `rebuild`
///   on it (that would index every row); `rebuildAll()` does it the right way.
/// - `shows_cjk` (contentless) holds, for the same rows, every single CJK character and every
///   pair of adjacent ones, as words: 1- and 2-character Hangul/kana/kanji queries (which
///   trigram cannot answer) become one exact token lookup instead of a `LIKE` scan.
///
/// `original_key` is stored empty when it equals `title_key`, so a title is indexed once.
/// `extra_key` holds the other words a title is found by (`SearchAliases`: readings, joined
/// words, abbreviations); it is indexed in `shows_words` and, when it has kana, `shows_grams`.
package final class CatalogIndex {
    /// The three searchable keys of one row, as stored in `shows`.
    package struct Keys: Equatable, Sendable {
        package var titleKey: String
        package var originalKey: String
        package var extraKey: String

        package var values: [SQLValue] { [.text(titleKey), .text(originalKey), .text(extraKey)] }
    }

    private let database: Database
    private let insertWords: PreparedStatement
    private let insertGrams: PreparedStatement
    private let deleteWords: PreparedStatement
    private let deleteGrams: PreparedStatement
    private let insertWordsFrom: PreparedStatement
    private let countFrom: PreparedStatement
    private let insertCJK: PreparedStatement
    private let deleteCJK: PreparedStatement

    package init(database: Database) throws {
        self.database = database
        insertWords = try database.prepare(
            "INSERT INTO shows_words(rowid, title_key, original_key, extra_key) VALUES (?, ?, ?, ?)"
        )
        insertGrams = try database.prepare(
            "INSERT INTO shows_grams(rowid, title_key, original_key, extra_key) VALUES (?, ?, ?, ?)"
        )
        deleteWords = try database.prepare(
            "INSERT INTO shows_words(shows_words, rowid, title_key, original_key, extra_key) VALUES ('delete', ?, ?, ?, ?)"
        )
        deleteGrams = try database.prepare(
            "INSERT INTO shows_grams(shows_grams, rowid, title_key, original_key, extra_key) VALUES ('delete', ?, ?, ?, ?)"
        )
        insertWordsFrom = try database.prepare("""
            INSERT INTO shows_words(rowid, title_key, original_key, extra_key)
            SELECT id, title_key, original_key, extra_key FROM shows WHERE id >= ?
            """)
        countFrom = try database.prepare("SELECT count(*) FROM shows WHERE id >= ?")
        insertCJK = try database.prepare("INSERT INTO shows_cjk(rowid, grams) VALUES (?, ?)")
        deleteCJK = try database.prepare("INSERT INTO shows_cjk(shows_cjk, rowid, grams) VALUES ('delete', ?, ?)")
    }

    /// Adds one row to the two CJK indexes (`shows_grams`, `shows_cjk`), for a row whose keys
    /// `needsTrigrams`.
    package func insertTrigrams(id: Int64, keys: Keys, shortGrams: String? = nil) throws {
        try insertGrams.run([.integer(id)] + Self.gramValues(keys))
        try insertCJK.run([.integer(id), .text(shortGrams ?? Self.shortGrams(keys.titleKey, keys.originalKey))])
    }

    /// The keys as `shows_grams` holds them. A trigram search is only made for a word with
    /// Hangul, kana or kanji in it, which a key without any can never contain, so such a key
    /// goes in empty: the index is less than half the size and twice as quick to write. A
    /// row's keys must go out (`delete`) the same way they went in.
    package static func gramValues(_ keys: Keys) -> [SQLValue] {
        [keys.titleKey, keys.originalKey, keys.extraKey].map { .text(hasCJK($0) ? $0 : "") }
    }

    private static func hasCJK(_ key: String) -> Bool {
        key.unicodeScalars.contains(where: SearchKey.isCJK)
    }

    /// Every CJK character and adjacent pair of both keys, space-separated, without repeats.
    package static func shortGrams(_ titleKey: String, _ originalKey: String) -> String {
        var seen = Set<String>()
        var grams: [String] = []
        for key in [titleKey, originalKey] {
            var previous: Unicode.Scalar?
            for scalar in key.unicodeScalars {
                guard SearchKey.isCJK(scalar) else { previous = nil; continue }
                let single = String(Character(scalar))
                if seen.insert(single).inserted { grams.append(single) }
                if let previous {
                    var pair = String.UnicodeScalarView()
                    pair.append(previous)
                    pair.append(scalar)
                    let text = String(pair)
                    if seen.insert(text).inserted { grams.append(text) }
                }
                previous = scalar
            }
        }
        return grams.joined(separator: " ")
    }

    /// Adds one row's keys (after the row was inserted or its keys changed).
    package func insert(id: Int64, keys: Keys) throws {
        try insertWords.run([.integer(id)] + keys.values)
        if Self.needsTrigrams(keys) { try insertTrigrams(id: id, keys: keys) }
    }

    /// Removes one row's keys; they must be the keys it was indexed with.
    package func delete(id: Int64, keys: Keys) throws {
        try deleteWords.run([.integer(id)] + keys.values)
        if Self.needsTrigrams(keys) {
            try deleteGrams.run([.integer(id)] + Self.gramValues(keys))
            try deleteCJK.run([.integer(id), .text(Self.shortGrams(keys.titleKey, keys.originalKey))])
        }
    }

    /// Indexes rows just inserted in this transaction: `rows` in id order, all with ids at or
    /// above the first. New rowids are `max(rowid) + 1`, so nothing older sits in that range;
    /// the count check makes sure, and falls back to row by row if it ever does not hold.
    package func insertNew(_ rows: [(id: Int64, keys: Keys)]) throws {
        guard let first = rows.first else { return }
        let inRange = try countFrom.query([.integer(first.id)]) { $0.onlyInt ?? 0 }.first ?? 0
        guard inRange == rows.count else {
            for row in rows { try insert(id: row.id, keys: row.keys) }
            return
        }
        try insertWordsFrom.run([.integer(first.id)])
        for row in rows where Self.needsTrigrams(row.keys) {
            try insertTrigrams(id: row.id, keys: row.keys)
        }
    }

    /// Rebuilds every search index from `shows` (`catalog reindex`, the schema-5 migration).
    package func rebuildAll() throws {
        try database.execute("INSERT INTO shows_words(shows_words) VALUES ('rebuild')")
        try rebuildCJK()
        try FuzzyTerms(database: database).rebuild()
    }

    /// Refills the two CJK indexes from `shows` (also the migration to `gramValues`).
    package func rebuildCJK() throws {
        try database.execute("""
            INSERT INTO shows_grams(shows_grams) VALUES ('delete-all');
            INSERT INTO shows_cjk(shows_cjk) VALUES ('delete-all');
            """)
        let rows = try database.query("SELECT \(ShowColumn.keys.list()) FROM shows", selecting: ShowColumn.keys) {
            ($0.int64(.id), $0.keys)
        }
        for (id, keys) in rows where Self.needsTrigrams(keys) {
            try insertTrigrams(id: id, keys: keys)
        }
    }

    package static func needsTrigrams(_ keys: Keys) -> Bool {
        [keys.titleKey, keys.originalKey, keys.extraKey].contains(where: hasCJK)
    }
}
