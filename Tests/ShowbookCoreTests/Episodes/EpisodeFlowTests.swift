import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookApp

/// Seasons on the detail → the lazily built episodes screen → watched marks → Saved's
/// "watched n/m · up next" with a manual clock, aired shows first.
final class EpisodeFlowTests: XCTestCase {
    func testASeasonOpensItsEpisodesBuiltOnlyWhenPushed() throws {
        let h = try AppHarness.withEpisodes()
        let detail = try h.openFirstDetail()
        XCTAssertEqual(detail.seasons.map(\.number), [1, 2])
        XCTAssertEqual(h.episodesBuilt, 0, "seasons listed, no episodes screen built")
        h.press(.down)
        XCTAssertEqual(detail.selectedSeason, 1)
        h.press(.up)
        h.press(.enter)
        XCTAssertEqual(h.episodesBuilt, 1)
        do {
            let episodes = try h.shownEpisodes()
            XCTAssertEqual(episodes.state, .loading)
            h.settle()
            XCTAssertEqual(episodes.state, .loaded)
            XCTAssertEqual(episodes.episodes.map(\.code), ["S01E01", "S01E02", "S01E03"])
            XCTAssertEqual(episodes.selectedEpisode?.overview, "A teacher's diagnosis.")
        }
        XCTAssertEqual(try h.container.episodeStore.episodes(of: EpisodeFixtureProvider.show.id).count, 3, "stored for Saved")
        h.press(.escape)
        XCTAssertEqual(h.episodesLive, 0, "popping releases it")
        XCTAssertTrue(h.app.navigator.isShowingDetail)
    }

    func testAClickOnASeasonLineOpensIt() throws {
        let h = try AppHarness.withEpisodes()
        try h.openFirstDetail()
        h.app.handleMouse(.click, on: .row(1))
        let episodes = try h.shownEpisodes()
        XCTAssertEqual(episodes.season.number, 2)
    }

    func testMarksAndTheWholeSeason() throws {
        let h = try AppHarness.withEpisodes()
        try h.openFirstDetail()
        h.press(.enter)
        h.settle()
        let episodes = try h.shownEpisodes()
        h.type(" ")
        XCTAssertEqual(episodes.list.selected, 1, "marking moves to the next episode")
        h.type("x")
        h.settle()
        let show = EpisodeFixtureProvider.show.id
        XCTAssertEqual(try h.container.watchedStore.watched(show),
                       [EpisodeCode(season: 1, number: 1), EpisodeCode(season: 1, number: 2)])
        h.type("W")
        h.settle()
        XCTAssertEqual(try h.container.watchedStore.watched(show).count, 3)
        h.type("W")
        h.settle()
        XCTAssertEqual(try h.container.watchedStore.watched(show), [], "W again unmarks the watched season")
        h.app.episodesSelect(1)
        h.type(" ")
        h.settle()
        XCTAssertEqual(try h.container.watchedStore.watched(show), [EpisodeCode(season: 1, number: 2)])
        h.app.episodesSelect(1)
        h.type(" ")
        h.settle()
        XCTAssertEqual(try h.container.watchedStore.watched(show), [], "Space toggles")
    }

    func testSavedShowsProgressAndUpNextFromTheClock() throws {
        let h = try AppHarness.withEpisodes()
        try h.openFirstDetail()
        h.type("s")
        h.settle()
        h.press(.enter)
        h.settle()
        h.type(" x")
        h.settle()
        h.press(.escape, .escape)
        h.app.select(.saved)
        h.settle()
        let progress = try XCTUnwrap(h.app.saved.progress[EpisodeFixtureProvider.show.id])
        XCTAssertEqual(progress.summary, "watched 2/4 · up next S01E03 ‘And the Bag's in the River’ (airs Fri 4 Dec)",
                       "Saved fetched season 2 too")
        XCTAssertFalse(progress.hasAiredUnwatched)
        h.clock.advance(by: 7 * 86_400)  // Monday 7 December
        h.app.saved.reload()
        XCTAssertEqual(h.app.saved.progress[EpisodeFixtureProvider.show.id]?.summary,
                       "watched 2/4 · up next S01E03 ‘And the Bag's in the River’ (aired 3 days ago)")
    }

