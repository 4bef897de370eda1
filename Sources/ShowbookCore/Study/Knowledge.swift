import Foundation

/// How well a word is known, derived from its FSRS card alone (Anki's convention): the one
/// model behind every "how much do I know" count, so no screen calls a word learned because
/// Good was pressed once.
public enum KnowledgeState: String, Sendable, CaseIterable, Codable {
    case new, learning, young, mature

    /// A review interval of this many days or more makes a word Mature.
    public static let matureDays = 21

    /// "New", "Learning", "Young", "Mature".
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The state of `card`. A card in review whose due or last review is missing counts as Young.
    public init(card: StudyCard) {
        if card.isNew { self = .new; return }
        switch card.phase {
        case .learning, .relearning: self = .learning
        case .review:
            guard let due = card.due, let last = card.lastReview else { self = .young; return }
            self = due.timeIntervalSince(last) >= Double(Self.matureDays) * 86_400 ? .mature : .young
        }
    }
}

extension StudyCard {
    public var knowledge: KnowledgeState { KnowledgeState(card: self) }
}

/// How many words of a book (or of several) are in each knowledge state.
public struct KnowledgeCounts: Sendable, Equatable {
    public var new: Int
    public var learning: Int
    public var young: Int
    public var mature: Int

    public init(new: Int = 0, learning: Int = 0, young: Int = 0, mature: Int = 0) {
        self.new = new
        self.learning = learning
        self.young = young
        self.mature = mature
    }

    /// Counts the cards one by one (tests, and lists already in memory).
    public init(cards: some Sequence<StudyCard>) {
        self.init()
        for card in cards { self[card.knowledge] += 1 }
    }

    public var total: Int { new + learning + young + mature }

    public subscript(state: KnowledgeState) -> Int {
        get {
            switch state {
            case .new: return new
            case .learning: return learning
            case .young: return young
            case .mature: return mature
            }
        }
        set {
            switch state {
            case .new: new = newValue
            case .learning: learning = newValue
            case .young: young = newValue
            case .mature: mature = newValue
            }
        }
    }

    /// "12 mature · 30 young · 8 learning · 50 new".
    public var text: String {
        [KnowledgeState.mature, .young, .learning, .new].map { "\(self[$0]) \($0.rawValue)" }.joined(separator: " · ")
    }
}
