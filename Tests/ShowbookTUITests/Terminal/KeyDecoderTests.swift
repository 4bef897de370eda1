import CNcursesw
import XCTest
@testable import ShowbookCore
@testable import ShowbookTUI

/// Raw curses input to keys: controls, Alt combinations, Hangul, function keys.
final class KeyDecoderTests: XCTestCase {
    func decode(_ raw: KeyDecoder.Raw, then rest: [KeyDecoder.Raw] = []) -> Key {
        var pending = rest
        return KeyDecoder.decode(raw) { pending.isEmpty ? nil : pending.removeFirst() }
    }

    func testCharactersAndControls() {
        XCTAssertEqual(decode(.character(97)), .character("a"))
        XCTAssertEqual(decode(.character(0xD55C)), .character("한"))
        XCTAssertEqual(decode(.character(13)), .enter)
        XCTAssertEqual(decode(.character(9)), .tab)
        XCTAssertEqual(decode(.character(127)), .backspace)
        XCTAssertEqual(decode(.character(21)), .ctrl("u"))
        XCTAssertEqual(decode(.character(23)), .ctrl("w"))
        XCTAssertEqual(decode(.character(3)), .ctrl("c"))
        XCTAssertEqual(decode(.character(0x9B)), .unknown, "C1 controls never become text")
    }

    func testEscapeAndAlt() {
        XCTAssertEqual(decode(.character(27)), .escape)
        XCTAssertEqual(decode(.character(27), then: [.character(49)]), .alt("1"))
        XCTAssertEqual(decode(.character(27), then: [.keyCode(KEY_UP)]), .up)
    }

    func testFunctionKeys() {
        XCTAssertEqual(decode(.keyCode(KEY_UP)), .up)
        XCTAssertEqual(decode(.keyCode(KEY_BTAB)), .backTab)
        XCTAssertEqual(decode(.keyCode(KEY_RESIZE)), .resize)
        XCTAssertEqual(decode(.keyCode(KEY_DC)), .delete)
        XCTAssertEqual(decode(.keyCode(sb_key_f(1))), .function(1))
        XCTAssertEqual(decode(.keyCode(KEY_NPAGE)), .pageDown)
    }
}
