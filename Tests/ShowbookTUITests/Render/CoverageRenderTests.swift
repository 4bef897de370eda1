import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookTV
@testable import ShowbookWords

/// Coverage where the learner picks the next episode: the episode rows (at the watch date) and
/// the selected episode's curve, Saved's up next, the upcoming list and a show's detail (the median), drawn once the job has landed — and no
/// percentage at all for a show without registered subtitles.
final class CoverageRenderTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-coverage-render").url }

    /// Registers an episode whose lines are `lines` (words split on spaces), with a real file
    /// behind it so the registry's check finds it unchanged.
    func register(_ lines: [String], episode: EpisodeCode, of media: MediaID, in h: AppHarness) throws {
        let path = folder.appendingPathComponent("\(media.id)-\(episode).srt").path
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        guard case let .success(print) = FileFingerprint.of(path), case let .success(hash) = FileFingerprint.hash(of: path) else {
            return XCTFail("the fixture file cannot be read")
        }
        let source = SubtitleSource(id: 0, mediaID: media, episode: episode, path: path, size: print.size,
                                    modifiedAt: print.modifiedAt, contentHash: hash, language: .english, cues: lines.count,
                                    registeredAt: h.clock.now)
        try SubtitleRegistry(database: h.database, clock: h.clock)
            .store(source, lines: lines.map { $0.split(separator: " ").map { MinedToken(term: String($0)) } })
    }

    /// Words marked Known an hour ago.
    func know(_ terms: [String], in h: AppHarness) throws {
        let book = try h.container.wordBooks.books.createBook(title: "Known")
        for term in terms {
            let word = try h.container.wordBooks.words.addWord(WordDraft(term: term, meaning: "m"), to: book.id)
            try h.database.run("UPDATE words SET known_at = ? WHERE id = ?", h.clock.now.timeIntervalSince1970 - 3600, word.id)
        }
    }

    func testEpisodeRowsShowCoverageOnceComputedAndNoneWithoutSubtitles() throws {
        let h = try EpisodesRenderTests.harness()
        let show = EpisodesRenderTests.show.id
        try register(["apple banana apple", "cherry"], episode: EpisodeCode(season: 1, number: 1), of: show, in: h)
        try register(["apple date"], episode: EpisodeCode(season: 1, number: 2), of: show, in: h)
        try know(["apple", "cherry"], in: h)
        h.app.start()
        h.settle()
        h.app.handle(.enter)
        h.settle()
        h.app.handle(.enter)
        h.executor.run(at: 0)
        h.app.tick()
        let before = h.render(width: 80, height: 20).lines
        XCTAssertFalse(before[3].contains("%"), "nothing drawn before the coverage job lands: \(before[3])")
        h.settle()
        let lines = h.render(width: 80, height: 20).lines
        XCTAssertEqual(lines[3], "▌ ·   1  Arrival                       ≈ 75 % today · 1 new  2026-11-16  62 min")
        XCTAssertEqual(lines[4], "  ·   2  Code Blue                     ≈ 50 % today · 1 new  2026-11-23  60 min")
        XCTAssertEqual(lines[5], "  ·   3  Dawn                                                        2026-12-04")
    }

    func testTheSelectedEpisodeShowsItsCoverageNowAtTheWatchDateAndIn30Days() throws {
        let h = try EpisodesRenderTests.harness()
        let show = EpisodesRenderTests.show
        try h.container.watchedStore.setWatched([EpisodeCode(season: 1, number: 1), EpisodeCode(season: 1, number: 2)],
                                                of: show.id, watched: true)
        try register(["apple apple apple banana"], episode: EpisodeCode(season: 1, number: 3), of: show.id, in: h)
        // apple studied just now (Good, then Good ten minutes later): S = 2.3065 days.
        let book = try h.container.wordBooks.books.createBook(title: "Studied")
        let apple = try h.container.wordBooks.words.addWord(WordDraft(term: "apple", meaning: "m"), to: book.id)
        try h.container.wordBooks.reviews.review(wordID: apple.id, grade: .good, at: h.clock.now.addingTimeInterval(-600))
        try h.container.wordBooks.reviews.review(wordID: apple.id, grade: .good, at: h.clock.now)
        try h.openFirstSeason()
        h.app.handle(.down)
        h.app.handle(.down)
        h.settle()
        let lines = h.render(width: 80, height: 20).lines
        // By hand (FSRS-6 defaults, R(d) = (1 + 0.980346·d/2.3065)^−0.1542): apple is 3 of 4 words;
        // now R = 1: 75 %; Friday's 20:00 is 4 whole days on, R = 0.857986: 64 %; 30 days on
        // R = 0.667526: 50 %.
        XCTAssertEqual(lines[5], "▌ ·   3  Dawn                                 ≈ 64 % on Fri · 1 new  2026-12-04")
        // The sparkline: 31 days sampled into 18 blocks of eighths: 75 % is ▇, 62.5–75 % ▆, 50–62.5 % ▅.
        XCTAssertEqual(lines[14], "  coverage: now ≈ 75 % · on Fri ≈ 64 % · in 30 days ≈ 50 %  ▇▆▆▆▅▅▅▅▅▅▅▅▅▅▅▅▅▅", lines.joined(separator: "\n"))
        XCTAssertEqual(lines[15], "  No overview.")
    }

    func testSavedAndUpcomingShowTheUpNextEpisodesCoverage() throws {
        let h = try EpisodesRenderTests.harness()
        let show = EpisodesRenderTests.show
        try h.container.savedStore.save(show)
        try h.container.watchedStore.setWatched([EpisodeCode(season: 1, number: 1)], of: show.id, watched: true)
        try register(["apple banana"], episode: EpisodeCode(season: 1, number: 2), of: show.id, in: h)
        try register(["apple apple apple banana"], episode: EpisodeCode(season: 1, number: 3), of: show.id, in: h)
        try know(["apple"], in: h)
        h.app.select(.saved)
        h.settle()
        h.settle()
        let lines = h.render(width: 100, height: 10).lines
        let row = try XCTUnwrap(lines.firstIndex { $0.contains("Night Shift") })
        XCTAssertEqual(lines[row + 1], "    watched 1/3 · up next S01E02 ‘Code Blue’ (aired 7 days ago) · ≈ 50 % today · 1 new")
        h.app.handle(.character("U"))
        h.settle()
        let upcoming = h.render(width: 80, height: 10).lines
        XCTAssertEqual(upcoming[3], "▌ airs Fri 4 Dec    Night Shift  S01E03 · ≈ 75 % on Fri · 1 new ‘Dawn’")
    }

    func testADetailShowsTheMedianAndAnOfflineShowListsItsRegisteredSeasons() throws {
        let show = Media(id: MediaID("bundled:7"), title: "Quiet Harbour", firstYear: 2020, overview: "Boats.")
        let provider = FixtureProvider(kind: .tmdb, page: MediaPage(items: [show], page: 1, totalResults: 1, totalPages: 1))
        let h = try AppHarness.forRendering(records: [], provider: provider)
        for (number, lines) in [(1, ["apple"]), (2, ["apple banana"]), (3, ["banana cherry"])] {
            try register(lines, episode: EpisodeCode(season: 2, number: number), of: show.id, in: h)
        }
        try know(["apple"], in: h)
        h.app.start()
        h.settle()
        h.app.handle(.enter)
        h.settle()
        let lines = h.render(width: 70, height: 24).lines
        XCTAssertTrue(lines.contains(" Coverage   ≈ 50 % median of 3 episodes with subtitles"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains(" ▸ Season 2 · 3 episodes"), lines.joined(separator: "\n"))
        h.app.handle(.enter)
        h.settle()
        h.settle()
        let episodes = h.render(width: 70, height: 20).lines
        XCTAssertEqual(episodes[1], " Quiet Harbour — Season 2")
        XCTAssertEqual(episodes[3], "▌ ·   1  Episode 1                              ≈ 100 % today · 0 new")
        XCTAssertEqual(episodes[5], "  ·   3  Episode 3                                ≈ 0 % today · 2 new")
    }

    func testAShowWithoutSubtitlesShowsNoPercentage() throws {
        let h = try EpisodesRenderTests.harness()
        try h.container.savedStore.save(EpisodesRenderTests.show)
        h.app.start()
        h.settle()
        h.app.handle(.enter)
        h.settle()
        XCTAssertFalse(h.render(width: 70, height: 24).text.contains("Coverage"))
        h.app.handle(.enter)
        h.settle()
        XCTAssertFalse(h.render(width: 70, height: 20).text.contains("%"))
    }
}
