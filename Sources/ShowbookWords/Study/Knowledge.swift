import Foundation

/// How well a word is known: Known or Suspended when the learner said so, otherwise derived from
/// its FSRS card alone (Anki's convention). The one model behind every "how much do I know"
/// count, so no screen calls a word learned because Good was pressed once.
public enum KnowledgeState: String, Sendable, CaseIterable, Codable {
    case new, learning, young, mature, known, suspended

    /// A review interval of this many days or more makes a word Mature.
    public static let matureDays = 21

    /// "New", "Learning", "Young", "Mature", "Known", "Suspended".
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// Mature or Known: what closing a book leaves behind (everything else is unfinished).
    public var isFinished: Bool { self == .mature || self == .known }

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

    /// Known, then Suspended, win over the card, which keeps its schedule for when they are taken back.
    public init(card: StudyCard, knownAt: Date?, suspendedAt: Date?) {
        if knownAt != nil { self = .known } else if suspendedAt != nil { self = .suspended } else { self.init(card: card) }
    }
}

extension StudyCard {
    /// The card's own state (never Known or Suspended, which are the word's).
    public var knowledge: KnowledgeState { KnowledgeState(card: self) }
}

/// How many words of a book (or of several) are in each knowledge state.
public struct KnowledgeCounts: Sendable, Equatable {
    public var new: Int
    public var learning: Int
    public var young: Int
    public var mature: Int
    public var known: Int
    public var suspended: Int

    public init(new: Int = 0, learning: Int = 0, young: Int = 0, mature: Int = 0, known: Int = 0, suspended: Int = 0) {
        self.new = new
        self.learning = learning
        self.young = young
        self.mature = mature
        self.known = known
        self.suspended = suspended
    }

    /// Counts the states one by one (tests, and lists already in memory).
    public init(states: some Sequence<KnowledgeState>) {
        self.init()
        for state in states { self[state] += 1 }
    }

    /// Counts the words' states (`Word.knowledge`).
    public init(words: some Sequence<Word>) {
        self.init(states: words.lazy.map(\.knowledge))
    }

    public var total: Int { new + learning + young + mature + known + suspended }

    /// Words that are neither Mature nor Known (what a close moves).
    public var unfinished: Int { total - mature - known }

    public subscript(state: KnowledgeState) -> Int {
        get {
            switch state {
            case .new: return new
            case .learning: return learning
            case .young: return young
            case .mature: return mature
            case .known: return known
            case .suspended: return suspended
            }
        }
        set {
            switch state {
            case .new: new = newValue
            case .learning: learning = newValue
            case .young: young = newValue
            case .mature: mature = newValue
            case .known: known = newValue
            case .suspended: suspended = newValue
            }
        }
    }

    /// "3 known · 12 mature · 30 young · 8 learning · 50 new": Known and Suspended only when some are.
    public var text: String {
        let always: [KnowledgeState] = [.mature, .young, .learning, .new]
        let states = (known > 0 ? [.known] : []) + always + (suspended > 0 ? [.suspended] : [])
        return states.map { "\(self[$0]) \($0.rawValue)" }.joined(separator: " · ")
    }
}
