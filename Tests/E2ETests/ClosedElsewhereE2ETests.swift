import Foundation
import XCTest

/// A write re-checks its book: the app shows a book, another process closes it with
/// `showbook books close`, and then a word typed into the app is refused with one line
/// naming the book — nothing lands in the closed book — and the book screen gives way to the
/// Books tab, where the book is no longer listed as open.
final class ClosedElsewhereE2ETests: E2ETestCase {
    func testAWordAddedToABookClosedByAnotherProcessIsRefused() throws {
        try createDatabase(sample: false)
        try sqlite("""
            INSERT INTO word_books(id, title, created_at) VALUES (1, 'Estuary', 1);
            INSERT INTO words(book_id, term, meaning, created_at, updated_at) VALUES (1, 'mul', 'water', 1, 1);
            """)
        let app = try launchApp(["--no-sample"])
        try app.press("M-3")
        try app.waitUntil("Estuary on the Books tab") { $0.hasRow(matching: "^ *Estuary +") }
        try app.press("Enter")
        try app.waitUntil("Estuary's book screen") { $0.line(1).hasPrefix(" Estuary ") && $0.contains("mul") }

        let closed = try runCLI(["books", "close", "Estuary"])
        XCTAssertEqual(closed.status, 0, closed.stderr)

        try app.press("a")
        try app.waitUntil("the Add word modal") { $0.contains("Add word") && $0.hasRow(matching: "│ Term ") }
        try app.type("jeolmul")
        try app.press("Tab")
        try app.press("Tab")
        try app.type("tide")
        try app.waitUntil("the filled-in fields") { $0.hasRow(matching: "│ Term +jeolmul ") && $0.hasRow(matching: "│ Meaning +tide ") }
        try app.press("Enter")
        let refused = try app.waitUntil("the one-line refusal, back on the Books tab") { screen in
            screen.contains("“Estuary” was closed elsewhere; nothing added") && screen.hasRow("Word books")
                && !screen.contains("Add word")
        }
        XCTAssertFalse(refused.contains("Added"), "no success line:\n\(refused)")
        XCTAssertFalse(refused.hasRow(matching: "^ *Estuary +"), "the closed book is not listed as open:\n\(refused)")
        XCTAssertEqual(try sqlite("SELECT count(*) FROM words WHERE term = 'jeolmul'"), "0", "nothing was added")
        XCTAssertEqual(try sqlite("SELECT count(*) FROM words WHERE book_id = 1"), "1")
    }
}
