import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// A saved offline show (the bundled catalog lists no episodes) whose episodes come from its
/// registered subtitles: Saved counts them as its episode list — "watched 3/4 · up next S01E04"
/// with the up next episode's coverage — as `showbook saved` does, from the one shared list.
final class EpisodesFromSubtitlesTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-episodes-from-files").url }

    /// Registers S01E01–S01E04 of bundled:1 and saves the show with three episodes watched.
    func registerFourEpisodesThreeWatched(_ h: AppHarness) throws {
        for number in 1...4 {
            let text = "1\n00:00:01,000 --> 00:00:01,900\nThe station \(number == 4 ? "is open" : "is closed").\n"
            try Data(text.utf8).write(to: folder.appendingPathComponent("Show S01E0\(number).srt"))
        }
        let registration = SubtitleRegistration(registry: SubtitleRegistry(database: h.database, clock: h.clock), toolkit: MiningToolkit(),
                                                language: .english)
        XCTAssertEqual(try registration.register(try registration.plan([folder.path]).files, mediaID: MediaID("bundled:1")).done.count, 4)
        try h.container.savedStore.save(Media(id: MediaID("bundled:1"), title: "Breaking Bad"))
        try h.container.watchedStore.setWatched([EpisodeCode(season: 1, number: 1), EpisodeCode(season: 1, number: 2),
                                                 EpisodeCode(season: 1, number: 3)], of: MediaID("bundled:1"), watched: true)
    }

    func testSavedCountsTheRegisteredEpisodesAsTheShowsList() throws {
        let h = try AppHarness()
        try registerFourEpisodesThreeWatched(h)
        h.app.select(.saved)
        h.settle()
        let show = try XCTUnwrap(h.app.saved.shows.first)
        XCTAssertEqual(h.app.saved.progress[show.id]?.watched, 3)
        XCTAssertEqual(h.app.saved.progress[show.id]?.total, 4)
        XCTAssertEqual(h.app.saved.progressText(for: show), "watched 3/4 · up next S01E04 · 0 % · 2 new")
        XCTAssertEqual(h.app.saved.upNext(of: show), EpisodeCode(season: 1, number: 4))
    }
}
