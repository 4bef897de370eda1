import Foundation

/// The FSRS reference's first stage of fitting: the four initial stabilities (weights 0–3),
/// each found alone from the cards whose first day's rating was that one, by how often the
/// learner recalled them at the first review on a later day — a ternary search for the
/// stability whose forgetting curve (the default decay) fits those recall rates best, pulled
/// a little towards the default — then made to rise with the rating and filled in for ratings
/// never given. The same step drops outliers, as the reference does: first-day groups of a
/// rating whose next review came after too rare or too long an interval leave the training set.
package enum FSRSPretrain {
    /// The longest initial stability fitting gives (days).
    package static let maximumInitialStability = 100.0

    /// Per first rating (1–4): for each delay (days) of a card's first long-term review, how
    /// many cards had it and how many of them were recalled then.
    private struct Group {
        var byDelay: [Int: (recalled: Int, count: Int)] = [:]
        var count: Int { byDelay.values.reduce(0) { $0 + $1.count } }
    }

    /// What pretraining gives: the four stabilities, how many cards each rating had, and the
    /// log with the outliers' predictions removed.
    package struct Result {
        package var stabilities: [Double]
        package var ratingCounts: [Int: Int]
        package var filtered: FSRSFitLog
    }

    /// True when the prediction is its card's first review on a later day than the one before.
    private static func isFirstLongTerm(_ log: FSRSFitLog, _ target: FSRSFitTarget) -> Bool {
        log.cards[target.card].reviews[1...target.index].filter { $0.deltaT > 0 }.count == 1
    }

    private static func firstLongTerm(_ card: FSRSFitCard) -> FSRSFitReview? {
        card.reviews.dropFirst().first { $0.deltaT > 0 }
    }

    /// Pretrains on `log`; nil when no rating keeps a delay after the outliers are dropped.
    package static func run(_ log: FSRSFitLog) -> Result? {
        var groups: [Int: Group] = [:]
        for target in log.targets where isFirstLongTerm(log, target) {
            let card = log.cards[target.card]
            let review = card.reviews[target.index]
            let rating = card.reviews[0].rating
            var entry = groups[rating, default: Group()].byDelay[review.deltaT, default: (0, 0)]
            entry.count += 1
            if review.rating > 1 { entry.recalled += 1 }
            groups[rating, default: Group()].byDelay[review.deltaT] = entry
        }
        // Outliers: per rating, the rarest delays (up to max(20, 5 %) of its cards), and any
        // delay with fewer than 6 cards or longer than 100 days (365 after Easy).
        var removed: [Int: Set<Int>] = [:]
        var kept: [Int: [Int: (recalled: Int, count: Int)]] = [:]
        for rating in groups.keys.sorted() {
            guard let group = groups[rating] else { continue }
            let ordered = group.byDelay.sorted { ($0.value.count, $0.key) > ($1.value.count, $1.key) }
            let total = group.count
            var dropped = 0
            for (delay, entry) in ordered.reversed() {
                if dropped + entry.count >= max(20, total / 20) {
                    if entry.count >= 6 && delay <= (rating != 4 ? 100 : 365) {
                        kept[rating, default: [:]][delay] = entry
                    } else {
                        removed[rating, default: []].insert(delay)
                    }
                } else {
                    dropped += entry.count
                    removed[rating, default: []].insert(delay)
                }
            }
        }
        var filtered = log
        filtered.targets = log.targets.filter { target in
            let card = log.cards[target.card]
            guard let first = firstLongTerm(card) else { return true }
            return !(removed[card.reviews[0].rating]?.contains(first.deltaT) ?? false)
        }
        let recalls = filtered.targets.map { log.cards[$0.card].reviews[$0.index].rating > 1 ? 1.0 : 0.0 }
        let averageRecall = recalls.isEmpty ? 0 : recalls.reduce(0, +) / Double(recalls.count)
        var stabilities: [Int: Double] = [:]
        var counts: [Int: Int] = [:]
        for (rating, delays) in kept where !delays.isEmpty {
            counts[rating] = delays.values.reduce(0) { $0 + $1.count }
            stabilities[rating] = search(delays, average: averageRecall, fallback: FSRSParameters.defaultWeights[rating - 1])
        }
        guard let filled = smoothAndFill(stabilities, counts: counts) else { return nil }
        return Result(stabilities: filled, ratingCounts: counts, filtered: filtered)
    }

    /// The stability (0.001…100) that best fits one rating's recall rates: a ternary search on
    /// their log loss (each rate smoothed towards the average recall) plus |s − default| / 16.
    private static func search(_ delays: [Int: (recalled: Int, count: Int)], average: Double, fallback: Double) -> Double {
        let points = delays.map { (t: Double($0.key), count: Double($0.value.count),
                                   recall: (Double($0.value.recalled) + average) / (Double($0.value.count) + 1)) }
            .sorted { $0.t < $1.t }
        let decay = -FSRSParameters.defaultWeights[20]
        let factor = pow(0.9, 1 / decay) - 1
        func loss(_ s: Double) -> Double {
            var total = abs(s - fallback) / 16
            for point in points {
                let p = pow(point.t / s * factor + 1, decay)
                total -= (point.recall * log(p) + (1 - point.recall) * log(1 - p)) * point.count
            }
            return total
        }
        var low = FSRSFitGradient.stabilityRange.lowerBound
        var high = maximumInitialStability
        var best = fallback
        var iterations = 0
        while high - low > Double.ulpOfOne && iterations < 1000 {
            iterations += 1
            let first = low + (high - low) / 3
            let second = high - (high - low) / 3
            if loss(first) < loss(second) { high = second } else { low = first }
            best = (high + low) / 2
        }
        return best
    }

    /// Makes the stabilities rise with the rating (the rating with more cards wins a clash) and
    /// fills the missing ones from those present by the reference's fixed ratios; nil when none.
    package static func smoothAndFill(_ given: [Int: Double], counts: [Int: Int]) -> [Double]? {
        var s = given.filter { counts[$0.key] != nil }
        for (small, big) in [(1, 2), (2, 3), (3, 4), (1, 3), (2, 4), (1, 4)] {
            guard let a = s[small], let b = s[big], a > b else { continue }
            if counts[small, default: 0] > counts[big, default: 0] { s[big] = a } else { s[small] = b }
        }
        let w1 = 0.41, w2 = 0.54
        let defaults = Array(FSRSParameters.defaultWeights[0..<4])
        var values: [Double]
        switch s.count {
        case 0: return nil
        case 1:
            guard let only = s.first, defaults.indices.contains(only.key - 1) else { return nil }
            values = defaults.map { $0 * only.value / defaults[only.key - 1] }.sorted()
        default:
            values = FSRSPretrainFill.fill(s, w1: w1, w2: w2)
        }
        return values.map { FSRSFitGradient.clamp($0, FSRSFitGradient.stabilityRange.lowerBound...maximumInitialStability) }
    }
}
