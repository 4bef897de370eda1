import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords

/// A subtitle file is decoded, parsed and tokenized once per flow: mining it (its lines one
/// word away included), registering what was mined, and every later reader of the registered
/// document — coverage, prep, "heard it", watched examples — use that one document. The
/// pipeline's work is counted per file (`DocumentWork`: parses, tokenizer passes), never timed.
final class DocumentReadCountTests: XCTestCase {
    private var f: CoverageFixture!

    override func setUpWithError() throws { f = try CoverageFixture() }
    override func tearDown() { f = nil }

    private let e1 = EpisodeCode(season: 1, number: 1)

    /// Parses and tokenizer passes of `path` so far.
    private func counts(_ path: String, in work: DocumentWork? = nil) -> [Int] {
        let work = work ?? f.toolkit.work
        return [work.parses(of: path), work.tokenizings(of: path)]
    }

    func testMiningAFileParsesAndTokenizesItOnceLinesOneWordAwayIncluded() throws {
        let path = try f.writeSRT("Show S01E01.srt", ["The late train.", "Late again!"])
        let result = try SubtitleMiner(toolkit: f.toolkit).mine(path: path, language: .english, knownNow: ["again"])
        XCTAssertEqual(result.candidates.first { $0.term == "late" }?.oneWordAway, 1, "\(result.candidates)")
        XCTAssertEqual(counts(path), [1, 1], "[parses, tokenizer passes]")
    }

    func testRegisteringParsesAndTokenizesOnceAndAnUnchangedFileNotAgain() throws {
        let path = try f.writeSRT("Show S01E01.srt", ["The late train."])
        try f.register([path])
        XCTAssertEqual(counts(path), [1, 1])
        try f.register([path])
        XCTAssertEqual(counts(path), [1, 1], "unchanged: the stored document stands")
    }

    func testCoverageAndPrepOfARegisteredFileParseNothing() throws {
        let path = try f.writeSRT("Show S01E01.srt", ["The late train.", "The river is wide."])
        try f.register([path])
        XCTAssertEqual(try f.coverage().episodes.map(\.episode), [e1])
        let prep = EpisodePrep(coverage: f.service, mining: f.stores.mining, words: f.stores.words, toolkit: f.toolkit)
        let outcome = try XCTUnwrap(try prep.run(Media(id: f.show, title: "Show"), episode: e1, at: f.clock.now))
        let late = try XCTUnwrap(outcome.words.first { $0.term == "late" }, "\(outcome.words.map(\.term))")
        XCTAssertEqual(late.example, "The late train.")
        XCTAssertEqual(counts(path), [1, 1], "coverage and prep read the stored document")
    }

    func testHeardItReadsTheStoredDocument() throws {
        let path = try f.writeSRT("Show S01E01.srt", ["The river is wide.", "The late train."])
        try f.register([path])
        let late = try f.book(["late"])[0]
        let exposures = EpisodeExposures(registry: f.registry, toolkit: f.toolkit)
        XCTAssertEqual(try exposures.record(f.show, episodes: [e1], at: f.clock.now), 1)
        XCTAssertEqual(try exposures.store.exposures(of: late.id).map(\.line), ["The late train."])
        XCTAssertEqual(counts(path), [1, 1], "heard it reads the stored document")
    }

    func testWatchedExamplesReadTheWatchedEpisodesStoredDocuments() throws {
        let watchedPath = try f.writeSRT("Show S01E01.srt", ["The late train."])
        try f.register([watchedPath])
        let watched = WatchedStore(database: f.database, clock: f.clock)
        try watched.setWatched([e1], of: f.show, watched: true)
        let mined = try f.writeSRT("next/Show S01E02.srt", ["Late river."])
        let miner = SubtitleMiner(toolkit: f.toolkit)
        let result = try miner.mine(path: mined, language: .english, knownNow: [])
        let safe = try WatchedExamples(miner: miner, registry: f.registry, watched: watched)
            .apply(to: result, minedPath: mined, of: f.show, knownNow: [])
        XCTAssertEqual(safe.candidates.first { $0.term == "late" }?.example, "The late train.")
        XCTAssertEqual(counts(watchedPath), [1, 1], "the watched episode is not mined again")
        XCTAssertEqual(counts(mined), [1, 1])
    }

    /// The app's flow: `m` on a show's detail mines a file, and registering it afterwards uses
    /// the document mining made.
    func testMiningInTheAppAndRegisteringWhatWasMinedReadTheFileOnce() throws {
        let h = try AppHarness()
        let path = try f.writeSRT("Show S01E03.srt", ["The station is closed."])
        h.type("Breaking Bad")
        h.advance(0.5)
        h.settle()
        h.press(.enter)
        h.settle()
        h.type("m")
        h.type(path)
        h.press(.enter)
        h.settle()
        h.settle()
        let registry = SubtitleRegistry(database: h.database, clock: h.clock)
        XCTAssertEqual(try registry.source(of: MediaID("bundled:1"), episode: EpisodeCode(season: 1, number: 3))?.path, path)
        XCTAssertEqual(counts(path, in: h.container.settings.mining.work), [1, 1], "mined, then registered from the same document")
    }
}
