import Foundation
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange

/// `examples = watched`: a word mined from an episode takes its example only from the lines of
/// the show's watched episodes (an i+1 line first), and none when no watched line has it.
final class WatchedExamplesTests: XCTestCase {
    private var f: CoverageFixture!

    override func setUpWithError() throws { f = try CoverageFixture() }
    override func tearDown() { f = nil }

    private var watched: WatchedStore { WatchedStore(database: f.database, clock: f.clock) }

    func testExamplesComeOnlyFromWatchedEpisodes() throws {
        try f.writeSRT("Show S01E01.srt", ["The late train.", "Late!"])
        try f.writeSRT("Show S01E02.srt", ["The river is wide."])
        try f.register([f.folder.path])
        try watched.setWatched([EpisodeCode(season: 1, number: 1)], of: f.show, watched: true)
        let upcoming = f.folder.appendingPathComponent("next").path
        try FileManager.default.createDirectory(atPath: upcoming, withIntermediateDirectories: true)
        let mined = try f.writeSRT("next/Show S01E03.srt", ["The river is late.", "The late river.", "A train."])

        let miner = SubtitleMiner(toolkit: f.toolkit)
        let known = try f.service.knownTerms(at: f.clock.now)
        let result = try miner.mine(path: mined, language: .english, knownNow: known)
        let safe = try WatchedExamples(miner: miner, registry: f.registry, watched: watched)
            .apply(to: result, minedPath: mined, of: f.show, knownNow: known)
        let byTerm = Dictionary(uniqueKeysWithValues: safe.candidates.map { ($0.term, $0) })

        let late = try XCTUnwrap(byTerm["late"])
        XCTAssertEqual(late.example, "Late!", "the watched episode's i+1 line, before its first line")
        XCTAssertEqual(late.source, "S01E01 00:02")
        XCTAssertTrue(late.file.hasSuffix("Show S01E01.srt"), late.file)
        XCTAssertEqual(late.count, 2, "the count is still the mined episode's")
        XCTAssertEqual(late.oneWordAway, result.candidates.first { $0.term == "late" }?.oneWordAway)
        XCTAssertEqual(byTerm["train"]?.example, "The late train.")
        let river = try XCTUnwrap(byTerm["river"])
        XCTAssertEqual(river.example, "", "heard only in S01E02 (not watched) and the mined episode")
        XCTAssertEqual(river.source, "")
        XCTAssertEqual(river.exampleWithSource, "", "no example is stored, not “ ()”")

        // Once S01E02 is watched, its line is the example.
        try watched.setWatched([EpisodeCode(season: 1, number: 2)], of: f.show, watched: true)
        let again = try WatchedExamples(miner: miner, registry: f.registry, watched: watched)
            .apply(to: result, minedPath: mined, of: f.show, knownNow: known)
        XCTAssertEqual(again.candidates.first { $0.term == "river" }?.example, "The river is wide.")
    }

    func testAMinedEpisodeThatIsWatchedGivesItsOwnLines() throws {
        let path = try f.writeSRT("Show S01E01.srt", ["The late train.", "Late!"])
        try f.register([path])
        try watched.setWatched([EpisodeCode(season: 1, number: 1)], of: f.show, watched: true)
        let miner = SubtitleMiner(toolkit: f.toolkit)
        let result = try miner.mine(path: path, language: .english, knownNow: [])
        let safe = try WatchedExamples(miner: miner, registry: f.registry, watched: watched)
            .apply(to: result, minedPath: path, of: f.show, knownNow: [])
        XCTAssertEqual(safe, result)
    }

    /// Each watched episode is mined for its examples; their folder is listed once for the
    /// translations, not once per episode (which made a season in one folder quadratic).
    func testWatchedEpisodesInOneFolderListItOnce() throws {
        for (season, count) in [(1, 10), (2, 40)] {
            for number in 1...count {
                try f.writeSRT("season\(season)/Show S0\(season)E" + String(number + 1_000).dropFirst() + ".srt", ["The late train \(number)."])
            }
            try f.register([f.folder.appendingPathComponent("season\(season)").path])
            // Only this season is watched, so its folder is the only one mined.
            try watched.setWatched((1...10).map { EpisodeCode(season: 1, number: $0) }, of: f.show, watched: season == 1)
            try watched.setWatched((1...count).map { EpisodeCode(season: season, number: $0) }, of: f.show, watched: true)
            let miner = SubtitleMiner(toolkit: f.toolkit)
            let mined = try f.writeSRT("next\(season)/Show S09E01.srt", ["A quiet harbour."])
            let result = try miner.mine(path: mined, language: .english, knownNow: [])
            var work = FolderWork()
            _ = try WatchedExamples(miner: miner, registry: f.registry, watched: watched)
                .apply(to: result, minedPath: mined, of: f.show, knownNow: [], work: &work)
            XCTAssertLessThanOrEqual(work.listings, 1, "\(count) watched episodes in one folder")
            XCTAssertLessThanOrEqual(work.namesRead, 4 * count, "\(count) watched episodes in one folder")
        }
    }

    func testTheSettingIsReadFromTheConfigFile() {
        XCTAssertEqual(ExampleScope.resolve(config: nil).scope, .any)
        XCTAssertEqual(ExampleScope.resolve(config: ConfigFile(path: "c", text: "examples = watched\n")).scope, .watched)
        XCTAssertEqual(ExampleScope.resolve(config: ConfigFile(path: "c", text: "examples = Any\n")).scope, .any)
        let bad = ExampleScope.resolve(config: ConfigFile(path: "c", text: "examples = unseen\n"))
        XCTAssertEqual(bad.scope, .any)
        XCTAssertEqual(bad.warnings.count, 1)
        XCTAssertTrue(bad.warnings[0].contains("examples is any or watched, not “unseen”; using any"), bad.warnings[0])
    }
}
