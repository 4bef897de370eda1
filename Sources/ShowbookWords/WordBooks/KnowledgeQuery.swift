import Foundation
import ShowbookPlatform

/// `KnowledgeState` in SQL: every state's count per book in one pass over the covering index
/// `words_knowledge`, so the books list never decodes a word. The pass groups by the index's own
/// leading columns (book, Known time, Suspended time, phase), so SQLite needs no sorter and
/// evaluates one expression per word (is the interval mature?); the few groups are folded into
/// `KnowledgeCounts` here. Words without a usable card are New.
package enum KnowledgeQuery {
    /// 21 days in seconds (`KnowledgeState.matureDays`).
    private static let matureSeconds = KnowledgeState.matureDays * 86_400

    /// Counts for `bookID`, or for every book when nil.
    package static func counts(in database: Database, bookID: Int64?) throws -> [Int64: KnowledgeCounts] {
        typealias C = GroupColumn
        let sql = """
            SELECT \(C.selectList())
            FROM words INDEXED BY words_knowledge\(bookID == nil ? "" : " WHERE book_id = ?")
            GROUP BY book_id, known_at, suspended_at, card_phase
            """
        var counts: [Int64: KnowledgeCounts] = [:]
        try database.queryWhile(sql, bookID.map { [.integer($0)] } ?? []) { row in
            let (words, studied, mature) = (row.int(C.words) ?? 0, row.int(C.studied) ?? 0, row.int(C.mature) ?? 0)
            var book = counts[row.int64(C.bookID)] ?? KnowledgeCounts()
            if row.int(C.isKnown) == 1 {
                book.known += words
            } else if row.int(C.isSuspended) == 1 {
                book.suspended += words
            } else {
                book.new += words - studied
                if row.int(C.isReview) == 1 {
                    book.mature += mature
                    book.young += studied - mature
                } else {
                    book.learning += studied
                }
            }
            counts[row.int64(C.bookID)] = book
            return true
        }
        return counts
    }

    /// The columns of one group of the pass: its book, its Known, Suspended and review flags,
    /// and how many words it holds, how many were studied and how many of those are mature.
    private enum GroupColumn: TableColumns {
        case bookID, isKnown, isSuspended, isReview, words, studied, mature

        private static let studiedCondition = "stability IS NOT NULL AND difficulty IS NOT NULL"

        var rawValue: String {
            switch self {
            case .bookID: return "book_id"
            case .isKnown: return "known_at IS NOT NULL"
            case .isSuspended: return "suspended_at IS NOT NULL"
            case .isReview: return "card_phase = 'review'"
            case .words: return "count(*)"
            case .studied: return "count(CASE WHEN \(Self.studiedCondition) THEN 1 END)"
            case .mature:
                return "count(CASE WHEN \(Self.studiedCondition) AND coalesce(due_at - last_review_at, 0) >= \(matureSeconds) THEN 1 END)"
            }
        }

        init?(rawValue: String) {
            guard let found = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = found
        }
    }

    /// SQL true for a row of `words` that is neither Mature nor Known (`KnowledgeState.isFinished`
    /// false): what a close moves. A Suspended word is unfinished whatever its card says.
    package static let unfinishedCondition = """
        (known_at IS NULL AND NOT (suspended_at IS NULL AND stability IS NOT NULL AND difficulty IS NOT NULL
            AND card_phase = 'review' AND coalesce(due_at - last_review_at, 0) >= \(matureSeconds)))
        """
}
