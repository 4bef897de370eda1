import Foundation
import ShowbookPlatform

/// One review as fitting sees it: the grade (1 Again … 4 Easy) and the whole days since the
/// card's previous review (0 for the first review and for a same-day one), as the FSRS
/// reference's `FSRSReview` holds it.
public struct FSRSFitReview: Sendable, Equatable, Codable {
    public var rating: Int
    public var deltaT: Int

    public init(rating: Int, deltaT: Int) {
        self.rating = rating
        self.deltaT = deltaT
    }
}

/// One card's reviews in order, and which of them fitting predicts: every review after the
/// first that comes on a later day than the one before (the first review of each day). Same-day
/// reviews stay in the sequence — they move the memory state through the short-term stability
/// weights — but their recall is not predicted, as in the FSRS reference (`FSRSItem`s whose last
/// review has `delta_t > 0`). `times` orders the predictions in time for the recency weights
/// and the time-series split.
public struct FSRSFitCard: Sendable, Equatable {
    public var reviews: [FSRSFitReview]
    /// For each review, its time (seconds since 1970).
    public var times: [Double]

    public init(reviews: [FSRSFitReview], times: [Double]) {
        self.reviews = reviews
        self.times = times
    }

    /// The indexes of the reviews whose recall is predicted.
    public var targets: [Int] {
        reviews.indices.filter { $0 > 0 && reviews[$0].deltaT > 0 }
    }
}

/// One prediction: a card, the index of the review predicted in it, that review's time, and
/// its weight in the loss (the reference's recency weight, or 1 when evaluating).
public struct FSRSFitTarget: Sendable, Equatable {
    public var card: Int
    public var index: Int
    public var time: Double
    public var weight: Double
}

/// A review log ready for fitting: the cards and the predictions in time order. It is made
/// from each card's study history (only graded reviews; a reset starts a new card, as a
/// Forget starts Anki's history over), counting days as the book's scheduler counts them.
public struct FSRSFitLog: Sendable, Equatable {
    public var cards: [FSRSFitCard]
    /// Every prediction, oldest first (ties: card, then review order).
    public var targets: [FSRSFitTarget]

    public init(cards: [FSRSFitCard]) {
        self.cards = cards
        var targets: [FSRSFitTarget] = []
        for (card, item) in cards.enumerated() {
            for index in item.targets {
                targets.append(FSRSFitTarget(card: card, index: index, time: item.times[index], weight: 1))
            }
        }
        targets.sort { ($0.time, $0.card, $0.index) < ($1.time, $1.card, $1.index) }
        self.targets = targets
    }

    /// The log of `histories` (one per word), days counted with `parameters.elapsedDays`.
    public init(histories: [[StudyEvent]], parameters: FSRSParameters) {
        var cards: [FSRSFitCard] = []
        for history in histories {
            var reviews: [FSRSFitReview] = []
            var times: [Double] = []
            var last: Date?
            func close() {
                if reviews.count > 1 { cards.append(FSRSFitCard(reviews: reviews, times: times)) }
                reviews = []
                times = []
                last = nil
            }
            for event in history.sorted(by: { $0.at < $1.at }) {
                guard let grade = event.grade else { close(); continue }
                let days = last.map { parameters.elapsedDays(from: $0, to: event.at) } ?? 0
                let deltaT = OutsideNumbers.int(days, clampedTo: 0...Int(Int32.max)) ?? 0
                reviews.append(FSRSFitReview(rating: grade.rawValue, deltaT: reviews.isEmpty ? 0 : deltaT))
                times.append(event.at.timeIntervalSince1970)
                last = event.at
            }
            close()
        }
        self.init(cards: cards)
    }

    /// How many reviews fitting predicts: the reviews that are not a card's first nor on the
    /// same day as the one before.
    public var reviewCount: Int { targets.count }

    /// The log with only the predictions in `range` of `targets` (the cards stay whole: a
    /// prediction uses its card's earlier reviews).
    package func restricted(to range: Range<Int>) -> FSRSFitLog {
        var copy = self
        copy.targets = Array(targets[range])
        return copy
    }

    /// The log with each prediction weighted as the reference weights its training items:
    /// 0.25 for the oldest rising to 1 for the newest (`0.25 + 0.75 (i / (n − 1))³`).
    package func recencyWeighted() -> FSRSFitLog {
        var copy = self
        let length = max(1, Double(targets.count - 1))
        for index in copy.targets.indices {
            copy.targets[index].weight = 0.25 + 0.75 * pow(Double(index) / length, 3)
        }
        return copy
    }
}
