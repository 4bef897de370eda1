import Foundation

/// `KnowledgeState` in SQL: every state's count per book in one pass over the covering index
/// `words_knowledge`, so the books list never decodes a word. New is the rest of a book's words.
enum KnowledgeQuery {
    /// 21 days in seconds (`KnowledgeState.matureDays`).
    private static let matureSeconds = KnowledgeState.matureDays * 86_400

    /// Counts for `bookID`, or for every book when nil (one GROUP BY).
    static func counts(in database: Database, bookID: Int64?) throws -> [Int64: KnowledgeCounts] {
        let studied = "known_at IS NULL AND suspended_at IS NULL AND stability IS NOT NULL AND difficulty IS NOT NULL"
        let interval = "coalesce(due_at - last_review_at, 0)"
        let sql = """
            SELECT book_id, count(*),
                   sum(known_at IS NOT NULL),
                   sum(known_at IS NULL AND suspended_at IS NOT NULL),
                   sum(\(studied) AND card_phase <> 'review'),
                   sum(\(studied) AND card_phase = 'review' AND \(interval) < \(matureSeconds)),
                   sum(\(studied) AND card_phase = 'review' AND \(interval) >= \(matureSeconds))
            FROM words INDEXED BY words_knowledge\(bookID == nil ? "" : " WHERE book_id = ?") GROUP BY book_id
            """
        let rows = try database.queryValues(sql, bookID.map { [.integer($0)] } ?? []) { row in
            var counts = KnowledgeCounts(learning: row.int(4) ?? 0, young: row.int(5) ?? 0, mature: row.int(6) ?? 0,
                                         known: row.int(2) ?? 0, suspended: row.int(3) ?? 0)
            counts.new = max(0, (row.int(1) ?? 0) - counts.total)
            return (row.int64(0), counts)
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    /// SQL true for a row of `words` that is neither Mature nor Known (`KnowledgeState.isFinished`
    /// false): what a close moves. A Suspended word is unfinished whatever its card says.
    static let unfinishedCondition = """
        (known_at IS NULL AND NOT (suspended_at IS NULL AND stability IS NOT NULL AND difficulty IS NOT NULL
            AND card_phase = 'review' AND coalesce(due_at - last_review_at, 0) >= \(matureSeconds)))
        """
}
