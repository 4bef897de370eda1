import Foundation

/// What the learner knows across books, for screens that list no book's words (Today): every
/// book's `KnowledgeCounts` from the one covering-index pass of `KnowledgeQuery`.
extension BookStore {
    /// Knowledge counts of every book that has words, by book id.
    public func knowledgeCounts() throws -> [Int64: KnowledgeCounts] {
        try KnowledgeQuery.counts(in: database, bookID: nil)
    }
}

extension KnowledgeCounts {
    /// The counts of two sets of words together.
    public static func + (lhs: KnowledgeCounts, rhs: KnowledgeCounts) -> KnowledgeCounts {
        KnowledgeCounts(new: lhs.new + rhs.new, learning: lhs.learning + rhs.learning, young: lhs.young + rhs.young,
                        mature: lhs.mature + rhs.mature, known: lhs.known + rhs.known, suspended: lhs.suspended + rhs.suspended)
    }
}
