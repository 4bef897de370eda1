import Foundation

/// `KnowledgeState` in SQL: every state's count per book in one pass over the covering index
/// `words_knowledge`, so the books list never decodes a word. The pass groups by the index's own
/// leading columns (book, Known time, Suspended time, phase), so SQLite needs no sorter and
/// evaluates one expression per word (is the interval mature?); the few groups are folded into
/// `KnowledgeCounts` here. Words without a usable card are New.
enum KnowledgeQuery {
    /// 21 days in seconds (`KnowledgeState.matureDays`).
    private static let matureSeconds = KnowledgeState.matureDays * 86_400

    /// Counts for `bookID`, or for every book when nil.
    static func counts(in database: Database, bookID: Int64?) throws -> [Int64: KnowledgeCounts] {
        let studied = "stability IS NOT NULL AND difficulty IS NOT NULL"
        let sql = """
            SELECT book_id, known_at IS NOT NULL, suspended_at IS NOT NULL, card_phase = 'review', count(*),
                   count(CASE WHEN \(studied) THEN 1 END),
                   count(CASE WHEN \(studied) AND coalesce(due_at - last_review_at, 0) >= \(matureSeconds) THEN 1 END)
            FROM words INDEXED BY words_knowledge\(bookID == nil ? "" : " WHERE book_id = ?")
            GROUP BY book_id, known_at, suspended_at, card_phase
            """
        var counts: [Int64: KnowledgeCounts] = [:]
        try database.queryWhile(sql, bookID.map { [.integer($0)] } ?? []) { row in
            let (words, studied, mature) = (row.int(4) ?? 0, row.int(5) ?? 0, row.int(6) ?? 0)
            var book = counts[row.int64(0)] ?? KnowledgeCounts()
            if row.int(1) == 1 {
                book.known += words
            } else if row.int(2) == 1 {
                book.suspended += words
            } else {
                book.new += words - studied
                if row.int(3) == 1 {
                    book.mature += mature
                    book.young += studied - mature
                } else {
                    book.learning += studied
                }
            }
            counts[row.int64(0)] = book
            return true
        }
        return counts
    }

    /// SQL true for a row of `words` that is neither Mature nor Known (`KnowledgeState.isFinished`
    /// false): what a close moves. A Suspended word is unfinished whatever its card says.
    static let unfinishedCondition = """
        (known_at IS NULL AND NOT (suspended_at IS NULL AND stability IS NOT NULL AND difficulty IS NOT NULL
            AND card_phase = 'review' AND coalesce(due_at - last_review_at, 0) >= \(matureSeconds)))
        """
}
