import ShowbookTestSupport
import XCTest
@testable import ShowbookApp

/// `w` in a show's detail: create a word book linked to the show, or open the existing one.
final class ShowLinkedBookTests: XCTestCase {
    func testCreateThenReopenLinkedBook() throws {
        let h = try AppHarness()
        try h.openDetail(searching: "squid", settle: false)
        h.type("w")
        guard case let .prompt(prompt)? = h.app.navigator.modal?.modal else { return XCTFail("no prompt") }
        XCTAssertEqual(prompt.field.text, "Squid Game", "the default title is the show's")
        h.press(.enter)
        guard case let .wordBook(book) = h.app.navigator.top else { return XCTFail("book not opened") }
        XCTAssertEqual(book.showTitle, "Squid Game")
        XCTAssertEqual(book.book.showID, "bundled:5")
        h.press(.escape)
        XCTAssertTrue(h.app.navigator.isShowingDetail, "back to the detail it came from")
        h.type("w")
        XCTAssertNil(h.app.navigator.modal, "an existing linked book opens directly")
        guard case .wordBook = h.app.navigator.top else { return XCTFail("existing book not opened") }
        h.press(.escape, .escape)
        try h.container.wordBooks.books.createBook(title: "Unlinked")
        h.app.select(.books)
        XCTAssertEqual(h.app.books.books.count, 2)
        h.type("L")
        XCTAssertEqual(h.app.books.books.map(\.title), ["Squid Game"], "filtered to show-linked books")
    }
}
