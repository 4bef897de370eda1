import Foundation
import ShowbookPlatform

/// `showbook doctor`'s look at the study cards: which stored cards fail `CardValidation`, and
/// the repair that resets only those to New (their review history is kept). It exists apart
/// from the word store because doctor opens the file without migrating it; a file from before
/// the FSRS columns simply has no card to check.
public enum CardRepair {
    /// The ids of words whose stored card is out of range, in id order.
    public static func invalidWordIDs(in database: Database) throws -> [Int64] {
        let columns = try database.query("SELECT name FROM pragma_table_info('words')") { $0.onlyString }
        guard columns.contains(WordColumn.stability.rawValue) else { return [] }
        let entry = WordColumn.entry
        return try database.query("SELECT \(entry.list()) FROM words ORDER BY id", selecting: entry) { row -> Int64? in
            row.storedCard.isValid ? nil : row.int64(.id)
        }.compactMap { $0 }
    }

    /// Resets every invalid card to New in one transaction and returns how many there were.
    @discardableResult
    public static func repair(in database: Database) throws -> Int {
        try database.transaction {
            let ids = try invalidWordIDs(in: database)
            for id in ids { try database.writeCard(.new, wordID: id) }
            return ids.count
        }
    }
}
