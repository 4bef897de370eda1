import Foundation
import ShowbookPlatform
import ShowbookWords
import ShowbookApp

/// A database file in a fresh temporary folder, removed (with its `-wal` and `-shm`) when the
/// last reference goes, plus the byte-level helpers the storage tests use to damage and
/// compare files.
public final class TemporaryDatabase {
    private let temporary: TemporaryFolder
    public var folder: URL { temporary.url }
    public let path: String

    public init(name: String = "test.db") throws {
        temporary = try TemporaryFolder("storage")
        path = temporary.path(name)
    }

    /// A path next to the database.
    public func sibling(_ name: String) -> String { temporary.path(name) }

    /// A migrated Showbook database with `words` words in one book; everything checkpointed
    /// into the main file and the connection closed.
    public func createShowbook(words: Int = 0) throws {
        try inScope {
            let database = try Database(path: path)
            try DatabaseUpgrade.run(database)
            let store = WordBookStores(database: database, clock: SystemClock())
            let book = try store.books.createBook(title: "Book")
            try database.transaction {
                for index in 0..<words {
                    _ = try store.words.addWord(WordDraft(term: "term \(index)", meaning: String(repeating: "meaning ", count: 20)), to: book.id)
                }
            }
            _ = try database.query("PRAGMA wal_checkpoint(TRUNCATE)") { $0.onlyInt }
        }
    }

    public var bytes: Data { (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data() }

    public func write(_ data: Data) throws { try data.write(to: URL(fileURLWithPath: path)) }

    /// Overwrites whole pages (1-based page numbers) with `fill` bytes.
    public func overwrite(pages: [Int], pageSize: Int = 4096, fill: (Int) -> UInt8) throws {
        var data = bytes
        for page in pages {
            let start = (page - 1) * pageSize
            for offset in 0..<pageSize where start + offset < data.count { data[start + offset] = fill(offset) }
        }
        try write(data)
    }

    /// The size of the database's file with `suffix` (`""`, `"-wal"`, `"-shm"`), -1 when absent.
    public func fileSize(_ suffix: String) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path + suffix)
        return (attributes?[.size] as? NSNumber)?.intValue ?? -1
    }
}

/// Runs `body`; connections opened inside are closed when it returns (ARC releases them).
public func inScope<T>(_ body: () throws -> T) rethrows -> T { try body() }
