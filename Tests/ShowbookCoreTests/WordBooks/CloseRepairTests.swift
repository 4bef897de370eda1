import Foundation
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// Databases written before a close moved its words: each close copied the unfinished words
/// into the target and the closed book kept them, so reopening it brought every moved word back
/// a second time. The migration to the schema where a close moves removes those leftovers from
/// each closed book — a word whose copy lives in another book (made or merged at the very moment
/// of the close, or carrying the Anki GUID the copy was given) — and records where it went;
/// a word whose copy is gone, and every word of a book closed without moving, stays.
final class CloseRepairTests: XCTestCase {
    let closedAt = 1_796_000_000.0

    /// A version-15 database as the old close left it: "A" (1) closed at `closedAt` into "B" (2);
    /// "C" (3) closed without moving.
    func makeVersion15() throws -> Database {
        let database = try Database(path: ":memory:")
        try Migrations.migrate(database, upTo: 15)
        let t = closedAt
        try database.execute("""
            INSERT INTO word_books(id, title, created_at, closed_at) VALUES (1, 'A', 1, \(t)), (3, 'C', 1, \(t + 50));
            INSERT INTO word_books(id, title, created_at) VALUES (2, 'B', 1);
            -- A: 물 mature (stayed); 밥 copied to 11; 집 merged into 12; 산 copied to a word deleted since;
            -- Sky copied to 14 with the GUID it had from an earlier move, 14 edited since.
            INSERT INTO words(id, book_id, term, meaning, created_at, updated_at, anki_guid) VALUES
                (1, 1, '물', 'water', 1, 1, NULL), (2, 1, '밥', 'rice', 1, 1, NULL), (3, 1, '집', 'house', 1, 1, NULL),
                (4, 1, '산', 'mountain', 1, 1, NULL), (5, 1, 'Sky', 'the sky', 1, 1, 'guid-sky');
            INSERT INTO words(id, book_id, term, meaning, created_at, updated_at, anki_guid) VALUES
                (11, 2, '밥', 'rice', \(t), \(t), '\(AnkiGUID.of(bookID: 1, wordID: 2))'),
                (12, 2, '집 ', 'house (B)', 5, \(t), NULL),
                (14, 2, 'sky!', 'the sky', \(t), \(t + 99), 'guid-sky'),
                (15, 2, '강', 'river', 7, 7, NULL);
            -- C: 강 has a namesake in B that no close made; 바다 has none.
            INSERT INTO words(id, book_id, term, meaning, created_at, updated_at) VALUES
                (21, 3, '강', 'river', 1, 1), (22, 3, '바다', 'sea', 1, 1);
            INSERT INTO study_marks(book_id, word_id, state, grade, marked_at) VALUES (2, 11, 'fail', 'again', 2);
            """)
        return database
    }

    func testLeftoverCopiesLeaveTheClosedBookAndTheLinkIsKept() throws {
        let database = try makeVersion15()
        try DatabaseUpgrade.run(database)
        XCTAssertEqual(try database.userVersion, Migrations.latestVersion)
        let stores = WordBookStores(database: database, clock: ManualClock(Date(timeIntervalSince1970: closedAt + 1_000)))
        XCTAssertEqual(try stores.words.words(bookID: 1).map(\.id), [1, 4], "the Mature word and the one whose copy is gone")
        XCTAssertEqual(try stores.words.words(bookID: 2).map(\.id).sorted(), [11, 12, 14, 15], "the copies are untouched")
        XCTAssertEqual(try stores.words.words(bookID: 3).map(\.id), [21, 22], "a close that moved nothing left nothing over")
        let links = try database.queryValues(
            "SELECT word_id, from_book_id, to_book_id, merged, moved_at FROM word_moves ORDER BY word_id", []
        ) { $0.values }
        XCTAssertEqual(links, [
            [.integer(11), .integer(1), .integer(2), .integer(0), .real(closedAt)],
            [.integer(12), .integer(1), .integer(2), .integer(1), .real(closedAt)],
            [.integer(14), .integer(1), .integer(2), .integer(0), .real(closedAt)],
        ])
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM study_marks WHERE word_id = 11"), 1, "the history stays with the copy")

        try stores.books.reopen(bookID: 1)
        XCTAssertEqual(try stores.words.words(bookID: 1).map(\.term), ["물", "산"], "reopened, it brings no copy back")
    }
}
