import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// A write re-checks its book: every write that targets a book — adding, editing, deleting and
/// restoring words, grading, resetting and taking a grade back, Known and Suspended, imports,
/// mining, a book's settings — checks inside its own transaction that the book still exists and
/// is open, and otherwise changes nothing and throws an error whose one line names the
/// book and what did not happen. Here the book is closed (or deleted) through the stores after
/// the caller read it, as another process would; the database is then compared whole.
final class BookWriteGuardTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    /// "Estuary" with 물 (graded Again once, so it has a card and history) and 밥 (new), closed
    /// without moving anything and retiring its words (a closed book that keeps its reviews
    /// takes grades on its studied words: `ClosedBookReviewsTests`); returns the book as it was
    /// read while open, and its words.
    func closedEstuary() throws -> (WordBook, [Word]) {
        let book = try store.books.createBook(title: "Estuary")
        var water = try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        let rice = try store.words.addWord(WordDraft(term: "밥", meaning: "rice"), to: book.id)
        water = try store.reviews.review(wordID: water.id, grade: .again)
        h.clock.advance(by: 60)
        try store.closing.close(bookID: book.id, moving: .none, retiring: true)
        h.clock.advance(by: 60)
        return (book, [water, rice])
    }

    /// Every row of the word-book tables, to show a refused write changed nothing.
    func snapshot() throws -> [[SQLValue]] {
        try ["word_books", "words", "study_marks", "study_sessions", "word_exposures"].flatMap { table in
            try store.database.queryValues("SELECT * FROM \(table) ORDER BY rowid", []) { $0.values }
        }
    }

    /// Runs `write`, which must be refused for the closed "Estuary" saying "nothing `outcome`",
    /// leaving the database as it was.
    func assertRefused<T>(_ outcome: String, file: StaticString = #filePath, line: UInt = #line,
                          _ write: () throws -> T) throws {
        let before = try snapshot()
        XCTAssertThrowsError(try write(), file: file, line: line) { error in
            XCTAssertEqual("\(error)", "“Estuary” is closed; nothing \(outcome)", "\(type(of: error))", file: file, line: line)
        }
        XCTAssertEqual(try snapshot(), before, "nothing changed", file: file, line: line)
    }

    func testAddingAWordToAClosedBookIsRefused() throws {
        let (book, _) = try closedEstuary()
        try assertRefused("added") { try store.words.addWord(WordDraft(term: "jeolmul", meaning: "tide"), to: book.id) }
    }

    func testEditingDeletingAndRestoringAWordOfAClosedBookAreRefused() throws {
        let (book, words) = try closedEstuary()
        try assertRefused("saved") { try store.words.updateWord(id: words[1].id, with: WordDraft(term: "밥", meaning: "meal")) }
        try assertRefused("deleted") { try store.deletions.deleteWord(id: words[1].id) }
        // A word deleted while the book was open, restored (`u`) after another process closed it.
        let other = try store.books.createBook(title: "Open")
        let word = try store.words.addWord(WordDraft(term: "집", meaning: "house"), to: other.id)
        let deleted = try store.deletions.deleteWord(id: word.id)
        try store.closing.close(bookID: other.id, moving: .none)
        XCTAssertThrowsError(try store.deletions.restore(deleted)) { error in
            XCTAssertEqual("\(error)", "“Open” is closed; nothing restored")
        }
        XCTAssertNil(try store.words.word(id: word.id))
        _ = book
    }

    func testGradingResettingAndTakingAGradeBackInAClosedBookAreRefused() throws {
        let (_, words) = try closedEstuary()
        try assertRefused("graded") { try store.reviews.review(wordID: words[1].id, grade: .good) }
        try assertRefused("reset") { try store.reviews.forget(wordID: words[0].id) }
        var before = words[0]
        before.card = .new
        try assertRefused("taken back") { try store.reviews.undoReview(restoring: before) }
        try assertRefused("imported") { try store.reviews.restoreStudy(wordID: words[1].id, card: nil, history: []) }
    }

    func testKnownAndSuspendedMarksInAClosedBookAreRefused() throws {
        let (_, words) = try closedEstuary()
        try assertRefused("changed") { try store.words.setMark(.known, true, wordID: words[1].id) }
        try assertRefused("changed") { try store.words.setMark(.suspended, true, wordID: words[1].id) }
        try assertRefused("changed") { try store.words.toggleMark(.known, wordID: words[1].id) }
        var marked = words[1]
        marked.knownAt = h.clock.now
        try assertRefused("changed") { try store.words.restoreMarks(of: marked) }
    }

    func testMiningIntoAClosedBookIsRefused() throws {
        let (book, _) = try closedEstuary()
        let candidate = MiningCandidate(term: "바다", reading: "", count: 1, example: "바다가 넓다", time: 0, source: "S01E01 00:00",
                                        file: "", meaning: "sea")
        try assertRefused("added") { try store.mining.addMined([candidate], to: book) }
        try assertRefused("added") { try store.mining.addKnown(candidate, to: book) }
    }

    func testABooksSettingsAreNotChangedOnceItIsClosed() throws {
        let (book, _) = try closedEstuary()
        try assertRefused("changed") { try store.study.setFrontSide(bookID: book.id, to: .meaning) }
        try assertRefused("changed") { try store.reviews.setRetention(bookID: book.id, to: 0.95) }
    }

    /// An import names the book by title; a closed one is refused unless asked to reopen it,
    /// as before — checked inside the import's transaction.
    func testImportingIntoAClosedBookIsRefused() throws {
        let (book, _) = try closedEstuary()
        let batch = ImportBatch(words: [ImportedWord(location: .line(1), term: "jeolmul", meaning: "tide")], problems: [])
        let before = try snapshot()
        XCTAssertThrowsError(try WordBookImporter(stores: store).importBatch(
            batch, options: ImportOptions(bookName: String(book.id)), fallbackBookName: "x"))
        XCTAssertEqual(try snapshot(), before)
    }

    /// A book deleted by another process: "was deleted", and nothing is written (no word
    /// without a book).
    func testAWriteToADeletedBookSaysItWasDeleted() throws {
        let book = try store.books.createBook(title: "Estuary")
        let word = try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        try store.deletions.delete(bookID: book.id)
        XCTAssertThrowsError(try store.words.addWord(WordDraft(term: "jeolmul", meaning: "tide"), to: book.id)) { error in
            XCTAssertEqual("\(error)", "The book was deleted; nothing added")
        }
        XCTAssertThrowsError(try store.reviews.review(wordID: word.id, grade: .good))
        XCTAssertEqual(try store.database.scalarInt("SELECT count(*) FROM words"), 0)
        XCTAssertThrowsError(try store.books.rename(bookID: book.id, to: "Renamed")) { error in
            XCTAssertEqual("\(error)", "The book was deleted; nothing renamed")
        }
    }

    /// A closed book can still be renamed (the Books tab's closed list offers it).
    func testAClosedBookCanStillBeRenamed() throws {
        let (book, _) = try closedEstuary()
        try store.books.rename(bookID: book.id, to: "Old estuary")
        XCTAssertEqual(try store.books.book(id: book.id)?.title, "Old estuary")
    }
}
