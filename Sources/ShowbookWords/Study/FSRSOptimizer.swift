import Foundation
import ShowbookPlatform

/// Fits the 21 FSRS-6 weights to a learner's review log, the way FSRS's own optimizer does
/// (checked against it in `FSRSReferenceFitTests`): pretraining of the four initial stabilities
/// (`FSRSPretrain`, which also drops outliers), then Adam on the recency-weighted binary
/// cross-entropy of recall (`FSRSFitGradient`, exact gradients) in batches of 512 predictions
/// for 5 epochs, the learning rate 0.04 cosine-annealed, an L2 penalty towards the starting
/// weights, every weight clipped to the reference's bounds after each step, and the initial
/// stabilities made to rise with the rating at the end. The batch order comes from `seed`, so
/// the same log always gives the same weights. Below `minimumReviews` predicted reviews it
/// refuses, as too few answers would fit noise rather than memory, and the defaults stay.
public struct FSRSOptimizer: Sendable {
    public var epochs = 5
    public var batchSize = 512
    public var learningRate = 0.04
    public var seed: UInt64 = 2023
    /// The reference's longest card history trained on (reviews).
    public var maximumSequence = 256
    /// The fewest reviews on a later day than the card's previous one that fitting accepts.
    public var minimumReviews = 512

    public init(seed: UInt64 = 2023) {
        self.seed = seed
    }

    /// Fits `log`: the fitted weights, or nil and one line saying why not.
    public func fit(_ log: FSRSFitLog) -> (weights: [Double]?, refusal: String?) {
        guard log.reviewCount >= minimumReviews else {
            return (nil, "Only \(log.reviewCount) reviews on a later day than the one before — fitting needs \(minimumReviews); "
                + "the default parameters stay")
        }
        return (train(log), nil)
    }

    /// The reference's fitting with no minimum of its own beyond the reference's: fewer than 8
    /// predictions keep the defaults, fewer than 64 only pretrain.
    package func train(_ log: FSRSFitLog) -> [Double] {
        let defaults = FSRSParameters.defaultWeights
        guard log.targets.count >= 8, let pretrained = FSRSPretrain.run(log) else { return defaults }
        let start = pretrained.stabilities + defaults[4...]
        let set = pretrained.filtered.recencyWeighted()
        guard set.targets.count >= 64 else { return start }
        var w = start
        let batches = Self.batches(set, size: batchSize, maximumSequence: maximumSequence)
        let total = set.targets.count
        var rate = FSRSTrainingSteps.CosineRate(length: Double((total / batchSize + 1) * epochs), initial: learningRate)
        var adam = FSRSTrainingSteps.Adam()
        var generator = SeededGenerator(seed: seed)
        var pass = FSRSFitGradient()
        for _ in 0..<epochs {
            var order = Array(batches.indices)
            order.shuffle(using: &generator)
            for index in order {
                let batch = batches[index]
                var gradient: [Double]? = [Double](repeating: 0, count: 21)
                for item in batch.cards {
                    _ = pass.loss(w, card: set.cards[item.card], weights: item.weights, gradient: &gradient)
                }
                var g = gradient ?? []
                FSRSTrainingSteps.addPenalty(&g, w: w, start: start, batch: batch.predictions, total: total)
                adam.step(&w, gradient: g, rate: rate.next())
                FSRSTrainingSteps.clip(&w)
            }
        }
        guard w.allSatisfy(\.isFinite) else { return start }
        var fitted: [Int: Double] = [:]
        for rating in 1...4 { fitted[rating] = w[rating - 1] }
        let initial = FSRSPretrain.smoothAndFill(fitted, counts: pretrained.ratingCounts) ?? Array(w[0..<4])
        return initial + w[4...]
    }

    /// A card's predictions as one weight per review (0 = not predicted).
    package struct CardWeights {
        package var card: Int
        package var weights: [Double]
    }

    /// A batch: whole cards, at most `size` predictions (a card with more goes alone).
    package struct Batch {
        package var cards: [CardWeights] = []
        package var predictions = 0
    }

    /// The log's predictions grouped by card, cards ordered by length, cut into batches.
    package static func batches(_ log: FSRSFitLog, size: Int, maximumSequence: Int) -> [Batch] {
        var byCard: [Int: [Double]] = [:]
        for target in log.targets where target.index < maximumSequence {
            byCard[target.card, default: [Double](repeating: 0, count: log.cards[target.card].reviews.count)][target.index] = target.weight
        }
        let cards = byCard.map { CardWeights(card: $0.key, weights: $0.value) }
            .sorted { ($0.weights.count, $0.card) < ($1.weights.count, $1.card) }
        var batches: [Batch] = []
        var current = Batch()
        for card in cards {
            let count = card.weights.filter { $0 > 0 }.count
            if !current.cards.isEmpty && current.predictions + count > size {
                batches.append(current)
                current = Batch()
            }
            current.cards.append(card)
            current.predictions += count
        }
        if !current.cards.isEmpty { batches.append(current) }
        return batches
    }
}
