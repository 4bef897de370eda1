import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// Text goes into SQLite by its UTF-8 byte count, so a NUL inside it is stored, not an end.
final class TextBindingTests: XCTestCase {
    func testNULInsideTextIsStoredWhole() throws {
        let database = try Database.migrated()
        let store = WordBookStores(database: database, clock: SystemClock())
        let book = try store.books.createBook(title: "NUL")
        let word = try store.words.addWord(WordDraft(term: "abc\u{0}def", meaning: "\u{0}x", example: "한\u{0}글"), to: book.id)
        let stored = try XCTUnwrap(try store.words.words(bookID: book.id).first { $0.id == word.id })
        XCTAssertEqual(stored.term, "abc\u{0}def")
        XCTAssertEqual(stored.meaning, "\u{0}x")
        XCTAssertEqual(stored.example, "한\u{0}글")
        XCTAssertEqual(try database.scalarInt("SELECT length(CAST(term AS BLOB)) FROM words WHERE id = ?", word.id), 7)
    }

    func testEmptyTextStaysEmptyNotNull() throws {
        let database = try Database(path: ":memory:")
        XCTAssertEqual(try database.scalarInt("SELECT ? IS NULL", ""), 0)
        XCTAssertEqual(try database.scalarText("SELECT ?", ""), "")
    }

    func testMeaningOfOnlyNULAndWhitespaceIsEmpty() {
        XCTAssertEqual(try WordDraft(term: "물", meaning: "\u{0} \u{0}\n").validated().get().meaning, "", "stored as empty")
        XCTAssertEqual(WordDraft(term: "\u{0}", meaning: "water").validated(), .failure(.emptyTerm))
        XCTAssertEqual(try WordDraft(term: "물", meaning: "\u{0}water").validated().get().meaning, "\u{0}water")
    }

    func testWordFormRefusesANULMeaning() throws {
        let h = try AppHarness()
        let book = try h.container.wordBooks.books.createBook(title: "Form")
        h.app.select(.books)
        h.press(.enter)
        h.type("a")
        guard case let .wordForm(form)? = h.app.navigator.modal?.modal else { return XCTFail("no form") }
        h.type("물")
        h.press(.tab, .tab)
        h.type("\u{0} x")
        h.press(.enter)
        XCTAssertNil(form.errorMessage)
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertEqual(try h.container.wordBooks.words.words(bookID: book.id).map(\.meaning), ["x"], "the field never takes a NUL in")
    }
}

/// A word needs a meaning or an example: a mined word without a dictionary meaning is kept
/// and studied from its sentence.
final class MeaningOrExampleTests: XCTestCase {
    func testAnExampleStandsInForAMissingMeaning() throws {
        let valid = try WordDraft(term: " 가다 ", meaning: " ", example: " 학교에 갔어요 ").validated().get()
        XCTAssertEqual(valid, WordDraft(term: "가다", meaning: "", example: "학교에 갔어요"))
        XCTAssertEqual(try WordDraft(term: "가다", meaning: "", example: "\u{0}").validated().get(), WordDraft(term: "가다", meaning: ""),
                       "neither: studied from the term")
    }

    func testTheFormSavesAnExampleWithoutAMeaning() throws {
        let h = try AppHarness()
        let book = try h.container.wordBooks.books.createBook(title: "Mined")
        let minedID = try h.container.wordBooks.words.insertWord(
            WordDraft(term: "가다", meaning: "", example: "학교에 가요", exampleTranslation: "I go to school"), into: book.id)
        h.app.select(.books)
        h.press(.enter)
        h.type("e")
        let form = try h.shownWordForm()
        XCTAssertEqual(form.text(.example), "학교에 가요")
        h.press(.tab, .tab, .tab)
        XCTAssertEqual(form.focus, .example)
        h.press(.end)
        h.type("?")
        h.press(.enter)
        XCTAssertNil(h.app.navigator.modal, form.errorMessage ?? "")
        let saved = try h.container.wordBooks.words.requireWord(minedID)
        XCTAssertEqual(saved.example, "학교에 가요?")
        XCTAssertEqual(saved.meaning, "")
        XCTAssertEqual(saved.exampleTranslation, "I go to school", "the translation the form does not show is kept")
    }
}
