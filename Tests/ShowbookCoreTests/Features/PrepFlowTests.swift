import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// Prep is one flow whichever key starts it: `P` on an episode row and `P` on Saved (the show's
/// up next) say the same lines for the same episode, and both end in the same study session.
final class PrepFlowTests: XCTestCase {
    var folder: URL!
    let show = MediaID("bundled:1")

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-prep-flow").url }

    /// A harness whose "Breaking Bad" has S01E01 registered with `lines`, and `known` marked
    /// Known in a book of their own.
    private func harness(_ lines: [String], known: [String] = []) throws -> AppHarness {
        let h = try AppHarness()
        let text = lines.enumerated().map { "\($0 + 1)\n00:00:0\($0 + 1),000 --> 00:00:0\($0 + 1),900\n\($1)\n" }
            .joined(separator: "\n")
        try Data(text.utf8).write(to: folder.appendingPathComponent("Show S01E01.srt"))
        let registration = SubtitleRegistration(registry: SubtitleRegistry(database: h.database, clock: h.clock),
                                                toolkit: MiningToolkit(), language: .english)
        let registered = try registration.register(try registration.plan([folder.path]).files, mediaID: show)
        XCTAssertEqual(registered.done.count, 1, "set-up: the subtitles are registered")
        if !known.isEmpty {
            let stores = h.container.wordBooks
            let book = try stores.books.createBook(title: "Known")
            for term in known {
                let word = try stores.words.addWord(WordDraft(term: term, reading: "", meaning: term, example: ""), to: book.id)
                _ = try stores.words.setMark(.known, true, wordID: word.id)
            }
        }
        return h
    }

    /// The lines shown from `P` on the episode row of S01E01.
    private func prepFromTheEpisodeRow(_ h: AppHarness) throws -> [String] {
        let episodes = try h.openEpisodes(searching: "Breaking Bad")
        XCTAssertEqual(episodes.selectedEpisode?.code, "S01E01", "set-up: the registered episode is listed")
        return linesAfter(h) {
            h.type("P")
            h.settle()
        }
    }

    /// The lines shown from `P` on Saved, whose up next is S01E01.
    private func prepFromSaved(_ h: AppHarness) throws -> [String] {
        try h.container.savedStore.save(Media(id: show, title: "Breaking Bad"))
        h.app.select(.saved)
        h.settle()
        XCTAssertEqual(h.app.saved.shows.first.map { h.app.saved.upNext(of: $0) }, EpisodeCode(season: 1, number: 1),
                       "set-up: S01E01 is up next")
        return linesAfter(h) {
            h.type("P")
            h.settle()
        }
    }

    private func linesAfter(_ h: AppHarness, _ steps: () -> Void) -> [String] {
        let before = h.container.messages.entries.count
        steps()
        return h.container.messages.entries.dropFirst(before).map(\.text)
    }

    func testBothEntriesSayTheSameWhenThereAreWordsToStudy() throws {
        let lines = ["The station is closed."]
        let fromRow = try prepFromTheEpisodeRow(try harness(lines))
        let saved = try harness(lines)
        let fromSaved = try prepFromSaved(saved)
        XCTAssertEqual(fromRow, ["Preparing S01E01…", "Prep S01E01: ≈ 50 % → ≈ 100 % today with 2 words · 2 added to “Breaking Bad”"])
        XCTAssertEqual(fromSaved, fromRow, "Saved's P says what the episode row's says")
        guard case let .study(study) = saved.app.navigator.top else { return XCTFail("no study session from Saved") }
        XCTAssertEqual(study.title, "Prep Breaking Bad S01E01")
    }

    func testBothEntriesSayTheSameWhenTheEpisodeIsAlreadyAtItsTarget() throws {
        let lines = ["The station is closed."]
        let fromRow = try prepFromTheEpisodeRow(try harness(lines, known: ["station", "close"]))
        let fromSaved = try prepFromSaved(try harness(lines, known: ["station", "close"]))
        XCTAssertEqual(fromRow.count, 2, "\(fromRow)")
        XCTAssertEqual(fromRow.last?.hasPrefix("S01E01 is at ≈ 100 % already (target "), true, "\(fromRow)")
        XCTAssertEqual(fromSaved, fromRow, "Saved's P says what the episode row's says")
    }

    private func prepEvents(_ h: AppHarness) -> (built: Int, released: Int) {
        (h.log.events(named: "\(PrepFlow.lifecycleKind).built").count, h.log.events(named: "\(PrepFlow.lifecycleKind).released").count)
    }

    func testTheFlowIsBuiltByPAndReleasedWhenItsWriteIsDone() throws {
        let h = try harness(["The station is closed."])
        try h.container.savedStore.save(Media(id: show, title: "Breaking Bad"))
        h.app.select(.saved)
        h.settle()
        h.press(.down, .up)
        XCTAssertEqual(prepEvents(h).built, 0, "nothing is built before P")
        h.type("P")
        XCTAssertEqual(prepEvents(h).built, 1, "built when asked for")
        XCTAssertEqual(prepEvents(h).released, 0, "held by its write")
        h.type("P")
        XCTAssertEqual(h.app.visibleMessage, "Still saving…", "a second P waits for the first: the presenter's writer")
        h.settle()
        XCTAssertEqual(prepEvents(h).built, 2)
        XCTAssertEqual(prepEvents(h).released, 2, "released once done (the refused one at once)")
        guard case .study = h.app.navigator.top else { return XCTFail("no study session: \(h.app.navigator.top)") }
        XCTAssertEqual(h.app.navigator.stack.count, 2, "one study session, not two")
    }

    func testAnEpisodeWithoutSubtitlesStartsNoWrite() throws {
        let h = try harness(["The station is closed."])
        h.app.select(.saved)
        h.app.navigator.show(.prep(Media(id: show, title: "Breaking Bad"), EpisodeCode(season: 1, number: 9)))
        XCTAssertEqual(h.app.visibleMessage, "S01E09 has no registered subtitles (showbook subtitles add)")
        XCTAssertEqual(h.executor.pendingCount, 0, "no write for an episode without subtitles")
        XCTAssertEqual(prepEvents(h).released, 1)
    }

    func testNothingFollowsWhenTheEpisodesScreenIsGoneBeforeTheWriteLands() throws {
        let h = try harness(["The station is closed."])
        h.type("Breaking Bad")
        h.advance(0.5)
        h.settle()
        h.press(.enter)
        h.settle()
        h.press(.enter)
        h.settle()
        h.settle()
        guard case .episodes = h.app.navigator.top else { return XCTFail("no episodes: \(h.app.navigator.top)") }
        h.type("P")
        h.press(.escape)
        h.settle()
        guard case .mediaDetail = h.app.navigator.top else { return XCTFail("a study session followed: \(h.app.navigator.top)") }
        XCTAssertEqual(prepEvents(h).released, 1)
    }
}
