import Foundation
import XCTest
@testable import ShowbookPlatform

/// JSON lines carry no raw control: C0, DEL, C1, line separators and bidi controls are `\u`
/// escapes, and the text still parses back to the same string.
final class JSONValueTests: XCTestCase {
    func testControlsAreEscapedAndRoundTrip() throws {
        let hostile = "a\u{1B}[2J\u{07}\u{7F}\u{9B}31m\u{202E}evil\u{2066}\u{2028}\"\\/\n\t한글🙂"
        let line = JSONValue.object(["term": .string(hostile), "id": .int(7), "none": .null, "ok": true]).encoded
        for scalar in line.unicodeScalars {
            XCTAssertFalse(JSONValue.needsEscape(scalar.value), "raw U+\(String(scalar.value, radix: 16)) in \(line)")
        }
        for escape in ["\\u001b", "\\u0007", "\\u007f", "\\u009b", "\\u202e", "\\u2066", "\\u2028", "\\n", "\\t", "\\\"", "\\\\"] {
            XCTAssertTrue(line.contains(escape), "\(escape) in \(line)")
        }
        XCTAssertTrue(line.contains("\\\\/\\n") && line.contains("\\t한글🙂"), "slashes and ordinary text stay as they are: \(line)")
        let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        XCTAssertEqual(parsed?["term"] as? String, hostile)
        XCTAssertEqual(parsed?["id"] as? Int, 7)
        XCTAssertTrue(parsed?["none"] is NSNull)
        XCTAssertTrue(line.hasPrefix("{\"id\":7,\"none\":null,\"ok\":true,\"term\":"), "keys are sorted: \(line)")
    }

    func testNumbersAndArrays() {
        XCTAssertEqual(JSONValue.array([.double(1.5), .double(.nan), .int(-3), .optional(nil as Int?)]).encoded, "[1.5,null,-3,null]")
    }
}