    func testShowsWithAnAiredUnwatchedEpisodeComeFirst() throws {
        let h = try AppHarness()
        let store = h.container.episodeStore
        let waiting = Media(id: MediaID("tmdb:1"), title: "Waiting Show")
        let ready = Media(id: MediaID("tmdb:2"), title: "Ready Show")
        let caughtUp = Media(id: MediaID("tmdb:3"), title: "Caught Up")
        try h.container.savedStore.save(ready)
        h.clock.advance(by: 1)
        try h.container.savedStore.save(waiting)
        h.clock.advance(by: 1)
        try h.container.savedStore.save(caughtUp)
        try store.store([Episode(season: 1, number: 1, title: "Soon", airDate: "2026-12-20")], mediaID: waiting.id, season: 1)
        try store.store([Episode(season: 1, number: 1, title: "Out", airDate: "2026-10-01")], mediaID: ready.id, season: 1)
        try store.store([Episode(season: 1, number: 1, title: "Seen", airDate: "2026-11-01")], mediaID: caughtUp.id, season: 1)
        try h.container.watchedStore.setWatched([EpisodeCode(season: 1, number: 1)], of: caughtUp.id, watched: true)
        h.app.select(.saved)
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Ready Show", "Caught Up", "Waiting Show"],
                       "aired and unwatched first, then newest saved first")
        XCTAssertEqual(h.app.saved.progress[caughtUp.id]?.summary, "watched 1/1 · all caught up")
        XCTAssertEqual(h.app.saved.progress[ready.id]?.summary, "watched 0/1 · up next S01E01 ‘Out’ (aired 1 Oct 2026)")
    }

    func testSavedRefreshesListsOlderThanADay() throws {
        let h = try AppHarness.withEpisodes()
        try h.container.savedStore.save(EpisodeFixtureProvider.show)
        h.app.select(.saved)
        XCTAssertNil(h.app.saved.progress[EpisodeFixtureProvider.show.id], "nothing stored yet")
        h.settle()
        XCTAssertEqual(h.app.saved.progress[EpisodeFixtureProvider.show.id]?.total, 4, "both seasons fetched in the background")
        h.app.select(.search)
        var before = h.executor.pendingCount
        h.app.select(.saved)
        XCTAssertEqual(h.executor.pendingCount - before, 0, "fresh lists are not fetched again")
        h.clock.advance(by: 86_400 + 1)
        h.app.select(.search)
        before = h.executor.pendingCount
        h.app.select(.saved)
        XCTAssertEqual(h.executor.pendingCount - before, 1, "a day later they are")
    }
}

extension AppModel {
    /// Selects a row of the episodes screen on top.
    func episodesSelect(_ index: Int) {
        if case let .episodes(model) = navigator.top { model.selectRow(index) }
    }
}

/// The detail's keys follow its seasons: with seasons listed, help and hints offer Enter and
/// the arrows pick a season; without, the arrows scroll and Enter is not offered.
final class DetailSeasonKeysTests: XCTestCase {
    func testHelpAndHintsFollowTheSeasons() throws {
        let h = try AppHarness.withEpisodes()
        h.app.start()
        h.settle()
        h.press(.enter)
        h.settle()
        XCTAssertEqual(Array(h.app.helpEntries.prefix(DetailModel.keyMap.count)), DetailModel.keyMap.helpEntries())
        XCTAssertTrue(h.app.statusHints.contains { $0.text == HintText("Enter", "episodes") }, "\(h.app.statusHints)")
        let offline = try AppHarness()
        offline.app.start()
        offline.settle()
        offline.press(.enter)
        offline.settle()
        XCTAssertFalse(offline.app.helpEntries.map(\.label).contains("open the season's episodes"))
        XCTAssertTrue(offline.app.statusHints.contains { $0.text == HintText("↑↓", "scroll") }, "\(offline.app.statusHints)")
    }
}
