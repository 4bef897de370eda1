import Foundation

/// What studying costs in time, for the retention simulator's minutes a day: the seconds a new
/// word takes the first time it is shown, and the seconds of one answer by its grade. Each
/// further answer (a learning or relearning step) costs a Good answer's time. Derived from the
/// learner's recorded answer durations, with defaults for what was never recorded.
public struct StudyCostModel: Sendable, Equatable {
    /// Seconds of a new word's first view (reading its card and grading it).
    public var firstView: Double
    /// Seconds of one review answer, by grade: Again, Hard, Good, Easy.
    public var review: [Double]

    public init(firstView: Double, review: [Double]) {
        precondition(review.count == 4, "one cost per grade")
        self.firstView = firstView
        self.review = review
    }

    /// The defaults when nothing is recorded: about what Anki's simulator assumes of a typical
    /// learner (a first view near 20 s; a review that fails takes longest, around 23 s, and one
    /// answered Easy about 6 s).
    public static let standard = StudyCostModel(firstView: 20, review: [23, 12, 7.5, 6])

    /// Answers longer than this are counted as this long, as Anki caps them: a card left on
    /// screen is not a minute of study.
    public static let answerCap = 60.0

    /// Seconds of one answer graded `grade`.
    public func seconds(_ grade: ReviewGrade) -> Double { review[grade.rawValue - 1] }

    /// One recorded answer: its grade, how long it took, and whether it was the word's first view.
    public struct Answer: Sendable, Equatable {
        public var grade: ReviewGrade
        public var seconds: Double
        public var firstView: Bool

        public init(grade: ReviewGrade, seconds: Double, firstView: Bool) {
            self.grade = grade
            self.seconds = seconds
            self.firstView = firstView
        }
    }

    /// The costs `answers` show: the median of each kind (first views; reviews by grade), each
    /// answer capped at `answerCap` and ones that are not a positive number left out. A kind with
    /// no answers keeps `standard`'s figure; no answers at all is `standard`.
    public static func derived(from answers: [Answer]) -> StudyCostModel {
        var model = standard
        let usable = answers.filter { $0.seconds.isFinite && $0.seconds > 0 }
        if let first = median(usable.filter(\.firstView).map(\.seconds)) { model.firstView = first }
        for grade in ReviewGrade.allCases {
            if let value = median(usable.filter { !$0.firstView && $0.grade == grade }.map(\.seconds)) {
                model.review[grade.rawValue - 1] = value
            }
        }
        return model
    }

    private static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.map { min($0, answerCap) }.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
