import CNcursesw
import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords
@testable import ShowbookApp

/// Mouse clicks decoded into actions: the renderer's hit map says what is under a cell, and the
/// app turns that into the same actions as keys.
final class MouseHitTests: XCTestCase {
    func testClickSelectsRowAndDoubleClickOpens() throws {
        let h = try AppHarness.forRendering(records: SearchRenderTests.records)
        h.app.start()
        h.settle()
        let canvas = h.render(width: 70, height: 12)
        // Items are two rows tall, starting on row 2: row 4 is the second item.
        XCTAssertEqual(canvas.hitMap.target(x: 10, y: 4), .row(1))
        XCTAssertEqual(canvas.hitMap.target(x: 10, y: 5), .row(1))
        h.app.handleMouse(.click, on: canvas.hitMap.target(x: 10, y: 4))
        XCTAssertEqual(h.app.search.list.selected, 1)
        XCTAssertFalse(h.app.navigator.isShowingDetail)
        h.app.handleMouse(.doubleClick, on: canvas.hitMap.target(x: 10, y: 2))
        XCTAssertEqual(h.app.navigator.selectedMedia?.title, "Squid Game")
    }

    func testClickTabsAndWheel() throws {
        let h = try AppHarness.forRendering(records: SearchRenderTests.records)
        h.app.start()
        h.settle()
        let canvas = h.render(width: 70, height: 12)
        let booksX = try XCTUnwrap(canvas.lines[0].range(of: "Books")).lowerBound.utf16Offset(in: canvas.lines[0])
        XCTAssertEqual(canvas.hitMap.target(x: booksX, y: 0), .tab(AppModel.Tab.books.rawValue))
        h.app.handleMouse(.wheelDown, on: nil)
        XCTAssertEqual(h.app.search.list.selected, 2, "the wheel moves the list")
        h.app.handleMouse(.click, on: .tab(AppModel.Tab.books.rawValue))
        XCTAssertEqual(h.app.tab, .books)
    }

    func testModalButtonsAndOptionsAreClickable() throws {
        let (h, _, _) = try closeModalWithTargetClicked()
        guard case let .closeBook(modal)? = h.app.navigator.modal?.modal else { return XCTFail("no modal") }
        XCTAssertEqual(modal.confirmLabel, "Move")
        let canvas = h.render(width: 70, height: 20)
        let buttonRow = try XCTUnwrap(canvas.lines.firstIndex { $0.contains("[ Move ]") })
        let line = canvas.lines[buttonRow]
        let cancelX = DisplayWidth.of(line[..<(try XCTUnwrap(line.range(of: "[ Cancel ]")).lowerBound)])
        XCTAssertEqual(canvas.hitMap.target(x: cancelX + 2, y: buttonRow), .button(.cancel))
        h.app.handleMouse(.click, on: .button(.cancel))
        XCTAssertNil(h.app.navigator.modal, "Cancel clicked")
        guard case .wordBook = h.app.navigator.top else { return XCTFail("cancel must keep the book screen") }
    }

    /// The box of a modal swallows clicks, and a click on it chooses nothing: a double click
    /// on the close modal's border once chose "Don't move" and closed the book.
    func testDoubleClickOnTheModalBorderChoosesNothing() throws {
        let (h, book, optionRow) = try closeModalWithTargetClicked()
        let store = h.container.wordBooks
        let canvas = h.render(width: 70, height: 20)
        let topRow = try XCTUnwrap(canvas.lines.firstIndex { $0.contains("┌") && $0.contains("Close") })
        let borderX = DisplayWidth.of(canvas.lines[topRow][..<(try XCTUnwrap(canvas.lines[topRow].firstIndex(of: "┌")))])
        for (x, y) in [(borderX, topRow), (borderX, topRow + 1), (borderX + 1, optionRow + 3)] {
            let target = canvas.hitMap.target(x: x, y: y)
            XCTAssertNotNil(target, "the box covers (\(x), \(y))")
            h.app.handleMouse(.click, on: target)
            h.app.handleMouse(.doubleClick, on: target)
        }
        h.settle()
        guard case let .closeBook(modal)? = h.app.navigator.modal?.modal else { return XCTFail("the modal must stay open") }
        XCTAssertEqual(modal.selectedOption.label, "Target", "the chosen target is kept")
        XCTAssertFalse(try XCTUnwrap(store.books.book(id: book.id)).isClosed, "the book is not closed")
    }

    /// Opens the close modal of "Alpha" (one word) with "Target" as the other open book (chosen
    /// first), chooses "Don't move" and then "Target" again with clicks on their option rows.
    private func closeModalWithTargetClicked() throws -> (AppHarness, WordBook, optionRow: Int) {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        try store.books.createBook(title: "Target")
        h.clock.advance(by: 10)
        let book = try store.books.createBook(title: "Alpha")
        try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        try h.openCloseModal(for: book)
        var canvas = h.render(width: 70, height: 20)
        let dontMoveRow = try XCTUnwrap(canvas.lines.firstIndex { $0.contains("( ) Don't move") }, canvas.text)
        h.app.handleMouse(.click, on: canvas.hitMap.target(x: 30, y: dontMoveRow))
        canvas = h.render(width: 70, height: 20)
        let optionRow = try XCTUnwrap(canvas.lines.firstIndex { $0.contains("( ) Target") }, canvas.text)
        h.app.handleMouse(.click, on: canvas.hitMap.target(x: 30, y: optionRow))
        return (h, book, optionRow)
    }
}

