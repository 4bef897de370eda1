import Foundation
import ShowbookPlatform

/// What the learner knows of each term, for colouring a line as it is heard: the best
/// `KnowledgeState` of the words holding the term (by `TermKey`, across all books, open or
/// closed), read in one query; a term in no book has none.
public struct TermKnowledge: Sendable, Equatable {
    /// A word of a line, by what its learner knows of it: the colours of the watching screen.
    public enum Level: String, Sendable, CaseIterable {
        /// Known or Mature.
        case known
        case young
        case learning
        /// In a book, never studied (or Suspended).
        case new
        /// In no book.
        case notInBook
    }

    public private(set) var byKey: [String: KnowledgeState]

    public init(byKey: [String: KnowledgeState] = [:]) {
        self.byKey = byKey
    }

    /// Every word's state, across all books.
    public static func read(from database: Database) throws -> TermKnowledge {
        var knowledge = TermKnowledge()
        let words = try database.queryValues("SELECT \(WordColumn.word.list()) FROM words", [], selecting: WordColumn.word) { $0.word }
        for word in words { knowledge.add(word.term, word.knowledge) }
        return knowledge
    }

    /// Keeps `state` for `term` when it is better than what is known of it already.
    public mutating func add(_ term: String, _ state: KnowledgeState) {
        let key = WordStore.termKey(term)
        guard !key.isEmpty else { return }
        if let old = byKey[key], Self.rank(old) >= Self.rank(state) { return }
        byKey[key] = state
    }

    /// The level of `term` (matched by term key).
    public func level(of term: String) -> Level {
        switch byKey[WordStore.termKey(term)] {
        case .known?, .mature?: return .known
        case .young?: return .young
        case .learning?: return .learning
        case .new?, .suspended?: return .new
        case nil: return .notInBook
        }
    }

    private static func rank(_ state: KnowledgeState) -> Int {
        switch state {
        case .suspended: return 0
        case .new: return 1
        case .learning: return 2
        case .young: return 3
        case .mature: return 4
        case .known: return 5
        }
    }
}
