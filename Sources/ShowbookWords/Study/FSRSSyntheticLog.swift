import Foundation
import ShowbookPlatform

/// A review log made up by a simulated learner whose memory follows FSRS-6 with known
/// weights, for checking fitting (does it find weights as good as the ones that made the log?)
/// and timing it. Each card is introduced on its day (`newPerDay` a day), studied through the
/// learning steps, then reviewed when due or a few days late, for `lifetime` days; each
/// answer is recalled with the probability the generating weights give at that moment, and a
/// recalled answer is Hard, Good or Easy by fixed shares. Same seed, same log.
package struct FSRSSyntheticLog {
    package var weights: [Double]
    package var seed: UInt64
    package var newPerDay = 20
    package var lifetime = 365
    package var start = Date(timeIntervalSince1970: 1_704_067_200)

    package init(weights: [Double] = FSRSParameters.defaultWeights, seed: UInt64) {
        self.weights = weights
        self.seed = seed
    }

    /// Histories (one per card) with `reviews` reviews in all (the last card cut short).
    package func histories(reviews: Int) -> [[StudyEvent]] {
        var generator = SeededGenerator(seed: seed)
        let scheduler = FSRSScheduler(parameters: FSRSParameters(weights: weights))
        var histories: [[StudyEvent]] = []
        var total = 0
        var cardIndex = 0
        while total < reviews {
            let day = cardIndex / newPerDay
            cardIndex += 1
            let end = start.addingTimeInterval(Double(day + lifetime) * 86_400)
            var now = start.addingTimeInterval(Double(day) * 86_400 + Double.random(in: 28_800...64_800, using: &generator))
            var card = StudyCard.new
            var events: [StudyEvent] = []
            while now < end && total < reviews {
                let grade = answer(card, at: now, scheduler: scheduler, generator: &generator)
                events.append(StudyEvent(grade: grade, at: now, duration: Double.random(in: 2...20, using: &generator)))
                total += 1
                card = scheduler.review(card, grade: grade, at: now)
                guard let due = card.due else { break }
                // Learning steps on time; reviews on the due day or up to a few days late, at a time of day.
                if card.phase == .review {
                    let late = Double(Int.random(in: 0...3, using: &generator) == 0 ? Int.random(in: 1...5, using: &generator) : 0)
                    let dueDay = (due.timeIntervalSince(start) / 86_400).rounded(.down) + late
                    now = max(due, start.addingTimeInterval(dueDay * 86_400 + Double.random(in: 28_800...79_200, using: &generator)))
                } else {
                    now = due
                }
            }
            if !events.isEmpty { histories.append(events) }
        }
        return histories
    }

    private func answer(_ card: StudyCard, at date: Date, scheduler: FSRSScheduler, generator: inout SeededGenerator) -> ReviewGrade {
        let draw = Double.random(in: 0..<1, using: &generator)
        guard let stability = card.stability, let last = card.lastReview else {
            // A first answer: Again, Hard, Good, Easy at 20, 15, 50, 15 %.
            return draw < 0.2 ? .again : draw < 0.35 ? .hard : draw < 0.85 ? .good : .easy
        }
        let recall = scheduler.retrievability(stability: stability, elapsedDays: max(0, date.timeIntervalSince(last) / 86_400))
        guard draw < recall else { return .again }
        let share = Double.random(in: 0..<1, using: &generator)
        return share < 0.15 ? .hard : share < 0.9 ? .good : .easy
    }
}
