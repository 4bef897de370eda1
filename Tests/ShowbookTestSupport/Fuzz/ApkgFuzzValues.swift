import Foundation
import ShowbookPlatform

/// What a hostile Anki collection can put in any column, for the `.apkg` fuzz tests: values of
/// every SQLite storage class at their edges (Int64 bounds, NaN, infinities, text where a number
/// belongs, NULL, blobs), note fields as Anki stores them but broken (field separators, HTML,
/// media references, ruby, cloze marks, controls), almost-JSON for the legacy `col` row (wrong
/// types, deep nesting, cut short), and review-log rows (times, buttons and kinds out of range).
public enum ApkgFuzzValues {
    /// Integers worth trying: the edges of Int64 and Int32, zero, signs, and Anki-like ids.
    public static let edgeIntegers: [Int64] = [
        0, 1, -1, 2, 3, 4, 5, 7, 255, 65_535, 65_536, Int64(Int32.max), Int64(Int32.min), Int64(UInt32.max),
        1_788_253_200_000, -1_788_253_200_000, 253_402_300_799_000, 253_402_300_800_000,
        Int64.max, Int64.min, Int64.max - 1, Int64.min + 1,
    ]

    /// An integer: an edge value most of the time, otherwise any 64-bit pattern.
    public static func integer(using random: inout SeededGenerator) -> Int64 {
        Int.random(in: 0..<3, using: &random) == 0 ? Int64(bitPattern: random.next()) : edgeIntegers.randomElement(using: &random)!
    }

    /// A value of any storage class (blobs come as SQL text, since `SQLValue` binds no blob).
    public static func value(using random: inout SeededGenerator) -> SQLValue {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return .null
        case 1, 2: return .integer(integer(using: &random))
        case 3:
            let doubles = [Double.nan, .infinity, -.infinity, 1e300, -1e300, 0.5, -0.0, Double(bitPattern: random.next())]
            return .real(doubles.randomElement(using: &random)!)
        case 4: return .text(FuzzText.text(maximumLength: 40, kinds: FuzzText.Piece.allCases, using: &random))
        default: return .text(FuzzText.extremeNumbers.randomElement(using: &random)!)
        }
    }

    /// Pieces of Anki field markup, whole and broken.
    static let markup = [
        "<b>", "</b>", "<div>", "</div>", "<br>", "<br/>", "&nbsp;", "&amp;", "&#x1F600;", "&#99999999;", "&", "<",
        "[sound:a.mp3]", "[sound:", "<img src=\"x.jpg\">", "<img", "<ruby>漢<rt>かん</rt></ruby>", "<rt>", "漢[かん]",
        "[", "]", "{{c1::", "}}", "{{c1::Paris}}", "<span style=\"x\">", "</span>", "<!--", "-->", "<script>", "\u{1F}",
    ]

    /// A note's `flds`: one to nine fields joined by Anki's separator (U+001F), each built from
    /// text, markup and controls; now and then empty or very long.
    public static func fields(using random: inout SeededGenerator) -> String {
        let count = Int.random(in: 1...9, using: &random)
        return (0..<count).map { _ -> String in
            switch Int.random(in: 0..<10, using: &random) {
            case 0: return ""
            case 1: return String(repeating: markup.randomElement(using: &random)!, count: Int.random(in: 1...300, using: &random))
            default:
                var field = ""
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    field += Bool.random(using: &random)
                        ? markup.randomElement(using: &random)!
                        : FuzzText.text(maximumLength: 30, kinds: FuzzText.Piece.allCases, using: &random)
                }
                return field
            }
        }.joined(separator: "\u{1F}")
    }

    /// Text for `col.models` or `col.decks`: sometimes a valid object of the right shape with
    /// wrong values, sometimes wrong types, deep nesting, or JSON cut short.
    public static func jsonish(using random: inout SeededGenerator) -> String {
        let id = integer(using: &random)
        let name = FuzzText.text(maximumLength: 20, kinds: FuzzText.Piece.allCases, using: &random)
            .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0) }.joined()
        let shapes = [
            "{\"\(id)\": {\"name\": \"\(name)\", \"type\": \(integer(using: &random)), \"flds\": [{\"name\": \"\(name)\", \"ord\": \(integer(using: &random))}]}}",
            "{\"\(id)\": {\"name\": \(integer(using: &random)), \"flds\": \"not a list\"}}",
            "{\"\(id)\": [1, 2, 3]}",
            "[]", "null", "", "{", "{\"1\": {\"name\": \"x\", \"flds\": [{\"name\": null, \"ord\": 1e400}]}}",
            String(repeating: "[", count: Int.random(in: 100...5_000, using: &random)),
            "{\"a\":" + String(repeating: "{\"a\":", count: Int.random(in: 100...2_000, using: &random)) + "1",
            "{\"\(name)\": {\"name\": \"\(name)\"}}",
        ]
        return shapes.randomElement(using: &random)!
    }

    /// One review-log row: (id — the answer's time in ms, button, kind), each often out of range.
    public static func review(using random: inout SeededGenerator) -> (id: Int64, ease: Int64, kind: Int64) {
        let id = Bool.random(using: &random) ? 1_788_253_200_000 + Int64.random(in: 0...1_000_000_000_000, using: &random)
                                            : integer(using: &random)
        let ease = Bool.random(using: &random) ? Int64.random(in: 0...4, using: &random) : integer(using: &random)
        let kind = Bool.random(using: &random) ? Int64.random(in: 0...5, using: &random) : integer(using: &random)
        return (id, ease, kind)
    }
}
