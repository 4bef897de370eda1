import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// Mining registers what it mined for coverage, as `subtitles add` would: `m` on an episode row
/// mines that episode's registered file, or asks for one and registers it to that episode (its
/// name need not say which); `m` on a show's detail registers files that name their episode.
/// The picker's `i` and `I` order and filter by lines one word away.
final class MiningRegistersTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-mine-register").url }

    private let show = MediaID("bundled:1")

    @discardableResult
    private func srt(_ name: String, _ lines: [String]) throws -> String {
        let text = lines.enumerated().map { "\($0 + 1)\n00:00:0\($0 + 1),000 --> 00:00:0\($0 + 1),900\n\($1)\n" }.joined(separator: "\n")
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func registry(_ h: AppHarness) -> SubtitleRegistry { SubtitleRegistry(database: h.database, clock: h.clock) }

    func testMOnAnEpisodeMinesItsRegisteredFileOrRegistersTheOneGiven() throws {
        let h = try AppHarness()
        try srt("Show S01E01.srt", ["The station is closed."])
        try srt("Show S01E02.srt", ["The train is late."])
        let registration = SubtitleRegistration(registry: registry(h), toolkit: MiningToolkit(), language: .english)
        XCTAssertEqual(try registration.register(try registration.plan([folder.path]).files, mediaID: show).done.count, 2)
        let list = try h.openEpisodes(searching: "Breaking Bad")
        XCTAssertEqual(list.episodes.map(\.key), [EpisodeCode(season: 1, number: 1), EpisodeCode(season: 1, number: 2)])

        // S01E01 is registered: `m` mines its file at once, no question.
        h.type("m")
        let first = try h.shownMining()
        XCTAssertTrue(first.path.hasSuffix("Show S01E01.srt"), first.path)
        XCTAssertEqual(first.episode, EpisodeCode(season: 1, number: 1))
        h.settle()
        XCTAssertEqual(first.candidates.first?.term, "station", "\(first.candidates.map(\.term))")
        h.settle()
        XCTAssertNil(first.registered, "already registered and unchanged: nothing to say")
        h.press(.escape)
        h.settle()

        // S01E02's source is gone: `m` asks, and the file given — whose name says no episode — becomes S01E02's.
        try h.database.run("DELETE FROM subtitle_sources WHERE number = 2")
        list.perform(.move(.down))
        h.type("m")
        let prompt = try h.shownPrompt()
        XCTAssertTrue(prompt.title.hasPrefix("Mine S01E02 subtitles"), prompt.title)
        let unnamed = try srt("late train.srt", ["The train is late.", "Late again."])
        h.type(unnamed)
        h.press(.enter)
        let second = try h.shownMining()
        XCTAssertEqual(second.episode, EpisodeCode(season: 1, number: 2))
        h.settle()
        h.settle()
        XCTAssertEqual(try registry(h).source(of: show, episode: EpisodeCode(season: 1, number: 2))?.path, unnamed)
        XCTAssertEqual(second.registered, "Registered S01E02 for coverage")
        h.press(.escape)
        h.settle()
        h.settle()
        XCTAssertEqual(list.coverage(of: list.episodes[1])?.summary, "≈ 50 % today · 2 new", "coverage without a second step")
    }

    func testMiningFromTheDetailRegistersFilesThatNameTheirEpisode() throws {
        let h = try AppHarness()
        let path = try srt("Show S01E03.srt", ["The station is closed."])
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
        XCTAssertEqual(try registry(h).source(of: show, episode: EpisodeCode(season: 1, number: 3))?.path, path)
    }

    /// A video mined for coverage registers its text tracks, as `subtitles add` does.
    func testAMinedVideoRegistersItsTextTracks() throws {
        let h = try AppHarness()
        let video = try VideoFixtures.twoTracks("Show S01E02.mkv", in: folder)
        let mining = MiningRegistration(
            registration: SubtitleRegistration(registry: registry(h), toolkit: MiningToolkit(), language: .english), mediaID: show)
        let planned = mining.planned(video, episode: nil)
        XCTAssertEqual(planned.map(\.episode), [EpisodeCode(season: 1, number: 2)], "planned: \(planned)")
        XCTAssertEqual(MiningRegistration.message(try mining.register(planned)), "Registered S01E02 for coverage")
        XCTAssertEqual(try registry(h).sources(of: show).map(\.kind), [.track, .track])
    }

    func testIAndCapitalIOrderAndFilterByLinesOneWordAway() throws {
        let h = try AppHarness()
        // Known now: station (a young card). Then: "closed" alone in line 2, "train late" together in line 1.
        let book = try h.container.wordBooks.books.createBook(title: "Known")
        let station = try h.container.wordBooks.words.addWord(WordDraft(term: "station", meaning: "m"), to: book.id)
        try h.container.wordBooks.reviews.review(wordID: station.id, grade: .good, at: h.clock.now)
        h.clock.advance(by: 600)
        try h.container.wordBooks.reviews.review(wordID: station.id, grade: .good, at: h.clock.now)
        let path = try srt("Show S01E04.srt", ["The train is late, and late again.", "The station is closed.", "Train!"])
        h.type("Breaking Bad")
        h.advance(0.5)
        h.settle()
        h.press(.enter)
        h.settle()
        h.type("m")
        h.type(path)
        h.press(.enter)
        h.settle()
        let model = try h.shownMining()
        let terms = model.candidates.map(\.term)
        XCTAssertEqual(Array(terms.prefix(3)), ["train", "late", "close"], "most heard first, ties by first heard")
        XCTAssertEqual(model.candidates.first { $0.term == "close" }?.oneWordAway, 1)
        XCTAssertEqual(model.candidates.first { $0.term == "train" }?.oneWordAway, 1)
        XCTAssertEqual(model.candidates.first { $0.term == "train" }?.example, "Train!", "the i+1 line is the example")
        XCTAssertEqual(model.candidates.first { $0.term == "late" }?.oneWordAway, 0)
        XCTAssertEqual(model.oneWordAwayCount, 2)

        h.type("i")
        XCTAssertEqual(Array(model.candidates.map(\.term).prefix(3)), ["train", "close", "late"])
        XCTAssertEqual(h.app.statusHints.map(\.text.label).contains("most heard first"), true, "\(h.app.statusHints)")
        h.type("I")
        XCTAssertEqual(model.candidates.map(\.term), ["train", "close"])
        XCTAssertEqual(h.app.visibleStatus?.text, "Only words with i+1 lines (2)")
        h.type("i")
        XCTAssertEqual(model.candidates.map(\.term), ["train", "close"], "mining's order, train heard more")
        h.type("I")
        XCTAssertEqual(model.candidates.map(\.term), terms)
    }
}
