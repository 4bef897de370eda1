import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// The episode and watched stores on their own: air-date text in a time zone, marks that
/// follow a show across providers through its IMDb id, episode codes, and the upcoming list.
final class EpisodeStoresTests: XCTestCase {
    let monday = FixtureDates.day(2026, 11, 30, hour: 9)

    func testAirDateTextIsRelativeToTodayInTheUsersTimeZone() throws {
        let utc = FixtureDates.utcCalendar
        let today = AirDay(monday, calendar: utc)
        func text(_ day: String) -> String { AirDateText.text(AirDay(day)!, today: today, calendar: utc) }
        XCTAssertEqual(text("2026-11-30"), "airs today")
        XCTAssertEqual(text("2026-12-01"), "airs tomorrow")
        XCTAssertEqual(text("2026-11-29"), "aired yesterday")
        XCTAssertEqual(text("2026-11-27"), "aired 3 days ago")
        XCTAssertEqual(text("2026-12-04"), "airs Fri 4 Dec")
        XCTAssertEqual(text("2026-12-12"), "airs Sat 12 Dec")
        XCTAssertEqual(text("2024-03-12"), "aired 12 Mar 2024")
        XCTAssertEqual(text("2028-02-03"), "airs 3 Feb 2028")

        // 23:30 UTC on Monday is already Tuesday in Tokyo.
        let late = FixtureDates.day(2026, 11, 30, hour: 23).addingTimeInterval(1_800)
        var tokyo = Calendar(identifier: .gregorian)
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        XCTAssertEqual(AirDateText.text(AirDay("2026-12-01")!, today: AirDay(late, calendar: utc), calendar: utc), "airs tomorrow")
        XCTAssertEqual(AirDateText.text(AirDay("2026-12-01")!, today: AirDay(late, calendar: tokyo), calendar: tokyo), "airs today")
        XCTAssertNil(AirDay("2026"), "a year alone is no day")
        XCTAssertNil(AirDay("2026-13-01"))
    }

    /// IMDb dates an episode by its year only: one from an earlier year has aired (so an
    /// imported history's shows can be continued), one of this year or undated is not known to.
    func testAnEpisodeDatedByAnEarlierYearHasAired() {
        let today = AirDay(monday, calendar: FixtureDates.utcCalendar)
        func aired(_ date: String?) -> Bool { AirDateText.hasAired(Episode(season: 1, number: 1, title: "", airDate: date), today: today) }
        XCTAssertTrue(aired("2015"))
        XCTAssertTrue(aired("2025"))
        XCTAssertFalse(aired("2026"), "this year: perhaps not yet")
        XCTAssertFalse(aired("2031"))
        XCTAssertFalse(aired(nil))
        XCTAssertFalse(aired("soon"))
        XCTAssertTrue(aired("2026-11-30"))
        XCTAssertFalse(aired("2026-12-01"))
    }

    func testTheTimeZoneSettingComesFromTheConfigFile() throws {
        let utc = TimeZone(identifier: "UTC")!
        XCTAssertEqual(try AirDateZone.resolve(config: nil, system: utc), utc)
        let seoul = ConfigFile(path: "/c", text: "time_zone = Asia/Seoul\n")
        XCTAssertEqual(try AirDateZone.resolve(config: seoul, system: utc).identifier, "Asia/Seoul")
        let bad = ConfigFile(path: "/c", text: "# zone\ntime_zone = Mars/Olympus\n")
        XCTAssertThrowsError(try AirDateZone.resolve(config: bad, system: utc)) { error in
            XCTAssertEqual("\(error)", "/c line 2: time_zone needs a zone name such as Europe/Paris, not “Mars/Olympus”")
        }
    }

    func testEpisodeCodesReadAndWrite() {
        XCTAssertEqual(EpisodeCode("S01E03"), EpisodeCode(season: 1, number: 3))
        XCTAssertEqual(EpisodeCode("s2e10")?.description, "S02E10")
        XCTAssertEqual(EpisodeCode(season: 12, number: 105).description, "S12E105")
        for bad in ["", "S", "E3", "S01", "S01E", "1x03", "S-1E2", "SxE1", "S01E03x"] {
            XCTAssertNil(EpisodeCode(bad), bad)
        }
    }

