import Foundation
import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords

/// The app's `P` preps for the episode's own watch date: its air day from the stored list when
/// that is to come, else today, at the usual time.
final class EpisodePrepWatchDateTests: XCTestCase {
    func testPPrepsForTheEpisodesAirDayWhenItIsToCome() throws {
        let f = try CoverageFixture()
        let calendar = FixtureDates.utcCalendar
        let prep = EpisodePrep(coverage: f.service, mining: f.stores.mining, words: f.stores.words, toolkit: f.toolkit, calendar: calendar)
        let now = f.clock.now  // Monday 21 September 2026, 14:13 UTC
        try EpisodeStore(database: f.database, clock: f.clock).store(
            [Episode(season: 1, number: 1, title: "Aired", airDate: "2026-09-01"), Episode(season: 1, number: 2, title: "Soon", airDate: "2026-09-25")],
            mediaID: f.show, season: 1)
        let soon = try prep.watchDate(of: f.show, episode: EpisodeCode(season: 1, number: 2), now: now)
        XCTAssertEqual(soon.date, FixtureDates.day(2026, 9, 25, hour: 20))
        XCTAssertEqual(soon.day, "on Fri")
        let aired = try prep.watchDate(of: f.show, episode: EpisodeCode(season: 1, number: 1), now: now)
        XCTAssertEqual(aired.date, FixtureDates.day(2026, 9, 21, hour: 20))
        XCTAssertEqual(aired.day, "today")
        let unlisted = try prep.watchDate(of: f.show, episode: EpisodeCode(season: 3, number: 1), now: now)
        XCTAssertEqual(unlisted.day, "today")
    }
}
