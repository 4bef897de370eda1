import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// Saved's `o` (continue watching: shows with an aired unwatched episode, most recently
/// watched first, never-watched ones after in saved order, then the rest) and `w` (only shows
/// with an aired unwatched episode), driven by keys with the harness's manual clock: marks are
/// stamped as the clock stands, and a show joins the group the day its episode airs.
final class ContinueWatchingTests: XCTestCase {
    func testContinueWatchingOrdersByTheLatestWatchAndTheFilterKeepsAiredUnwatched() throws {
        let h = try AppHarness()
        let store = h.container.episodeStore
        let watched = h.container.watchedStore
        let titles = ["Old Friend", "Fresh", "Never Started", "Caught Up", "Waiting"]
        let shows = titles.enumerated().map { Media(id: MediaID("tmdb:\($0.offset + 1)"), title: $0.element) }
        for media in shows {
            try h.container.savedStore.save(media)
            h.clock.advance(by: 1)
        }
        let aired = [Episode(season: 1, number: 1, title: "One", airDate: "2026-11-01"),
                     Episode(season: 1, number: 2, title: "Two", airDate: "2026-11-08")]
        for media in shows.prefix(4) { try store.store(aired, mediaID: media.id, season: 1) }
        try store.store([Episode(season: 1, number: 1, title: "Soon", airDate: "2026-12-20")], mediaID: shows[4].id, season: 1)
        let first = EpisodeCode(season: 1, number: 1), second = EpisodeCode(season: 1, number: 2)
        try watched.setWatched([first], of: shows[0].id, watched: true)
        h.clock.advance(by: 86_400)
        try watched.setWatched([first], of: shows[1].id, watched: true)
        h.clock.advance(by: 86_400)
        try watched.setWatched([first, second], of: shows[3].id, watched: true)

        h.app.select(.saved)
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Never Started", "Fresh", "Old Friend", "Waiting", "Caught Up"],
                       "the saved order: aired unwatched first, newest saved first")
        h.type("o")
        XCTAssertTrue(h.app.saved.continueWatching)
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Fresh", "Old Friend", "Never Started", "Waiting", "Caught Up"],
                       "most recently watched first; Caught Up, watched last, has nothing aired to continue")
        XCTAssertEqual(h.app.saved.heading, "Saved shows · continue watching")
        h.type("w")
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Fresh", "Old Friend", "Never Started"])
        XCTAssertEqual(h.app.saved.heading, "Saved shows · continue watching · unwatched only")

        // Watching Old Friend's next episode moves it to the top.
        h.clock.advance(by: 3_600)
        try watched.setWatched([second], of: shows[0].id, watched: true)
        h.app.saved.reload()
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Fresh", "Never Started"], "Old Friend is caught up now")
        try watched.setWatched([second], of: shows[0].id, watched: false)
        try watched.setWatched([first], of: shows[0].id, watched: false)
        try watched.setWatched([first], of: shows[0].id, watched: true)
        h.app.saved.reload()
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Old Friend", "Fresh", "Never Started"], "its new mark is the latest")

        // The day Waiting's episode airs, it joins the group: never watched, newest saved.
        h.clock.set(FixtureDates.day(2026, 12, 20, hour: 9))
        h.app.saved.reload()
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Old Friend", "Fresh", "Waiting", "Never Started"])
        h.type("o")
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Waiting", "Never Started", "Fresh", "Old Friend"],
                       "the saved order again, still only the unwatched")
        h.type("w")
        XCTAssertEqual(h.app.saved.shows.count, 5)
        XCTAssertEqual(h.app.saved.heading, "Saved shows")
    }

    func testTheOrderOnItsOwn() {
        func show(_ id: Int, aired: Bool) -> SavedProgress {
            let episode = Episode(season: 1, number: 1, title: "", airDate: aired ? "2026-01-01" : "2027-01-01")
            return SavedProgress(media: Media(id: MediaID("tmdb:\(id)"), title: "\(id)"),
                                 progress: ShowProgress(episodes: [episode], watched: [], now: FixtureDates.day(2026, 6, 1),
                                                        calendar: FixtureDates.utcCalendar))
        }
        let shows = [show(1, aired: true), show(2, aired: false), show(3, aired: true), show(4, aired: true),
                     SavedProgress(media: Media(id: MediaID("tmdb:5"), title: "5"), progress: nil)]
        let last: [MediaID: Date] = [MediaID("tmdb:3"): Date(timeIntervalSince1970: 10), MediaID("tmdb:4"): Date(timeIntervalSince1970: 20),
                                     MediaID("tmdb:2"): Date(timeIntervalSince1970: 99)]
        XCTAssertEqual(ContinueWatching.ordered(shows, lastWatched: last).map(\.media.title), ["4", "3", "1", "2", "5"])
        XCTAssertEqual(ContinueWatching.unwatchedOnly(shows).map(\.media.title), ["1", "3", "4"])
    }
}
