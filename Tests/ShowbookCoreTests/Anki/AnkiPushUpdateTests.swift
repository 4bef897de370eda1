import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// What a push sends for a note Anki already has: its fields (Audio and Image only when this
/// push cut them, so a push without `--media` keeps the clips sent before), the tags the word
/// has that the note lacks, and Showbook's own stale tags taken off — never Anki's own.
final class AnkiPushUpdateTests: XCTestCase {
    private func note(media: Bool) throws -> AnkiNote {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try stores.books.createBook(title: "B")
        let word = try stores.words.addWord(WordDraft(term: "駅", meaning: "station", example: "駅で。 (S01E03 12:34)",
                                                      tags: ["drama"]), to: book.id)
        var note = AnkiNote(word: word, book: book, production: false)
        if media { note.attach(audio: "a.opus", image: "a.jpg") }
        return note
    }

    private func names(_ actions: [JSONValue]) -> [String] {
        actions.compactMap { action in
            guard case let .object(members) = action, case let .string(name)? = members["action"] else { return nil }
            return name
        }
    }

    func testFieldsWithoutMediaLeaveTheClipsAndTagsAreBroughtBack() throws {
        let note = try note(media: false)
        XCTAssertEqual(note.tags, ["showbook", "episode::S01E03", "drama"])
        let actions = AnkiPush.updateActions(note, noteID: 7, ankiTags: ["showbook", "leech", "show::Old", "Drama"], withMedia: false)
        XCTAssertEqual(names(actions), ["updateNoteFields", "addTags", "removeTags"])
        let encoded = actions.map(\.encoded)
        XCTAssertFalse(encoded[0].contains("\"Audio\""), encoded[0])
        XCTAssertFalse(encoded[0].contains("\"Image\""), encoded[0])
        XCTAssertTrue(encoded[0].contains("\"Meaning\":\"station\""), encoded[0])
        XCTAssertEqual(encoded[1], #"{"action":"addTags","params":{"notes":[7],"tags":"episode::S01E03"}}"#)
        XCTAssertEqual(encoded[2], #"{"action":"removeTags","params":{"notes":[7],"tags":"show::Old"}}"#)
    }

    func testWithMediaTheClipFieldsAreSentAndMatchingTagsSendNothingMore() throws {
        let note = try note(media: true)
        let actions = AnkiPush.updateActions(note, noteID: 7, ankiTags: note.tags, withMedia: true)
        XCTAssertEqual(names(actions), ["updateNoteFields"])
        XCTAssertTrue(actions[0].encoded.contains(#""Audio":"[sound:a.opus]""#), actions[0].encoded)
        XCTAssertTrue(actions[0].encoded.contains(#""Image":"<img src=\"a.jpg\">""#), actions[0].encoded)
    }
}
