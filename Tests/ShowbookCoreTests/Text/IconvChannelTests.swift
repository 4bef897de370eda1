import XCTest
@testable import ShowbookPlatform

/// A conversion kept open answers as a fresh one would, text after text, and a text it cannot
/// convert leaves the next one unharmed.
final class IconvChannelTests: XCTestCase {
    func testConvertsManyTextsAsAFreshConversionWould() throws {
        let channel = try XCTUnwrap(IconvChannel(from: "UTF-8", to: "EUC-JP"))
        for text in ["誕生日", "おはよう", "ABC", "カレー", "", "一日中", "😀", "誕生日", "ｶﾚｰ"] {
            XCTAssertEqual(channel.convert(Array(text.utf8)), IconvConverter.convert(Array(text.utf8), from: "UTF-8", to: "EUC-JP"), text)
        }
    }

    func testAnInvalidTextIsNilAndTheNextStillConverts() throws {
        let channel = try XCTUnwrap(IconvChannel(from: "UTF-8", to: "EUC-JP"))
        XCTAssertNil(channel.convert([0xE8, 0xAA]))
        XCTAssertNil(channel.convert(Array("😀".utf8)))
        XCTAssertEqual(channel.convert(Array("空".utf8)), [0xB6, 0xF5])
    }

    func testAnUnknownEncodingGivesNoChannel() {
        XCTAssertNil(IconvChannel(from: "UTF-8", to: "NO-SUCH-ENCODING"))
    }
}