    func testMarksFollowTheShowToAnotherProviderThroughItsIMDbID() throws {
        let database = try Database.migrated()
        let store = WatchedStore(database: database, clock: ManualClock(monday))
        let tmdb = MediaID("tmdb:1396")
        let tvmaze = MediaID("tvmaze:169")
        let imported = MediaID("imdb:tt0903747")
        let pilot = EpisodeCode(season: 1, number: 1)
        try store.setWatched([pilot, EpisodeCode(season: 1, number: 2)], of: tmdb, watched: true)
        XCTAssertEqual(try store.watched(tvmaze), [], "not identified yet")
        try store.recordIdentity(tmdb, imdbID: "tt0903747")
        try store.recordIdentity(tvmaze, imdbID: "tt0903747")
        XCTAssertEqual(try store.watched(tvmaze).count, 2)
        XCTAssertEqual(try store.watched(imported).count, 2, "the imported IMDb catalog shares them")
        try store.setWatched([pilot], of: tvmaze, watched: false)
        XCTAssertEqual(try store.watched(tmdb), [EpisodeCode(season: 1, number: 2)])
        try store.recordIdentity(MediaID("tmdb:5"), imdbID: "not-an-id")
        XCTAssertEqual(try store.showKey(for: MediaID("tmdb:5")), "tmdb:5", "a malformed IMDb id is ignored")
    }

    func testUpcomingListsTheNextThirtyDaysBySavedShowsByDate() throws {
        let database = try Database.migrated()
        let clock = ManualClock(monday)
        let store = EpisodeStore(database: database, clock: clock)
        let a = Media(id: MediaID("tmdb:1"), title: "Alpha")
        let b = Media(id: MediaID("tmdb:2"), title: "Beta")
        try store.store([
            Episode(season: 1, number: 1, title: "Old", airDate: "2026-11-29"),
            Episode(season: 1, number: 2, title: "Today", airDate: "2026-11-30"),
            Episode(season: 1, number: 3, title: "Far", airDate: "2027-01-05"),
            Episode(season: 1, number: 4, title: "Undated"),
        ], mediaID: a.id, season: 1)
        try store.store([Episode(season: 3, number: 1, title: "Soon", airDate: "2026-12-04")], mediaID: b.id, season: 3)
        let list = try UpcomingEpisode.list(shows: [a, b], store: store, today: AirDay(monday, calendar: FixtureDates.utcCalendar),
                                            days: 30, calendar: FixtureDates.utcCalendar)
        XCTAssertEqual(list.map { "\($0.media.title) \($0.episode.code)" }, ["Alpha S01E02", "Beta S03E01"])
        XCTAssertTrue(try store.needsRefresh(a.id), "one season stored is not the whole show")
        try store.markRefreshed(a.id)
        XCTAssertFalse(try store.needsRefresh(a.id))
        clock.advance(by: 86_401)
        XCTAssertTrue(try store.needsRefresh(a.id))
        XCTAssertTrue(try store.needsRefresh(MediaID("tmdb:99")), "nothing stored")
    }

    func testUpcomingIsPushedFromSavedAndOpensTheShow() throws {
        let h = try AppHarness.withEpisodes()
        try h.container.savedStore.save(EpisodeFixtureProvider.show)
        h.app.select(.saved)
        h.type("U")
        do {
            guard case let .upcoming(upcoming) = h.app.navigator.top else { return XCTFail("no upcoming view") }
            XCTAssertEqual(upcoming.entries, [], "no lists stored yet")
            h.settle()
            XCTAssertEqual(upcoming.entries.map { upcoming.when($0) + " " + $0.episode.code },
                           ["airs Fri 4 Dec S01E03", "airs Fri 11 Dec S02E01"])
        }
        h.press(.enter)
        XCTAssertTrue(h.app.navigator.isShowingDetail)
        h.press(.escape, .escape)
        XCTAssertEqual(h.container.tracker.liveCount(UpcomingModel.lifecycleKind), 0)
    }
}
