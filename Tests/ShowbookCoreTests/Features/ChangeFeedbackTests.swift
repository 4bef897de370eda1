import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// Every change says what it did, in the status bar and the `!` log, and the log never holds
/// the same message twice in a row.
final class ChangeFeedbackTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    func testCreateRenameAndWordChangesAreReported() throws {
        h.app.select(.books)
        h.type("n")
        h.type("Drama")
        h.press(.enter)
        XCTAssertEqual(h.app.visibleMessage, "Created “Drama”")
        h.type("r")
        h.press(.ctrl("u"))
        h.type("Dramas")
        h.press(.enter)
        XCTAssertEqual(h.app.visibleMessage, "Renamed “Drama” to “Dramas”")
        h.press(.enter)
        h.type("a")
        h.type("사과")
        h.press(.tab, .tab)
        h.type("apple")
        h.press(.enter)
        XCTAssertEqual(h.app.visibleMessage, "Added “사과” to “Dramas”")
        h.type("e")
        h.press(.tab, .tab, .ctrl("u"))
        h.type("an apple")
        h.press(.enter)
        XCTAssertEqual(h.app.visibleMessage, "Updated “사과”")
        XCTAssertEqual(h.app.messages.entries.map(\.text).suffix(4),
                       ["Created “Drama”", "Renamed “Drama” to “Dramas”", "Added “사과” to “Dramas”", "Updated “사과”"])
    }

    func testSavingAndUnsavingInTheDetailNameTheShow() throws {
        try h.openDetail(searching: "squid")
        h.type("s")
        h.settle()  // saves are written by a background job
        XCTAssertEqual(h.app.visibleMessage, "Saved “Squid Game”")
        h.type("s")
        h.settle()
        XCTAssertEqual(h.app.visibleMessage, "Removed “Squid Game” from Saved — u to undo")
    }

    func testTheSameMessageIsNeverLoggedTwiceInARow() throws {
        try store.books.createBook(title: "Empty")
        h.app.select(.books)
        h.press(.enter)
        h.type("s")
        h.advance(6)
        h.type("s")
        XCTAssertNotNil(h.app.visibleMessage, "shown again")
        h.advance(6)
        h.type("s")
        let texts = h.app.messages.entries.map(\.text)
        XCTAssertEqual(texts, ["No words to study yet — press a to add one"])
        XCTAssertEqual(h.app.messages.entries.last?.repeats, 3, "counted instead of repeated")
    }

    func testImportNamesTheMalformedLinesAndTheLogHoldsThemInFull() throws {
        let path = temporaryFile("import", extension: "tsv").path
        try "#separator:tab\n사과\tapple\n\tsea\n물\twater\n\tsky\n".write(toFile: path, atomically: true, encoding: .utf8)
        h.app.select(.books)
        h.type("i")
        h.type(path)
        h.press(.enter)
        h.settle()
        let message = try XCTUnwrap(h.app.visibleMessage)
        XCTAssertTrue(message.contains("2 added"), message)
        XCTAssertTrue(message.contains("malformed lines 3, 5"), message)
        let entry = try XCTUnwrap(h.app.messages.entries.last)
        XCTAssertEqual(entry.details.count, 3)
        XCTAssertEqual(entry.details.first, "columns by position: term, meaning", "the import's notes come first")
        XCTAssertTrue(entry.details[1].hasPrefix("malformed line 3"), "\(entry.details)")
    }
}
