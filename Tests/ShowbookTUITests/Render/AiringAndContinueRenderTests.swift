import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp
@testable import ShowbookTUI

/// Today's "airs" line under its heading (the next episode of a saved show with a linked book,
/// with the words `showbook prep` would list), and Saved's heading and rows in the "continue
/// watching" order and the "unwatched only" filter.
final class AiringAndContinueRenderTests: XCTestCase {
    func testTodaySaysWhenTheNextEpisodeAirsAndTheWordsToLearnByThen() throws {
        let h = try AppHarness()
        let show = Media(id: MediaID("bundled:1"), title: "Breaking Bad")
        try h.container.savedStore.save(show)
        let book = try h.container.wordBooks.books.createBook(title: "Breaking Bad words")
        try h.container.wordBooks.books.link(bookID: book.id, to: show)
        try h.container.episodeStore.store([Episode(season: 1, number: 5, title: "Gray Matter", airDate: "2026-12-04")],
                                           mediaID: show.id, season: 1)
        let folder = try makeTemporaryFolder("showbook-airing").url
        let lines = ["The station is closed.", "The train is late again.", "The station was late."]
        let text = lines.enumerated().map { "\($0 + 1)\n00:00:0\($0 + 1),000 --> 00:00:0\($0 + 1),900\n\($1)\n" }.joined(separator: "\n")
        try Data(text.utf8).write(to: folder.appendingPathComponent("Show S01E05.srt"))
        let registration = SubtitleRegistration(registry: SubtitleRegistry(database: h.database, clock: h.clock), toolkit: MiningToolkit(),
                                                language: .english)
        XCTAssertEqual(try registration.register(try registration.plan([folder.path]).files, mediaID: show.id).done.count, 1)
        let watchTime = h.container.settings.coverage.watchTime(calendar: h.container.settings.calendar)
        let plan = try XCTUnwrap(try h.container.coverage.prep(show.id, episode: EpisodeCode(season: 1, number: 5), at: h.clock.now,
                                                               watchDate: watchTime.date(airing: AirDay("2026-12-04"), now: h.clock.now),
                                                               target: h.container.settings.coverage.prepTarget))
        XCTAssertGreaterThan(plan.words.count, 1, "nothing is known: the episode needs words")

        h.app.select(.today)
        h.settle()
        let grid = h.render(width: 100, height: 12)
        // Three short lines studied four days ahead cannot reach 95 %: the line says so.
        XCTAssertFalse(plan.reachesTarget)
        XCTAssertEqual(grid.lines[2], "  Friday: Breaking Bad S01E05 airs — \(plan.words.count) words to learn by then (95 % out of reach)",
                       grid.lines.joined(separator: "\n"))
        XCTAssertTrue(grid.lines[4].contains("Nothing due today."), grid.lines.joined(separator: "\n"))
    }

    func testSavedHeadingAndRowsInTheContinueWatchingOrder() throws {
        let h = try AppHarness()
        let early = Media(id: MediaID("tmdb:1"), title: "Early Watch")
        let late = Media(id: MediaID("tmdb:2"), title: "Late Watch")
        let done = Media(id: MediaID("tmdb:3"), title: "All Done")
        for media in [early, late, done] {
            try h.container.savedStore.save(media)
            h.clock.advance(by: 1)
            try h.container.episodeStore.store([Episode(season: 1, number: 1, title: "One", airDate: "2026-11-01"),
                                                Episode(season: 1, number: 2, title: "Two", airDate: "2026-11-08")],
                                               mediaID: media.id, season: 1)
        }
        try h.container.watchedStore.setWatched([EpisodeCode(season: 1, number: 1)], of: late.id, watched: true)
        h.clock.advance(by: 60)
        try h.container.watchedStore.setWatched([EpisodeCode(season: 1, number: 1)], of: early.id, watched: true)
        h.clock.advance(by: 60)
        try h.container.watchedStore.setWatched([EpisodeCode(season: 1, number: 1), EpisodeCode(season: 1, number: 2)],
                                                of: done.id, watched: true)
        h.app.select(.saved)
        h.type("o")
        h.type("w")
        let grid = h.render(width: 80, height: 16)
        let screen = grid.lines.joined(separator: "\n")
        XCTAssertEqual(grid.lines[1], " Saved shows · continue watching · unwatched only", screen)
        let earlyRow = try XCTUnwrap(grid.lines.firstIndex { $0.contains("Early Watch") }, screen)
        let lateRow = try XCTUnwrap(grid.lines.firstIndex { $0.contains("Late Watch") }, screen)
        XCTAssertLessThan(earlyRow, lateRow, "Early Watch was watched last: it comes first")
        XCTAssertEqual(grid.lines.filter { $0.contains("watched 1/2 · up next S01E02 ‘Two’ (aired 22 days ago)") }.count, 2, screen)
        XCTAssertFalse(screen.contains("All Done"), screen)
    }
}
