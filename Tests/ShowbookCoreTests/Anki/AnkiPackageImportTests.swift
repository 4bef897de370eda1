import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// `books import FILE.apkg` on packages written by Showbook's own exporter: the words come
/// back whole (terms, readings, meanings, examples with where they were heard, translations,
/// tags) in a book named after the deck; Cloze notes and media are counted and left out; the
/// stand-in collection of Anki's newer format and a damaged file are refused with one line.
final class AnkiPackageImportTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("apkg-import") }

    static let drafts = [
        WordDraft(term: "日本語", reading: "にほんご", meaning: "Japanese (language)", example: "日本語を話します。 (S01E03 12:34)",
                  exampleTranslation: "I speak Japanese.", tags: ["jlpt::n5", "noun"]),
        WordDraft(term: "a < b & c", meaning: "less than\nand more", example: "line one\nline two"),
        WordDraft(term: "사과", reading: "sagwa", meaning: "apple", example: "사과가 달아요. (4:05)", tags: ["food"]),
        WordDraft(term: "spaces", meaning: "a  b\tc", example: ""),
    ]

    /// A book of `drafts` exported to package bytes.
    func exportedBook(_ title: String = "日本語 words") throws -> (stores: WordBookStores, book: WordBook, bytes: [UInt8]) {
        let exported = try ExportedAnkiBook(title, Self.drafts, production: true)
        return (exported.stores, exported.book, exported.bytes)
    }

    func testShowbooksOwnPackageRoundTrips() throws {
        let (source, book, bytes) = try exportedBook()
        let target = try WordBookStores.onFreshDatabase()
        let report = try WordBookImporter(stores: target).importFile(at: try folder.write("deck.apkg", bytes), options: ImportOptions())
        XCTAssertEqual(report.book?.title, "日本語 words", "the deck's name is the book's title")
        XCTAssertTrue(report.createdBook)
        XCTAssertEqual(report.added.count, 4)
        XCTAssertEqual(report.ankiPackage?.notes, 4)
        XCTAssertEqual(report.ankiPackage?.reviewsReplayed, 0)
        func parts(_ word: Word) -> [String] {
            [word.term, word.reading, word.meaning, word.example, word.exampleTranslation, word.tags.joined(separator: " "), word.exampleSource]
        }
        let imported = try target.words.words(bookID: XCTUnwrap(report.book?.id)).map(parts)
        XCTAssertEqual(imported, try source.words.words(bookID: book.id).map(parts))
        XCTAssertEqual(imported.first?[3], "日本語を話します。", "the example is the sentence alone")
        XCTAssertEqual(imported.first?[6], "S01E03 12:34", "Source gives the example's episode and time back, in their own field")
        XCTAssertEqual(imported.last?[2], "a  b\tc", "runs of spaces and tabs survive")

        // A second import of the same package adds nothing.
        let again = try WordBookImporter(stores: target).importFile(at: try folder.write("deck.apkg", bytes), options: ImportOptions())
        XCTAssertEqual(again.added.count, 0)
        XCTAssertEqual(again.skippedCount, 4)
        XCTAssertEqual(again.book?.id, report.book?.id)
    }

    func testClozeNotesAndMediaAreCountedAndLeftOut() throws {
        let package = try AnkiTestPackage(exported: try exportedBook().bytes, folder: folder.url)
        try package.addClozeNotes(3)
        try package.database.run("UPDATE notes SET flds = replace(flds, 'apple', 'apple[sound:apple.mp3]<img src=\"a.jpg\">')")
        let bytes = try package.zipped(media: [[1, 2, 3], [4, 5]])
        let target = try WordBookStores.onFreshDatabase()
        let report = try WordBookImporter(stores: target).importFile(at: try folder.write("deck.apkg", bytes), options: ImportOptions(bookName: "Mine"))
        XCTAssertEqual(report.book?.title, "Mine", "--book names the book")
        XCTAssertEqual(report.added.count, 4)
        XCTAssertEqual(report.ankiPackage?.cloze, 3)
        XCTAssertEqual(report.ankiPackage?.mediaFiles, 2)
        XCTAssertEqual(report.ankiPackage?.mediaReferences, 2)
        XCTAssertEqual(try target.words.words(bookID: XCTUnwrap(report.book?.id)).first { $0.term == "사과" }?.meaning, "apple")
        XCTAssertTrue(report.summary.contains("7 notes read, 3 cloze notes skipped: Showbook cards have one term"), report.summary)
        XCTAssertTrue(report.summary.contains("2 media files and 2 media references skipped"), report.summary)
    }

    func testACardInAFilteredDeckGoesToItsHomeDecksBook() throws {
        let package = try AnkiTestPackage(exported: try exportedBook().bytes, folder: folder.url)
        try package.database.run("UPDATE cards SET odid = did, did = 77 WHERE nid = (SELECT min(nid) FROM cards)")
        let target = try WordBookStores.onFreshDatabase()
        let report = try WordBookImporter(stores: target).importFile(at: try folder.write("deck.apkg", try package.zipped()), options: ImportOptions())
        XCTAssertEqual(report.added.count, 4)
        XCTAssertEqual(report.ankiPackage?.books, ["日本語 words"], "one book, not a second for the filtered deck")
    }

    func testReviewsOfANotesProductionCardAreCountedNotReplayed() throws {
        let package = try AnkiTestPackage(exported: try exportedBook().bytes, folder: folder.url)
        let production = try package.database.query("SELECT id FROM cards WHERE ord = 1 ORDER BY nid LIMIT 1") { $0.int64(0) }
        let recognition = try package.cards()[0].card
        try package.addReview(card: recognition, at: 1_788_253_200_000, ease: 3, kind: 0)
        try package.addReview(card: XCTUnwrap(production.first), at: 1_788_253_300_000, ease: 1, kind: 0)
        let target = try WordBookStores.onFreshDatabase()
        let report = try WordBookImporter(stores: target).importFile(at: try folder.write("deck.apkg", try package.zipped()), options: ImportOptions())
        XCTAssertEqual(report.ankiPackage?.reviewsReplayed, 1)
        XCTAssertEqual(report.ankiPackage?.otherCardReviews, 1)
        XCTAssertTrue(report.summary.contains("1 review of notes' other cards not replayed (a word has one card)"), report.summary)
        let word = try XCTUnwrap(target.words.words(bookID: XCTUnwrap(report.book?.id)).first)
        XCTAssertEqual(try target.reviews.history(wordID: word.id).map(\.grade), [.good])
    }

    func testTheNewerFormatAndItsStandInAreRefusedWithOneLine() throws {
        let package = try AnkiTestPackage(exported: try exportedBook().bytes, folder: folder.url)
        let modern = try package.zipped(as: "collection.anki2", extra: [("collection.anki21b", [0x28, 0xB5, 0x2F, 0xFD, 0, 0])])
        let target = try WordBookStores.onFreshDatabase()
        let message = "this package uses Anki's newer format; export it again with “Support older Anki versions” ticked"
        XCTAssertThrowsError(try WordBookImporter(stores: target).importFile(at: try folder.write("m.apkg", modern), options: ImportOptions())) {
            XCTAssertTrue("\($0)".hasPrefix("\(self.folder.path("m.apkg")): the package's collection.anki21b cannot be unpacked: "),
                          "a damaged Zstandard frame: \($0)")
        }
        // The stand-in alone: one note asking to update Anki.
        try package.database.run("DELETE FROM notes WHERE id <> (SELECT min(id) FROM notes)")
        try package.database.run("UPDATE notes SET flds = 'Please update to the latest Anki version, then import the .colpkg/.apkg file again.'")
        let standIn = try package.zipped(as: "collection.anki2")
        XCTAssertThrowsError(try WordBookImporter(stores: target).importFile(at: try folder.write("s.apkg", standIn), options: ImportOptions())) {
            XCTAssertTrue("\($0)".hasSuffix(message), "\($0)")
        }
        XCTAssertEqual(try target.books.openBooks().count, 0, "nothing imported")
    }

    func testADamagedPackageIsRefusedWithOneLine() throws {
        let bytes = try exportedBook().bytes
        let target = try WordBookStores.onFreshDatabase()
        let truncated = try folder.write("t.apkg", Array(bytes.prefix(bytes.count / 2)))
        XCTAssertThrowsError(try WordBookImporter(stores: target).importFile(at: truncated, options: ImportOptions())) {
            XCTAssertEqual("\($0)", "\(truncated): not an Anki package: the ZIP archive is truncated or damaged")
        }
        let text = try folder.write("x.apkg", Array("term\tmeaning\n".utf8))
        XCTAssertThrowsError(try WordBookImporter(stores: target).importFile(at: text, options: ImportOptions())) {
            XCTAssertEqual("\($0)", "\(text): not an Anki package: not a ZIP archive (no end of central directory)")
        }
        var writer = ZipWriter(modified: Date())
        try writer.add("collection.anki21", Array("not sqlite at all".utf8))
        let notSQLite = try folder.write("n.apkg", writer.finished())
        XCTAssertThrowsError(try WordBookImporter(stores: target).importFile(at: notSQLite, options: ImportOptions())) {
            XCTAssertEqual("\($0)", "\(notSQLite): the package's collection is not an SQLite database")
        }
        let missing = folder.path("none.apkg")
        XCTAssertThrowsError(try WordBookImporter(stores: target).importFile(at: missing, options: ImportOptions())) {
            XCTAssertEqual("\($0)", "\(missing): does not exist")
        }
    }
}
