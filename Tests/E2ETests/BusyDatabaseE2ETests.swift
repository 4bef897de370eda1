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

        // sqlite3 takes the write lock, says so in a file, and keeps it until the release file exists.
        let held = workDirectory.appendingPathComponent("lock-held").path
        let release = workDirectory.appendingPathComponent("lock-release").path
        let holder = ["sqlite3", databasePath, "BEGIN IMMEDIATE;",
                      ".shell echo held > \(held); while [ ! -e \(release) ]; do sleep 0.05; done", "ROLLBACK;"]
        let other = try launchShell()
        try other.type(holder.map(ProcessRunner.shellQuote).joined(separator: " "))
        try other.press("Enter")
        try Poll.file(held, "the write lock held") { $0 == "held\n" }

        try app.press("n")
        try app.waitUntil("the New book modal") { $0.contains("New book") && $0.contains("Name:") }
        try app.type("Korean")
        try app.waitUntil("the typed name") { $0.hasRow(matching: "Name: +Korean ") }
        try app.press("Enter")
        // The spinner turns until the lock goes: a whole frame, never an idle one.
        let busy = try app.waitUntil("the busy spinner", stable: false) { screen in
            screen.contains("database busy, retrying…") && screen.hasRow(matching: "Name: +Korean ")
        }
        XCTAssertFalse(busy.contains("Created “Korean”"), "nothing was written under the lock:\n\(busy)")

        XCTAssertTrue(FileManager.default.createFile(atPath: release, contents: Data()), "cannot write \(release)")
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
