import Foundation
import ShowbookPlatform

/// "Help me decide", as Anki's simulator answers it: what a desired retention costs. It runs a
/// book's cards (or several books') forward from their memory states for a year, introducing
/// new words at the daily limit, scheduling each review with the book's FSRS parameters at the
/// retention tried, and drawing each recall from the card's retrievability with a seeded
/// generator — so the same cards and seed always give the same figures. It reports reviews and
/// minutes a day (minutes from a `StudyCostModel`) beside the retention reached.
public struct RetentionSimulator: Sendable {
    /// One book's cards with its parameters and its new-word limit. Cards without a memory
    /// state are new words waiting to be introduced.
    public struct Deck: Sendable {
        public var cards: [StudyCard]
        public var parameters: FSRSParameters
        public var newPerDay: Int

        public init(cards: [StudyCard], parameters: FSRSParameters, newPerDay: Int) {
            self.cards = cards
            self.parameters = parameters
            self.newPerDay = newPerDay
        }
    }

    /// What one retention costs and gives over the simulated days.
    public struct Outcome: Sendable, Equatable {
        public var retention: Double
        public var days: Int
        /// Reviews of words already met, by day (a new word's first view is not one).
        public var dailyReviews: [Int]
        public var recalled = 0
        public var newWords = 0
        public var seconds = 0.0
        /// The expected number of studied words recalled on the day after the last.
        public var remembered = 0.0

        public var reviews: Int { dailyReviews.reduce(0, +) }
        public var reviewsPerDay: Double { days == 0 ? 0 : Double(reviews) / Double(days) }
        public var minutesPerDay: Double { days == 0 ? 0 : seconds / 60 / Double(days) }
        /// The share of simulated reviews recalled (true retention), nil without reviews.
        public var recallRate: Double? { reviews == 0 ? nil : Double(recalled) / Double(reviews) }
    }

    /// The retentions compared by default, Anki's usual span.
    public static let retentions = [0.80, 0.85, 0.90, 0.95]

    public var decks: [Deck]
    /// New words a day across all decks (the config file's limit is the learner's, not each
    /// book's); nil lets each deck take its own limit.
    public var sharedNewPerDay: Int?
    public var costs: StudyCostModel
    public var days: Int
    public var seed: UInt64
    /// The first simulated day (its day 0); memory states are aged from their last review to it.
    public var start: Date
    /// How often a recalled review is Hard, Good and Easy; a first view Again, Hard, Good, Easy
    /// (about the shares Anki's simulator assumes).
    public var recallGrades: [Double] = [0.22, 0.63, 0.15]
    public var firstGrades: [Double] = [0.24, 0.09, 0.5, 0.17]

    public init(decks: [Deck], costs: StudyCostModel = .standard, days: Int = 365, seed: UInt64 = 1, start: Date) {
        self.decks = decks
        self.costs = costs
        self.days = max(0, days)
        self.seed = seed
        self.start = start
    }

    /// `retentions` and `current` (when it is not among them), each simulated, lowest first.
    public func compare(_ retentions: [Double] = Self.retentions, current: Double? = nil) -> [Outcome] {
        var tried = retentions
        if let current, !tried.contains(where: { abs($0 - current) < 1e-9 }) { tried.append(current) }
        return tried.sorted().map(run)
    }

    /// A card's memory as the simulation carries it: whole days, the deck it belongs to.
    private struct Memory {
        var deck: Int
        var stability: Double
        var difficulty: Double
        var lastDay: Int
    }

    /// Simulates `days` days at desired retention `retention` (every deck's).
    public func run(retention: Double) -> Outcome {
        var generator = SeededGenerator(seed: seed)
        var outcome = Outcome(retention: retention, days: days, dailyReviews: Array(repeating: 0, count: days))
        let schedulers = decks.map { deck in
            var parameters = deck.parameters
            parameters.desiredRetention = retention
            return FSRSScheduler(parameters: parameters)
        }
        var memories: [Memory] = []
        var dueOn = Array(repeating: [Int](), count: days)
        var waiting = Array(repeating: 0, count: decks.count)
        for (index, deck) in decks.enumerated() {
            for card in deck.cards {
                guard let memory = memory(of: card, deck: index) else {
                    waiting[index] += 1
                    continue
                }
                let dueDay = max(0, card.phase == .review ? card.due.map { day(of: $0, in: deck.parameters) } ?? 0 : 0)
                memories.append(memory)
                if dueDay < days { dueOn[dueDay].append(memories.count - 1) }
            }
        }
        for day in 0..<days {
            var budget = sharedNewPerDay.map { max(0, $0) } ?? Int.max
            for deck in decks.indices {
                let count = min(max(0, decks[deck].newPerDay), waiting[deck], budget)
                waiting[deck] -= count
                budget -= count
                for _ in 0..<count {
                    var memory = introduce(deck: deck, scheduler: schedulers[deck], generator: &generator, outcome: &outcome)
                    memory.lastDay = day
                    memories.append(memory)
                    schedule(memories.count - 1, memory, day: day, scheduler: schedulers[deck], dueOn: &dueOn)
                }
            }
            for index in dueOn[day] {
                let memory = review(memories[index], day: day, scheduler: schedulers[memories[index].deck],
                                    generator: &generator, outcome: &outcome)
                memories[index] = memory
                schedule(index, memory, day: day, scheduler: schedulers[memory.deck], dueOn: &dueOn)
            }
            dueOn[day] = []
        }
        outcome.remembered = memories.reduce(0) { sum, memory in
            sum + schedulers[memory.deck].retrievability(stability: memory.stability, elapsedDays: Double(days - memory.lastDay))
        }
        return outcome
    }

