import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords
@testable import ShowbookApp

/// The back of a card that teaches a Korean word: the example sentence is drawn at normal
/// weight (not dimmed like the notes), the form to recognise in it (먹으러 for 먹다) stands
/// out, and the sentence's translation sits under it.
final class KoreanCardBackRenderTests: XCTestCase {
    /// The cells of `text` on `row` of `grid` (its first occurrence), with their styles.
    func styles(of text: String, in grid: GridCanvas) throws -> (row: Int, styles: [Style]) {
        let row = try XCTUnwrap(grid.lines.firstIndex { $0.contains(text) }, "“\(text)” is not drawn:\n" + grid.text)
        let cells = grid.cells[row]
        let characters = Array(text)
        for start in cells.indices {
            var x = start
            var matched: [Style] = []
            for character in characters {
                guard x < cells.count, cells[x].text == String(character) else { break }
                matched.append(cells[x].style)
                x += 1
                if x < cells.count, cells[x].text.isEmpty { x += 1 }  // the right half of a wide one
            }
            if matched.count == characters.count { return (row, matched) }
        }
        throw NotDrawn("“\(text)” not found cell by cell on row \(row)")
    }

    struct NotDrawn: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    func testTheSentenceIsNotDimAndTheFormStandsOut() throws {
        let h = try AppHarness.forRendering(records: [])
        let book = try h.makeBook("Korean", [WordDraft(term: "먹다", reading: "meokda", meaning: "to eat", example: "밥 먹으러 가요.",
                                                       surface: "먹으러", exampleTranslation: "I'm going to eat.")])
        _ = try h.study(book)
        h.app.handle(.character(" "))
        let grid = h.render(width: 80, height: 24)
        let plain = try styles(of: "밥", in: grid)
        let form = try styles(of: "먹으러", in: grid)
        XCTAssertEqual(plain.row, form.row)
        XCTAssertFalse(plain.styles.contains { $0.dim }, "the sentence is drawn at normal weight:\n" + grid.text)
        XCTAssertTrue(form.styles.allSatisfy { $0.bold && !$0.dim && $0 != plain.styles[0] },
                      "the form to recognise is highlighted: \(form.styles)")
        let after = try styles(of: "가요.", in: grid)
        XCTAssertEqual(after.styles, Array(repeating: plain.styles[0], count: 3), "only the form is highlighted")
        let translation = try styles(of: "I'm going to eat.", in: grid)
        XCTAssertGreaterThan(translation.row, form.row, "the translation is under the sentence")
    }

    func testTheInflectedFormIsFoundWithoutARecordedForm() throws {
        let h = try AppHarness.forRendering(records: [])
        let book = try h.makeBook("Korean", [WordDraft(term: "먹다", meaning: "to eat", example: "밥 먹으러 가요.")])
        _ = try h.study(book)
        h.app.handle(.character(" "))
        let grid = h.render(width: 80, height: 24)
        let plain = try styles(of: "밥", in: grid)
        let form = try styles(of: "먹으러", in: grid)
        XCTAssertTrue(form.styles.allSatisfy { $0.bold && $0 != plain.styles[0] }, "the stem finds 먹으러: \(form.styles)")
    }
}
