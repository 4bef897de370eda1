import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// Schema 19 lets a closed book keep its reviews. A version-18 database opens: its open books
/// stay open with nothing retired, and a book it had closed stays retired — its close said its
/// words "will no longer be reviewed" — so its Mature word is not due after the upgrade.
final class RetiredBooksMigrationTests: XCTestCase {
    func testVersion18ClosedBooksStayRetiredAndOpenBooksKeepTheirReviews() throws {
        let database = try Database(path: ":memory:")
        try Migrations.migrate(database, upTo: 18)
        try database.execute("""
            INSERT INTO word_books(id, title, created_at) VALUES (1, 'Open', 1);
            INSERT INTO word_books(id, title, created_at, closed_at) VALUES (2, 'Closed', 1, 50);
            INSERT INTO words(book_id, term, meaning, created_at, updated_at, card_phase, stability, difficulty, due_at,
                last_review_at, reps) VALUES
                (1, 'mul', 'water', 1, 1, 'review', 40, 5, 100, 10, 6),
                (2, 'bap', 'rice', 1, 1, 'review', 40, 5, 100, 10, 6);
            """)

        try DatabaseUpgrade.run(database)

        XCTAssertEqual(try database.userVersion, Migrations.latestVersion)
        let clock = ManualClock(Date(timeIntervalSince1970: 200))
        let books = BookStore(database: database, clock: clock)
        XCTAssertNil(try XCTUnwrap(books.book(id: 1)).retiredAt)
        XCTAssertEqual(try XCTUnwrap(books.book(id: 2)).retiredAt, Date(timeIntervalSince1970: 50))
        let study = StudyStore(words: WordStore(database: database, clock: clock))
        XCTAssertEqual(try study.dueWords(at: Date(timeIntervalSince1970: 200)).map(\.term), ["mul"],
                       "the book closed before the upgrade stays out of review")
        XCTAssertEqual(try study.closedBooksDue(at: Date(timeIntervalSince1970: 200)), 0)
    }
}
