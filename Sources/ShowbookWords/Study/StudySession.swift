import Foundation

/// One study session with an end: the cards it started with (due, and new within the daily
/// limit), served in FSRS order, with the grades given so
/// far and the way back. It knows nothing of storage: the study screen saves each review and
/// hands the reviewed word back, so tests can drive it with words and a manual clock alone.
/// It holds only what ordering needs (`Entry`: id, book, FSRS card), so a session over
/// thousands of due words starts without reading their text.
///
/// Order at each step: learning and relearning cards whose step is due, then due reviews
/// (soonest first), then new cards (in the order given), then cards studied ahead of time
/// (the plan's not-yet-due words), and last learning cards due within `learnAhead` — so an
/// Again card comes back in the same session once its step (1 or 10 minutes) has passed,
/// and the session ends when nothing is left but cards due later.
public struct StudySession: Sendable {
    /// How far ahead a learning card may be shown when nothing else is left (Anki's 20 minutes).
    public static let learnAhead: TimeInterval = 20 * 60

    /// One grade given in the session, with the word as it was before it (for undo).
    public struct Step: Sendable {
        public var before: Word
        public var grade: ReviewGrade
        public var wasUnseen: Bool
    }

    /// What the session did, newest last, as `u` takes it back: a grade, a word set aside
    /// (marked Known), which leaves the session until the undo brings it back as it was, or a
    /// word the session did not hold marked Known (in free practice).
    public enum Change: Sendable {
        case graded(Step)
        case setAside(Word, wasUnseen: Bool)
        case markedKnown(Word)

        /// The word as it was before the change.
        public var before: Word {
            switch self {
            case let .graded(step): return step.before
            case let .setAside(word, _), let .markedKnown(word): return word
            }
        }

        /// True for a Known mark (set aside or not), false for a grade.
        public var isKnownMark: Bool {
            if case .graded = self { return false }
            return true
        }
    }

    /// What the session knows of one word: enough to order it.
    public struct Entry: Sendable, Equatable {
        public var id: Int64
        public var bookID: Int64
        public var card: StudyCard

        public init(id: Int64, bookID: Int64, card: StudyCard) {
            self.id = id
            self.bookID = bookID
            self.card = card
        }

        public init(_ word: Word) { self.init(id: word.id, bookID: word.bookID, card: word.card) }
    }

    public let startedAt: Date
    /// The session's words by id, with their current cards.
    public private(set) var entries: [Int64: Entry]
    /// Ids in the order new and ahead cards are introduced.
    private var order: [Int64]
    /// Words not yet graded in this session.
    private var unseen: Set<Int64>
    /// Every grade and set-aside, in order.
    public private(set) var changes: [Change] = []

    /// The grades given, in order.
    public var steps: [Step] {
        changes.compactMap { if case let .graded(step) = $0 { return step } else { return nil } }
    }

    public init(words: [Word], startedAt: Date) {
        self.init(entries: words.map(Entry.init), startedAt: startedAt)
    }

    public init(entries list: [Entry], startedAt: Date) {
        self.startedAt = startedAt
        var byID: [Int64: Entry] = [:]
        var order: [Int64] = []
        for entry in list where byID[entry.id] == nil {
            byID[entry.id] = entry
            order.append(entry.id)
        }
        entries = byID
        self.order = order
        unseen = Set(order)
    }

    /// The card to show at `now`, or nil when the session is over. One pass over the words.
    public func next(at now: Date) -> Entry? {
        let horizon = now.addingTimeInterval(Self.learnAhead)
        var learningDue: Entry?, reviewDue: Entry?, learningAhead: Entry?
        func sooner(_ word: Entry, _ than: Entry?) -> Bool {
            guard let than else { return true }
            return (word.card.due ?? .distantPast, word.id) < (than.card.due ?? .distantPast, than.id)
        }
        for word in entries.values where !word.card.isNew {
            guard let due = word.card.due else { continue }
            if word.card.phase == .review {
                if due <= now, sooner(word, reviewDue) { reviewDue = word }
            } else if due <= now {
                if sooner(word, learningDue) { learningDue = word }
            } else if due <= horizon, sooner(word, learningAhead) {
                learningAhead = word
            }
        }
        if let learningDue { return learningDue }
        if let reviewDue { return reviewDue }
        if let id = order.first(where: { unseen.contains($0) && entries[$0]?.card.isNew == true }) { return entries[id] }
        if let id = order.first(where: { unseen.contains($0) }) { return entries[id] }
        return learningAhead
    }

    /// Takes in `after`, the word as the review of `before` with `grade` left it.
    public mutating func record(_ grade: ReviewGrade, before: Word, after: Word) {
        changes.append(.graded(Step(before: before, grade: grade, wasUnseen: unseen.contains(before.id))))
        unseen.remove(before.id)
        entries[after.id] = Entry(after)
    }

