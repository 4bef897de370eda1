import XCTest
@testable import ShowbookWords

/// Byte comparisons of text: equal only for the same bytes (two spellings of é that Swift calls
/// equal are different keys), prefixes byte by byte, and hashing agrees with equality.
final class UTF8KeyTests: XCTestCase {
    func testSameIsByteEquality() {
        XCTAssertTrue(UTF8Key.same("", ""))
        XCTAssertTrue(UTF8Key.same("分かる", "分かる"))
        XCTAssertFalse(UTF8Key.same("分かる", "分かった"))
        XCTAssertFalse(UTF8Key.same("a", ""))
        XCTAssertFalse(UTF8Key.same("caf\u{E9}", "cafe\u{301}"))
        XCTAssertTrue(UTF8Key.text("です", isOneOf: ["だ", "です"]))
        XCTAssertFalse(UTF8Key.text("でし", isOneOf: ["だ", "です"]))
    }

    func testStartsWithComparesBytes() {
        XCTAssertTrue(UTF8Key.text("連用形-一般", startsWith: "連用形"))
        XCTAssertTrue(UTF8Key.text("連用形", startsWith: ""))
        XCTAssertFalse(UTF8Key.text("連用", startsWith: "連用形"))
        XCTAssertFalse(UTF8Key.text("", startsWith: "a"))
    }

    func testEqualKeysHashAlike() {
        let keys = [UTF8Key("誕生日"), UTF8Key(bytes: Array("誕生日".utf8)), UTF8Key("誕生")]
        XCTAssertEqual(keys[0], keys[1])
        XCTAssertEqual(keys[0].hashValue, keys[1].hashValue)
        XCTAssertEqual(Set(keys).count, 2)
    }
}
