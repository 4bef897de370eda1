import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookPlatform
@testable import ShowbookApp

/// The `/` filter line under a list (with the cursor while typing, and the count it lets
/// through), and an import's details in the `!` log.
final class FilterLineRenderTests: XCTestCase {
    func makeBooks() throws -> AppHarness {
        let h = try AppHarness.forRendering(records: [])
        for title in ["드라마 단어", "Food", "Drama words"] {
            try h.container.wordBooks.books.createBook(title: title)
            h.clock.advance(by: 1)
        }
        h.app.select(.books)
        return h
    }

    func testFilterLineWhileTypingAndAfterEnter() throws {
        let h = try makeBooks()
        for key: Key in [.character("/"), .character("드"), .character("라")] { h.app.handle(key) }
        var canvas = h.render(width: 60, height: 10)
        var lines = canvas.lines
        XCTAssertTrue(lines[2].contains("드라마 단어"), lines[2])
        XCTAssertFalse(lines.contains { $0.contains("Food") }, "filtered out:\n\(lines.joined(separator: "\n"))")
        XCTAssertTrue(lines[8].hasPrefix(" / 드라   ") && lines[8].hasSuffix("   1 of 3"), lines[8])
        XCTAssertEqual(canvas.cursor?.x, 7, "the cursor after the two wide characters")
        XCTAssertEqual(canvas.cursor?.y, 8)
        XCTAssertTrue(lines[9].hasPrefix("Enter keep filter  Esc clear"), lines[9])
        h.app.handle(.enter)
        canvas = h.render(width: 60, height: 10)
        lines = canvas.lines
        XCTAssertTrue(lines[8].hasPrefix(" / 드라   ") && lines[8].hasSuffix("   1 of 3"), "the kept filter stays: \(lines[8])")
        XCTAssertNil(canvas.cursor, "no cursor once the list has the keys again")
        XCTAssertTrue(lines[9].hasPrefix("Enter open"), lines[9])
        h.app.handle(.escape)
        lines = h.render(width: 60, height: 10).lines
        XCTAssertFalse(lines[8].contains("/ "), "Esc removes the line: \(lines[8])")
        XCTAssertTrue(lines.contains { $0.contains("Food") })
    }

    func testEmptyFilterResultSaysSo() throws {
        let h = try makeBooks()
        for key: Key in [.character("/"), .character("x"), .character("y")] { h.app.handle(key) }
        let lines = h.render(width: 60, height: 10).lines
        XCTAssertEqual(lines[3], "  No books match the filter.")
    }

    func testLinkedFilterWithNoLinkedBookSaysSoAndHowToLeave() throws {
        let h = try makeBooks()
        h.app.handle(.character("L"))
        XCTAssertTrue(h.app.books.linkedOnly)
        var lines = h.render(width: 60, height: 10).lines
        XCTAssertEqual(lines[3], "  No book is linked to a show. Esc shows all.")
        h.app.handle(.escape)
        lines = h.render(width: 60, height: 10).lines
        XCTAssertTrue(lines.contains { $0.contains("Food") }, "Esc shows every book again")
    }

    func testMessageLogShowsRepeatsAndDetails() throws {
        let h = try AppHarness.forRendering(records: [])
        var message = StatusMessage.error("Imported into “B”: 1 added — malformed lines 3")
        message.details = ["malformed line 3: missing meaning for “바다”"]
        h.app.messages.post(message, now: h.clock.now)
        h.app.select(.books)
        h.app.handle(.character("!"))
        let text = h.render(width: 80, height: 12).lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("Imported into “B”: 1 added — malformed lines 3"), text)
        XCTAssertTrue(text.contains("  malformed line 3: missing meaning for “바다”"), text)
    }

    func testMessageLogCountsItsMessagesInTheStatusBar() throws {
        let h = try AppHarness.forRendering(records: [])
        h.app.messages.post("locale C is not UTF-8; using C.UTF-8", now: h.clock.now)
        h.app.select(.books)
        h.app.handle(.character("!"))
        let one = h.render(width: 80, height: 12).lines
        XCTAssertTrue(one[11].hasPrefix("Esc close"), one.joined(separator: "\n"))
        XCTAssertTrue(one[11].hasSuffix("1 message"), one.joined(separator: "\n"))
        XCTAssertEqual(one.filter { $0.contains("using C.UTF-8") }.count, 1, "the log replaces the status message")
        h.app.messages.post("Saved", now: h.clock.now)
        let two = h.render(width: 80, height: 12).lines
        XCTAssertTrue(two[11].hasSuffix("2 messages"), two.joined(separator: "\n"))
    }
}
