import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// Packages made to cost the importer time, memory or disk: a collection whose `decks` or
/// `fields` is a recursive view, whose `notes` is a virtual table or has a computed column,
/// Zstandard and ZIP bombs (a 13-byte header declaring 1 GiB, 32 KiB of RLE blocks that unpack
/// to 1 GiB, 128 MiB of deflated zeros). Each is refused with one line naming the package
/// before the work is done; nothing is imported.
final class AnkiHostilePackageTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("apkg-hostile") }

    /// A package of three words exported by Showbook, to be made hostile.
    func base() throws -> AnkiTestPackage {
        try AnkiTestPackage(exporting: "Base", ["물", "불", "흙"].map { WordDraft(term: $0, meaning: "m \($0)") }, folder: folder.url)
    }

    /// Imports `bytes` as `name` and returns the one-line refusal (failing when it was imported).
    func refusal(_ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let path = try folder.write(name, bytes)
        let target = try WordBookStores.onFreshDatabase()
        do {
            let report = try WordBookImporter(stores: target).importFile(at: path, options: ImportOptions())
            XCTFail("imported: \(report.summary)", file: file, line: line)
            return ""
        } catch {
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix(path + ": "), "names the package: \(message)", file: file, line: line)
            XCTAssertFalse(message.contains("\n"), "one line: \(message)", file: file, line: line)
            XCTAssertEqual(try target.books.openBooks().count, 0, "nothing imported", file: file, line: line)
            return String(message.dropFirst(path.count + 2))
        }
    }

    static let notAnki = "the package's collection is not an Anki collection: "

    func testARecursiveViewNamedDecksIsRefusedUnread() throws {
        let package = try base()
        try package.addSchema18Tables(decksTable: false)
        // Bounded, so that a reader that runs it still ends; the view had no LIMIT.
        try package.database.execute("""
            CREATE VIEW decks AS WITH RECURSIVE r(id, name) AS (SELECT 1, 'x' UNION ALL SELECT id + 1, name FROM r LIMIT 300000)
            SELECT id, name FROM r
            """)
        XCTAssertEqual(try refusal(try package.zipped(), "decks-view.apkg"), Self.notAnki + "decks is a view, not a table")
    }

    func testAViewNamedFieldsOrColIsRefused() throws {
        let modern = try base()
        try modern.addSchema18Tables()
        try modern.database.execute("""
            DROP TABLE fields;
            CREATE VIEW fields(ntid, ord, name) AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r LIMIT 200000)
            SELECT (SELECT id FROM notetypes LIMIT 1), n, 'f' || n FROM r
            """)
        XCTAssertEqual(try refusal(try modern.zipped(), "fields-view.apkg"), Self.notAnki + "fields is a view, not a table")

        let legacy = try base()
        try legacy.database.execute("ALTER TABLE col RENAME TO col_data; CREATE VIEW col AS SELECT * FROM col_data")
        XCTAssertEqual(try refusal(try legacy.zipped(), "col-view.apkg"), Self.notAnki + "col is a view, not a table")
    }

    func testAComputedColumnOrAVirtualTableInPlaceOfNotesIsRefused() throws {
        let computed = try base()
        try computed.database.execute("""
            ALTER TABLE notes RENAME TO notes_data;
            CREATE TABLE notes (id INTEGER PRIMARY KEY, guid TEXT, mid INTEGER, mod INTEGER, usn INTEGER, tags TEXT,
                                base TEXT, flds TEXT AS (base || printf('%.*c', 5000, 'x')), sfld TEXT, csum INTEGER,
                                flags INTEGER, data TEXT);
            INSERT INTO notes (id, guid, mid, mod, usn, tags, base, sfld, csum, flags, data)
              SELECT id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data FROM notes_data;
            """)
        XCTAssertEqual(try refusal(try computed.zipped(), "computed.apkg"), Self.notAnki + "notes.flds is a computed column")

        let virtual = try base()
        try virtual.database.execute("""
            ALTER TABLE notes RENAME TO notes_real;
            CREATE VIRTUAL TABLE notes USING fts5(id, mid, tags, flds);
            INSERT INTO notes SELECT id, mid, tags, flds FROM notes_real;
            """)
        XCTAssertEqual(try refusal(try virtual.zipped(), "virtual.apkg"), Self.notAnki + "notes is a virtual table, not a table")
    }

    func testAValueLargerThanTheLimitIsRefused() throws {
        let package = try base()
        let huge = String(repeating: "x", count: 33 << 20)
        try package.database.run("UPDATE notes SET flds = ? WHERE id = (SELECT min(id) FROM notes)", huge)
        XCTAssertEqual(try refusal(try package.zipped(), "huge.apkg"),
                       "the package's collection holds a value larger than 32 MiB")
    }

    func testAZstandardHeaderDeclaringAGibibyteIsRefusedBeforeAnyIsMade() throws {
        let package = try base()
        let frame = HostileZstandard.frameDeclaring(1 << 30)
        XCTAssertEqual(frame.count, 13)
        let bytes = try package.zipped(as: "collection.anki2", extra: [("collection.anki21b", frame)])
        XCTAssertEqual(try refusal(bytes, "declared.apkg"),
                       "the package's collection.anki21b unpacks to more than 64 MiB, over 100 times its packed size")
    }

    func testA32KiBZstandardBombStopsAtTheCap() throws {
        let package = try base()
        let bomb = HostileZstandard.rleBomb(blocks: 8_192)
        XCTAssertEqual(bomb.count, 6 + 32_768)
        let bytes = try package.zipped(as: "collection.anki2", extra: [("collection.anki21b", bomb)])
        XCTAssertEqual(try refusal(bytes, "bomb.apkg"),
                       "the package's collection.anki21b unpacks to more than 64 MiB, over 100 times its packed size")
    }

    func testADeflatedCollectionOverTheCapIsRefused() throws {
        var writer = ZipWriter(modified: Date(timeIntervalSince1970: 1_700_000_000))
        try writer.add("collection.anki21", [UInt8](repeating: 0, count: 128 << 20))
        let bytes = writer.finished()
        XCTAssertLessThan(bytes.count, 1 << 20)
        XCTAssertEqual(try refusal(bytes, "zeros.apkg"),
                       "the package's collection.anki21 unpacks to more than 64 MiB, over 100 times its packed size")
    }
}
