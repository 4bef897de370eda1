import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// "Heard it" on the episodes screen with a manual clock and executor: Space marks the episode
/// at once and records the learner's words on a job;
/// Space again unmarks it and forgets them.
final class HeardFlowTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-heard").url }

    func testMarkingWatchedRecordsTheWordsHeardAndUnmarkingForgetsThem() throws {
        let h = try AppHarness()
        let text = "1\n00:00:01,000 --> 00:00:01,900\nMusic.\n\n2\n00:00:02,000 --> 00:00:02,900\nThe station is closed.\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("Show S01E01.srt"))
        let registration = SubtitleRegistration(registry: SubtitleRegistry(database: h.database, clock: h.clock), toolkit: MiningToolkit(),
                                                language: .english)
        XCTAssertEqual(try registration.register(try registration.plan([folder.path]).files, mediaID: MediaID("bundled:1")).done.count, 1)
        let stores = h.container.wordBooks
        let book = try stores.books.createBook(title: "Words")
        let station = try stores.words.addWord(WordDraft(term: "station", meaning: "駅"), to: book.id)
        let exposures = ExposureStore(database: h.database)
        let cardBefore = try stores.words.word(id: station.id)?.card

        h.type("Breaking Bad")
        h.advance(0.5)
        h.settle()
        h.press(.enter)
        h.settle()
        h.press(.enter)
        h.settle()
        h.settle()
        guard case let .episodes(episodes) = h.app.navigator.top else { return XCTFail("no episodes: \(h.app.navigator.top)") }
        let episode = try XCTUnwrap(episodes.episodes.first)
        h.clock.advance(by: 3600)
        let watchedAt = h.clock.now
        h.type(" ")
        XCTAssertTrue(episodes.isWatched(episode), "marked at once")
        XCTAssertEqual(episodes.heard.isRunning, true, "the words are recorded on a job")
        h.settle()
        XCTAssertEqual(try exposures.exposures(of: station.id),
                       [WordExposure(wordID: station.id, mediaID: MediaID("bundled:1"), episode: episode.key, heardAt: watchedAt,
                                     line: "The station is closed.")])
        XCTAssertEqual(try stores.words.word(id: station.id)?.card, cardBefore, "hearing is not a review")

        h.press(.up)
        h.type(" ")
        h.settle()
        XCTAssertFalse(episodes.isWatched(episode))
        XCTAssertEqual(try exposures.exposures(of: station.id), [], "unwatched: never heard after all")
    }

    func testAMarkAndUnmarkMadeBeforeTheJobRunsEndInOrderEvenAfterLeaving() throws {
        let h = try AppHarness()
        let text = "1\n00:00:01,000 --> 00:00:01,900\nThe station is closed.\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("Show S01E01.srt"))
        let registration = SubtitleRegistration(registry: SubtitleRegistry(database: h.database, clock: h.clock), toolkit: MiningToolkit(),
                                                language: .english)
        XCTAssertEqual(try registration.register(try registration.plan([folder.path]).files, mediaID: MediaID("bundled:1")).done.count, 1)
        let book = try h.container.wordBooks.books.createBook(title: "Words")
        let station = try h.container.wordBooks.words.addWord(WordDraft(term: "station", meaning: "駅"), to: book.id)
        h.type("Breaking Bad")
        h.advance(0.5)
        h.settle()
        h.press(.enter)
        h.settle()
        h.press(.enter)
        h.settle()
        h.settle()
        guard case .episodes = h.app.navigator.top else { return XCTFail("no episodes: \(h.app.navigator.top)") }
        h.type(" ")
        h.type("W")
        h.type("W")
        h.press(.escape)
        XCTAssertEqual(h.container.tracker.liveCount(EpisodesModel.lifecycleKind), 0, "the screen is gone")
        for _ in 0..<3 { h.settle() }  // one change a job: record, forget, record
        let exposures = try ExposureStore(database: h.database).exposures(of: station.id)
        XCTAssertEqual(exposures.map(\.episode), [EpisodeCode(season: 1, number: 1)],
                       "marked, unmarked, marked again: recorded once, in the order marked")
    }
}
