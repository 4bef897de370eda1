import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange

/// A field made only of control characters (a bell, an escape) shows nothing, so a word counts
/// it as missing (`WordDraft.isBlank`) and stores it empty. Every reader's row goes through that
/// same rule when it is stored: a row without a term is malformed, reported by its line like any
/// other, and the rest of the file is imported — it never aborts the whole import (the fuzz test
/// found a bell in a meaning rolling back every row). A blank meaning refuses nothing, and on an
/// update never erases the stored one.
final class BlankFieldImportTests: XCTestCase {
    private func importText(_ text: String) throws -> (ImportReport, [Word]) {
        let stores = try WordBookStores.onFreshDatabase()
        let reader = try AnkiTextReader(source: MemoryByteSource(Array(text.utf8)))
        let report = try WordBookImporter(stores: stores).importRows(reader, options: ImportOptions(bookName: "Blank"),
                                                                      fallbackBookName: "Blank")
        return (report, try stores.words.words(bookID: try XCTUnwrap(report.book).id))
    }

    func testAControlOnlyMeaningIsStoredEmptyAndAControlOnlyTermIsOneMalformedRow() throws {
        let (report, words) = try importText("#separator:tab\napple\t\u{7}\nwater\t물\n\u{1B}\tescape\n")
        XCTAssertEqual(words.map(\.term), ["apple", "water"])
        XCTAssertEqual(words.map(\.meaning), ["", "물"])
        XCTAssertEqual(report.malformed.map(\.location), [.line(4)])
        XCTAssertEqual(report.malformed.map(\.message), ["missing term"])
        XCTAssertEqual(report.notes.lines, ["columns by position: term, meaning",
                                            "1 word with neither a meaning nor an example: studied from the term"])
    }

    func testAnUpdateWithAControlOnlyMeaningKeepsTheStoredOne() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try stores.books.createBook(title: "Blank")
        try stores.words.addWord(WordDraft(term: "apple", meaning: "사과"), to: book.id)
        let reader = try AnkiTextReader(source: MemoryByteSource(Array("apple\t\u{7}\u{7}\n".utf8)))
        let report = try WordBookImporter(stores: stores).importRows(
            reader, options: ImportOptions(bookName: "Blank", updateExisting: true), fallbackBookName: "Blank")
        XCTAssertEqual(report.malformed, [])
        XCTAssertEqual(report.updated, [], "nothing changed")
        XCTAssertEqual(try stores.words.words(bookID: book.id).map(\.meaning), ["사과"])
    }
}
