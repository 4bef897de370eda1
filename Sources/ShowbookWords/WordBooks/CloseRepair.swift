import ShowbookPlatform
/// Schema version 16's repair of the databases written while a close copied its words: the
/// close put a copy of each unfinished word into the target and the closed book kept its own,
/// so reopening the book made every moved word due twice. Now that a close moves (a word is in
/// one open book at a time), the migration removes those leftovers, as if the close had moved
/// them, and records where each went (`word_moves`).
///
/// A word of a closed book is a leftover when a word in another book is its copy or the word it
/// was merged into: one carrying the Anki GUID the close gave the copy (the word's own, or the
/// one its ids made), or one with its term made or changed at the very moment the book was closed
/// (a close stamped its copies and merges with its own time). The copy keeps everything (the close
/// had already moved the card's history and exposures onto it); the leftover goes, giving the copy
/// any episode it was heard in since. Where the copy is itself a leftover of a later close, the
/// word that lives on at the end of that chain is the one recorded; a chain that comes back on
/// itself is left alone, so no word is lost. A word whose copy was deleted since stays, as does
/// every word of a book closed without moving, or reopened before this version (its close time
/// is gone).
package enum CloseRepair {
    /// A closed book's word and its copy, as the pairing queries select them.
    private enum PairColumn: String, TableColumns {
        case word = "w.id", twin = "t.id", from = "c.book_id", to = "t.book_id", movedAt = "c.closed_at"
        case merged = "t.created_at != c.closed_at"
    }

    private struct Pair {
        var twin: Int64
        var from: Int64
        var to: Int64
        var movedAt: Double
        var merged: Bool
    }

    package static func removeLeftoverCopies(_ database: Database) throws {
        guard try database.scalarInt("SELECT count(*) FROM word_books WHERE closed_at IS NOT NULL") ?? 0 > 0 else { return }
        database.registerTermKey()
        // The words a close may have made or changed: any word with a GUID, or made or changed
        // at the moment some book was closed.
        try database.execute("""
            CREATE TEMP TABLE repair_closes(book_id INTEGER PRIMARY KEY, closed_at REAL NOT NULL);
            INSERT INTO temp.repair_closes SELECT id, closed_at FROM word_books WHERE closed_at IS NOT NULL;
            CREATE TEMP TABLE repair_twins(id INTEGER PRIMARY KEY, book_id INTEGER NOT NULL, key TEXT NOT NULL, guid TEXT,
                created_at REAL, updated_at REAL);
            INSERT INTO temp.repair_twins SELECT id, book_id, sb_term_key(term), anki_guid, created_at, updated_at FROM words
                WHERE anki_guid IS NOT NULL OR created_at IN (SELECT closed_at FROM temp.repair_closes)
                   OR updated_at IN (SELECT closed_at FROM temp.repair_closes);
            CREATE INDEX temp.repair_twins_guid ON repair_twins(guid);
            CREATE INDEX temp.repair_twins_key ON repair_twins(key);
            CREATE TEMP TABLE repair_removed(word INTEGER PRIMARY KEY, survivor INTEGER NOT NULL, from_book INTEGER NOT NULL,
                to_book INTEGER NOT NULL, moved_at REAL NOT NULL, merged INTEGER NOT NULL);
            """)
        let pairs = try pairs(database)
        for word in pairs.keys.sorted() {
            guard let pair = pairs[word], let end = survivor(of: word, in: pairs) else { continue }
            try database.run("INSERT INTO temp.repair_removed VALUES (?, ?, ?, ?, ?, ?)", word, end.twin, pair.from, end.to,
                             pair.movedAt, pair.merged ? 1 : 0)
        }
        try database.execute("""
            UPDATE OR IGNORE word_exposures SET word_id = r.survivor FROM temp.repair_removed r WHERE word_exposures.word_id = r.word;
            \(WordMoveColumn.insertSelectSQL([.wordID: "survivor", .fromBookID: "from_book", .toBookID: "to_book",
                                              .movedAt: "moved_at", .merged: "merged"], "FROM temp.repair_removed ORDER BY word"));
            DELETE FROM words WHERE id IN (SELECT word FROM temp.repair_removed);
            DROP TABLE temp.repair_removed;
            DROP TABLE temp.repair_twins;
            DROP TABLE temp.repair_closes;
            """)
    }

    /// Each closed book's word with a copy elsewhere, and its first copy: by GUID first, then by
    /// term and the close's time.
    private static func pairs(_ database: Database) throws -> [Int64: Pair] {
        typealias C = PairColumn
        let byGUID = "t.guid = coalesce(w.anki_guid, sb_anki_guid(c.book_id || ' ' || w.id))"
        let byTime = "t.key = sb_term_key(w.term) AND (t.created_at = c.closed_at OR t.updated_at = c.closed_at)"
        var pairs: [Int64: Pair] = [:]
        for match in [byGUID, byTime] {
            try database.queryWhile(
                """
                SELECT \(C.selectList()) FROM temp.repair_closes c JOIN words w ON w.book_id = c.book_id
                JOIN temp.repair_twins t ON \(match) AND t.book_id != c.book_id ORDER BY w.id, t.id
                """, []
            ) { row in
                let word = row.int64(C.word)
                if pairs[word] == nil {
                    pairs[word] = Pair(twin: row.int64(C.twin), from: row.int64(C.from), to: row.int64(C.to),
                                       movedAt: row.double(C.movedAt) ?? 0, merged: row.int(C.merged) == 1)
                }
                return true
            }
        }
        return pairs
    }

    /// The pair whose copy lives on at the end of `word`'s chain of copies (its copy, or its copy's
    /// copy when that one is a leftover too); nil when the chain comes back on itself.
    private static func survivor(of word: Int64, in pairs: [Int64: Pair]) -> Pair? {
        var seen: Set<Int64> = [word]
        guard var pair = pairs[word] else { return nil }
        while let next = pairs[pair.twin] {
            guard seen.insert(pair.twin).inserted else { return nil }
            pair = next
        }
        return pair
    }
}
