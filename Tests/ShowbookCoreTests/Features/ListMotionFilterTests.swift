import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// Home/End, g/G and the `/` filter on the Books tab, a book's words and Saved; Esc leaving
/// the closed-books view and the `L` filter.
final class ListMotionFilterTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    private func makeBooks(_ titles: [String]) throws {
        for title in titles {
            try store.books.createBook(title: title)
            h.clock.advance(by: 1)
        }
    }

    func testHomeEndAndGOnTheBooksTab() throws {
        try makeBooks(["A", "B", "C", "D"])
        h.app.select(.books)
        XCTAssertEqual(h.app.books.selectedBook?.title, "D")
        h.press(.end)
        XCTAssertEqual(h.app.books.selectedBook?.title, "A")
        h.press(.home)
        XCTAssertEqual(h.app.books.selectedBook?.title, "D")
        h.type("G")
        XCTAssertEqual(h.app.books.selectedBook?.title, "A")
        h.type("g")
        XCTAssertEqual(h.app.books.selectedBook?.title, "D")
    }

    func testSlashFiltersBooksInPlaceCaseInsensitivelyAndInHangul() throws {
        try makeBooks(["Drama words", "드라마 단어", "Food", "DRAMA extra"])
        h.app.select(.books)
        h.type("/")
        XCTAssertTrue(h.app.books.isEditingText)
        h.type("drama")
        XCTAssertEqual(h.app.books.books.map(\.title), ["DRAMA extra", "Drama words"])
        h.type("q")
        XCTAssertFalse(h.app.isQuitRequested, "q is text while filtering")
        h.press(.backspace)
        h.press(.enter)
        XCTAssertFalse(h.app.books.isEditingText, "Enter keeps the filter and returns to the list keys")
        XCTAssertEqual(h.app.books.filterText, "drama")
        XCTAssertEqual(h.app.books.books.count, 2)
        h.type("/")
        h.press(.ctrl("u"))
        h.type("드라")
        XCTAssertEqual(h.app.books.books.map(\.title), ["드라마 단어"])
        h.press(.escape)
        XCTAssertEqual(h.app.books.books.count, 4, "Esc clears the filter")
        XCTAssertEqual(h.app.books.filterText, "")
    }

    func testFilterKeepsTheSelectedBookWhenItStillMatches() throws {
        try makeBooks(["Alpha", "Beta", "Alphabet"])
        h.app.select(.books)
        h.press(.down)
        h.press(.down)
        XCTAssertEqual(h.app.books.selectedBook?.title, "Alpha")
        h.type("/al")
        XCTAssertEqual(h.app.books.selectedBook?.title, "Alpha")
        h.press(.enter)
        h.press(.enter)
        guard case let .wordBook(model) = h.app.navigator.top else { return XCTFail("the filtered selection opens") }
        XCTAssertEqual(model.book.title, "Alpha")
    }

    func testEscLeavesClosedBooksAndTheLinkedFilter() throws {
        let closed = try store.books.createBook(title: "Old")
        try store.closing.close(bookID: closed.id, moving: .none)
        try store.books.createBook(title: "Open one")
        h.app.select(.books)
        h.type("z")
        XCTAssertTrue(h.app.books.showsClosed)
        h.press(.escape)
        XCTAssertFalse(h.app.books.showsClosed)
        XCTAssertEqual(h.app.books.books.map(\.title), ["Open one"])
        h.type("L")
        XCTAssertTrue(h.app.books.linkedOnly)
        h.press(.escape)
        XCTAssertFalse(h.app.books.linkedOnly)
        XCTAssertEqual(h.app.books.books.map(\.title), ["Open one"])
    }

    func testBookWordsFilterByTermReadingAndMeaningAndPageKeys() throws {
        let book = try store.books.createBook(title: "Words")
        let words: [(String, String, String)] = [("사과", "sagwa", "apple"), ("바다", "bada", "sea"),
                                                 ("りんご", "ringo", "Apple (fruit)"), ("물", "mul", "water")]
        for (term, reading, meaning) in words {
            try store.words.addWord(WordDraft(term: term, reading: reading, meaning: meaning), to: book.id)
        }
        h.app.select(.books)
        h.press(.enter)
        guard case let .wordBook(model) = h.app.navigator.top else { return XCTFail("no book") }
        model.setVisibleRows(2)
        h.press(.pageDown)
        XCTAssertEqual(model.selectedWord?.term, "りんご")
        h.press(.end)
        XCTAssertEqual(model.selectedWord?.term, "물")
        h.press(.home)
        XCTAssertEqual(model.selectedWord?.term, "사과")
        h.type("/APPLE")
        XCTAssertEqual(model.words.map(\.term), ["사과", "りんご"])
        h.press(.ctrl("u"))
        h.type("りん")
        XCTAssertEqual(model.words.map(\.term), ["りんご"])
        h.press(.ctrl("u"))
        h.type("bad")
        XCTAssertEqual(model.words.map(\.term), ["바다"], "the reading matches too")
        h.press(.enter)
        h.press(.escape)
        XCTAssertEqual(model.words.count, 4, "the first Esc clears the kept filter")
        XCTAssertEqual(h.app.navigator.top.model === model, true, "and stays on the book")
        h.press(.escape)
        XCTAssertNil(h.app.navigator.top.model, "the second goes back")
    }

    func testSavedFilterAndEnds() throws {
        for index in [0, 4, 8] {
            try h.container.savedStore.save(CatalogFixtures.catalog[index].media)
            h.clock.advance(by: 1)
        }
        h.app.select(.saved)
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Attack on Titan", "Squid Game", "Breaking Bad"])
        h.press(.end)
        XCTAssertEqual(h.app.saved.list.selected, 2)
        h.type("/오징어")
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Squid Game"], "the original title matches")
        h.press(.escape)
        XCTAssertEqual(h.app.saved.shows.count, 3)
    }
}
