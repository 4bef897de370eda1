import Foundation
import XCTest
import ShowbookTestSupport
@testable import ShowbookApp
@testable import ShowbookPlatform
@testable import ShowbookWords

/// `r` on a study card plays the word's clip (padded as the export pads it) through the app's
/// clip player; a word without a clip, or a player that cannot start, is one status line.
final class HearClipTests: XCTestCase {
    /// Records what it was asked to play; throws `failure` when set.
    final class RecordingPlayer: ClipPlayer {
        var played: [(clip: ExampleClip, padding: Double)] = []
        var failure: Error?
        func play(_ clip: ExampleClip, padding: Double) throws {
            if let failure { throw failure }
            played.append((clip: clip, padding: padding))
        }
    }

    private func study(_ drafts: [WordDraft]) throws -> (AppHarness, RecordingPlayer) {
        let h = try AppHarness()
        let player = RecordingPlayer()
        h.container.clipPlayer = player
        let book = try h.container.wordBooks.books.createBook(title: "Clips")
        for draft in drafts { _ = try h.container.wordBooks.words.addWord(draft, to: book.id) }
        let deck = try h.container.wordBooks.study.studyDeck(for: .book(book), at: h.clock.now, calendar: h.container.studyDays.calendar)
        h.app.navigator.show(.study(deck))
        h.settle()
        return (h, player)
    }

    func testRPlaysTheCardsClipWithThePadding() throws {
        let clip = ExampleClip(media: "/v/show.mkv", start: 10, end: 11.5)
        let (h, player) = try study([WordDraft(term: "물", meaning: "water", example: "물을 마셔요.", exampleClip: clip)])
        h.press(.character("r"))
        XCTAssertEqual(player.played.map(\.clip), [clip])
        XCTAssertEqual(player.played.map(\.padding), [h.container.settings.clips.padding])
        player.failure = PlayerLaunchError.notInstalled
        h.press(.character("r"))
        XCTAssertEqual(h.app.visibleMessage, "mpv is not installed: install the Debian package mpv (apt-get install mpv)")
    }

    func testAWordWithoutAClipSaysSo() throws {
        let (h, player) = try study([WordDraft(term: "비", meaning: "rain")])
        h.press(.character("r"))
        XCTAssertTrue(player.played.isEmpty)
        XCTAssertEqual(h.app.visibleMessage, ClipPlayError.noClip.description)
    }

    func testTheClipPlaybackIsAudioOnlyFromStartToEnd() {
        XCTAssertEqual(ClipPlayback(media: "/v/a b.mkv", start: 9.75, end: 12).arguments,
                       ["--no-terminal", "--no-video", "--force-window=no", "--start=9.750", "--end=12.000", "--", "/v/a b.mkv"])
    }
}
