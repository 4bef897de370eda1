import Foundation

extension FSRSScheduler {
    /// The probability that the learner recalls `card`'s word at `date`, as py-fsrs computes it
    /// (`get_card_retrievability`: whole days since the last review, never negative). Nil for a
    /// card never reviewed, which has no memory to decay.
    public func retrievability(of card: StudyCard, at date: Date) -> Double? {
        guard let stability = card.stability, stability > 0, let last = card.lastReview else { return nil }
        let days = max(0, parameters.elapsedDays(from: last, to: date))
        return retrievability(stability: stability, elapsedDays: days)
    }
}
