import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// `u` takes back the last deletion for ten seconds: a book (with its words, study history and
/// show link), a word, and a show removed from Saved (with its saved date).
final class UndoDeleteTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    private func studyMarkCount(_ bookID: Int64) throws -> Int {
        try h.database.scalarInt("SELECT count(*) FROM study_marks WHERE book_id = ?", bookID) ?? 0
    }

    func testUndoBringsBackADeletedBookWithWordsHistoryAndShowLink() throws {
        let show = CatalogFixtures.catalog[4].media
        let book = try store.books.createBook(title: "Squid words", linkedTo: show)
        let word = try store.words.addWord(WordDraft(term: "게임", meaning: "game"), to: book.id)
        try store.reviews.mark(wordID: word.id, bookID: book.id, as: .fail)
        h.app.select(.books)
        h.type("d")
        h.type("y")
        XCTAssertTrue(h.app.books.books.isEmpty)
        XCTAssertEqual(h.app.visibleMessage, "Deleted “Squid words” (1 word) — u to undo")
        h.advance(9)
        XCTAssertNotNil(h.app.visibleMessage, "the undo offer stays up for the whole window")
        h.type("u")
        XCTAssertEqual(h.app.visibleMessage, "Restored “Squid words”")
        let restored = try XCTUnwrap(store.books.book(id: book.id), "the same id comes back")
        XCTAssertEqual(restored.title, "Squid words")
        XCTAssertEqual(restored.showID, show.id.description)
        XCTAssertEqual(restored.createdAt, book.createdAt)
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.term), ["게임"])
        XCTAssertEqual(try store.words.words(bookID: book.id).first?.state, .fail)
        XCTAssertEqual(try studyMarkCount(book.id), 1)
        XCTAssertEqual(try store.words.failedWordsInOpenBooks().map(\.term), ["게임"])
        XCTAssertEqual(h.app.books.selectedBook?.id, book.id)
    }

    func testUndoExpiresAfterTenSeconds() throws {
        try store.books.createBook(title: "Gone")
        h.app.select(.books)
        h.type("dy")
        h.advance(10)
        XCTAssertNil(h.app.visibleMessage)
        h.type("u")
        XCTAssertEqual(h.app.visibleMessage, "Nothing to undo")
        XCTAssertTrue(try store.books.openBooks().isEmpty)
    }

    func testRestoredBookGetsANewIdAndNumberedTitleWhenBothWereTaken() throws {
        let book = try store.books.createBook(title: "Drama")
        try store.words.addWord(WordDraft(term: "a", meaning: "b"), to: book.id)
        h.app.select(.books)
        h.type("dy")
        let again = try store.books.createBook(title: "Drama")
        XCTAssertEqual(again.id, book.id, "SQLite reuses the freed id")
        h.type("u")
        let titles = try store.books.openBooks().map(\.title).sorted()
        XCTAssertEqual(titles, ["Drama", "Drama (2)"])
        let restored = try XCTUnwrap(store.books.openBooks().first { $0.title == "Drama (2)" })
        XCTAssertEqual(restored.wordCount, 1)
        XCTAssertEqual(try store.words.words(bookID: again.id).count, 0, "the new book keeps nothing of the old")
    }

    func testUndoBringsBackADeletedWordOnTheBookScreen() throws {
        let book = try store.books.createBook(title: "B")
        try store.words.addWord(WordDraft(term: "사과", meaning: "apple"), to: book.id)
        let second = try store.words.addWord(WordDraft(term: "물", meaning: "water", example: "물 주세요"), to: book.id)
        try store.reviews.mark(wordID: second.id, bookID: book.id, as: .success)
        h.app.select(.books)
        h.press(.enter)
        h.press(.down)
        h.type("x")
        h.type("y")
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.term), ["사과"])
        XCTAssertEqual(h.app.visibleMessage, "Deleted “물” — u to undo")
        h.type("u")
        let words = try store.words.words(bookID: book.id)
        XCTAssertEqual(words.map(\.term), ["사과", "물"])
        XCTAssertEqual(words.last?.id, second.id)
        XCTAssertEqual(words.last?.state, .success)
        XCTAssertEqual(words.last?.example, "물 주세요")
        guard case let .wordBook(model) = h.app.navigator.top else { return XCTFail("left the book") }
        XCTAssertEqual(model.selectedWord?.term, "물")
    }

    func testRemoveFromSavedWithDAndUndoKeepsTheSavedDate() throws {
        try h.container.savedStore.save(CatalogFixtures.catalog[0].media)
        h.clock.advance(by: 60)
        try h.container.savedStore.save(CatalogFixtures.catalog[4].media)
        h.app.select(.saved)
        h.press(.down)
        h.type("d")
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Squid Game"])
        XCTAssertEqual(h.app.visibleMessage, "Removed “Breaking Bad” from Saved — u to undo")
        h.advance(5)
        h.type("u")
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Squid Game", "Breaking Bad"], "back in its old place")
        XCTAssertEqual(h.app.saved.list.selected, 1)
        XCTAssertEqual(h.app.visibleMessage, "Restored “Breaking Bad” to Saved")
    }

    func testRestoredWordTakesItsStudyHistoryAlongWhenItsIdWasReused() throws {
        let book = try store.books.createBook(title: "B")
        try store.words.addWord(WordDraft(term: "사과", meaning: "apple"), to: book.id)
        let word = try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        try store.reviews.mark(wordID: word.id, bookID: book.id, as: .fail)
        let deleted = try store.deletions.deleteWord(id: word.id)
        let newcomer = try store.words.addWord(WordDraft(term: "책", meaning: "book"), to: book.id)
        XCTAssertEqual(newcomer.id, word.id, "SQLite reuses the freed id")
        let restoredID = try store.deletions.restore(deleted)
        XCTAssertNotEqual(restoredID, word.id)
        let marks = { (id: Int64) in try self.h.database.scalarInt("SELECT count(*) FROM study_marks WHERE word_id = ?", id) }
        XCTAssertEqual(try marks(restoredID), 1, "the history follows the restored word")
        XCTAssertEqual(try marks(newcomer.id), 0, "and is not left on the newcomer")
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.term), ["사과", "책", "물"])
    }

    func testUnsaveFromTheDetailIsUndoneWithUKeepingTheSavedDateAndPlace() throws {
        let first = CatalogFixtures.catalog[0].media, second = CatalogFixtures.catalog[4].media
        try h.container.savedStore.save(first)
        h.clock.advance(by: 60)
        try h.container.savedStore.save(second)
        let before = try h.container.savedStore.all()
        h.app.navigator.show(.detail(first))
        h.settle()
        guard case let .mediaDetail(detail) = h.app.navigator.top else { return XCTFail("no detail") }
        XCTAssertTrue(detail.isSaved)
        h.type("s")
        h.settle()
        XCTAssertFalse(detail.isSaved)
        XCTAssertEqual(h.app.visibleMessage, "Removed “\(first.title)” from Saved — u to undo")
        XCTAssertEqual(try h.container.savedStore.all().map(\.id), [second.id])
        h.advance(5)
        h.type("u")
        h.settle()
        XCTAssertTrue(detail.isSaved)
        XCTAssertEqual(h.app.visibleMessage, "Restored “\(first.title)” to Saved")
        XCTAssertEqual(try h.container.savedStore.all(), before, "back with its saved date, in its old place")
        h.type("u")
        XCTAssertEqual(h.app.visibleMessage, "Nothing to undo", "given out once")
    }

    func testUnsaveUndoFromTheDetailExpiresAndASaveClearsIt() throws {
        let show = CatalogFixtures.catalog[0].media
        try h.container.savedStore.save(show)
        h.app.navigator.show(.detail(show))
        h.settle()
        h.type("s")
        h.settle()
        h.type("s")  // saved again: the old row must not come back over it
        h.settle()
        h.type("u")
        XCTAssertEqual(h.app.visibleMessage, "Nothing to undo")
        h.type("s")
        h.settle()
        h.advance(10)
        h.type("u")
        h.settle()
        XCTAssertEqual(h.app.visibleMessage, "Nothing to undo")
        XCTAssertFalse(try h.container.savedStore.isSaved(show.id))
    }

    func testDeleteConfirmCountsOneWordInTheSingular() throws {
        let book = try store.books.createBook(title: "many")
        try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        h.app.select(.books)
        h.type("d")
        guard case let .confirm(confirm)? = h.app.navigator.modal?.modal else { return XCTFail("no confirm") }
        XCTAssertEqual(confirm.message, "Delete “many” and its 1 word?")
    }
}
