import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange

/// The calendar of upcoming episodes: which episodes become events, their UIDs, all-day or
/// timed starts (the provider's air time and offset, written in UTC), summaries and the
/// coverage line of each description, worked out by hand from `CalendarFixture`.
final class EpisodeCalendarTests: XCTestCase {
    func testUpcomingEpisodesBecomeEventsWithTheirStartsAndTexts() throws {
        let f = try CalendarFixture()
        let events = try f.events()
        XCTAssertEqual(events.map(\.uid), ["showbook-tmdb-1396-S05E16@showbook", "showbook-tvmaze-82-S04E30@showbook",
                                           "showbook-bundled-1-S01E01@showbook", "showbook-bundled-1-S01E02@showbook"],
                       "aired and too-far episodes are left out; the rest by air day")
        XCTAssertEqual(events[0].start, .day(AirDay(year: 2026, month: 12, day: 7)))
        XCTAssertEqual(events[0].summary, "Plain — S05E16", "no title, no separator")
        // 00:10 on the 10th in Tokyo's +09:00 is 15:10 UTC on the 9th.
        XCTAssertEqual(events[1].start, .instant(FixtureDates.day(2026, 12, 9, hour: 15).addingTimeInterval(600), minutes: 24))
        XCTAssertEqual(events[1].summary, "進撃の巨人 🎌👨‍👩‍👧‍👦 — S04E30 · 最終話 🎌")
        XCTAssertEqual(events[2].start, .day(AirDay(year: 2026, month: 12, day: 14)))
        XCTAssertEqual(events[2].description, "≈ 50 % now; 3 words to reach 80 %: showbook prep bundled:1 S01E01")
        XCTAssertEqual(events[3].start, .instant(FixtureDates.day(2026, 12, 19, hour: 2), minutes: 45))
        XCTAssertEqual(events[3].description, "No subtitles registered for S01E02 yet, so no coverage: showbook subtitles add bundled:1 FILE"
            + "\n\nLine one;\nline two, with \\ backslash")
        XCTAssertEqual(try f.events(days: 3).map(\.uid), Array(events.map(\.uid).prefix(2)), "--days 3 ends on Thursday")
    }

    func testTheWordsLineSaysWhenTheTargetIsReachedOrNot() {
        let code = EpisodeCode(season: 1, number: 5)
        XCTAssertEqual(UpcomingWords(episode: code, nowShare: 0.884, words: 23, target: 0.95, reachesTarget: true).text,
                       "≈ 88 % now; 23 words to reach 95 %")
        XCTAssertEqual(UpcomingWords(episode: code, nowShare: 0.97, words: 0, target: 0.95, reachesTarget: true).text,
                       "≈ 97 % now; already at the 95 % target")
        XCTAssertEqual(UpcomingWords(episode: code, nowShare: 0.5, words: 4, target: 0.95, reachesTarget: false).text,
                       "≈ 50 % now; 4 new words to learn, and 95 % cannot be reached by then")
        XCTAssertEqual(UpcomingWords.prepCommand(MediaID(source: "tmdb", id: "1396"), episode: code), "showbook prep tmdb:1396 S01E05")
        XCTAssertEqual(UpcomingWords.prepCommand(MediaID(source: "x", id: "it's a show"), episode: code),
                       #"showbook prep 'x:it'\''s a show' S01E05"#)
    }

    func testUIDsAreStableAndDistinctForEveryID() {
        let code = EpisodeCode(season: 1, number: 1)
        XCTAssertEqual(EpisodeCalendar.uid(show: MediaID(source: "x", id: "a b/ü"), episode: code), "showbook-x-a%20b%2F%C3%BC-S01E01@showbook")
        XCTAssertNotEqual(EpisodeCalendar.uid(show: MediaID(source: "a", id: "b"), episode: code),
                          EpisodeCalendar.uid(show: MediaID(source: "", id: "a-b"), episode: code))
        XCTAssertEqual(EpisodeCalendar.uid(show: MediaID(source: "tmdb", id: "1"), episode: code),
                       EpisodeCalendar.uid(show: MediaID(source: "tmdb", id: "1"), episode: code))
    }

    func testTheDocumentHasItsHeaderAndEventLines() throws {
        let f = try CalendarFixture()
        let text = try f.document()
        XCTAssertTrue(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Showbook//Showbook episode calendar//EN\r\n"), text)
        XCTAssertTrue(text.hasSuffix("END:VEVENT\r\nEND:VCALENDAR\r\n"))
        for line in ["DTSTAMP:20261207T090000Z", "DTSTART;VALUE=DATE:20261207", "DTEND;VALUE=DATE:20261208",
                     "DTSTART:20261209T151000Z", "DURATION:PT24M", "DTSTART:20261219T020000Z", "DURATION:PT45M",
                     #"SUMMARY:Naïve\; Show\, \\ "quoted" — S01E01 · Pilot  [2J one\ntwo"#] {
            XCTAssertTrue(text.contains("\r\n" + line + "\r\n"), "missing \(line)")
        }
        XCTAssertEqual(text.components(separatedBy: "BEGIN:VEVENT").count - 1, 4)
    }

    func testAirStampsAreReadOnlyWithAnOffset() {
        XCTAssertEqual(Episode.instant("2026-12-18T21:00:00-05:00"), FixtureDates.day(2026, 12, 19, hour: 2))
        XCTAssertEqual(Episode.instant("2026-12-19T02:00:00Z"), FixtureDates.day(2026, 12, 19, hour: 2))
        XCTAssertNil(Episode.instant("2026-12-18"))
        XCTAssertNil(Episode.instant("2026-12-18T21:00:00"), "a time without its zone is not an instant")
        XCTAssertNil(Episode.instant("21:00"))
    }
}
