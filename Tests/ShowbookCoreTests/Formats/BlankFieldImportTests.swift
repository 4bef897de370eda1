import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange

/// A field made only of control characters (a bell, an escape) shows nothing, so a word counts
/// it as missing (`WordDraft.isBlank`). Every reader's row goes through that same rule when it
/// is stored: such a row is malformed, reported by its line like any other, and the rest of the
/// file is imported — it never aborts the whole import (the fuzz test found a bell in a meaning
/// rolling back every row).
final class BlankFieldImportTests: XCTestCase {
    private func importText(_ text: String) throws -> (ImportReport, [Word]) {
        let stores = try WordBookStores.onFreshDatabase()
        let reader = try AnkiTextReader(source: MemoryByteSource(Array(text.utf8)))
        let report = try WordBookImporter(stores: stores).importRows(reader, options: ImportOptions(bookName: "Blank"),
                                                                      fallbackBookName: "Blank")
        return (report, try stores.words.words(bookID: try XCTUnwrap(report.book).id))
    }

    func testAControlOnlyMeaningIsOneMalformedRow() throws {
        let (report, words) = try importText("#separator:tab\napple\t\u{7}\nwater\t물\n\u{1B}\tescape\n")
        XCTAssertEqual(words.map(\.term), ["water"])
        XCTAssertEqual(report.malformed.map(\.location), [.line(2), .line(4)])
        XCTAssertEqual(report.malformed.map(\.message), ["missing meaning for “apple”", "missing term"])
    }

    func testAnUpdateWithAControlOnlyMeaningIsMalformedToo() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try stores.books.createBook(title: "Blank")
        try stores.words.addWord(WordDraft(term: "apple", meaning: "사과"), to: book.id)
        let reader = try AnkiTextReader(source: MemoryByteSource(Array("apple\t\u{7}\u{7}\n".utf8)))
        let report = try WordBookImporter(stores: stores).importRows(
            reader, options: ImportOptions(bookName: "Blank", updateExisting: true), fallbackBookName: "Blank")
        XCTAssertEqual(report.malformed.map(\.message), ["missing meaning for “apple”"])
        XCTAssertEqual(try stores.words.words(bookID: book.id).map(\.meaning), ["사과"])
    }
}
