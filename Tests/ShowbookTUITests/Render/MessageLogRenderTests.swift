import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookApp

/// The `!` log holds every line of a long import report: long messages wrap to the box instead
/// of being cut, and the box scrolls (it opens on the newest lines).
final class MessageLogRenderTests: XCTestCase {
    var file: URL!

    override func setUpWithError() throws {
        file = temporaryFile("bad", extension: "txt")
        // Line 1 and line 42 are words; the forty lines between have no term.
        let broken = (2...41).map { "\ta meaning without its term, number \($0)" }
        try (["사과\tapple"] + broken + ["물\twater"]).joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    }

    func importFile(_ h: AppHarness) {
        h.app.select(.books)
        h.app.handle(.character("i"))
        for character in file.path { h.app.handle(.character(character)) }
        h.app.handle(.enter)
        for _ in 0..<5 { h.settle() }
    }

    /// The text inside the box on each row, without the borders and the time column.
    func boxTexts(_ lines: [String]) -> [String] {
        lines.compactMap { line -> String? in
            guard let left = line.firstIndex(of: "│"), let right = line.lastIndex(of: "│"), left < right else { return nil }
            var inside = String(line[line.index(after: left)..<right])
            if let range = inside.range(of: #"^ \d\d:\d\d:\d\d"#, options: .regularExpression) { inside.removeSubrange(range) }
            return inside.trimmingCharacters(in: .whitespaces)
        }
    }

    func testFortyMalformedLinesCanBeReadInFull() throws {
        let h = try AppHarness.forRendering(records: [])
        importFile(h)
        let summary = try XCTUnwrap(h.app.messages.entries.last?.text)
        XCTAssertTrue(summary.contains("40 malformed"), summary)
        XCTAssertGreaterThan(DisplayWidth.of(summary), 72, "the summary is longer than the box is wide")
        h.app.handle(.character("!"))

        let opened = boxTexts(h.render(width: 80, height: 24).lines)
        XCTAssertTrue(opened.contains { $0.hasPrefix("malformed line 41:") }, "opens on the newest lines:\n\(opened.joined(separator: "\n"))")
        XCTAssertFalse(opened.contains { $0.hasPrefix("malformed line 2:") })
        XCTAssertFalse(opened.contains { $0.hasSuffix("…") && !$0.hasSuffix("(! for details)") }, "nothing is cut")

        // Home, then page down to the end, gathering every row once.
        h.app.handle(.home)
        var seen: [String] = []
        var screen = boxTexts(h.render(width: 80, height: 24).lines)
        seen += screen
        for _ in 0..<20 {
            h.app.handle(.pageDown)
            let next = boxTexts(h.render(width: 80, height: 24).lines)
            if next == screen { break }
            screen = next
            seen += next
        }
        let text = seen.joined(separator: " ")
        XCTAssertTrue(text.contains(summary), "the whole summary line is reachable:\n\(seen.joined(separator: "\n"))")
        XCTAssertTrue(seen.contains { $0.hasPrefix("malformed line 2:") }, "the first malformed line")
        XCTAssertTrue(seen.contains { $0.hasPrefix("malformed line 41:") }, "the last malformed line")
        for number in 2...41 {
            XCTAssertTrue(seen.contains { $0.hasPrefix("malformed line \(number):") }, "line \(number)")
        }
        let status = h.render(width: 80, height: 24).lines[23]
        XCTAssertTrue(status.contains("of ") && status.hasSuffix("1 message"), status)

        h.app.handle(.character("g"))
        XCTAssertTrue(boxTexts(h.render(width: 80, height: 24).lines).first.map { summary.hasPrefix($0) } ?? false, "g: the top")
        h.app.handle(.character("G"))
        let end = boxTexts(h.render(width: 80, height: 24).lines)
        XCTAssertTrue(end.contains { $0.hasPrefix("malformed line 41:") }, "G: the end")
        h.app.handle(.up)
        let up = boxTexts(h.render(width: 80, height: 24).lines)
        XCTAssertEqual(Array(up.dropFirst()), Array(end.dropLast()), "↑ scrolls one line")
        h.app.handleMouse(.wheelDown, on: nil)
        XCTAssertEqual(boxTexts(h.render(width: 80, height: 24).lines), end, "the wheel scrolls it too")
        XCTAssertTrue(h.app.isMessageLogShown, "the wheel does not close it")
    }
}
