import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

/// The retention simulator: a small case worked out by hand, higher retention never costing
/// fewer reviews over generated decks, the same figures for the same seed, and the cost model
/// derived from recorded answer times.
final class RetentionSimulatorTests: XCTestCase {
    let start = FixtureDates.day(2026, 1, 5, hour: 9)

    /// A review card last seen `stability` days before `start` and due at it: its
    /// retrievability on day 0 is exactly 0.9 (FSRS-6's stability is the 90 % point).
    func dueCard(stability: Double, difficulty: Double = 5) -> StudyCard {
        StudyCard(phase: .review, step: nil, stability: stability, difficulty: difficulty, due: start,
                  lastReview: start.addingTimeInterval(-stability * 86_400), reps: 5, lapses: 0)
    }

    /// 1,000 cards of stability 10,000 days, all due on day 0, no new words, 20 days at 0.9,
    /// default FSRS-6 weights. Worked out by hand from the FSRS-6 formulas:
    /// - day 0: all 1,000 are reviewed with R = 0.9; a recalled one's next interval is far
    ///   past day 19. A forgotten one (F0 ≈ 100) gets the post-lapse stability
    ///   min(w11·D^-w12·((S+1)^w13 − 1)·e^((1−R)·w14), S / e^(w17·w18))
    ///   = 1.4835 · 5^-0.0614 · (10001^0.2629 − 1) · e^(0.1·1.6483) = 16.26 days; the relearning
    ///   step (Good, short-term) leaves it there (e^(w17·w18)·16.26^-w19 = 0.87 < 1), so it is due
    ///   16 days later: day 16, nothing on days 1–15.
    /// - day 16: the F0 cards, R = 0.901; recalled ones get S ≥ 25 (Hard) → past day 19; the
    ///   forgotten (F1 ≈ 0.099·F0 ≈ 9.9) get S = 1.73 → interval 2 → day 18.
    /// - day 18: the F1 cards, R = 0.890; recalled → S ≥ 2.6 → interval 3 → day 21, outside;
    ///   forgotten (F2 ≈ 0.11·F1 ≈ 1.1) get S = 0.52 → interval 1 → day 19.
    /// So the reviews are 1000 + F0 + F1 + F2 ≈ 1000 + 100 + 9.9 + 1.1 = 1111, 55.55 a day over
    /// 20 days; F0 is binomial (σ ≈ 9.5), so the seeded run lands within ±35 reviews of it.
    func testReviewsPerDayAtNinetyMatchTheHandWorkedCase() {
        let deck = RetentionSimulator.Deck(cards: Array(repeating: dueCard(stability: 10_000), count: 1000),
                                           parameters: FSRSParameters(), newPerDay: 0)
        let outcome = RetentionSimulator(decks: [deck], days: 20, seed: 7, start: start).run(retention: 0.9)
        let daily = outcome.dailyReviews
        print("hand case at 0.9: \(daily) → \(outcome.reviewsPerDay) reviews a day (hand: 55.55)")
        XCTAssertEqual(daily[0], 1000)
        XCTAssertEqual(Array(daily[1...15]), Array(repeating: 0, count: 15), "nothing due before day 16")
        XCTAssertEqual(daily[17], 0)
        XCTAssertEqual(outcome.reviews, 1000 + daily[16] + daily[18] + daily[19])
        XCTAssertTrue((70...130).contains(daily[16]), "about a tenth forgotten on day 0: \(daily[16])")
        XCTAssertLessThanOrEqual(daily[18], daily[16] / 4)
        XCTAssertLessThanOrEqual(daily[19], daily[18])
        XCTAssertEqual(outcome.reviewsPerDay, 55.55, accuracy: 1.75)
        XCTAssertEqual(outcome.newWords, 0)
        // Each day's forgotten cards are the next step's reviews, and day 19's may be forgotten too.
        let forgotten = outcome.reviews - outcome.recalled
        XCTAssertTrue((daily[16] + daily[18] + daily[19]...daily[16] + daily[18] + 2 * daily[19]).contains(forgotten), "\(forgotten)")
        XCTAssertEqual(outcome.recallRate ?? 0, 0.9, accuracy: 0.03)
    }

    /// A generated deck: review cards of varied stability, some overdue, some new words.
    func generatedDeck(_ generator: inout SeededGenerator) -> RetentionSimulator.Deck {
        var cards: [StudyCard] = []
        for _ in 0..<Int.random(in: 30...250, using: &generator) {
            if Double.random(in: 0..<1, using: &generator) < 0.3 {
                cards.append(.new)
                continue
            }
            let stability = exp(Double.random(in: log(0.5)...log(400), using: &generator))
            let since = Double.random(in: 0...(stability * 1.5), using: &generator)
            cards.append(StudyCard(phase: .review, step: nil, stability: stability,
                                   difficulty: Double.random(in: 1...10, using: &generator),
                                   due: start.addingTimeInterval((stability - since) * 86_400),
                                   lastReview: start.addingTimeInterval(-since * 86_400), reps: 3))
        }
        return RetentionSimulator.Deck(cards: cards, parameters: FSRSParameters(), newPerDay: Int.random(in: 0...15, using: &generator))
    }

