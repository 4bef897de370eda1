import Foundation
import XCTest
@testable import ShowbookCore

/// `i` on the Books tab: a path field, then the import and its counts.
final class ImportInTUITests: XCTestCase {
    func testImportFromThePathField() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("deck-\(UUID()).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try "#separator:tab\n#deck:Kitchen\n사과\tapple\n\"물\"\twater\nbroken line without a tab\n".write(to: file, atomically: true, encoding: .utf8)
        let h = try TestHarness()
        h.app.select(.books)
        h.type("i")
        guard case let .prompt(prompt)? = h.app.navigator.modal?.modal else { return XCTFail("no path field") }
        h.type("/nonexistent/file.txt")
        h.press(.enter)
        XCTAssertNotNil(prompt.errorMessage, "a bad path keeps the field open with the reason")
        h.press(.ctrl("u"))
        h.type(file.path)
        h.press(.enter)
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertEqual(h.app.books.selectedBook?.title, "Kitchen")
        XCTAssertEqual(h.app.books.selectedBook?.wordCount, 2)
        XCTAssertEqual(h.app.visibleMessage, "Imported into “Kitchen”: 2 added, 0 updated, 0 skipped, 1 malformed — malformed line 5 (! for details)")
    }
}
