import Foundation
import ShowbookPlatform
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange

/// The outside input fitting reads, fuzzed with a fixed seed and budget: the reference
/// script's output lines (only 21 finite weights and a time are taken) and the answer times of
/// an Anki review log (kept only as a time from 0 to a day), and histories with any times and
/// grades make logs whose days are never negative.
final class FSRSFitInputFuzzTests: XCTestCase {
    func testReferenceLinesAreTakenOnlyWhenWhole() {
        var generator = SeededGenerator(seed: 41)
        let pieces = ["{", "}", "\"parameters\"", ":", "[", "]", ",", "1.5", "-0", "1e309", "NaN", "\"seconds\"", "0.25", "null", "\"x\""]
        for _ in 0..<2_000 {
            let line = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            if let fit = FSRSFitLog.referenceFit(Substring(line)) {
                XCTAssertEqual(fit.weights.count, 21, line)
                XCTAssertTrue(fit.weights.allSatisfy(\.isFinite), line)
            }
        }
        let whole = "{\"parameters\": [" + Array(repeating: "0.5", count: 21).joined(separator: ",") + "], \"seconds\": 0.25}"
        XCTAssertEqual(FSRSFitLog.referenceFit(Substring(whole))?.seconds, 0.25)
    }

    func testAnkiAnswerTimesAreKeptOnlyAsTimes() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<2_000 {
            let milliseconds = Int64.random(in: Int64.min...Int64.max, using: &generator) >> Int64.random(in: 0...63, using: &generator)
            let review = AnkiCollection.Review(id: 1_700_000_000_000, ease: 3, kind: 1, milliseconds: milliseconds)
            let duration = AnkiReviewReplay.history([review]).events.first?.duration
            if milliseconds <= 0 { XCTAssertNil(duration, "\(milliseconds)") } else {
                XCTAssertEqual(duration, min(Double(milliseconds) / 1000, 86_400), "\(milliseconds)")
            }
        }
    }

    func testAnyHistoryMakesALogWithDaysNeverNegative() {
        var generator = SeededGenerator(seed: 43)
        for _ in 0..<300 {
            let history = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                StudyEvent(grade: Int.random(in: 0...5, using: &generator) == 0 ? nil : ReviewGrade.allCases.randomElement(using: &generator),
                           at: Date(timeIntervalSince1970: Double.random(in: -1e10...1e11, using: &generator)))
            }
            let log = FSRSFitLog(histories: [history], parameters: FSRSParameters(dayStart: 3_600))
            for card in log.cards {
                XCTAssertEqual(card.reviews.first?.deltaT, 0)
                XCTAssertTrue(card.reviews.allSatisfy { $0.deltaT >= 0 && (1...4).contains($0.rating) })
            }
            XCTAssertLessThanOrEqual(log.reviewCount, history.count)
        }
    }
}
