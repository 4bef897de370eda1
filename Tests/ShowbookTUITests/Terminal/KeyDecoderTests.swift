import CNcursesw
import XCTest
@testable import ShowbookCore
@testable import ShowbookTUI

/// Raw curses input to keys: controls, Alt combinations, Hangul, function keys.
final class KeyDecoderTests: XCTestCase {
    func decode(_ raw: KeyDecoder.Raw, then following: KeyDecoder.Raw? = nil) -> Key {
        KeyDecoder.decode(raw, following: following).key
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
        XCTAssertEqual(decode(.character(27), then: .character(49)), .alt("1"))
        XCTAssertTrue(KeyDecoder.decode(.character(27), following: .character(49)).usedFollowing)
        // ESC ESC is two Escapes; ESC then an arrow is Escape, and the arrow stays queued.
        XCTAssertEqual(KeyDecoder.decode(.character(27), following: .character(27)).key, .escape)
        XCTAssertFalse(KeyDecoder.decode(.character(27), following: .character(27)).usedFollowing)
        XCTAssertFalse(KeyDecoder.decode(.character(27), following: .keyCode(KEY_UP)).usedFollowing)
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
