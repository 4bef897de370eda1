import XCTest
@testable import ShowbookCore
@testable import ShowbookTUI

/// The close modal for a book whose words are all learned: no "Move 0 unfinished words to:",
/// no targets and no "New book…" — a sentence saying so, and Close and Cancel.
final class CloseModalRenderTests: XCTestCase {
    func testAllLearnedBookShowsOnlyCloseAndCancel() throws {
        let h = try RenderHarness(records: [])
        let store = h.container.wordBooks
        try store.books.createBook(title: "Other")
        h.clock.advance(by: 60)
        let book = try store.books.createBook(title: "Done")
        for (term, meaning) in [("물", "water"), ("밥", "rice")] {
            let word = try store.words.addWord(WordDraft(term: term, meaning: meaning), to: book.id)
            try store.reviews.mark(wordID: word.id, bookID: book.id, as: .success)
        }
        h.app.select(.books)
        h.app.handle(.enter)
        h.app.handle(.character("c"))
        let canvas = h.render(width: 70, height: 20)
        let text = canvas.text
        XCTAssertTrue(text.contains("Close “Done”"), text)
        XCTAssertTrue(text.contains("All 2 words are learned — nothing to move."), text)
        XCTAssertFalse(text.contains("unfinished"), text)
        XCTAssertFalse(text.contains("Don't move"), text)
        XCTAssertFalse(text.contains("Other"), text)
        XCTAssertFalse(text.contains("New book…"), text)
        XCTAssertTrue(text.contains("[ Close ]  [ Cancel ]"), text)
        let lines = canvas.lines
        XCTAssertTrue(lines[19].hasPrefix("Enter close  Esc cancel"), "no target keys: \(lines[19])")
        let top = try XCTUnwrap(lines.firstIndex { $0.contains("┌") })
        let bottom = try XCTUnwrap(lines.firstIndex { $0.contains("└") })
        XCTAssertLessThanOrEqual(bottom - top + 1, 7, "a short box: sentence, buttons, frame")
    }
}
