import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI

/// Generated text of every class (`FuzzText`, controls and bidi marks included) through the
/// sanitizer and the layout the screens use, at random widths: nothing traps, no control or
/// bidi mark survives the sanitizer, and every result keeps its width (truncate and clip
/// within it, fit exactly it, wrapped lines within it without trailing spaces). Widths of
/// zero and below give nothing.
final class TextLayoutFuzzTests: XCTestCase {
    static let seed: UInt64 = 0x5EA2_C7E7

    func testGeneratedTextKeepsItsWidthAtAnyWidth() {
        FuzzRun.cases("text.layout", seed: Self.seed, count: 3_000) { random, index in
            let label = FuzzRun.describe("text.layout", seed: Self.seed, index: index)
            let raw = FuzzText.text(maximumLength: 120, kinds: FuzzText.Piece.allCases, using: &random)
            let line = TextSanitizer.sanitize(raw)
            let lines = TextSanitizer.sanitize(raw, keepNewlines: true, tabWidth: Int.random(in: -1...8, using: &random))
            if let problem = Self.unsafeScalar(in: line, newlines: false) ?? Self.unsafeScalar(in: lines, newlines: true) {
                return XCTFail("\(problem) survives the sanitizer: \(label) \(raw.debugDescription)")
            }
            let width = DisplayWidth.of(line)
            if width != line.reduce(0, { $0 + DisplayWidth.of($1) }) { XCTFail("a string's width is its graphemes': \(label)") }
            for cells in (0..<3).map({ _ in Int.random(in: 1...60, using: &random) }) {
                let context = "width \(cells): \(label) \(raw.debugDescription)"
                let truncated = TextLayout.truncate(line, toWidth: cells)
                if DisplayWidth.of(truncated) > cells || (width <= cells && truncated != line) { XCTFail("truncate, \(context)") }
                if DisplayWidth.of(TextLayout.clip(line, toWidth: cells)) > cells { XCTFail("clip, \(context)") }
                if DisplayWidth.of(TextLayout.fit(line, width: cells)) != cells { XCTFail("fit, \(context)") }
                for wrapped in TextLayout.wrap(lines, width: cells) where DisplayWidth.of(wrapped) > cells || wrapped.hasSuffix(" ") {
                    XCTFail("wrapped line \(wrapped.debugDescription), \(context)")
                }
            }
            for cells in [0, -1, Int.min] {
                if !TextLayout.truncate(line, toWidth: cells).isEmpty || !TextLayout.clip(line, toWidth: cells).isEmpty
                    || !TextLayout.fit(line, width: cells).isEmpty || !TextLayout.wrap(lines, width: cells).isEmpty {
                    XCTFail("width \(cells) gives nothing: \(label)")
                }
            }
        }
    }

    /// The first control, DEL, C1 control, line or paragraph separator or bidi control in
    /// `text` (a line feed is allowed where `newlines` are kept).
    static func unsafeScalar(in text: String, newlines: Bool) -> String? {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if newlines && value == 0x0A { continue }
            let bidi = [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            if value < 0x20 || (0x7F...0x9F).contains(value) || bidi { return "U+" + String(value, radix: 16, uppercase: true) }
        }
        return nil
    }
}
