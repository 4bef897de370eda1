import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// Today's "airs" line on `CalendarFixture` (Monday 7 Dec 2026): only saved shows with a linked
/// book count; the soonest of their episodes wins; the words are those `showbook prep` lists
/// (three words to 80 % for the registered S01E01, by hand in `PrepToWatchDateTests`).
final class NextAiringTests: XCTestCase {
    func testTheSoonestEpisodeOfAShowWithALinkedBookAndItsWords() throws {
        let f = try CalendarFixture()
        let books = f.coverage.stores.books
        let database = f.coverage.database
        let service = CoverageService(registry: f.coverage.registry, settings: CoverageSettings(prepTarget: 0.8))
        let watchTime = WatchTime(minutes: 20 * 60, calendar: f.calendar)
        func find() throws -> NextAiring? {
            try NextAiring.find(saved: SavedStore(database: database, clock: f.clock), episodes: EpisodeStore(database: database, clock: f.clock),
                                books: books, coverage: service, watchTime: watchTime, now: f.clock.now)
        }
        XCTAssertNil(try find(), "no saved show has a linked book yet")

        try books.link(bookID: try books.createBook(title: "Naïve words").id, to: f.hostile)
        let hostile = try XCTUnwrap(try find())
        XCTAssertEqual(hostile.episode, EpisodeCode(season: 1, number: 1))
        XCTAssertEqual(hostile.text(now: f.clock.now), #"Mon 14 Dec: Naïve; Show, \ "quoted" S01E01 airs — 3 words to learn by then"#)

        try books.link(bookID: try books.createBook(title: "Anime words").id, to: f.anime)
        XCTAssertEqual(try find()?.text(now: f.clock.now),
                       "Thursday: 進撃の巨人 🎌👨‍👩‍👧‍👦 S04E30 airs — register its subtitles to see the words to learn")

        try books.link(bookID: try books.createBook(title: "Plain words").id, to: f.dateOnly)
        XCTAssertEqual(try find()?.text(now: f.clock.now), "Today: Plain S05E16 airs — register its subtitles to see the words to learn")

        // A day later the Sunday episode is tomorrow's; past it, the next one.
        f.clock.set(FixtureDates.day(2026, 12, 9, hour: 9))
        XCTAssertEqual(try find()?.text(now: f.clock.now).prefix(9), "Tomorrow:")
        f.clock.set(FixtureDates.day(2026, 12, 11, hour: 9))
        XCTAssertEqual(try find()?.text(now: f.clock.now).prefix(7), "Monday:")
    }

    func testTheWordsPartSaysReadyOrOutOfReach() {
        let day = AirDay(year: 2026, month: 12, day: 11)
        let now = FixtureDates.day(2026, 12, 7, hour: 9)
        func text(_ words: UpcomingWords) -> String {
            NextAiring(show: "Show", episode: words.episode, day: day, words: words, calendar: FixtureDates.utcCalendar).text(now: now)
        }
        let code = EpisodeCode(season: 1, number: 5)
        XCTAssertEqual(text(UpcomingWords(episode: code, nowShare: 0.88, words: 23, target: 0.95, reachesTarget: true)),
                       "Friday: Show S01E05 airs — 23 words to learn by then")
        XCTAssertEqual(text(UpcomingWords(episode: code, nowShare: 0.97, words: 0, target: 0.95, reachesTarget: true)),
                       "Friday: Show S01E05 airs — ready, ≈ 97 % now")
        XCTAssertEqual(text(UpcomingWords(episode: code, nowShare: 0.4, words: 1, target: 0.95, reachesTarget: false)),
                       "Friday: Show S01E05 airs — 1 word to learn by then (95 % out of reach)")
    }
}
