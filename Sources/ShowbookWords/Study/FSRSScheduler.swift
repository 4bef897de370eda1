import Foundation
import ShowbookPlatform

/// FSRS-6, the scheduler of py-fsrs 6.x (`Scheduler.review_card`), in plain Swift: given a
/// card, a grade and the review time it returns the card's next state and due time. It is a
/// pure function of its inputs (fuzz draws from a generator seeded by the caller), so a
/// stored history always replays to the same card.
public struct FSRSScheduler: Sendable {
    public let parameters: FSRSParameters

    public init(parameters: FSRSParameters = FSRSParameters()) {
        self.parameters = parameters
    }

    package static let minimumStability = 0.001
    package static let difficultyRange = 1.0...10.0
    package static let secondsPerDay = 86_400.0

    /// Reviews `card` with `grade` at `date`. `fuzzSeed` picks the fuzz when it is on (the
    /// same seed gives the same interval); without fuzz it is ignored. `dayPicker` (the load
    /// balancer) picks a review interval's day inside its fuzz range instead of the fuzz;
    /// without it the schedule is plain FSRS.
    public func review(_ card: StudyCard, grade: ReviewGrade, at date: Date, fuzzSeed: UInt64 = 0,
                       dayPicker: DayPicker? = nil) -> StudyCard {
        var next = card
        let daysSinceLast = card.lastReview.map { parameters.elapsedDays(from: $0, to: date) }
        let sameDay = daysSinceLast.map { $0 < 1 } ?? false
        let interval: TimeInterval

        if let stability = card.stability, let difficulty = card.difficulty {
            if sameDay {
                next.stability = shortTermStability(stability, grade: grade)
            } else {
                let retrievability = self.retrievability(stability: stability, elapsedDays: max(0, daysSinceLast ?? 0))
                next.stability = nextStability(difficulty: difficulty, stability: stability,
                                               retrievability: retrievability, grade: grade)
            }
            next.difficulty = nextDifficulty(difficulty, grade: grade)
        } else {
            next.phase = .learning
            next.step = 0
            next.stability = initialStability(grade)
            next.difficulty = clampDifficulty(initialDifficulty(grade))
        }
        let stability = next.stability ?? Self.minimumStability

        switch card.isNew ? .learning : card.phase {
        case .review:
            if grade == .again, !parameters.relearningSteps.isEmpty {
                next.phase = .relearning
                next.step = 0
                interval = parameters.relearningSteps[0]
            } else {
                interval = days(nextInterval(stability))
            }
        case .learning:
            interval = stepInterval(&next, steps: parameters.learningSteps, grade: grade, stability: stability)
        case .relearning:
            interval = stepInterval(&next, steps: parameters.relearningSteps, grade: grade, stability: stability)
        }

        var finalInterval = interval
        if next.phase == .review, let dayPicker, let balanced = balanced(interval, picker: dayPicker) {
            finalInterval = balanced
        } else if parameters.fuzz && next.phase == .review {
            finalInterval = fuzzed(interval, seed: fuzzSeed)
        }
        next.due = date.addingTimeInterval(finalInterval)
        next.lastReview = date
        next.reps = card.isNew ? 1 : card.reps.addingReportingOverflow(1).overflow ? card.reps : card.reps + 1
        if card.isNew { next.lapses = 0 }
        if !card.isNew && card.phase == .review && grade == .again, next.lapses < Int.max { next.lapses += 1 }
        return next
    }

    /// The learning and relearning steps: Again goes back to the first step, Hard repeats
    /// the step (between the first two on step 0), Good moves on or graduates, Easy graduates.
    private func stepInterval(_ card: inout StudyCard, steps: [TimeInterval], grade: ReviewGrade, stability: Double) -> TimeInterval {
        let step = max(0, card.step ?? 0)
        func graduate() -> TimeInterval {
            card.phase = .review
            card.step = nil
            return days(nextInterval(stability))
        }
        if steps.isEmpty || (step >= steps.count && grade != .again) { return graduate() }
        switch grade {
        case .again:
            card.step = 0
            return steps[0]
        case .hard:
            if step == 0 && steps.count == 1 { return steps[0] * 1.5 }
            if step == 0 { return (steps[0] + steps[1]) / 2 }
            return steps[step]
        case .good:
            if step + 1 == steps.count { return graduate() }
            card.step = step + 1
            return steps[step + 1]
        case .easy:
            return graduate()
        }
    }

    private func days(_ count: Int) -> TimeInterval { TimeInterval(count) * Self.secondsPerDay }

    /// The probability of recall after `elapsedDays` whole days.
    public func retrievability(stability: Double, elapsedDays: Double) -> Double {
        pow(1 + parameters.factor * elapsedDays / stability, parameters.decay)
    }

    /// Whole days until recall falls to the desired retention (at least 1, at most the maximum).
    public func nextInterval(_ stability: Double) -> Int {
        let raw = stability / parameters.factor * (pow(parameters.desiredRetention, 1 / parameters.decay) - 1)
        let rounded = OutsideNumbers.int(raw.rounded(.toNearestOrEven), clampedTo: 1...max(1, parameters.maximumInterval)) ?? 1
        return rounded
    }

    package func initialStability(_ grade: ReviewGrade) -> Double {
        max(parameters.weights[grade.rawValue - 1], Self.minimumStability)
    }

    package func initialDifficulty(_ grade: ReviewGrade) -> Double {
        let w = parameters.weights
        return w[4] - exp(w[5] * Double(grade.rawValue - 1)) + 1
    }

    package func clampDifficulty(_ value: Double) -> Double {
        min(max(value, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
    }

    package func shortTermStability(_ stability: Double, grade: ReviewGrade) -> Double {
        let w = parameters.weights
        var increase = exp(w[17] * (Double(grade.rawValue) - 3 + w[18])) * pow(stability, -w[19])
        if grade != .again { increase = max(increase, 1) }
        return max(stability * increase, Self.minimumStability)
    }

    package func nextDifficulty(_ difficulty: Double, grade: ReviewGrade) -> Double {
        let w = parameters.weights
        let delta = -(w[6] * (Double(grade.rawValue) - 3))
        let damped = difficulty + (10 - difficulty) * delta / 9
        let reverted = w[7] * initialDifficulty(.easy) + (1 - w[7]) * damped
        return clampDifficulty(reverted)
    }

    package func nextStability(difficulty: Double, stability: Double, retrievability: Double, grade: ReviewGrade) -> Double {
        let w = parameters.weights
        let value: Double
        if grade == .again {
            let longTerm = w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1) * exp((1 - retrievability) * w[14])
            let shortTerm = stability / exp(w[17] * w[18])
            value = min(longTerm, shortTerm)
        } else {
            let hardPenalty = grade == .hard ? w[15] : 1
            let easyBonus = grade == .easy ? w[16] : 1
            value = stability * (1 + exp(w[8]) * (11 - difficulty) * pow(stability, -w[9])
                * (exp((1 - retrievability) * w[10]) - 1) * hardPenalty * easyBonus)
        }
        return max(value, Self.minimumStability)
    }
}
