import Foundation
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords

/// The prep list: the fewest unknown words, most heard first (ties: heard first), that lift an
/// episode's word coverage to the target, with the coverage predicted after.
final class PrepPlanTests: XCTestCase {
    var f: CoverageFixture!
    let code = EpisodeCode(season: 1, number: 1)

    override func setUpWithError() throws {
        f = try CoverageFixture()
        try f.writeSRT("S01E01.srt", ["apple apple apple banana", "banana cherry", "date"])
        try f.register([f.folder.path])
    }

    override func tearDown() { f = nil }

    func plan(_ target: Double) throws -> PrepPlan { try XCTUnwrap(try f.service.prep(f.show, episode: code, at: f.clock.now, target: target)) }

    func testTheShortestListReachesTheTargetMostHeardFirst() throws {
        let plan = try plan(0.7)
        XCTAssertEqual(plan.words.map(\.term), ["apple", "banana"], "3 + 2 of 7 words is 71 %; apple alone is 43 %")
        XCTAssertEqual(plan.words.map(\.count), [3, 2])
        XCTAssertEqual(plan.before.expectedShare, 0)
        XCTAssertEqual(plan.after.knownTokens, 5)
        XCTAssertEqual(plan.after.lineShare, 1.0 / 3.0, "only the first line is all known then")
        XCTAssertTrue(plan.reachesTarget)
    }

    func testKnownWordsCountTowardsTheTargetAndTiesGoToTheWordHeardFirst() throws {
        try f.learn(try f.book(["apple"]))
        XCTAssertEqual(try plan(0.7).words.map(\.term), ["banana"], "apple is known: 3 + 2 of 7")
        XCTAssertEqual(try plan(1).words.map(\.term), ["banana", "cherry", "date"])
        XCTAssertEqual(try plan(0.8).words.map(\.term), ["banana", "cherry"], "cherry before date: heard first")
        XCTAssertEqual(try plan(0.4).words, [], "already above the target")
    }

    func testAnEpisodeWithoutSubtitlesHasNoPlanAndAMissingFileSaysWhy() throws {
        XCTAssertNil(try f.service.prep(f.show, episode: EpisodeCode(season: 2, number: 1), at: f.clock.now, target: 0.9))
        try FileManager.default.removeItem(at: f.folder.appendingPathComponent("S01E01.srt"))
        XCTAssertThrowsError(try f.service.prep(f.show, episode: code, at: f.clock.now, target: 0.9)) { error in
            XCTAssertEqual(error as? SourceProblem, .missing)
        }
    }

    func testPrepWordsCarryTheirFirstLineAndWhere() throws {
        let plan = try plan(0.7)
        let source = try XCTUnwrap(try f.registry.source(of: f.show, episode: code))
        let words = try PrepWords.candidates(for: plan, source: source, registry: f.registry, toolkit: f.toolkit)
        XCTAssertEqual(words.map(\.example), ["apple apple apple banana", "apple apple apple banana"])
        XCTAssertEqual(words.map(\.source), ["S01E01 00:01", "S01E01 00:01"])
    }
}
