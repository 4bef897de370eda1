import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// A push makes the note's tags the word's: a tag removed in Showbook is taken off the note
/// too, whoever set it, except Anki's own `leech` and `marked`.
final class AnkiPushTagRemovalTests: XCTestCase {
    func testATagReplacedInShowbookIsRemovedAndAnkisOwnStay() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try stores.books.createBook(title: "B")
        let word = try stores.words.addWord(WordDraft(term: "猫", meaning: "cat", tags: ["pet"]), to: book.id)
        let note = AnkiNote(word: word, book: book, production: false)
        let actions = AnkiPush.updateActions(note, noteID: 7, ankiTags: ["showbook", "animal", "leech", "Marked"],
                                             withMedia: false).map(\.encoded)
        XCTAssertEqual(actions.count, 3, "\(actions)")
        XCTAssertEqual(actions.last, #"{"action":"removeTags","params":{"notes":[7],"tags":"animal"}}"#)
        XCTAssertEqual(actions[1], #"{"action":"addTags","params":{"notes":[7],"tags":"pet"}}"#)
    }
}
