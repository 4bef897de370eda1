import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// Two connections (as two Showbook instances would have) writing to one database at once:
/// the busy timeout and BEGIN IMMEDIATE make them wait their turn, so no write fails with
/// "database is locked".
final class ConcurrentWriteTests: XCTestCase {
    func testInterleavedWritersNeverSeeLocked() throws {
        let path = temporaryFile("concurrent", extension: "db").path
        let setup = try Database.migrated(at: path)
        let book = try WordBookStores(database: setup, clock: SystemClock()).books.createBook(title: "Shared")
        let perWriter = 300
        let failures = LockedCounter()
        let group = DispatchGroup()
        for writer in 0..<2 {
            DispatchQueue.global().async(group: group) {
                do {
                    // Each writer has its own connection, like a second process.
                    let store = WordBookStores(database: try Database(path: path), clock: SystemClock())
                    for index in 0..<perWriter {
                        let word = try store.words.addWord(WordDraft(term: "w\(writer)-\(index)", meaning: "m"), to: book.id)
                        try store.reviews.mark(wordID: word.id, bookID: book.id, as: index.isMultiple(of: 2) ? .success : .fail)
                    }
                } catch {
                    failures.add("\(error)")
                }
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(failures.values, [])
        XCTAssertEqual(try setup.scalarInt("SELECT count(*) FROM words"), 2 * perWriter)
        XCTAssertEqual(try setup.scalarInt("SELECT count(*) FROM study_marks"), 2 * perWriter)
    }
}

/// Collects errors from several threads.
private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func add(_ value: String) { lock.lock(); stored.append(value); lock.unlock() }
    var values: [String] { lock.lock(); defer { lock.unlock() }; return stored }
}
