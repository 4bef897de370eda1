import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords
@testable import ShowbookApp

/// F1 help at 80×24 holds more keys than the box has rows: ↓, PgDn and End scroll it, and a
/// description wider than the box wraps onto the next lines instead of being cut.
final class HelpScrollRenderTests: XCTestCase {
    /// The text inside the help box, one entry per row as drawn.
    func boxRows(_ grid: GridCanvas) throws -> [String] {
        let lines = grid.lines
        let top = try XCTUnwrap(lines.firstIndex { $0.contains("Keys") && $0.contains("┌") }, grid.text)
        let bottom = try XCTUnwrap(lines.indices.first { $0 > top && lines[$0].contains("└") }, grid.text)
        return lines[(top + 1)..<bottom].map { line in
            let inside = line.drop { $0 != "│" }.dropFirst()
            return String(inside.prefix { $0 != "│" })
        }
    }

    func testHelpScrollsAndWrapsAt80x24() throws {
        let h = try AppHarness.forRendering(records: [])
        let book = try h.makeBook("Words", [WordDraft(term: "물", meaning: "water")])
        try h.openBook(book)
        h.app.handle(.function(1))
        XCTAssertTrue(h.app.isHelpShown)
        let entries = h.app.helpEntries
        var grid = h.render(width: 80, height: 24)
        let first = try boxRows(grid)
        XCTAssertLessThan(first.count, entries.count, "the book's keys do not fit at 80×24")
        XCTAssertFalse(grid.text.contains("enlarge the window"), grid.text)
        var seen = first
        h.app.handle(.down)
        grid = h.render(width: 80, height: 24)
        XCTAssertNotEqual(try boxRows(grid), first, "↓ scrolls the help")
        for _ in 0..<20 {
            h.app.handle(.pageDown)
            grid = h.render(width: 80, height: 24)
            seen += try boxRows(grid)
        }
        XCTAssertTrue(h.app.isHelpShown, "the keys scroll, they do not close the help")
        let shown = seen.joined().filter { !$0.isWhitespace }
        for entry in entries {
            XCTAssertTrue(shown.contains(entry.label.filter { !$0.isWhitespace }), "“\(entry.label)” is not shown whole")
        }
        XCTAssertFalse(seen.contains { $0.contains("…") }, "nothing is cut:\n" + seen.joined(separator: "\n"))
        h.app.handle(.escape)
        XCTAssertFalse(h.app.isHelpShown)
    }
}
