import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

/// `readThroughMemoryMap` switches SQLite to mapped reads on that connection, and what is read
/// — including rows another connection committed after the switch — is the same.
final class MemoryMapTests: XCTestCase {
    func testMappedReadsSeeTheSameRowsAndLaterCommits() throws {
        let file = try TemporaryDatabase()
        try file.createShowbook(words: 50)
        let database = try Database(path: file.path)
        let terms = ColumnSelection<WordColumn>([.id, .term])
        let read = { try database.query("SELECT \(terms.list()) FROM words ORDER BY id", selecting: terms) { "\($0.int64(.id)) \($0.string(.term))" } }
        let before = try read()
        XCTAssertEqual(try database.scalarInt("PRAGMA mmap_size"), 0)

        try database.readThroughMemoryMap()
        XCTAssertEqual(try database.scalarInt("PRAGMA mmap_size"), 1 << 30)
        XCTAssertEqual(try read(), before)

        let other = try Database(path: file.path)
        try other.run("INSERT INTO meta(key, value) VALUES ('later', 'commit')")
        XCTAssertEqual(try database.scalarText("SELECT value FROM meta WHERE key = 'later'"), "commit")
    }
}
