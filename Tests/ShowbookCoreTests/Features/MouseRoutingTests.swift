import ShowbookTestSupport
import XCTest
@testable import ShowbookApp

/// The mouse is routed as actions, not as fake keys: the wheel scrolls only what scrolls, and
/// nothing behind an overlay or a modal hears a click.
final class MouseRoutingTests: XCTestCase {
    func testWheelOverTheWordFormDoesNotMoveFocus() throws {
        let h = try AppHarness()
        try h.container.wordBooks.books.createBook(title: "Alpha")
        h.app.select(.books)
        h.press(.enter)
        h.type("a")
        guard case let .wordForm(form)? = h.app.navigator.modal?.modal else { return XCTFail("no word form") }
        h.type("물")
        h.app.handleMouse(.wheelDown, on: nil)
        h.app.handleMouse(.wheelUp, on: nil)
        h.app.handleMouse(.wheelDown, on: nil)
        XCTAssertEqual(form.focus, .term, "the wheel does not move between fields")
        XCTAssertEqual(form.text(.term), "물")
    }

    func testWheelStillScrollsLists() throws {
        let h = try AppHarness()
        h.app.start()
        h.settle()
        XCTAssertGreaterThan(h.app.search.state.results.count, 4)
        h.app.handleMouse(.wheelDown, on: nil)
        XCTAssertEqual(h.app.search.list.selected, 3)
        h.app.handleMouse(.wheelUp, on: nil)
        XCTAssertEqual(h.app.search.list.selected, 0)
    }

    func testClicksDoNotReachRowsBehindTheMessageLog() throws {
        let h = try AppHarness()
        let store = h.container.wordBooks
        try store.books.createBook(title: "Older")
        h.clock.advance(by: 10)
        try store.books.createBook(title: "Newer")
        h.app.select(.books)
        XCTAssertEqual(h.app.books.books.count, 2)
        h.type("!")
        XCTAssertTrue(h.app.isMessageLogShown)
        h.app.handleMouse(.wheelDown, on: nil)
        XCTAssertEqual(h.app.books.list.selected, 0, "the wheel does not reach behind the log")
        XCTAssertTrue(h.app.isMessageLogShown)
        h.app.handleMouse(.click, on: .row(1))
        XCTAssertEqual(h.app.books.list.selected, 0, "the row behind the log was not selected")
        XCTAssertFalse(h.app.isMessageLogShown, "a click closes the log, as it closes help")
        h.type("!")
        h.app.handleMouse(.doubleClick, on: .row(0))
        XCTAssertEqual(h.app.navigator.stack.count, 1, "no book opened from behind the log")
    }

    func testClicksDoNotReachRowsBehindTheHelp() throws {
        let h = try AppHarness()
        try h.container.wordBooks.books.createBook(title: "Older")
        h.clock.advance(by: 10)
        try h.container.wordBooks.books.createBook(title: "Newer")
        h.app.select(.books)
        h.press(.function(1))
        h.app.handleMouse(.doubleClick, on: .row(1))
        XCTAssertFalse(h.app.isHelpShown, "a click closes help")
        XCTAssertEqual(h.app.books.list.selected, 0)
        XCTAssertEqual(h.app.navigator.stack.count, 1)
    }
}