    /// The card's memory, or nil for a word never reviewed (or one whose state is unusable).
    private func memory(of card: StudyCard, deck: Int) -> Memory? {
        guard let stability = card.stability, stability.isFinite, stability > 0,
              let difficulty = card.difficulty, difficulty.isFinite, let last = card.lastReview else { return nil }
        return Memory(deck: deck, stability: stability, difficulty: min(max(difficulty, 1), 10),
                      lastDay: min(0, day(of: last, in: decks[deck].parameters)))
    }

    /// Whole days from the start to `date` (negative before it), in the deck's days.
    private func day(of date: Date, in parameters: FSRSParameters) -> Int {
        date < start ? -OutsideNumbers.saturatingInt(parameters.elapsedDays(from: date, to: start))
            : OutsideNumbers.saturatingInt(parameters.elapsedDays(from: start, to: date))
    }

    /// A new word's first view: a first grade drawn, then Good through the learning steps left
    /// (Again and Hard go through them all, Good through the rest, Easy graduates).
    private func introduce(deck: Int, scheduler: FSRSScheduler, generator: inout SeededGenerator,
                           outcome: inout Outcome) -> Memory {
        let grade = ReviewGrade(rawValue: Self.draw(firstGrades, &generator) + 1) ?? .good
        var stability = scheduler.initialStability(grade)
        var difficulty = scheduler.clampDifficulty(scheduler.initialDifficulty(grade))
        let steps = scheduler.parameters.learningSteps.count
        let left = grade == .easy ? 0 : grade == .good ? max(0, steps - 1) : steps
        for _ in 0..<left {
            stability = scheduler.shortTermStability(stability, grade: .good)
            difficulty = scheduler.nextDifficulty(difficulty, grade: .good)
        }
        outcome.newWords += 1
        outcome.seconds += costs.firstView + Double(left) * costs.seconds(.good)
        return Memory(deck: deck, stability: stability, difficulty: difficulty, lastDay: 0)
    }

    /// A due review: recalled with the card's retrievability (then Hard, Good or Easy as
    /// drawn), else Again and Good through the relearning steps.
    private func review(_ memory: Memory, day: Int, scheduler: FSRSScheduler, generator: inout SeededGenerator,
                        outcome: inout Outcome) -> Memory {
        var next = memory
        let retrievability = scheduler.retrievability(stability: memory.stability, elapsedDays: Double(max(0, day - memory.lastDay)))
        let recalled = Self.unit(&generator) < retrievability
        let grade = recalled ? ReviewGrade(rawValue: Self.draw(recallGrades, &generator) + 2) ?? .good : .again
        next.stability = scheduler.nextStability(difficulty: memory.difficulty, stability: memory.stability,
                                                 retrievability: retrievability, grade: grade)
        next.difficulty = scheduler.nextDifficulty(memory.difficulty, grade: grade)
        outcome.seconds += costs.seconds(grade)
        if !recalled {
            for _ in scheduler.parameters.relearningSteps {
                next.stability = scheduler.shortTermStability(next.stability, grade: .good)
                next.difficulty = scheduler.nextDifficulty(next.difficulty, grade: .good)
                outcome.seconds += costs.seconds(.good)
            }
        }
        outcome.dailyReviews[day] += 1
        if recalled { outcome.recalled += 1 }
        next.lastDay = day
        return next
    }

    /// Files the memory under its next due day when that day is simulated.
    private func schedule(_ index: Int, _ memory: Memory, day: Int, scheduler: FSRSScheduler, dueOn: inout [[Int]]) {
        let due = day + scheduler.nextInterval(memory.stability)
        if due < dueOn.count { dueOn[due].append(index) }
    }

    /// A number in 0..<1 from the generator's next 53 bits.
    private static func unit(_ generator: inout SeededGenerator) -> Double {
        Double(generator.next() >> 11) / Double(1 << 53)
    }

    /// An index drawn with the given weights.
    private static func draw(_ weights: [Double], _ generator: inout SeededGenerator) -> Int {
        var point = unit(&generator) * weights.reduce(0, +)
        for (index, weight) in weights.enumerated() {
            point -= weight
            if point < 0 { return index }
        }
        return max(0, weights.count - 1)
    }
}