    /// Takes `word` (as it is before its mark) out of the session: marked Known, it is not
    /// served again and counts nowhere. False when the session does not hold it.
    @discardableResult
    public mutating func setAside(_ word: Word) -> Bool {
        guard entries.removeValue(forKey: word.id) != nil else { return false }
        changes.append(.setAside(word, wasUnseen: unseen.remove(word.id) != nil))
        return true
    }

    /// Records `word` (as it is before its mark) marked Known: set aside when the session holds
    /// it, otherwise only counted (a word of the practice deck the session does not serve).
    public mutating func markKnown(_ word: Word) {
        if !setAside(word) { changes.append(.markedKnown(word)) }
    }

    /// The distinct words marked Known in the session (and not taken back).
    public var markedKnown: Int {
        Set(changes.filter(\.isKnownMark).map(\.before.id)).count
    }

    /// Takes back the last grade or Known mark; returns the word as it was before it (to show it again).
    public mutating func undo() -> Word? {
        guard let change = changes.popLast() else { return nil }
        switch change {
        case let .graded(step):
            entries[step.before.id] = Entry(step.before)
            if step.wasUnseen { unseen.insert(step.before.id) }
        case let .setAside(word, wasUnseen):
            entries[word.id] = Entry(word)
            if wasUnseen { unseen.insert(word.id) }
        case .markedKnown: break
        }
        return change.before
    }

    /// Takes in more words (new ones after a raised daily limit), after those it has.
    public mutating func add(_ list: [Entry]) {
        for entry in list where entries[entry.id] == nil {
            entries[entry.id] = entry
            order.append(entry.id)
            unseen.insert(entry.id)
        }
    }

    /// A word changed outside a review (reset, edit): the session goes on with its new state.
    public mutating func replace(_ word: Word) {
        guard entries[word.id] != nil else { return }
        entries[word.id] = Entry(word)
    }

    /// Cards still to come at `now`: every word not graded yet, and graded words whose learning
    /// step falls due within the learn-ahead window. Costs the graded words, not the session.
    public func left(at now: Date) -> Int {
        let horizon = now.addingTimeInterval(Self.learnAhead)
        let comingBack = Set(steps.map(\.before.id)).filter { id in
            entries[id].map { $0.card.phase != .review && $0.card.isDue(at: horizon) } ?? false
        }
        return unseen.count + comingBack.count
    }

    /// What is left at `now`, Anki's way: new cards not shown yet, learning (and relearning)
    /// cards still to come — a graded card whose step falls due within the learn-ahead window
    /// counts here — and reviews not graded yet. The three add up to `left(at:)`.
    public func counts(at now: Date) -> SessionCounts {
        let horizon = now.addingTimeInterval(Self.learnAhead)
        var counts = SessionCounts(new: 0, learning: 0, review: 0)
        for id in unseen {
            guard let card = entries[id]?.card else { continue }
            if card.isNew { counts.new += 1 } else if card.phase == .review { counts.review += 1 } else { counts.learning += 1 }
        }
        for id in Set(steps.map(\.before.id)) where !unseen.contains(id) {
            if let card = entries[id]?.card, card.phase != .review, card.isDue(at: horizon) { counts.learning += 1 }
        }
        return counts
    }

    /// The distinct books of the session's words.
    public var bookIDs: [Int64] { Array(Set(entries.values.map(\.bookID))).sorted() }

    public func summary(at now: Date) -> StudySummary {
        var counts: [ReviewGrade: Int] = [:]
        for step in steps { counts[step.grade, default: 0] += 1 }
        let nextDue = entries.values.compactMap { $0.card.isNew ? nil : $0.card.due }.filter { $0 > now }.min()
        return StudySummary(cardsStudied: Set(steps.map(\.before.id)).count, reviews: steps.count, counts: counts,
                            markedKnown: markedKnown, timeSpent: now.timeIntervalSince(startedAt), nextDue: nextDue,
                            finishedAt: now)
    }
}

/// What a session has left, by kind, as the study screen's header shows it.
public struct SessionCounts: Sendable, Equatable {
    public var new: Int
    public var learning: Int
    public var review: Int

    public init(new: Int, learning: Int, review: Int) {
        self.new = new
        self.learning = learning
        self.review = review
    }

    /// "3 new · 1 learning · 12 review".
    public var text: String { "\(new) new · \(learning) learning · \(review) review" }
}

/// What a finished session shows: how many cards, the grades given, the words marked Known, the
/// time it took and when the next of its cards comes back.
public struct StudySummary: Sendable, Equatable {
    public var cardsStudied: Int
    public var reviews: Int
    public var counts: [ReviewGrade: Int]
    /// Words marked Known during the session (on a card's back or in free practice).
    public var markedKnown: Int
    public var timeSpent: TimeInterval
    public var nextDue: Date?
    /// When the summary was made (the next due time is shown relative to it).
    public var finishedAt: Date
    /// The next review of the session's books, from the stored schedule (the study screen
    /// fills it in: a session's own cards are not all there is); nil when nothing is scheduled.
    public var nextReview: NextReview? = nil

    public func count(_ grade: ReviewGrade) -> Int { counts[grade] ?? 0 }
}
