import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// Marking one episode watched on the episodes screen says what it did on the status line,
/// the same line `showbook watched` prints: "Breaking Bad S01E01 ‘Pilot’: watched · heard 1
/// of your words" once the words heard are recorded.
final class WatchedMessageTests: XCTestCase {
    func testMarkingAnEpisodeWatchedSaysHowManyOfYourWordsWereHeard() throws {
        let folder = try makeTemporaryFolder("showbook-watched-message").url
        let h = try AppHarness()
        let text = "1\n00:00:01,000 --> 00:00:01,900\nThe station is closed.\n\n2\n00:00:02,000 --> 00:00:02,900\nThe train is late.\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("Show S01E01.srt"))
        let registration = SubtitleRegistration(registry: SubtitleRegistry(database: h.database, clock: h.clock), toolkit: MiningToolkit(),
                                                language: .english)
        XCTAssertEqual(try registration.register(try registration.plan([folder.path]).files, mediaID: MediaID("bundled:1")).done.count, 1)
        let book = try h.container.wordBooks.books.createBook(title: "Words")
        for term in ["station", "train"] {
            try h.container.wordBooks.words.addWord(WordDraft(term: term, meaning: term), to: book.id)
        }
        let episodes = try h.openEpisodes(searching: "Breaking Bad")
        let episode = try XCTUnwrap(episodes.episodes.first, "the season lists no episode")
        h.type(" ")
        h.settle()
        let name = episode.title.isEmpty ? "" : " ‘\(episode.title)’"
        XCTAssertEqual(h.app.visibleMessage, "Breaking Bad S01E01\(name): watched · heard 2 of your words")
        h.press(.up)
        h.type(" ")
        h.settle()
        XCTAssertEqual(h.app.visibleMessage, "Breaking Bad S01E01\(name): not watched")
    }
}
