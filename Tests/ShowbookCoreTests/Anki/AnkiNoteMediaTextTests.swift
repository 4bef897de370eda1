import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// A term or meaning that holds a media reference (`[sound:x.mp3]`, `<img src=…>`) is a word's
/// text: the note shows it as text and never as a file Anki would play or show.
final class AnkiNoteMediaTextTests: XCTestCase {
    func testMediaReferencesInTheTextAreWrittenAsText() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try stores.books.createBook(title: "B")
        let word = try stores.words.addWord(WordDraft(term: "[sound:x.mp3]", meaning: #"<img src="y.png"> and [sound:z.ogg]"#),
                                            to: book.id)
        let note = AnkiNote(word: word, book: book, production: false)
        for field in ["Term", "Meaning"] {
            XCTAssertFalse(note[field: field].contains("[sound:"), note[field: field])
            XCTAssertFalse(note[field: field].contains("<img"), note[field: field])
        }
        XCTAssertEqual(note[field: "Term"], "&#91;sound:x.mp3]")
        XCTAssertEqual(AnkiNote.sortField(note[field: "Term"]).text.isEmpty, false)
    }
}
