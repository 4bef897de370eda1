import Foundation

/// `showbook doctor`'s look at the study cards: which stored cards fail `CardValidation`, and
/// the repair that resets only those to New (their review history is kept). It exists apart
/// from the word store because doctor opens the file without migrating it; a file from before
/// the FSRS columns simply has no card to check.
public enum CardRepair {
    /// The ids of words whose stored card is out of range, in id order.
    public static func invalidWordIDs(in database: Database) throws -> [Int64] {
        let columns = try database.query("SELECT name FROM pragma_table_info('words')") { $0.string(0) }
        guard columns.contains("stability") else { return [] }
        return try database.query(
            "SELECT id, card_phase, card_step, stability, difficulty, due_at, last_review_at, reps, lapses FROM words ORDER BY id"
        ) { row -> Int64? in
            let stored = CardValidation.stored(
                phase: row.string(1), step: row.int(2), stability: row.double(3), difficulty: row.double(4),
                due: row.double(5), lastReview: row.double(6), reps: row.int(7), lapses: row.int(8)
            )
            return stored.isValid ? nil : row.int64(0)
        }.compactMap { $0 }
    }

    /// Resets every invalid card to New in one transaction and returns how many there were.
    @discardableResult
    public static func repair(in database: Database) throws -> Int {
        try database.transaction {
            let ids = try invalidWordIDs(in: database)
            for id in ids { try WordBookStore.writeCard(.new, wordID: id, database: database) }
            return ids.count
        }
    }
}
