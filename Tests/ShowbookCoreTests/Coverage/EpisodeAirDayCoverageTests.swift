import Foundation
import XCTest
import ShowbookTestSupport
@testable import ShowbookTV
@testable import ShowbookWords

/// Upcoming lists several episodes of one show airing on different days: each is measured at
/// its own air day and its row says that day, not the day of the show's first listed episode.
final class EpisodeAirDayCoverageTests: XCTestCase {
    func testEachEpisodeIsMeasuredAtItsOwnAirDay() throws {
        let f = try CoverageFixture()
        try f.writeSRT("S01E01.srt", ["apple banana", "cherry"])
        try f.writeSRT("S01E02.srt", ["apple banana", "cherry"])
        try f.register([f.folder.path])
        try f.learn(try f.book(["apple", "banana", "cherry"]))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let now = f.clock.now
        let tomorrow = AirDay(now.addingTimeInterval(86_400), calendar: calendar)
        let inTwelveDays = AirDay(now.addingTimeInterval(12 * 86_400), calendar: calendar)
        let first = EpisodeCode(season: 1, number: 1), second = EpisodeCode(season: 1, number: 2)
        let watchTime = WatchTime(calendar: calendar)
        let shows = try f.service.shows([f.show], watchTime: watchTime, now: now, episodes: [f.show: [first, second]],
                                        episodeAiring: [f.show: [first: tomorrow, second: inTwelveDays]])
        let show = try XCTUnwrap(shows[f.show])
        XCTAssertEqual(show.episodes.map(\.episode), [first, second])
        let early = try XCTUnwrap(show.episode(first)), late = try XCTUnwrap(show.episode(second))
        XCTAssertEqual(early.day, "tomorrow")
        XCTAssertEqual(late.day, watchTime.dayText(watchTime.date(airing: inTwelveDays, now: now), now: now))
        XCTAssertNotEqual(late.day, early.day)
        // The same words, studied once now: remembered less twelve days on than tomorrow.
        XCTAssertLessThan(try XCTUnwrap(late.expectedShare), try XCTUnwrap(early.expectedShare))
    }
}
