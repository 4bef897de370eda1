import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange

/// A word's tags go into the book on import (Anki's `#tags column:` and `#tags:`, Showbook
/// JSON) and come out again on export, next to the study-state tags, in every format; a
/// no-break space survives the trip through Anki text.
final class WordTagsImportExportTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }
    var importer: WordBookImporter { WordBookImporter(stores: store) }
    var exporter: WordBookExporter { WordBookExporter(stores: store) }

    override func setUpWithError() throws { h = try AppHarness() }

    func testTagsFromTheColumnAndTheHeaderAreStoredWithoutTheStudyTags() throws {
        let batch = AnkiText.batch("#tags:core\n#tags column:3\n사과\tapple\tfruit showbook::success showbook::state::review n5\n")
        let report = try importer.importBatch(batch, options: ImportOptions(bookName: "Tagged"), fallbackBookName: "x")
        let words = try store.words.words(bookID: XCTUnwrap(report.book?.id))
        XCTAssertEqual(words.map(\.tags), [["core", "fruit", "n5"]])
        XCTAssertEqual(words.map(\.state), [.success])
    }

    func testAnUpdateTakesTheFilesTagsAndKeepsStoredOnesWhenTheFileHasNone() throws {
        let book = try store.books.createBook(title: "Book")
        try store.words.addWord(WordDraft(term: "물", meaning: "water", tags: ["old"]), to: book.id)
        try store.words.addWord(WordDraft(term: "불", meaning: "fire", tags: ["kept"]), to: book.id)
        let batch = AnkiText.batch("#tags column:3\n물\twater\tnew other\n불\tfire\t\n")
        let report = try importer.importBatch(batch, options: ImportOptions(bookName: "Book", updateExisting: true),
                                              fallbackBookName: "x")
        XCTAssertEqual(report.updated.count, 1)
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.tags), [["new", "other"], ["kept"]])
    }

    func testTagsAndNoBreakSpacesRoundTripInEveryFormat() throws {
        let book = try store.books.createBook(title: "Round")
        let drafts = [
            WordDraft(term: "a\u{A0}b", meaning: "x\u{A0}\u{A0}\u{A0}y", tags: ["n5", "verbs::godan"]),
            WordDraft(term: "plain", meaning: "no tags"),
        ]
        for draft in drafts { try store.words.addWord(draft, to: book.id) }
        for format in ExportFormat.allCases {
            let text = try exporter.export(bookID: book.id, format: format)
            let batch = format == .json ? try WordBookJSON.batch(Data(text.utf8)) : AnkiText.batch(text)
            let report = try importer.importBatch(batch, options: ImportOptions(bookName: "copy \(format)"), fallbackBookName: "x")
            let copy = try store.words.words(bookID: XCTUnwrap(report.book?.id))
            XCTAssertEqual(copy.map { [$0.term, $0.meaning] }, drafts.map { [$0.term, $0.meaning] }, "\(format)")
            XCTAssertEqual(copy.map(\.tags), [["n5", "verbs::godan"], []], "\(format)")
        }
        let tsv = try exporter.export(bookID: book.id, format: .tsv)
        XCTAssertTrue(tsv.contains("\tn5 verbs::godan showbook::undefined showbook::state::new\n"), tsv)
    }

    func testTheReportCarriesTheNotes() throws {
        let batch = AnkiText.batch("#html:true\n猫[sound:neko.mp3]\tcat\n{{c1::x}}\ty\n")
        let report = try importer.importBatch(batch, options: ImportOptions(bookName: "Notes"), fallbackBookName: "x")
        XCTAssertEqual(report.notes.lines, ["columns by position: term, meaning", "removed 1 sound",
                                            "1 cloze note skipped: Showbook cards have one term"])
        XCTAssertEqual(report.added.count, 1)
    }
}
