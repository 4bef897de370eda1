import Foundation
import XCTest

/// Another program (the `sqlite3` shell) holds the database's write lock while the user creates
/// a book: the screen keeps answering, shows the busy spinner, and once the lock is released
/// the retried write lands — or, if the retries ran out first, one line says the database was busy.
final class BusyDatabaseE2ETests: E2ETestCase {
    func testCreatingABookWhileAnotherProgramHoldsTheLock() throws {
        let app = try launchApp(["--no-sample"])
        try app.press("M-3")
        try app.waitUntil("the empty Books tab") { $0.hasRow("Word books") && $0.contains("No books yet") }

        let other = try launchShell()
        try other.type("sqlite3 \(ProcessRunner.shellQuote(databasePath))")
        try other.press("Enter")
        try other.waitUntil("the sqlite3 prompt") { $0.hasRow("sqlite>") }
        // (A space after the last `;`: tmux reads a trailing semicolon as its own separator.)
        try other.type("BEGIN IMMEDIATE; SELECT 'lock' || 'held'; ")
        try other.press("Enter")
        // The output line only appears once BEGIN IMMEDIATE holds the write lock.
        try other.waitUntil("the write lock held") { $0.hasRow("lockheld") }

        try app.press("n")
        try app.waitUntil("the New book modal") { $0.contains("New book") && $0.contains("Name:") }
        try app.type("Korean")
        try app.waitUntil("the typed name") { $0.hasRow(matching: "Name: +Korean ") }
        try app.press("Enter")
        let busy = try app.waitUntil("the busy spinner") { screen in
            screen.contains("database busy, retrying…") && screen.hasRow(matching: "Name: +Korean ")
        }
        XCTAssertFalse(busy.contains("Created “Korean”"), "nothing was written under the lock:\n\(busy)")

        try other.type("ROLLBACK; ")
        try other.press("Enter")
        let after = try app.waitUntil("the retried write or one busy line") { screen in
            let created = !screen.contains("New book") && screen.hasRow(matching: "^ *Korean +today +0 words ")
            let refused = screen.hasRow(matching: "Name: +Korean ") && screen.contains("is busy")
            return (created || refused) && !screen.contains("retrying…")
        }
        if after.contains("New book") {
            // The retries ran out before the release: the name is kept, and Enter now saves it.
            try app.press("Enter")
            try app.waitUntil("Korean in the list") { screen in
                !screen.contains("New book") && screen.hasRow(matching: "^ *Korean +today +0 words ")
            }
        }
        XCTAssertEqual(try sqlite("SELECT count(*) FROM word_books WHERE title = 'Korean'"), "1")
    }
}
