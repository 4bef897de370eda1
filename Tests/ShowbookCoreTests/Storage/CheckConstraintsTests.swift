import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// `withoutCheckConstraints` turns SQLite's CHECK constraints off only for its block: after it
/// — returned or thrown — and after a book close, which uses it, a bad value is refused again.
final class CheckConstraintsTests: XCTestCase {
    private func makeDatabase() throws -> (Database, Int64) {
        let database = try Database.migrated()
        let book = try WordBookStores(database: database, clock: ManualClock()).books.createBook(title: "Book")
        return (database, book.id)
    }

    private func insertWord(state: String, into database: Database, book: Int64) throws {
        try database.run(
            "INSERT INTO words(book_id, term, meaning, state, created_at, updated_at) VALUES (?, 'w', 'm', ?, 0, 0)",
            book, state
        )
    }

    func testChecksAreOffInsideTheBlockOnly() throws {
        let (database, book) = try makeDatabase()
        XCTAssertThrowsError(try insertWord(state: "bogus", into: database, book: book))
        try database.withoutCheckConstraints { try insertWord(state: "bogus", into: database, book: book) }
        XCTAssertThrowsError(try insertWord(state: "bogus", into: database, book: book), "checked again after the block")
    }

    func testChecksComeBackWhenTheBlockThrows() throws {
        let (database, book) = try makeDatabase()
        XCTAssertThrowsError(try database.withoutCheckConstraints {
            try insertWord(state: "undefined", into: database, book: book)
            throw StorageError.injectedFailure("inside")
        })
        XCTAssertThrowsError(try insertWord(state: "bogus", into: database, book: book))
    }

    func testACloseLeavesTheChecksOn() throws {
        let (database, book) = try makeDatabase()
        let store = WordBookStores(database: database, clock: ManualClock())
        let target = try store.books.createBook(title: "Target")
        try insertWord(state: "fail", into: database, book: book)
        let outcome = try store.closing.close(bookID: book, moving: .book(target.id))
        XCTAssertEqual(outcome.movedWords, 1)
        XCTAssertThrowsError(try insertWord(state: "bogus", into: database, book: target.id))
    }
}
