import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookExchange

/// The RFC 5545 byte rules on their own: TEXT escaping, the characters a TEXT value cannot
/// hold, and folding at 75 octets without splitting a UTF-8 sequence — by hand at the edges,
/// then over seeded generated text (controls, bidi marks, CJK, emoji, long lines).
final class ICalendarTextTests: XCTestCase {
    func testTextIsEscapedAndControlsBecomeSpaces() {
        XCTAssertEqual(ICalendarText.escaped(#"a\b;c,d"#), #"a\\b\;c\,d"#)
        XCTAssertEqual(ICalendarText.escaped("one\r\ntwo\nthree\rfour"), #"one\ntwo\nthree\nfour"#)
        XCTAssertEqual(ICalendarText.escaped("bell\u{7}esc\u{1B}[2J\u{0}del\u{7F}c1\u{85}\ttab"), "bell esc [2J del c1 \ttab")
        XCTAssertEqual(ICalendarText.escaped("東京 😀 👨‍👩‍👧‍👦"), "東京 😀 👨‍👩‍👧‍👦")
    }

    func testLinesFoldAtSeventyFiveOctetsBetweenScalars() {
        let exact = String(repeating: "a", count: 75)
        XCTAssertEqual(ICalendarText.folded(exact), exact + "\r\n")
        XCTAssertEqual(ICalendarText.folded(exact + "b"), exact + "\r\n b\r\n")
        // 73 octets, then a three-octet kanji that would end at 76: it moves whole to the next line.
        let folded = ICalendarText.folded(String(repeating: "a", count: 73) + "東京")
        XCTAssertEqual(folded, String(repeating: "a", count: 73) + "\r\n 東京\r\n")
        // A continuation line holds 74 octets after its space.
        let long = ICalendarText.folded(String(repeating: "x", count: 75 + 74 + 1))
        XCTAssertEqual(long.components(separatedBy: "\r\n").map(\.utf8.count), [75, 75, 2, 0])
    }

    func testGeneratedTextFoldsAndEscapesIntoValidLinesThatReadBack() {
        let seed: UInt64 = 0x1CA1_E5DA
        FuzzRun.cases("icalendar-text", seed: seed, count: 600) { random, index in
            let label = FuzzRun.describe("icalendar-text", seed: seed, index: index)
            let input = FuzzText.text(maximumLength: Int.random(in: 1...400, using: &random), kinds: FuzzText.Piece.allCases,
                                      using: &random) + (Bool.random(using: &random) ? #"\;,"# : "")
            let escaped = ICalendarText.escaped(input)
            let bytes = Array(ICalendarText.property("SUMMARY", escaped).utf8)
            XCTAssertEqual(Array(bytes.suffix(2)), [13, 10], label)
            var lines: [[UInt8]] = []
            var line: [UInt8] = []
            var index = 0
            while index < bytes.count {
                if bytes[index] == 13 {
                    XCTAssertEqual(bytes[index + 1], 10, "a CR outside CRLF: \(label)")
                    lines.append(line)
                    line = []
                    index += 2
                    continue
                }
                XCTAssertNotEqual(bytes[index], 10, "a bare LF: \(label)")
                line.append(bytes[index])
                index += 1
            }
            // Unfolded scalar by scalar: a continuation may begin with a combining mark or a joiner.
            var unfolded = ""
            for (number, physical) in lines.enumerated() {
                XCTAssertLessThanOrEqual(physical.count, ICalendarText.lineOctets, label)
                guard let text = String(validating: physical, as: UTF8.self) else {
                    return XCTFail("line \(number) is not UTF-8 on its own: \(label)")
                }
                XCTAssertFalse(text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) },
                               "a control character in the output: \(label)")
                if number > 0 { XCTAssertEqual(physical.first, 32, "a continuation starts with a space: \(label)") }
                unfolded.unicodeScalars.append(contentsOf: number == 0 ? text.unicodeScalars[...] : text.unicodeScalars.dropFirst())
            }
            XCTAssertEqual(unfolded, "SUMMARY:" + escaped, label)
            XCTAssertEqual(Self.unescaped(escaped), ICalendarText.cleaned(input), label)
            XCTAssertEqual(ICalendarText.cleaned(input).unicodeScalars.filter { $0.value < 0x20 && $0 != "\t" && $0 != "\n" }.count, 0, label)
        }
    }

    /// TEXT unescaping as RFC 5545 §3.3.11 reads it (written here, apart from the writer).
    static func unescaped(_ text: String) -> String {
        var out = ""
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                out.unicodeScalars.append(scalar == "n" || scalar == "N" ? "\n" : scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
