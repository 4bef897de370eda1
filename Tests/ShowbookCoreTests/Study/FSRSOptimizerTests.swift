import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// Fitting FSRS-6 weights to a review log (`FSRSOptimizer`): its gradient is exact, it finds
/// weights as good as the ones a generated log came from, it refuses short logs with one line,
/// the health check keeps the weights in use when fitting predicts worse, and a book's reviews
/// are fitted and kept per book.
final class FSRSOptimizerTests: XCTestCase {
    /// Weights unlike the defaults: shorter initial memories, faster forgetting, a steeper curve.
    static let generating: [Double] = [
        0.1, 0.3, 0.9, 3.0, 7.2, 0.6, 1.9, 0.01, 1.2, 0.25, 1.1, 1.6, 0.09, 0.35, 1.9, 0.45, 2.4, 0.4, 0.3, 0.1, 0.35,
    ]

    static func log(weights: [Double] = generating, reviews: Int, seed: UInt64) -> FSRSFitLog {
        FSRSFitLog(histories: FSRSSyntheticLog(weights: weights, seed: seed).histories(reviews: reviews), parameters: FSRSParameters())
    }

    func testTheGradientIsTheDerivativeOfTheLoss() {
        let log = Self.log(reviews: 400, seed: 7).recencyWeighted()
        let batch = FSRSOptimizer.batches(log, size: 10_000, maximumSequence: 256)[0]
        func loss(_ w: [Double], gradient: inout [Double]?) -> Double {
            var pass = FSRSFitGradient()
            return batch.cards.reduce(0) { $0 + pass.loss(w, card: log.cards[$1.card], weights: $1.weights, gradient: &gradient) }
        }
        // A point inside every bound, so that no clamp is active.
        let w = Self.generating
        var gradient: [Double]? = [Double](repeating: 0, count: 21)
        _ = loss(w, gradient: &gradient)
        var none: [Double]?
        for index in 0..<21 {
            let h = 1e-6 * max(1, abs(w[index]))
            var up = w, down = w
            up[index] += h
            down[index] -= h
            let numeric = (loss(up, gradient: &none) - loss(down, gradient: &none)) / (2 * h)
            XCTAssertEqual(gradient![index], numeric, accuracy: 1e-4 * max(1, abs(numeric)), "w\(index)")
        }
    }

    func testFittingAGeneratedLogFindsWeightsAsGoodAsTheGeneratingOnes() throws {
        let log = Self.log(reviews: 6_000, seed: 11)
        let (fitted, refusal) = FSRSOptimizer().fit(log)
        XCTAssertNil(refusal)
        let weights = try XCTUnwrap(fitted)
        let fittedLoss = FSRSFitEvaluation.evaluate(weights, on: log).logLoss
        let trueLoss = FSRSFitEvaluation.evaluate(Self.generating, on: log).logLoss
        let defaultLoss = FSRSFitEvaluation.evaluate(FSRSParameters.defaultWeights, on: log).logLoss
        XCTAssertLessThanOrEqual(fittedLoss, trueLoss * 1.01, "fitted \(fittedLoss), generating \(trueLoss)")
        XCTAssertLessThan(fittedLoss, defaultLoss, "the defaults (\(defaultLoss)) did not make this log")
        XCTAssertEqual(FSRSOptimizer().fit(log).weights, weights, "the same log and seed give the same weights")
        let bounds = FSRSTrainingSteps.bounds(weights)
        for (value, range) in zip(weights, bounds) { XCTAssertTrue(range.contains(value), "\(value) outside \(range)") }
    }

    func testTooFewReviewsKeepTheDefaultsWithOneLine() throws {
        let log = Self.log(reviews: 300, seed: 3)
        XCTAssertLessThan(log.reviewCount, 512)
        let (weights, refusal) = FSRSOptimizer().fit(log)
        XCTAssertNil(weights)
        let line = try XCTUnwrap(refusal)
        XCTAssertFalse(line.contains("\n"))
        XCTAssertTrue(line.contains("\(log.reviewCount) reviews") && line.contains("512") && line.contains("default"), line)
    }

    func testTheHealthCheckKeepsTheCurrentWeightsWhenFittingPredictsWorse() throws {
        let log = Self.log(weights: FSRSParameters.defaultWeights, reviews: 3_000, seed: 5)
        // A fit that went wrong: every memory ten times shorter than the learner's.
        var wrong = FSRSParameters.defaultWeights
        for index in 0..<4 { wrong[index] /= 10 }
        wrong[8] = 0.2
        let check = try XCTUnwrap(FSRSHealthCheck.run(log, current: FSRSParameters.defaultWeights) { _ in wrong })
        XCTAssertFalse(check.fittingHelps, check.summary)
        XCTAssertGreaterThan(check.fitted.rmseBins, check.current.rmseBins)
        let good = try XCTUnwrap(FSRSHealthCheck.run(Self.log(reviews: 6_000, seed: 5), current: FSRSParameters.defaultWeights) {
            FSRSOptimizer().train($0)
        })
        XCTAssertTrue(good.fittingHelps, good.summary)
    }

    func testLogsCountOnlyReviewsOnALaterDayAndResetsStartOver() {
        let day = 86_400.0
        func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_700_000_000 + seconds) }
        let history = [
            StudyEvent(grade: .again, at: at(0)), StudyEvent(grade: .good, at: at(600)), StudyEvent(grade: .good, at: at(day + 700)),
            StudyEvent(grade: .hard, at: at(3 * day + 800)), StudyEvent(grade: nil, at: at(4 * day)),
            StudyEvent(grade: .good, at: at(5 * day)), StudyEvent(grade: .good, at: at(7 * day)),
        ]
        let log = FSRSFitLog(histories: [history], parameters: FSRSParameters())
        XCTAssertEqual(log.cards.map { $0.reviews.map { [$0.rating, $0.deltaT] } },
                       [[[1, 0], [3, 0], [3, 1], [2, 2]], [[3, 0], [3, 2]]])
        XCTAssertEqual(log.reviewCount, 3)
    }
}
