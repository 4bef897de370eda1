import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords

/// The frame after a write was refused because another process closed the book on screen: the
/// Books tab is back, the closed book is no longer listed, and the status bar holds the one
/// line naming the book and what did not happen.
final class ClosedElsewhereRenderTests: XCTestCase {
    func testTheRefusalIsOneLineInTheStatusBarOverTheBooksTab() throws {
        let h = try AppHarness.forRendering(records: SearchRenderTests.records)
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Estuary")
        try store.words.addWord(WordDraft(term: "mul", meaning: "water"), to: book.id)
        try store.books.createBook(title: "Harbour")
        h.app.start()
        h.settle()
        h.app.select(.books)
        let row = try XCTUnwrap(h.app.books.books.firstIndex { $0.id == book.id })
        for _ in 0..<row { h.app.handle(.down) }
        h.app.handle(.enter)
        XCTAssertTrue(h.render(width: 80, height: 24).lines[1].hasPrefix(" Estuary "))

        try store.closing.close(bookID: book.id, moving: .none)  // as another process would
        h.app.handle(.character("a"))
        for character in "jeolmul" { h.app.handle(.character(character)) }
        h.app.handle(.tab)
        h.app.handle(.tab)
        for character in "tide" { h.app.handle(.character(character)) }
        h.app.handle(.enter)
        h.settle()

        let lines = h.render(width: 80, height: 24).lines
        let bar = lines[23]
        XCTAssertTrue(bar.contains("“Estuary” was closed elsewhere; nothing added"), bar)
        XCTAssertFalse(lines.contains { $0.contains("Add word") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("Harbour") }, "the Books tab:\n" + lines.joined(separator: "\n"))
        XCTAssertFalse(lines.dropLast().contains { $0.contains("Estuary") }, "no longer listed:\n" + lines.joined(separator: "\n"))
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.term), ["mul"])
    }
}
