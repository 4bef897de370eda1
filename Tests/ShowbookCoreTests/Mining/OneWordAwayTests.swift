import Foundation
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// Lines one word away (i+1) with a manual clock: on a hand-made three-line file whose answer is
/// known, each word's count of lines it is the only unknown word of, the example that prefers
/// such a line, and both changing as a learnt word's recall decays.
final class OneWordAwayTests: XCTestCase {
    private var f: CoverageFixture!

    override func setUpWithError() throws { f = try CoverageFixture() }
    override func tearDown() { f = nil }

    private static let lines = [
        "The station is closed.",       // station, closed
        "The train is late.",           // train, late
        "The station was late, Walter.", // station, late (Walter is a name; the, is, was function words)
    ]

    private var miner: SubtitleMiner { SubtitleMiner(toolkit: f.toolkit) }

    private func mine(_ path: String, at date: Date) throws -> [String: MiningCandidate] {
        let known = try f.service.knownTerms(at: date)
        let result = try miner.mine(path: path, language: .english, knownTerms: try f.stores.mining.allTermKeys(), knownNow: known)
        return Dictionary(uniqueKeysWithValues: result.candidates.map { ($0.term, $0) })
    }

    func testCountsOnAHandMadeThreeLineFile() throws {
        let path = try f.writeSRT("Show S01E01.srt", Self.lines)
        // station is learnt (a young card, recall ≥ 0.9 now); train is in a book but New; closed and late are in no book.
        let words = try f.book(["station", "train"])
        try f.learn([words[0]])

        let tokenizer = try DocumentTokenizer.make(.english, toolkit: f.toolkit)
        let away = OneWordAway(lines: tokenizer.countedTokens(inLines: Self.lines), known: try f.service.knownTerms(at: f.clock.now))
        XCTAssertEqual(away.unknownCounts, [1, 2, 1])
        XCTAssertEqual(away.lineWords, ["closed", nil, "late"])
        XCTAssertEqual(away.counts, ["closed": 1, "late": 1])
        XCTAssertEqual(away.lines(unlockedBy: "Late"), 1, "compared as term keys")
        XCTAssertEqual(away.lines(unlockedBy: "train"), 0)

        let now = try mine(path, at: f.clock.now)
        XCTAssertEqual(now["closed"]?.oneWordAway, 1)
        XCTAssertEqual(now["late"]?.oneWordAway, 1)
        XCTAssertNil(now["station"], "words in a book are not offered")
        XCTAssertEqual(now["walter"]?.oneWordAway, 0, "a name is never a line's unknown word")
        XCTAssertEqual(now["late"]?.count, 2)
        XCTAssertEqual(now["late"]?.example, "The station was late, Walter.", "the i+1 line, not the first one heard")
        XCTAssertEqual(now["late"]?.time, 3_000)
        XCTAssertEqual(now["closed"]?.example, "The station is closed.")

        // Half a year on, station's recall is below 0.9: no line is one word away any more, and
        // late's example is the first line it was heard in again.
        let later = f.clock.now.addingTimeInterval(180 * 86_400)
        XCTAssertEqual(OneWordAway(lines: tokenizer.countedTokens(inLines: Self.lines), known: try f.service.knownTerms(at: later)).unknownCounts,
                       [2, 2, 2])
        let then = try mine(path, at: later)
        XCTAssertEqual(then["closed"]?.oneWordAway, 0)
        XCTAssertEqual(then["late"]?.oneWordAway, 0)
        XCTAssertEqual(then["late"]?.example, "The train is late.")
        XCTAssertEqual(then["late"]?.count, 2)
    }

    func testWithoutWhatIsKnownNothingIsCounted() throws {
        let path = try f.writeSRT("Show S01E01.srt", Self.lines)
        let result = try miner.mine(path: path, language: .english)
        XCTAssertEqual(result.candidates.map(\.oneWordAway).reduce(0, +), 0)
        XCTAssertEqual(result.candidates.first { $0.term == "late" }?.example, "The train is late.")
    }

    func testTheArrangementPutsI1WordsFirstAndFiltersToThem() {
        func word(_ term: String, _ away: Int) -> MiningCandidate {
            MiningCandidate(term: term, reading: "", count: 1, example: "", time: 0, source: "", file: "", meaning: "", oneWordAway: away)
        }
        let ranked = [word("a", 0), word("b", 1), word("c", 0), word("d", 3), word("e", 1)]
        XCTAssertEqual(MiningArrangement().arrange(ranked).map(\.term), ["a", "b", "c", "d", "e"])
        XCTAssertEqual(MiningArrangement(oneWordAwayFirst: true).arrange(ranked).map(\.term), ["d", "b", "e", "a", "c"])
        XCTAssertEqual(MiningArrangement(onlyOneWordAway: true).arrange(ranked).map(\.term), ["b", "d", "e"])
        XCTAssertEqual(MiningArrangement(oneWordAwayFirst: true, onlyOneWordAway: true).arrange(ranked).map(\.term), ["d", "b", "e"])
    }
}
