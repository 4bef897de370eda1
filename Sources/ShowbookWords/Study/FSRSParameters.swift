import Foundation

/// The settings of the FSRS-6 scheduler: the 21 model weights and the learner's choices. The
/// defaults are those of py-fsrs 6.x (desired retention 0.9, learning steps 1 and 10 minutes,
/// one relearning step of 10 minutes, at most 100 years), with fuzz off so a replayed
/// history gives the same dates. `dayStart` makes elapsed time whole calendar days, as Anki
/// counts them: days begin that many seconds after midnight UTC (an Anki collection's rollover
/// hour in its time zone); nil counts 24-hour periods since the last review, as py-fsrs does.
public struct FSRSParameters: Sendable, Equatable {
    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    public var weights: [Double]
    public var desiredRetention: Double
    public var learningSteps: [TimeInterval]
    public var relearningSteps: [TimeInterval]
    public var maximumInterval: Int
    public var fuzz: Bool
    public var dayStart: TimeInterval?

    public init(weights: [Double] = Self.defaultWeights, desiredRetention: Double = 0.9,
                learningSteps: [TimeInterval] = [60, 600], relearningSteps: [TimeInterval] = [600],
                maximumInterval: Int = 36500, fuzz: Bool = false, dayStart: TimeInterval? = nil) {
        precondition(weights.count == 21, "FSRS-6 has 21 weights")
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.fuzz = fuzz
        self.dayStart = dayStart
    }

    /// Whole days from `earlier` to `later`: calendar days when `dayStart` is set, else 24-hour periods.
    package func elapsedDays(from earlier: Date, to later: Date) -> Double {
        let day = FSRSScheduler.secondsPerDay
        guard let dayStart else { return floor((later.timeIntervalSince1970 - earlier.timeIntervalSince1970) / day) }
        return floor((later.timeIntervalSince1970 - dayStart) / day) - floor((earlier.timeIntervalSince1970 - dayStart) / day)
    }

    package var decay: Double { -weights[20] }
    package var factor: Double { pow(0.9, 1 / decay) - 1 }
}