    func testHigherRetentionNeverCostsFewerReviews() {
        var generator = SeededGenerator(seed: 2026)
        for round in 0..<12 {
            let decks = (0..<Int.random(in: 1...2, using: &generator)).map { _ in generatedDeck(&generator) }
            let simulator = RetentionSimulator(decks: decks, seed: generator.next(), start: start)
            let outcomes = simulator.compare(current: 0.88)
            XCTAssertEqual(outcomes.map(\.retention), [0.80, 0.85, 0.88, 0.90, 0.95])
            for (lower, higher) in zip(outcomes, outcomes.dropFirst()) {
                XCTAssertLessThanOrEqual(lower.reviews, higher.reviews,
                                         "round \(round): \(lower.retention) → \(lower.reviews), \(higher.retention) → \(higher.reviews)")
            }
            XCTAssertLessThan(outcomes[0].remembered, outcomes[4].remembered + 1e-9, "round \(round): more retention, more remembered")
        }
    }

    func testTheSameSeedGivesTheSameFiguresAndAnotherSeedOthers() {
        var generator = SeededGenerator(seed: 11)
        let deck = generatedDeck(&generator)
        let first = RetentionSimulator(decks: [deck], seed: 5, start: start).compare()
        XCTAssertEqual(first, RetentionSimulator(decks: [deck], seed: 5, start: start).compare())
        XCTAssertNotEqual(first, RetentionSimulator(decks: [deck], seed: 6, start: start).compare())
        XCTAssertEqual(RetentionSimulator(decks: [], seed: 5, start: start).run(retention: 0.9).reviews, 0)
        XCTAssertEqual(RetentionSimulator(decks: [deck], days: 0, seed: 5, start: start).run(retention: 0.9).reviewsPerDay, 0)
    }

    /// New words only: every day brings the limit's first views and no review is due before
    /// day 1, so day 0's minutes are the first views' (plus their learning steps at Good).
    func testNewWordsFollowTheDailyLimit() {
        let deck = RetentionSimulator.Deck(cards: Array(repeating: .new, count: 25), parameters: FSRSParameters(), newPerDay: 10)
        let outcome = RetentionSimulator(decks: [deck], days: 3, seed: 3, start: start).run(retention: 0.9)
        XCTAssertEqual(outcome.newWords, 25)
        XCTAssertEqual(outcome.dailyReviews[0], 0)
        let least = 25 * StudyCostModel.standard.firstView
        XCTAssertGreaterThanOrEqual(outcome.seconds, least)
    }

    /// All books at once: each book's limit holds, and a shared limit caps the day's total.
    func testSeveralBooksShareTheDailyLimit() {
        let deck = RetentionSimulator.Deck(cards: Array(repeating: .new, count: 100), parameters: FSRSParameters(), newPerDay: 10)
        var simulator = RetentionSimulator(decks: [deck, deck], days: 3, seed: 3, start: start)
        XCTAssertEqual(simulator.run(retention: 0.9).newWords, 60, "10 a day from each of two books")
        simulator.sharedNewPerDay = 15
        XCTAssertEqual(simulator.run(retention: 0.9).newWords, 45, "15 a day in all")
    }

    func testCostModelFromRecordedAnswers() {
        XCTAssertEqual(StudyCostModel.derived(from: []), .standard)
        let answers: [StudyCostModel.Answer] = [
            .init(grade: .good, seconds: 4, firstView: false), .init(grade: .good, seconds: 6, firstView: false),
            .init(grade: .good, seconds: 500, firstView: false), .init(grade: .again, seconds: 30, firstView: false),
            .init(grade: .again, seconds: 90, firstView: false), .init(grade: .easy, seconds: -3, firstView: false),
            .init(grade: .easy, seconds: .nan, firstView: false), .init(grade: .good, seconds: 15, firstView: true),
        ]
        let model = StudyCostModel.derived(from: answers)
        XCTAssertEqual(model.seconds(.good), 6, "median of 4, 6 and 500 capped at 60")
        XCTAssertEqual(model.seconds(.again), 45, "median of 30 and 90 capped at 60")
        XCTAssertEqual(model.seconds(.hard), StudyCostModel.standard.seconds(.hard), "nothing recorded keeps the default")
        XCTAssertEqual(model.seconds(.easy), StudyCostModel.standard.seconds(.easy), "unusable times are left out")
        XCTAssertEqual(model.firstView, 15)
    }
}
