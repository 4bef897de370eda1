import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// The package as a file: a ZIP of `collection.anki2` and `media` whose collection holds one
/// note and one card (two with production cards) per word; the temporary collection is gone
/// afterwards; the open database is never written over.
final class AnkiPackageExporterTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("apkg") }

    func testThePackageHoldsACollectionWithOneNotePerWord() throws {
        let databasePath = folder.path("showbook.db")
        let stores = WordBookStores(database: try Database.migrated(at: databasePath), clock: ManualClock())
        let book = try stores.books.createBook(title: "Korean 한국어")
        for term in ["사과", "물", "밥"] { try stores.words.addWord(WordDraft(term: term, meaning: "m"), to: book.id) }
        let leftoversBefore = try temporaryCollections()
        let exporter = AnkiPackageExporter(stores: stores, clock: ManualClock())
        let path = folder.path("book.apkg")
        let summary = try exporter.export(bookID: book.id, production: true, to: path, protecting: [databasePath])
        XCTAssertEqual(summary.notes, 3)
        XCTAssertEqual(summary.cards, 6)
        XCTAssertEqual(try temporaryCollections(), leftoversBefore, "the temporary collection and its journal are removed")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".book.apkg") }, [],
                       "the package is renamed into place, no temporary file left beside it")

        let script = """
            import sqlite3, sys, zipfile, json
            with zipfile.ZipFile(sys.argv[1]) as archive:
                print(sorted(archive.namelist()), archive.read("media").decode())
                open(sys.argv[1] + ".anki2", "wb").write(archive.read("collection.anki2"))
            db = sqlite3.connect(sys.argv[1] + ".anki2")
            ver, models, decks = db.execute("select ver, models, decks from col").fetchone()
            print(ver, [m["name"] for m in json.loads(models).values()], sorted(d["name"] for d in json.loads(decks).values()))
            print(db.execute("select count(*) from notes").fetchone()[0], db.execute("select count(*) from cards").fetchone()[0])
            print(db.execute("pragma journal_mode").fetchone()[0], db.execute("pragma integrity_check").fetchone()[0])
            """
        XCTAssertEqual(try python(script, path), """
            ['collection.anki2', 'media'] {}
            11 ['Showbook'] ['Default', 'Korean 한국어']
            3 6
            delete ok

            """)

        XCTAssertThrowsError(try exporter.export(bookID: book.id, production: false, to: databasePath,
                                                 protecting: [databasePath])) { error in
            XCTAssertEqual((error as? OutputError)?.description, "refusing to write \(databasePath): it is the open database")
        }
        XCTAssertEqual(try stores.words.words(bookID: book.id).count, 3)
    }

    private func temporaryCollections() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0.hasPrefix(".showbook-collection.anki2") }.sorted()
    }

    private func python(_ script: String, _ argument: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, argument]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return text
    }
}
