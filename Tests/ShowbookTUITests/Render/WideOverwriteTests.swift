import XCTest
@testable import ShowbookTUI

/// Drawing over half of a wide grapheme blanks the other half (a modal border over Hangul).
final class WideOverwriteTests: XCTestCase {
    func testBorderOverHalfAWideCharacterBlanksTheOtherHalf() {
        let canvas = GridCanvas(width: 10, height: 1)
        canvas.text("가나다라", x: 0, y: 0)       // 가 0-1, 나 2-3, 다 4-5, 라 6-7
        canvas.text("│", x: 3, y: 0)             // cuts 나 (its right half)
        canvas.text("|", x: 6, y: 0)             // cuts 라 (its left half)
        XCTAssertEqual(canvas.lines[0], "가 │다|")
        XCTAssertEqual(canvas.cells[0][2].text, " ", "the left half of 나 was blanked")
        XCTAssertEqual(canvas.cells[0][7].text, " ", "the right half of 라 was blanked")
        for (x, cell) in canvas.cells[0].enumerated() where cell.text.isEmpty {
            XCTAssertEqual(DisplayWidth.of(canvas.cells[0][x - 1].text), 2, "no orphaned continuation")
        }
    }
}
