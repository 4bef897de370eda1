import Foundation
import XCTest
import ShowbookTestSupport
@testable import ShowbookWords

/// Generated episodes and memories (Known words, cards of any stability studied on any of the
/// last 60 days, words never studied, terms held twice) measured over the next 60 days without
/// reviews: the expected share stays within 0…1 and never rises, is at least 0.9 of the sure
/// share, counts as new exactly the words with no memory, and the curve agrees day by day.
final class ExpectedCoverageFuzzTests: XCTestCase {
    func testExpectedCoverageIsBoundedMonotoneAndAgreesWithTheCurve() throws {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let keys = (0..<30).map { "w\($0)" }
        try FuzzRun.cases("expected-coverage", seed: 0xC0_7E_2A, count: 300) { random, index in
            var byKey: [String: [WordMemories.Memory]] = [:]
            for key in keys {
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    let studied = start.addingTimeInterval(-Double.random(in: 0...(60 * 86_400), using: &random))
                    if Int.random(in: 0..<8, using: &random) == 0 {
                        byKey[key, default: []].append(WordMemories.Memory(knownAt: studied))
                    } else {
                        byKey[key, default: []].append(WordMemories.Memory(stability: Double.random(in: 0.05...200, using: &random),
                                                                           lastReview: studied, graduated: Bool.random(using: &random)))
                    }
                }
            }
            let memories = WordMemories(byKey: byKey)
            let lines = (0..<Int.random(in: 1...20, using: &random)).map { _ in
                (0..<Int.random(in: 1...10, using: &random)).map { _ in Int32.random(in: 0..<Int32(keys.count), using: &random) }
            }
            let tokens = EpisodeTokens(lines: lines)
            let curve = try XCTUnwrap(CoverageCurve.measure(tokens, keys: keys, memories: memories, from: start, days: 60, sureFrom: 0.9))
            var previous = 1.0 + 1e-12
            for day in 0...60 {
                let date = start.addingTimeInterval(Double(day) * 86_400)
                let known = KnownLemmas(keys: keys, memories: memories, at: date, sureFrom: 0.9)
                let episode = EpisodeCoverage(episode: .init(season: 1, number: 1), tokens: tokens, known: known)
                let share = try XCTUnwrap(episode.expectedShare)
                let label = "case \(index) day \(day)"
                XCTAssertTrue((0...1).contains(share), "\(label): \(share)")
                XCTAssertLessThanOrEqual(share, previous + 1e-12, "\(label): rose without reviews")
                XCTAssertGreaterThanOrEqual(episode.expectedTokens + 1e-9, 0.9 * Double(episode.knownTokens), label)
                XCTAssertEqual(episode.newLemmas, Set(lines.joined()).filter { byKey[keys[Int($0)]] == nil }.count, label)
                XCTAssertEqual(try XCTUnwrap(curve.share(afterDays: day)), share, accuracy: 1e-9, label)
                previous = share
            }
        }
    }
}
