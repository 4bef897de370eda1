import Foundation

/// `KnowledgeState` in SQL: the Learning, Young and Mature counts of reviewed words, per book,
/// in one pass over the covering index of reviewed cards (`words_due_entry`), so the books list
/// never decodes a word. New is the rest of a book's words.
enum KnowledgeQuery {
    /// 21 days in seconds (`KnowledgeState.matureDays`).
    private static let matureSeconds = KnowledgeState.matureDays * 86_400

    /// Counts for `bookID`, or for every book when nil (one GROUP BY).
    static func reviewedCounts(in database: Database, bookID: Int64?) throws -> [Int64: KnowledgeCounts] {
        let interval = "coalesce(due_at - last_review_at, 0)"
        let sql = """
            SELECT book_id,
                   sum(difficulty IS NOT NULL AND card_phase <> 'review'),
                   sum(difficulty IS NOT NULL AND card_phase = 'review' AND \(interval) < \(matureSeconds)),
                   sum(difficulty IS NOT NULL AND card_phase = 'review' AND \(interval) >= \(matureSeconds))
            FROM words WHERE stability IS NOT NULL\(bookID == nil ? "" : " AND book_id = ?") GROUP BY book_id
            """
        let rows = try database.queryValues(sql, bookID.map { [.integer($0)] } ?? []) { row in
            (row.int64(0), KnowledgeCounts(learning: row.int(1) ?? 0, young: row.int(2) ?? 0, mature: row.int(3) ?? 0))
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }
}
