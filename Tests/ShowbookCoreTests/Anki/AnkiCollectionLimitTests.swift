import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// The budget a package's collection is read under, counted in SQLite steps (never time): a
/// real collection takes a small part of what its size allows, a budget too small ends the
/// read with one line, and a cancelled import (Esc in the TUI's import window) stops at the
/// next beat of the progress handler — a thousand steps — even inside a query that would run
/// forever, and leaves no copy behind. The notes stream: when the first words are stored,
/// most of the package's notes have not been read yet.
final class AnkiCollectionLimitTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("apkg-limits") }

    /// A package of `notes` notes in one deck, each with three answers on its card.
    func package(notes: Int) throws -> AnkiTestPackage {
        let package = try AnkiTestPackage(exporting: "Big", [WordDraft(term: "seed", meaning: "seed")], folder: folder.url)
        let type = try package.noteTypeID()
        try package.database.execute("DELETE FROM notes; DELETE FROM cards;")
        try package.database.transaction {
            for index in 1...notes {
                let id = try package.addNote(id: Int64(index), term: "word \(index)", meaning: "meaning \(index)", deck: 1, type: type)
                for answer in 0..<3 {
                    try package.addReview(card: id, at: 1_788_253_200_000 + Int64(index * 10 + answer) * 86_400_000, ease: 3)
                }
            }
        }
        try package.setDecks([1: "Big"])
        return package
    }

    /// The package's collection file, as an import unpacks it.
    func collectionCopy(_ package: AnkiTestPackage) throws -> (path: String, size: Int) {
        let path = folder.path("copy.anki2")
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: package.collectionPath, toPath: path)
        return (path, Int(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0))
    }

    func testARealCollectionTakesASmallPartOfItsBudget() throws {
        let package = try package(notes: 3_000)
        let (path, size) = try collectionCopy(package)
        let reader = try AnkiCollectionReader(path: path, size: size, cancellation: nil)
        let stream = try AnkiNoteStream(reader, noteTypes: try reader.noteTypes(), decks: try reader.deckNames())
        var notes = 0
        var answers = 0
        while let item = try stream.next() {
            notes += 1
            answers += item.note.reviews.count
        }
        XCTAssertEqual(notes, 3_000)
        XCTAssertEqual(answers, 9_000)
        let budget = AnkiCollectionLimits.steps(forBytes: size)
        XCTAssertLessThan(reader.stepsTaken * 20, budget - AnkiCollectionLimits.baseSteps,
                          "\(reader.stepsTaken) steps for \(size) bytes: the budget per byte must leave a wide margin")
    }

    func testABudgetTooSmallEndsTheReadWithOneLine() throws {
        let package = try package(notes: 300)
        let (path, size) = try collectionCopy(package)
        XCTAssertThrowsError(try {
            let reader = try AnkiCollectionReader(path: path, size: size, cancellation: nil, maxSteps: 20_000)
            let stream = try AnkiNoteStream(reader, noteTypes: try reader.noteTypes(), decks: try reader.deckNames())
            while try stream.next() != nil {}
        }()) { error in
            XCTAssertEqual("\(error)", "the package's collection takes more work to read than its size allows")
        }
    }

    func testACancelledReadStopsWithinAThousandSteps() throws {
        let package = try package(notes: 10)
        let (path, size) = try collectionCopy(package)
        let cancellation = Cancellation()
        let reader = try AnkiCollectionReader(path: path, size: size, cancellation: cancellation)
        let before = reader.stepsTaken
        cancellation.cancel()
        XCTAssertThrowsError(try reader.reading {
            // A query that never ends by itself.
            try reader.database.query("WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r") {
                $0.int64(0)
            }
        }) { error in
            XCTAssertEqual(error as? ImportError, .cancelled)
        }
        XCTAssertLessThanOrEqual(reader.stepsTaken - before, Int64(WorkBudget.interval))
    }

    func testACancelledImportLeavesNothing() throws {
        let package = try package(notes: 50)
        let path = try folder.write("cancelled.apkg", try package.zipped())
        let cancellation = Cancellation()
        cancellation.cancel()
        let target = try WordBookStores.onFreshDatabase()
        XCTAssertThrowsError(try WordBookImporter(stores: target).importFile(at: path, options: ImportOptions(), cancellation: cancellation)) {
            XCTAssertEqual($0 as? ImportError, .cancelled)
        }
        XCTAssertEqual(try target.books.openBooks().count, 0)
        let copies = try FileManager.default.contentsOfDirectory(atPath: StaleTemporaryFiles.folder)
            .filter { $0.hasPrefix(".showbook-import-\(getpid()).") }
        XCTAssertEqual(copies, [], "the copy is removed")
    }

    func testTheFirstWordsAreStoredBeforeMostNotesAreRead() throws {
        let package = try package(notes: 2_000)
        let path = try folder.write("stream.apkg", try package.zipped())
        var importer = WordBookImporter(stores: try WordBookStores.onFreshDatabase())
        importer.progressInterval = 100
        let first = LatestValue<WordImportProgress>()
        let report = try importer.importFile(at: path, options: ImportOptions()) { progress in
            if first.value == nil { first.value = progress }
        }
        XCTAssertEqual(report.added.count, 2_000)
        let seen = try XCTUnwrap(first.value)
        XCTAssertEqual(seen.rows, 100)
        XCTAssertEqual(seen.fileSize, 2_000)
        XCTAssertLessThanOrEqual(seen.fileBytesRead, 101, "notes read when the first 100 words were stored")
    }
}
