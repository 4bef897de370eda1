import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookExchange
@testable import ShowbookApp

/// The import-progress modal: file name, bar over the bytes read, rows, and the cancel state.
final class ImportProgressRenderTests: XCTestCase {
    func testBarRowsAndCancelling() throws {
        let h = try AppHarness.forRendering(records: [])
        let folder = try makeTemporaryFolder("render").url
        let file = folder.appendingPathComponent("deck.txt")
        try "a\tb\n".write(to: file, atomically: true, encoding: .utf8)
        h.app.select(.books)
        h.app.handle(.character("i"))
        for character in file.path { h.app.handle(.character(character)) }
        h.app.handle(.enter)
        guard case let .importProgress(model)? = h.app.navigator.modal?.modal else { return XCTFail("no progress modal") }
        model.report(WordImportProgress(rows: 1_234, fileBytesRead: 50, fileSize: 100))
        var text = h.render(width: 70, height: 16).text
        XCTAssertTrue(text.contains("Importing “deck.txt”"), text)
        XCTAssertTrue(text.contains("50%"), text)
        XCTAssertTrue(text.contains("1234 rows read"), text)
        XCTAssertTrue(text.contains("Esc cancel the import"), text)
        h.app.handle(.escape)
        text = h.render(width: 70, height: 16).text
        XCTAssertTrue(text.contains("cancelling — nothing will be kept"), text)
        h.settle()
        XCTAssertNil(h.app.navigator.modal)
    }
}
