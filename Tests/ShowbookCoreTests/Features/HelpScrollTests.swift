import ShowbookTestSupport
import XCTest
@testable import ShowbookApp

/// The help's scroll state without a terminal: F1 opens it at its first line, the motion keys
/// scroll within the lines the renderer reported (never past either end), the wheel too, and
/// opening it again starts at the top.
final class HelpScrollTests: XCTestCase {
    func testTheMotionKeysScrollTheHelpWithinItsLines() throws {
        let h = try AppHarness()
        h.press(.function(1))
        XCTAssertTrue(h.app.isHelpShown)
        h.app.helpScroll.setLayout(lineCount: 50, visibleRows: 20)
        XCTAssertEqual(h.app.helpScroll.offset, 0)
        h.press(.down)
        XCTAssertEqual(h.app.helpScroll.offset, 1)
        h.type("j")
        XCTAssertEqual(h.app.helpScroll.offset, 2)
        h.press(.pageDown)
        XCTAssertEqual(h.app.helpScroll.offset, 22)
        h.press(.pageDown)
        XCTAssertEqual(h.app.helpScroll.offset, 30, "the last page ends at the last line")
        h.press(.home)
        XCTAssertEqual(h.app.helpScroll.offset, 0)
        h.type("G")
        XCTAssertEqual(h.app.helpScroll.offset, 30)
        h.press(.up)
        XCTAssertEqual(h.app.helpScroll.offset, 29)
        h.app.handleMouse(.wheelUp, on: nil)
        XCTAssertLessThan(h.app.helpScroll.offset, 29, "the wheel scrolls it")
        XCTAssertTrue(h.app.isHelpShown, "scrolling keeps the help open")
        h.press(.escape)
        XCTAssertFalse(h.app.isHelpShown)
        h.press(.function(1))
        XCTAssertEqual(h.app.helpScroll.offset, 0, "help opens at its first line")
    }
}
