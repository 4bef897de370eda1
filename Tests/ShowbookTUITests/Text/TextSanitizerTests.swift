import XCTest
@testable import ShowbookTUI

/// Checks that no control, escape sequence or bidi override survives
/// sanitizing, that each leaves a visible trace, and that ordinary text
/// (Hangul, kana, emoji, accents) is untouched.
final class TextSanitizerTests: XCTestCase {
    private func assertSafe(
        _ output: String,
        keepNewlines: Bool,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for scalar in output.unicodeScalars {
            let value = scalar.value
            let allowedNewline = keepNewlines && value == 0x0A
            XCTAssertFalse(value < 0x20 && !allowedNewline,
                           "control U+\(String(value, radix: 16)) in \(output.debugDescription)",
                           file: file, line: line)
            XCTAssertFalse((0x7F...0x9F).contains(value),
                           "U+\(String(value, radix: 16)) in \(output.debugDescription)",
                           file: file, line: line)
        }
    }

    func testEscapeSequenceBecomesVisible() {
        XCTAssertEqual(TextSanitizer.sanitize("\u{1B}[2J"), "␛[2J")
        XCTAssertEqual(TextSanitizer.sanitize("\u{1B}[31mred\u{1B}[0m"), "␛[31mred␛[0m")
    }

    func testOSC52ClipboardWriteIsDefused() {
        let output = TextSanitizer.sanitize("\u{1B}]52;c;aGk=\u{07}")
        XCTAssertFalse(output.unicodeScalars.contains("\u{1B}"))
        XCTAssertFalse(output.unicodeScalars.contains("\u{07}"))
        XCTAssertEqual(output, "␛]52;c;aGk=␇")
        assertSafe(output, keepNewlines: false)
    }

    func testC1ControlsBecomeReplacementCharacter() {
        XCTAssertEqual(TextSanitizer.sanitize("\u{9B}"), "\u{FFFD}")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{9B}2Jb"), "a\u{FFFD}2Jb")
        XCTAssertEqual(TextSanitizer.sanitize("\u{85}\u{80}\u{9F}"), "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    func testDeleteAndNul() {
        XCTAssertEqual(TextSanitizer.sanitize("a\u{7F}b"), "a␡b")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{0}b"), "a␀b")
        XCTAssertEqual(TextSanitizer.sanitize("\u{8}\u{1F}"), "\u{2408}\u{241F}")
    }

    func testBidiControlsAreReplaced() {
        XCTAssertEqual(TextSanitizer.sanitize("\u{202E}"), "\u{FFFD}")
        XCTAssertEqual(TextSanitizer.sanitize("abc\u{202E}fed"), "abc\u{FFFD}fed")
        let bidi: [UInt32] = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D,
                              0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        for value in bidi {
            let text = "x" + String(Unicode.Scalar(value)!) + "y"
            XCTAssertEqual(TextSanitizer.sanitize(text), "x\u{FFFD}y", "U+\(String(value, radix: 16))")
        }
    }

    func testTabExpansion() {
        XCTAssertEqual(TextSanitizer.sanitize("a\tb"), "a   b")
        XCTAssertEqual(TextSanitizer.sanitize("\tb"), "    b")
        XCTAssertEqual(TextSanitizer.sanitize("abcd\te"), "abcd    e")
        XCTAssertEqual(TextSanitizer.sanitize("a\tb", tabWidth: 8), "a       b")
        XCTAssertEqual(TextSanitizer.sanitize("가\tb"), "가  b")  // counted in cells
        XCTAssertEqual(TextSanitizer.sanitize("a\tb", tabWidth: 0), "a b")
        XCTAssertEqual(TextSanitizer.sanitize("ab\ncd\te", keepNewlines: true), "ab\ncd  e")
        XCTAssertEqual(TextSanitizer.sanitize("ab\ncd\te"), "ab cd   e")
    }

    func testNewlinesInOneLineMode() {
        XCTAssertEqual(TextSanitizer.sanitize("a\nb"), "a b")
        XCTAssertEqual(TextSanitizer.sanitize("a\r\nb"), "a b")
        XCTAssertEqual(TextSanitizer.sanitize("a\rb"), "a␍b")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{2028}b\u{2029}c"), "a b c")
    }

    func testNewlinesKept() {
        XCTAssertEqual(TextSanitizer.sanitize("a\nb", keepNewlines: true), "a\nb")
        XCTAssertEqual(TextSanitizer.sanitize("a\r\nb", keepNewlines: true), "a\nb")
        XCTAssertEqual(TextSanitizer.sanitize("a\rb", keepNewlines: true), "a␍b")
        XCTAssertEqual(TextSanitizer.sanitize("a\n\nb", keepNewlines: true), "a\n\nb")
        XCTAssertEqual(TextSanitizer.sanitize("a\u{2028}b", keepNewlines: true), "a\nb")
    }

    func testLongWordPassesThrough() {
        let word = String(repeating: "x", count: 10_000)
        let output = TextSanitizer.sanitize(word)
        XCTAssertEqual(output.count, 10_000)
        XCTAssertEqual(output, word)
        let dirty = word + "\t" + word
        XCTAssertEqual(TextSanitizer.sanitize(dirty).count, 20_004)
    }

    func testOrdinaryTextIsUntouched() {
        let samples = ["오징어 게임", "ゲーム", "進撃の巨人", "👨‍👩‍👧 🇰🇷 ❤️ 👍🏽",
                       "e\u{301}le\u{301}gant", "Ünïcödé", "\u{200D}\u{200B}\u{FEFF}",
                       "ᄀ\u{1161}\u{11A8}", "العربية", "עברית"]
        for sample in samples {
            let output = TextSanitizer.sanitize(sample, keepNewlines: false)
            XCTAssertEqual(Array(output.unicodeScalars), Array(sample.unicodeScalars), sample)
        }
    }

    func testNoControlSurvivesAnyScalar() {
        var text = ""
        for value in UInt32(0)...0x2FF {
            text.unicodeScalars.append(Unicode.Scalar(value)!)
        }
        for value: UInt32 in [0x2028, 0x2029, 0x202E, 0x2066, 0x200F, 0x85, 0x9B] {
            text.unicodeScalars.append(Unicode.Scalar(value)!)
            text += "\r\n\r\t\u{1B}"
        }
        for keepNewlines in [false, true] {
            let output = TextSanitizer.sanitize(text, keepNewlines: keepNewlines)
            assertSafe(output, keepNewlines: keepNewlines)
            if !keepNewlines {
                XCTAssertFalse(output.contains("\n"))
            }
            for value in [0x061C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069] as [UInt32] {
                XCTAssertFalse(output.unicodeScalars.contains(Unicode.Scalar(value)!))
            }
        }
    }
}
