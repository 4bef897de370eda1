import Foundation
import ShowbookPlatform

/// What the learner remembers of each word, read from the word books in one query so coverage
/// can be asked at many moments (now, the watch date, 30 days on) without reading again. A
/// word counts from the moment it was marked Known (recall 1 from then on) or by its FSRS card:
/// the card's retrievability at the moment asked, from its stability and last review (any
/// phase: a card in learning has a memory too). Suspended cards and words never reviewed have
/// no memory (recall 0: a word only heard gets no prior, so a new word never looks half known);
/// a card last reviewed after the moment asked has no memory then, since its state then is not
/// stored. Several books holding one term: the best memory counts.
public struct WordMemories: Sendable {
    /// One word's memory.
    public struct Memory: Sendable, Equatable {
        public var knownAt: Date?
        public var stability: Double?
        public var lastReview: Date?
        /// True for a card in review (graduated): only those, and Known words, count as sure.
        public var graduated: Bool

        public init(knownAt: Date? = nil, stability: Double? = nil, lastReview: Date? = nil, graduated: Bool = false) {
            self.knownAt = knownAt
            self.stability = stability
            self.lastReview = lastReview
            self.graduated = graduated
        }
    }

    /// The memories of each term key.
    public private(set) var byKey: [String: [Memory]]

    public init(byKey: [String: [Memory]]) {
        self.byKey = byKey
    }

    /// Every word's memory, across all books (open or closed).
    public static func read(from database: Database) throws -> WordMemories {
        var byKey: [String: [Memory]] = [:]
        try database.queryWhile("""
            SELECT \(MemoryColumn.selectList()) FROM words
            WHERE known_at IS NOT NULL
               OR (suspended_at IS NULL AND stability IS NOT NULL AND last_review_at IS NOT NULL)
            """, []) { row in
            let memory = Memory(knownAt: row.double(MemoryColumn.knownAt).map(Date.init(timeIntervalSince1970:)),
                                stability: row.double(MemoryColumn.stability),
                                lastReview: row.double(MemoryColumn.lastReviewAt).map(Date.init(timeIntervalSince1970:)),
                                graduated: row.string(MemoryColumn.phase) == "review")
            let key = WordStore.termKey(row.string(MemoryColumn.term))
            if !key.isEmpty { byKey[key, default: []].append(memory) }
            return true
        }
        return WordMemories(byKey: byKey)
    }

    /// How well a term is remembered at one moment: the expected recall (0...1) and whether it
    /// is sure (Known, or a graduated card with recall at least the coverage setting's minimum).
    public struct Recall: Sendable, Equatable {
        public var expected: Double
        public var sure: Bool
    }

    /// The recall of `memories` at `date`; nil when none of them has a memory then (a new word).
    public static func recall(_ memories: [Memory], at date: Date, sureFrom minimum: Double,
                              scheduler: FSRSScheduler = FSRSScheduler()) -> Recall? {
        var best: Recall?
        for memory in memories {
            let recall: Recall
            if let knownAt = memory.knownAt, knownAt <= date {
                recall = Recall(expected: 1, sure: true)
            } else if let stability = memory.stability, let last = memory.lastReview, last <= date,
                      let value = scheduler.retrievability(of: StudyCard(phase: .review, step: nil, stability: stability, difficulty: 5,
                                                                         lastReview: last), at: date) {
                recall = Recall(expected: value, sure: memory.graduated && value >= minimum)
            } else {
                continue
            }
            if best.map({ recall.expected > $0.expected || (recall.sure && !$0.sure) }) ?? true {
                best = Recall(expected: max(recall.expected, best?.expected ?? 0), sure: recall.sure || (best?.sure ?? false))
            }
        }
        return best
    }
}

/// What `WordMemories` reads of a word.
private enum MemoryColumn: String, TableColumns {
    case term, knownAt = "known_at", stability, lastReviewAt = "last_review_at", phase = "card_phase"
}
