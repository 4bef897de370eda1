import Foundation
import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords

/// When coverage is asked for: an air day still to come at the usual time, otherwise today at
/// that time (or now, once it has passed), and how a row says the day.
final class WatchTimeTests: XCTestCase {
    let time = WatchTime(minutes: 20 * 60 + 30, calendar: FixtureDates.utcCalendar)
    /// Sunday 6 December 2026, noon UTC.
    let now = FixtureDates.day(2026, 12, 6)

    func testAFutureAirDayIsTheWatchDayAtTheUsualTime() {
        XCTAssertEqual(time.date(airing: AirDay(year: 2026, month: 12, day: 11), now: now), FixtureDates.day(2026, 12, 11, hour: 20) + 1800)
        XCTAssertEqual(time.dayText(time.date(airing: AirDay(year: 2026, month: 12, day: 11), now: now), now: now), "on Fri")
    }

    func testAnAiredOrUnknownEpisodeIsWatchedTodayAtTheUsualTimeNeverBeforeNow() {
        let tonight = FixtureDates.day(2026, 12, 6, hour: 20) + 1800
        XCTAssertEqual(time.date(airing: AirDay(year: 2026, month: 11, day: 1), now: now), tonight)
        XCTAssertEqual(time.date(airing: nil, now: now), tonight)
        XCTAssertEqual(time.dayText(tonight, now: now), "today")
        let late = FixtureDates.day(2026, 12, 6, hour: 23)
        XCTAssertEqual(time.date(airing: nil, now: late), late, "past the usual time the learner watches now")
    }

    func testDayTexts() {
        XCTAssertEqual(time.dayText(FixtureDates.day(2026, 12, 7), now: now), "tomorrow")
        XCTAssertEqual(time.dayText(FixtureDates.day(2026, 12, 18), now: now), "on 18 Dec")
        XCTAssertEqual(time.dayText(FixtureDates.day(2027, 1, 5), now: now), "on 2027-01-05")
    }

    func testTheUsualTimeIsReadFromTheConfigFile() {
        XCTAssertEqual(WatchTime.minutes("7:05"), 7 * 60 + 5)
        XCTAssertNil(WatchTime.minutes("25:00"))
        XCTAssertNil(WatchTime.minutes("evening"))
        let config = ConfigFile(path: "/home/me/.config/showbook/config", text: "watch_time = 21:15\n")
        XCTAssertEqual(CoverageSettings.resolve(config: config).settings.watchMinutes, 21 * 60 + 15)
        let bad = CoverageSettings.resolve(config: ConfigFile(path: "/c", text: "watch_time = late\n"))
        XCTAssertEqual(bad.settings.watchMinutes, WatchTime.defaultMinutes)
        XCTAssertEqual(bad.warnings, ["/c line 1: watch_time needs a time of day such as 20:30, not “late”; using 20:00"])
    }
}
