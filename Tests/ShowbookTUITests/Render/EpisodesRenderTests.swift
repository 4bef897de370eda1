import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookTV
@testable import ShowbookApp

/// The episodes screen (marks, numbers, titles, dates, runtimes, the selected overview), the
/// Saved row's progress line and the upcoming list, drawn into the grid.
final class EpisodesRenderTests: XCTestCase {
    static let show: Media = {
        var media = Media(id: MediaID("tmdb:1"), title: "Night Shift", firstYear: 2026, network: "KBS", overview: "Doctors at night.")
        media.endIsUnknown = true
        return media
    }()

    static func harness() throws -> AppHarness {
        var provider = FixtureProvider(kind: .tmdb, page: MediaPage(items: [show], page: 1, totalResults: 1, totalPages: 1))
        provider.seasons = [SeasonInfo(number: 1, name: "Season 1", episodes: 3, airDate: "2026-11-16")]
        provider.episodeList = [
            Episode(season: 1, number: 1, title: "Arrival", airDate: "2026-11-16", runtime: 62, overview: "The first shift begins."),
            Episode(season: 1, number: 2, title: "Code Blue", airDate: "2026-11-23", runtime: 60),
            Episode(season: 1, number: 3, title: "Dawn", airDate: "2026-12-04"),
        ]
        return try AppHarness.forRendering(records: [], provider: provider)
    }

    func testTheEpisodesScreenListsMarksDatesRuntimesAndTheOverview() throws {
        let h = try Self.harness()
        try h.openFirstSeason()
        h.app.handle(.character(" "))
        h.settle()
        h.app.handle(.up)
        let lines = h.render(width: 70, height: 20).lines
        XCTAssertEqual(lines[1], " Night Shift — Season 1")
        XCTAssertEqual(lines[3], "▌ ✓   1  Arrival                                   2026-11-16  62 min")
        XCTAssertEqual(lines[4], "  ·   2  Code Blue                                 2026-11-23  60 min")
        XCTAssertEqual(lines[5], "  ·   3  Dawn                                              2026-12-04")
        let rule = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(" ───") })
        XCTAssertEqual(lines[rule + 1], "  The first shift begins.")
        XCTAssertTrue(lines[19].hasSuffix("watched 1/3"), lines[19])
        XCTAssertTrue(lines[19].contains("Space watched"), lines[19])
    }

    func testAnEpisodeNumberWiderThanItsColumnPushesTheTitlesRight() throws {
        var provider = FixtureProvider(kind: .tmdb, page: MediaPage(items: [Self.show], page: 1, totalResults: 1, totalPages: 1))
        provider.seasons = [SeasonInfo(number: 1, name: "Season 1", episodes: 2)]
        provider.episodeList = [
            Episode(season: 1, number: 7, title: "Short", airDate: "2026-11-16"),
            Episode(season: 1, number: 99_999, title: "Long", airDate: "2026-11-23"),
        ]
        let h = try AppHarness.forRendering(records: [], provider: provider)
        try h.openFirstSeason()
        let lines = h.render(width: 60, height: 20).lines
        XCTAssertEqual(lines[3], "▌ ·     7  Short                                 2026-11-16")
        XCTAssertEqual(lines[4], "  · 99999  Long                                  2026-11-23")
    }

    func testSeasonLinesAreClickableRowsAndTheMarkerFollowsTheSelection() throws {
        var provider = FixtureProvider(kind: .tmdb, page: MediaPage(items: [Self.show], page: 1, totalResults: 1, totalPages: 1))
        provider.seasons = [SeasonInfo(number: 1, name: "Season 1", episodes: 3), SeasonInfo(number: 2, name: "Season 2", episodes: 4)]
        let h = try AppHarness.forRendering(records: [], provider: provider)
        h.app.start()
        h.settle()
        h.app.handle(.enter)
        h.settle()
        h.app.handle(.down)
        let canvas = h.render(width: 60, height: 30)
        let first = try XCTUnwrap(canvas.lines.firstIndex(of: "   Season 1 · 3 episodes"), canvas.text)
        XCTAssertEqual(canvas.lines[first + 1], " ▸ Season 2 · 4 episodes")
        XCTAssertEqual(canvas.hitMap.target(x: 5, y: first), .row(0))
        XCTAssertEqual(canvas.hitMap.target(x: 5, y: first + 1), .row(1))
        XCTAssertNil(canvas.hitMap.target(x: 5, y: first - 2), "the facts are not rows")
        h.app.handleMouse(.click, on: canvas.hitMap.target(x: 5, y: first))
        guard case let .episodes(episodes) = h.app.navigator.top else { return XCTFail("a click opens the season") }
        XCTAssertEqual(episodes.season.number, 1)
    }

    func testSavedShowsTheProgressLineInsteadOfTheOverview() throws {
        let h = try Self.harness()
        try h.container.savedStore.save(Self.show)
        try h.container.episodeStore.store(
            [Episode(season: 1, number: 1, title: "Arrival", airDate: "2026-11-16"),
             Episode(season: 1, number: 2, title: "Code Blue", airDate: "2026-11-27")], mediaID: Self.show.id, season: 1)
        try h.container.watchedStore.setWatched([EpisodeCode(season: 1, number: 1)], of: Self.show.id, watched: true)
        h.app.select(.saved)
        let lines = h.render(width: 90, height: 10).lines
        let row = try XCTUnwrap(lines.firstIndex { $0.contains("Night Shift") })
        XCTAssertEqual(lines[row + 1], "    watched 1/2 · up next S01E02 ‘Code Blue’ (aired 3 days ago)")
    }

    func testUpcomingListsDatesShowsAndEpisodes() throws {
        let h = try Self.harness()
        try h.container.savedStore.save(Self.show)
        try h.container.episodeStore.store(
            [Episode(season: 1, number: 3, title: "Dawn", airDate: "2026-12-04"),
             Episode(season: 1, number: 4, title: "Dusk", airDate: "2026-12-01")], mediaID: Self.show.id, season: 1)
        h.app.select(.saved)
        h.app.handle(.character("U"))
        let lines = h.render(width: 80, height: 10).lines
        XCTAssertEqual(lines[1], " Upcoming — the next 30 days")
        XCTAssertEqual(lines[3], "▌ airs tomorrow     Night Shift  S01E04 ‘Dusk’")
        XCTAssertEqual(lines[4], "  airs Fri 4 Dec    Night Shift  S01E03 ‘Dawn’")
        XCTAssertTrue(lines[9].hasSuffix("2 upcoming"), lines[9])
    }
}
