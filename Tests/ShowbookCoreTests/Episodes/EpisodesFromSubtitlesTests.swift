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
        XCTAssertEqual(h.app.saved.progressText(for: show), "watched 3/4 · up next S01E04 · ≈ 50 % today · 2 new")
        XCTAssertEqual(h.app.saved.upNext(of: show), EpisodeCode(season: 1, number: 4))
    }

    /// The one list the commands and Saved read: the provider's stored list when there is one,
    /// else the registered subtitles' episodes; a missing episode is refused naming those it has.
    func testTheSharedListPrefersTheProvidersAndNamesTheEpisodesItHas() throws {
        let h = try AppHarness()
        try registerFourEpisodesThreeWatched(h)
        let media = Media(id: MediaID("bundled:1"), title: "Breaking Bad")
        let lists = ShowEpisodeLists(episodes: h.container.episodeStore, watched: h.container.watchedStore,
                                     registry: SubtitleRegistry(database: h.database, clock: h.clock))
        var list = try lists.list(of: media)
        XCTAssertEqual(list.episodes.map(\.code), ["S01E01", "S01E02", "S01E03", "S01E04"])
        XCTAssertNil(list.missingReason)
        XCTAssertEqual(list.refusal(EpisodeCode(season: 1, number: 9), title: media.title), "no S01E09 in ‘Breaking Bad’: it has S01E01–S01E04")
        let saved = try lists.saved(h.container.savedStore, now: h.clock.now, calendar: FixtureDates.utcCalendar)
        XCTAssertEqual(saved.first?.progress?.summary, "watched 3/4 · up next S01E04")

        let withoutFiles = ShowEpisodeLists(episodes: h.container.episodeStore, watched: h.container.watchedStore, registry: nil)
        XCTAssertEqual(try withoutFiles.list(of: media).episodes, [], "without the registry only stored lists count")
        try h.container.episodeStore.store([Episode(season: 1, number: 1, title: "Pilot"), Episode(season: 1, number: 2, title: "Cat")],
                                           mediaID: media.id, season: 1)
        list = try lists.list(of: media)
        XCTAssertEqual(list.episodes.map(\.title), ["Pilot", "Cat"], "the provider's list, with its titles, comes first")
    }

    func testRangesNameRunsSpecialsLastAndStopAfterSix() {
        let codes = ["S01E01", "S01E02", "S01E05", "S00E01", "S02E01", "S02E02", "S02E03"].compactMap(EpisodeCode.init)
        XCTAssertEqual(StoredEpisodeList(subtitles: codes).rangesText, "S01E01–S01E02, S01E05, S02E01–S02E03, S00E01")
        let scattered = (1...8).map { EpisodeCode(season: 1, number: $0 * 2) }
        XCTAssertEqual(StoredEpisodeList(subtitles: scattered).rangesText, "S01E02, S01E04, S01E06, S01E08, S01E10, S01E12, … (8 episodes)")
        XCTAssertEqual(StoredEpisodeList(subtitles: []).rangesText, "no episodes")
    }
}
