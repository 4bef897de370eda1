import Foundation
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// A database file in a fresh temporary folder, removed (with its `-wal` and `-shm`) when the
/// test ends, plus the byte-level helpers the storage tests use to damage and compare files.
final class TemporaryDatabase {
    let folder: URL
    let path: String

    init(name: String = "test.db") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("storage-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent(name).path
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A path next to the database.
    func sibling(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// A migrated Showbook database with `words` words in one book; everything checkpointed
    /// into the main file and the connection closed.
    func createShowbook(words: Int = 0) throws {
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

    var bytes: Data { (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data() }

    func write(_ data: Data) throws { try data.write(to: URL(fileURLWithPath: path)) }

    /// Overwrites whole pages (1-based page numbers) with `fill` bytes.
    func overwrite(pages: [Int], pageSize: Int = 4096, fill: (Int) -> UInt8) throws {
        var data = bytes
        for page in pages {
            let start = (page - 1) * pageSize
            for offset in 0..<pageSize where start + offset < data.count { data[start + offset] = fill(offset) }
        }
        try write(data)
    }

    func fileSize(_ suffix: String) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path + suffix)
        return (attributes?[.size] as? NSNumber)?.intValue ?? -1
    }
}

/// Runs `body`; connections opened inside are closed when it returns (ARC releases them).
func inScope<T>(_ body: () throws -> T) rethrows -> T { try body() }
