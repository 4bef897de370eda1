import CZstd
import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// Seeded fuzzing of `books import FILE.apkg`, each test a fixed number of cases (see
/// docs/fuzz/apkg.md): the package's bytes (ZIP container, deflated and Zstandard collections)
/// mutated; the collection's SQLite file mutated; hostile values in every column the import
/// reads; note fields as Anki stores them, broken; review-log rows out of range. Every case must
/// end in a report within limits or an `ImportError` of one line naming the package (never the
/// private copy), and leave no copy behind; a trap would end the process and print the case.
final class AnkiPackageFuzzTests: XCTestCase {
    var folder: TemporaryFolder!
    var target: WordBookStores!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder("apkg-fuzz")
        target = try WordBookStores.onFreshDatabase()
    }

    override func tearDownWithError() throws {
        let copies = (try? FileManager.default.contentsOfDirectory(atPath: StaleTemporaryFiles.folder))?
            .filter { $0.hasPrefix(".showbook-import-\(getpid()).") } ?? []
        XCTAssertEqual(copies, [], "every import removes its copy")
    }

    /// An exported book of four words with a review each, as an `AnkiTestPackage`.
    func base() throws -> AnkiTestPackage {
        let drafts = [("물", "water"), ("<b>불</b>", "fire"), ("日本語[にほんご]", "Japanese"), ("tree", "나무")].map { term, meaning in
            WordDraft(term: term, meaning: meaning, example: "\(term) example")
        }
        let package = try AnkiTestPackage(exporting: "Fuzz", drafts, production: true, folder: folder.url)
        for (index, card) in try package.cards().enumerated() {
            try package.addReview(card: card.card, at: 1_788_253_200_000 + Int64(index) * 86_400_000, ease: 3, kind: 0)
        }
        return package
    }

    /// Imports `bytes` and checks the outcome is sane: a report within limits (returned), or one line.
    @discardableResult
    func importChecked(_ bytes: [UInt8], notes: Int? = nil, label: String) throws -> ImportReport? {
        let path = try folder.write("case.apkg", bytes)
        do {
            let report = try WordBookImporter(stores: target).importFile(at: path, options: ImportOptions())
            let counts = try XCTUnwrap(report.ankiPackage, label)
            XCTAssertLessThanOrEqual(report.added.count + report.updated.count + report.skippedCount + report.malformedCount,
                                     counts.notes, label)
            if let notes { XCTAssertLessThanOrEqual(counts.notes, notes, label) }
            XCTAssertLessThanOrEqual(counts.books.count, max(1, counts.notes), label)
            XCTAssertFalse(report.summary.isEmpty, label)
            return report
        } catch let error as ImportError {
            let message = error.description
            XCTAssertTrue(message.hasPrefix(path + ": "), "\(label): \(message)")
            XCTAssertGreaterThan(message.count, path.count + 2, label)
            XCTAssertFalse(message.contains("\n"), "\(label): \(message)")
            XCTAssertFalse(message.contains(".showbook-import"), "\(label): names the copy: \(message)")
            return nil
        }
    }

    /// The collection zipped again after `change`, from a fresh copy of `base`'s file.
    func rezipped(_ base: AnkiTestPackage, as name: String = "collection.anki21",
                  _ change: (Database) throws -> Void) throws -> [UInt8] {
        let copy = folder.path("collection-case.anki2")
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: base.collectionPath, toPath: copy)
        do {
            let database = try Database(opening: copy, imageURI: nil, busyTimeoutMilliseconds: 1_000)
            // A scratch file: no journal and no fsync per statement.
            try database.execute("PRAGMA synchronous = OFF; PRAGMA journal_mode = OFF")
            try change(database)
        }
        var writer = ZipWriter(modified: Date(timeIntervalSince1970: 1_700_000_000))
        try writer.add(name, [UInt8](try Data(contentsOf: URL(fileURLWithPath: copy))))
        try writer.add("media", Array("{}".utf8))
        return writer.finished()
    }

    /// `bytes` as one Zstandard frame, as Anki's newer packages hold their collection.
    static func zstandard(_ bytes: [UInt8]) -> [UInt8] {
        var packed = [UInt8](repeating: 0, count: ZSTD_compressBound(bytes.count))
        let size = packed.withUnsafeMutableBytes { out in bytes.withUnsafeBytes { ZSTD_compress(out.baseAddress, out.count, $0.baseAddress, $0.count, 3) } }
        return Array(packed.prefix(size))
    }

    func testMutatedPackagesImportOrFailWithOneLine() throws {
        let package = try base()
        let legacy = try package.zipped()
        let collection = [UInt8](try Data(contentsOf: URL(fileURLWithPath: package.collectionPath)))
        var modern = ZipWriter(modified: Date(timeIntervalSince1970: 1_700_000_000))
        try modern.add("collection.anki21b", Self.zstandard(collection))
        try modern.add("media", Array("{}".utf8))
        let bases = [legacy, modern.finished()]
        try FuzzRun.cases("apkg-container", seed: 0xA9_C0_0001, count: 300) { random, index in
            var bytes = bases[index % 2]
            ByteMutator.mutate(&bytes, rounds: 4, using: &random)
            try importChecked(bytes, notes: 8, label: FuzzRun.describe("apkg-container", seed: 0xA9_C0_0001, index: index))
        }
    }

    func testMutatedCollectionFilesImportOrFailWithOneLine() throws {
        let package = try base()
        let collection = [UInt8](try Data(contentsOf: URL(fileURLWithPath: package.collectionPath)))
        try FuzzRun.cases("apkg-sqlite-bytes", seed: 0xA9_C0_0002, count: 220) { random, index in
            var bytes = collection
            // Damage past the 100-byte header most of the time, where the pages are.
            if Bool.random(using: &random) {
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    bytes[Int.random(in: 100..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                }
            } else {
                ByteMutator.mutate(&bytes, using: &random)
            }
            var writer = ZipWriter(modified: Date(timeIntervalSince1970: 1_700_000_000))
            try writer.add(index % 3 == 0 ? "collection.anki21b" : "collection.anki21", index % 3 == 0 ? Self.zstandard(bytes) : bytes)
            try importChecked(writer.finished(), label: FuzzRun.describe("apkg-sqlite-bytes", seed: 0xA9_C0_0002, index: index))
        }
    }

    func testHostileValuesInTheColumnsReadImportOrFailWithOneLine() throws {
        let package = try base()
        let columns = [("notes", ["id", "mid", "tags", "flds"]), ("cards", ["id", "nid", "did", "odid", "ord", "queue"]),
                       ("revlog", ["id", "cid", "ease", "type"])]
        try FuzzRun.cases("apkg-values", seed: 0xA9_C0_0003, count: 60) { random, index in
            let bytes = try rezipped(package) { database in
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0:
                        try database.run("UPDATE col SET models = ?", ApkgFuzzValues.jsonish(using: &random))
                    case 1:
                        try database.run("UPDATE col SET decks = ?", ApkgFuzzValues.jsonish(using: &random))
                    default:
                        let (table, names) = columns.randomElement(using: &random)!
                        let column = names.randomElement(using: &random)!
                        let value = ApkgFuzzValues.value(using: &random)
                        // A unique id may refuse the value: that case just keeps the row as it was.
                        _ = try? database.runValues("UPDATE OR IGNORE \(table) SET \(column) = ? WHERE rowid IN (SELECT rowid FROM \(table) ORDER BY random() LIMIT 2)", [value])
                    }
                }
            }
            try importChecked(bytes, label: FuzzRun.describe("apkg-values", seed: 0xA9_C0_0003, index: index))
        }
    }

    func testNoteFieldsAsReadFromThePackageBecomeSaneWords() throws {
        let package = try base()
        let type = try package.noteTypeID()
        try FuzzRun.cases("apkg-fields", seed: 0xA9_C0_0004, count: 30) { random, index in
            let bytes = try rezipped(package) { database in
                try database.execute("DELETE FROM notes; DELETE FROM cards; DELETE FROM revlog;")
                try database.transaction {
                    for note in 1...30 {
                        try database.run("INSERT INTO notes VALUES (?, ?, ?, 0, -1, ?, ?, '', 0, 0, '')", Int64(note), "g\(note)", type,
                                         FuzzText.text(maximumLength: 30, kinds: FuzzText.Piece.allCases, using: &random),
                                         ApkgFuzzValues.fields(using: &random))
                        try database.run("INSERT INTO cards VALUES (?, ?, 1, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '')", Int64(note), Int64(note))
                    }
                }
            }
            let label = FuzzRun.describe("apkg-fields", seed: 0xA9_C0_0004, index: index)
            guard let bookID = try importChecked(bytes, notes: 30, label: label)?.book?.id else { return }
            for word in try target.words.words(bookID: bookID) {
                XCTAssertFalse(word.term.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, label)
                XCTAssertFalse(word.term.contains("\u{1F}"), "\(label): a field separator in a term")
            }
        }
    }

    func testReviewLogValuesNeverMakeACardOutOfRange() throws {
        let package = try base()
        let cards = try package.database.query("SELECT id FROM cards WHERE ord = 0 ORDER BY nid") { $0.int64(0) }
        try FuzzRun.cases("apkg-revlog", seed: 0xA9_C0_0005, count: 60) { random, index in
            var rows = 0
            let bytes = try rezipped(package) { database in
                try database.execute("DELETE FROM revlog")
                for _ in 0..<Int.random(in: 1...24, using: &random) {
                    let (id, ease, kind) = ApkgFuzzValues.review(using: &random)
                    rows += try database.run("INSERT OR IGNORE INTO revlog VALUES (?, ?, -1, ?, 0, 0, 0, 0, ?)", id,
                                             cards.randomElement(using: &random)!, ease, kind)
                }
            }
            let label = FuzzRun.describe("apkg-revlog", seed: 0xA9_C0_0005, index: index)
            let path = try folder.write("revlog.apkg", bytes)
            // Each case into a book of its own, so every word is new and replays its answers.
            let report = try WordBookImporter(stores: target).importFile(at: path, options: ImportOptions(bookName: "case \(index)"))
            let counts = try XCTUnwrap(report.ankiPackage, label)
            XCTAssertEqual(counts.reviewsReplayed + counts.reviewsSkipped + counts.reviewsOutOfRange, rows, label)
            let bookID = try XCTUnwrap(report.book?.id, label)
            let times = try target.database.query("SELECT due_at, last_review_at FROM words WHERE book_id = ?", bookID) {
                [$0.double(0), $0.double(1)]
            }
            for time in times.joined().compactMap({ $0 }) {
                XCTAssertTrue(CardValidation.time.contains(time), "\(label): a card time of \(time)")
            }
            for word in try target.words.words(bookID: bookID) {
                XCTAssertTrue(CardValidation.isValid(word.card), "\(label): \(word.card)")
                XCTAssertFalse(word.cardNeedsRepair, label)
            }
        }
    }
}
