import Foundation
import XCTest

/// The real binary at 200×50 shows a card's long meaning whole: a 400-character dictionary
/// meaning wraps inside a card 100 columns wide, with no `…` and nothing left to scroll.
final class CardFitE2ETests: E2ETestCase {
    func testALongMeaningIsShownWholeAt200By50() throws {
        var meaning = ""
        var sense = 1
        while meaning.count < 400 {
            meaning += "(\(sense)) to go; to move (in a direction or towards a specific location); to head (towards); "
            sense += 1
        }
        meaning = String(meaning.prefix(400)).trimmingCharacters(in: .whitespaces)
        let file = workDirectory.appendingPathComponent("long.tsv")
        try Data("行く\t\(meaning)\n".utf8).write(to: file)
        let imported = try runCLI(["--no-sample", "books", "import", file.path, "--book", "Long"])
        XCTAssertEqual(imported.status, 0, imported.stderr)

        let app = try launchApp(["--no-sample"], width: 200, height: 50)
        try app.press("M-3")
        try app.waitUntil("the Long book in the list") { $0.hasRow(matching: "^ *Long +today +1 word") }
        try app.press("Enter")
        try app.waitUntil("Long's book screen") { $0.line(1).hasPrefix(" Long ") && $0.contains("行く") }
        try app.press("s")
        try app.waitForFrame(containing: ["1 new · 0 learning · 0 review", "Space to flip"])
        try app.press("Space")
        let back = try app.waitForFrame(containing: ["Again 1m · Hard 6m · Good 10m · Easy 8d", "direction or towards a spec"])
        let inside = back.lines.map { row -> String in
            guard let left = row.firstIndex(of: "│"), let right = row.lastIndex(of: "│"), left < right else { return "" }
            return String(row[row.index(after: left)..<right])
        }
        let shown = inside.joined().filter { !$0.isWhitespace }
        XCTAssertTrue(shown.contains(meaning.filter { !$0.isWhitespace }), "the meaning is not whole:\n\(back)")
        XCTAssertFalse(back.contains("…"), "nothing is cut:\n\(back)")
        XCTAssertFalse(back.contains("more below"), "nothing is left to scroll:\n\(back)")
        let top = try XCTUnwrap(back.lines.first { $0.contains("┌") })
        XCTAssertEqual(top.trimmingCharacters(in: .whitespaces).count, 100, "the card is 100 columns wide:\n\(back)")
        try app.press("q", "q", "q")
        try app.waitForExit()
    }
}
