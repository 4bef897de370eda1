import Foundation
import XCTest
@testable import ShowbookWords

/// The Swift scheduler against py-fsrs 6.x: Fixtures/fsrs-vectors.json holds review sequences
/// scheduled by `Scheduler(enable_fuzzing=False)` (all four grades, lapses, same-day reviews,
/// long breaks, several retentions), written by scripts/fsrs/gen-vectors.sh. Every review
/// must give the same state and step, stability and difficulty within 1e-6 relative, and the
/// same due time to the second.
final class FSRSVectorTests: XCTestCase {
    struct Vectors: Decodable {
        var fsrs_version: String
        var parameters: [Double]
        var sequences: [Sequence]
    }

    struct Sequence: Decodable {
        var desired_retention: Double
        var start: Int
        var reviews: [Review]
    }

    struct Review: Decodable {
        var grade: Int
        var at: Int
        var state: Int
        var step: Int?
        var stability: Double
        var difficulty: Double
        var due: Int
    }

    static func load() throws -> Vectors {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fsrs-vectors.json")
        return try JSONDecoder().decode(Vectors.self, from: Data(contentsOf: url))
    }

    func assertClose(_ actual: Double?, _ expected: Double, _ message: @autoclosure () -> String) {
        guard let actual else { return XCTFail("nil — " + message()) }
        XCTAssertLessThanOrEqual(abs(actual - expected), 1e-6 * abs(expected), message())
    }

    func testEverySequenceMatchesPyFSRS() throws {
        let vectors = try Self.load()
        XCTAssertTrue(vectors.fsrs_version.hasPrefix("6."), vectors.fsrs_version)
        XCTAssertEqual(vectors.parameters, FSRSParameters.defaultWeights)
        XCTAssertGreaterThanOrEqual(vectors.sequences.count, 200)
        var checked = 0
        var grades = Set<Int>()
        var lapses = 0
        for (number, sequence) in vectors.sequences.enumerated() {
            let scheduler = FSRSScheduler(parameters: FSRSParameters(desiredRetention: sequence.desired_retention))
            var card = StudyCard.new
            for (index, review) in sequence.reviews.enumerated() {
                let grade = try XCTUnwrap(ReviewGrade(rawValue: review.grade))
                let before = card
                card = scheduler.review(card, grade: grade, at: Date(timeIntervalSince1970: TimeInterval(review.at)))
                let place = "sequence \(number) review \(index) (\(grade))"
                XCTAssertEqual(card.phase.number, review.state, place)
                XCTAssertEqual(card.step, review.step, place)
                assertClose(card.stability, review.stability, place + " stability")
                assertClose(card.difficulty, review.difficulty, place + " difficulty")
                XCTAssertEqual(card.due.map { Int($0.timeIntervalSince1970.rounded()) }, review.due, place + " due")
                XCTAssertEqual(card.reps, index + 1, place)
                if before.phase == .review && !before.isNew && grade == .again { lapses += 1 }
                grades.insert(review.grade)
                checked += 1
            }
        }
        XCTAssertEqual(grades, [1, 2, 3, 4])
        XCTAssertGreaterThan(lapses, 50, "the vectors should hold lapses")
        XCTAssertGreaterThan(checked, 1000)
    }

    func testLapsesCountAgainInReviewOnly() {
        let scheduler = FSRSScheduler()
        var card = StudyCard.new
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        card = scheduler.review(card, grade: .again, at: start)
        XCTAssertEqual(card.lapses, 0, "Again while learning is not a lapse")
        card = scheduler.review(card, grade: .easy, at: start.addingTimeInterval(60))
        XCTAssertEqual(card.status, .review)
        card = scheduler.review(card, grade: .again, at: card.due!)
        XCTAssertEqual(card.status, .relearning)
        XCTAssertEqual(card.lapses, 1)
        XCTAssertEqual(card.reps, 3)
    }

    func testFuzzIsSeededAndStaysInRange() {
        let scheduler = FSRSScheduler(parameters: FSRSParameters(fuzz: true))
        let plain = FSRSScheduler()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        var fuzzedDays = Set<Int>()
        for seed in UInt64(0)..<40 {
            let base = StudyCard(phase: .review, step: nil, stability: 30, difficulty: 5, due: start, lastReview: start.addingTimeInterval(-30 * 86_400), reps: 5)
            let a = scheduler.review(base, grade: .good, at: start, fuzzSeed: seed)
            let b = scheduler.review(base, grade: .good, at: start, fuzzSeed: seed)
            XCTAssertEqual(a.due, b.due, "the same seed gives the same interval")
            let days = Int(a.due!.timeIntervalSince(start) / 86_400)
            let unfuzzed = plain.nextInterval(a.stability!)
            XCTAssertTrue(scheduler.fuzzRange(days: unfuzzed).contains(days), "\(days) outside the fuzz of \(unfuzzed)")
            fuzzedDays.insert(days)
        }
        XCTAssertGreaterThan(fuzzedDays.count, 1, "fuzz should spread intervals")
    }
}
