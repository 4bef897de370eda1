import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords
@testable import ShowbookApp

/// Every screen's status bar at 80 columns: the most important keys first, F1 help always
/// there (also beside a long message), no hint cut in half; and the word form's duplicate
/// warning shown whole.
final class StatusBarRenderTests: XCTestCase {
    static let width = 80
    static let height = 24

    func makeApp() throws -> AppHarness {
        let h = try AppHarness.forRendering(records: SearchRenderTests.records)
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "한국어 기초")
        for (term, meaning) in [("사과", "apple"), ("a rather long everyday expression", "a long one")] {
            try store.words.addWord(WordDraft(term: term, meaning: meaning), to: book.id)
        }
        h.app.start()
        h.settle()
        return h
    }

    func statusBar(_ h: AppHarness) -> String {
        h.render(width: Self.width, height: Self.height).lines[Self.height - 1]
    }

    func assertBar(_ bar: String, startsWith first: String, contains required: [String] = [],
                   file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(bar.hasPrefix(first), "most important first: \(bar)", file: file, line: line)
        for hint in required + ["F1 help"] {
            XCTAssertTrue(bar.contains(hint), "“\(hint)” missing: \(bar)", file: file, line: line)
        }
        XCTAssertLessThanOrEqual(DisplayWidth.of(bar), Self.width, file: file, line: line)
    }

    func testEveryScreensBarKeepsF1AndItsMainKeys() throws {
        let h = try makeApp()
        assertBar(statusBar(h), startsWith: "Enter open  Esc clear")
        h.app.handle(.enter)
        assertBar(statusBar(h), startsWith: "Esc/←/q back  s save")
        h.app.handle(.escape)
        h.app.select(.saved)
        assertBar(statusBar(h), startsWith: "Enter open")
        XCTAssertFalse(statusBar(h).contains("u undo"), "nothing to undo yet: \(statusBar(h))")
        h.app.select(.today)
        assertBar(statusBar(h), startsWith: "Enter study")
        h.app.select(.books)
        assertBar(statusBar(h), startsWith: "Enter open  n new", contains: ["i import", "1 book"])
        h.app.handle(.character("n"))
        assertBar(statusBar(h), startsWith: "Enter add  Esc cancel")
        h.app.handle(.escape)
        h.app.handle(.character("i"))
        assertBar(statusBar(h), startsWith: "Enter import  Tab complete  Esc cancel")
        h.app.handle(.escape)
        h.app.handle(.character("d"))
        assertBar(statusBar(h), startsWith: "←→ choose  Enter confirm  Esc cancel")
        h.app.handle(.escape)

        h.app.handle(.enter)
        assertBar(statusBar(h), startsWith: "a add  e edit", contains: ["s study", "back"])
        h.app.handle(.character("a"))
        assertBar(statusBar(h), startsWith: "Tab next field  Enter save")
        h.app.handle(.escape)
        h.app.handle(.character("c"))
        assertBar(statusBar(h), startsWith: "↑↓ target  Enter close  Esc cancel")
        h.app.handle(.escape)
        h.app.handle(.character("s"))
        assertBar(statusBar(h), startsWith: "Space/Enter flip", contains: ["→/l Good", "←/h Again", "u undo", "Esc/q back"])
        h.app.handle(.character(" "))
        assertBar(statusBar(h), startsWith: "Space/Enter flip  1–4 grade", contains: ["→/l Good", "←/h Again", "Esc/q back"])
    }

    func testALongMessageLeavesRoomForF1() throws {
        let folder = try makeTemporaryFolder("showbook-bar").url
        let file = folder.appendingPathComponent("deck.txt")
        try "#deck:Words from the second season of a very long drama title\n사과\tapple\n".write(
            to: file, atomically: true, encoding: .utf8)
        let h = try makeApp()
        h.app.select(.books)
        h.app.handle(.character("i"))
        for character in file.path { h.app.handle(.character(character)) }
        h.app.handle(.enter)
        h.settle()
        XCTAssertNotNil(h.app.visibleStatus)
        // The message wins the room of the other hints, but not F1's.
        let bar = statusBar(h)
        assertBar(bar, startsWith: "F1 help  Imported into “Words from")
        XCTAssertTrue(bar.hasSuffix("…"), bar)
    }

    func testTheDuplicateWarningIsShownWhole() throws {
        let h = try makeApp()
        h.app.select(.books)
        h.app.handle(.enter)
        h.app.handle(.character("a"))
        for character in "a rather long everyday expression" { h.app.handle(.character(character)) }
        h.app.handle(.tab)
        h.app.handle(.tab)
        for character in "again" { h.app.handle(.character(character)) }
        h.app.handle(.enter)
        guard case let .wordForm(form)? = h.app.navigator.modal?.modal else { return XCTFail("the form closed") }
        let warning = try XCTUnwrap(form.duplicateWarning)
        let lines = h.render(width: Self.width, height: Self.height).lines
        // The modal's rows, without their borders, joined: the warning must be there in full.
        let inside = lines.map { row -> String in
            guard let left = row.firstIndex(of: "│"), let right = row.lastIndex(of: "│"), left < right else { return "" }
            return row[row.index(after: left)..<right].trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }.joined(separator: " ")
        XCTAssertTrue(inside.contains(warning), "\(warning)\n\(lines.joined(separator: "\n"))")
        assertBar(lines[Self.height - 1], startsWith: "Enter add anyway")
    }
}
