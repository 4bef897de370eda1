import Foundation
import XCTest
@testable import ShowbookPlatform

/// `trimmedWhitespace` trims exactly what Foundation's `.whitespacesAndNewlines` does.
final class TrimmingTests: XCTestCase {
    func testSameAsFoundationOnTrickyText() {
        let samples = [
            "", " ", "plain", "  both  ", "\t\r\nlines\r\n", "\u{3000}전각\u{3000}", "\u{00A0}nbsp\u{00A0}",
            "\u{0085}next line\u{2028}\u{2029}", " \u{301}combining ", "e\u{301} ", "👍🏽 ", " 사과 ", "\u{200B}zero width\u{200B}",
            "\u{FEFF}bom", "a b", "\u{1680}\u{2000}\u{200A}\u{202F}\u{205F}x",
        ]
        for sample in samples {
            XCTAssertEqual(sample.trimmedWhitespace, sample.trimmingCharacters(in: .whitespacesAndNewlines),
                           sample.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }
        // Every scalar of the Basic Multilingual Plane, alone between letters and at both ends.
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "\(scalar)a\(scalar)"
            XCTAssertEqual(text.trimmedWhitespace, text.trimmingCharacters(in: .whitespacesAndNewlines), "U+\(String(value, radix: 16))")
        }
    }
}
