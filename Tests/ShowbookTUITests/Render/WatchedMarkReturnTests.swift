import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookApp
@testable import ShowbookTUI
@testable import ShowbookTV

/// Back on the episodes from watching along, the row shows the mark the now-playing screen made.
final class WatchedMarkReturnTests: XCTestCase {
    func testTheEpisodesScreenReadsTheMarksAgainWhenUncovered() throws {
        let h = try EpisodesRenderTests.harness()
        let episodes = try h.openFirstSeason()
        let first = try XCTUnwrap(episodes.episodes.first)
        XCTAssertFalse(episodes.isWatched(first))
        h.app.navigator.show(.upcoming)
        try h.container.watchedStore.setWatched([first.key], of: EpisodesRenderTests.show.id, watched: true)
        h.app.navigator.pop()
        h.settle()
        XCTAssertTrue(episodes.isWatched(first), "the mark made while the screen was covered")
    }
}
