import Foundation

/// Where a word is in FSRS's cycle. A word that was never reviewed (or was reset) is in
/// `learning` at step 0 with no stability, which the app shows as New.
public enum CardPhase: String, Sendable, CaseIterable, Codable {
    case learning, review, relearning

    /// py-fsrs numbers the states 1, 2, 3.
    public var number: Int {
        switch self {
        case .learning: return 1
        case .review: return 2
        case .relearning: return 3
        }
    }
}

/// A word's FSRS memory state: what the scheduler needs to pick its next due time. It exists
/// apart from `Word` so the scheduler stays a pure function over values (tested against the
/// py-fsrs vectors) and storage, import and export can carry it whole.
public struct StudyCard: Sendable, Equatable, Codable {
    public var phase: CardPhase
    /// The learning or relearning step; nil in review.
    public var step: Int?
    /// Days until recall probability falls to 90%; nil before the first review.
    public var stability: Double?
    /// 1 (easy) … 10 (hard); nil before the first review.
    public var difficulty: Double?
    /// When the word should next be reviewed; nil for a new word (due whenever it is introduced).
    public var due: Date?
    public var lastReview: Date?
    /// Reviews since the word was new.
    public var reps: Int
    /// Times a word in review was forgotten (Again in the review phase).
    public var lapses: Int

    public init(phase: CardPhase = .learning, step: Int? = 0, stability: Double? = nil, difficulty: Double? = nil,
                due: Date? = nil, lastReview: Date? = nil, reps: Int = 0, lapses: Int = 0) {
        self.phase = phase
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
        self.reps = reps
        self.lapses = lapses
    }

    /// A word that was never reviewed, or was reset.
    public static let new = StudyCard()

    public var isNew: Bool { stability == nil || difficulty == nil }

    /// The name the learner sees.
    public var status: StudyStatus {
        if isNew { return .new }
        switch phase {
        case .learning: return .learning
        case .review: return .review
        case .relearning: return .relearning
        }
    }

    /// True when the word has been reviewed and its due time is at or before `date`.
    public func isDue(at date: Date) -> Bool {
        guard !isNew, let due else { return false }
        return due <= date
    }
}

/// The words the UI uses for a card's state: New, Learning, Review, Relearning.
public enum StudyStatus: String, Sendable, CaseIterable {
    case new, learning, review, relearning

    /// "New", "Learning", "Review", "Relearning".
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
