import XCTest
@testable import ShowbookTUI

/// Pins the cell width of representative graphemes, so a change in the width
/// rules or the generated table shows up as a named failure.
final class DisplayWidthTests: XCTestCase {
    private func assertWidth(
        _ character: Character,
        _ expected: Int,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let scalars = character.unicodeScalars
            .map { String($0.value, radix: 16, uppercase: true) }
            .joined(separator: " ")
        XCTAssertEqual(
            DisplayWidth.of(character), expected,
            "width of \(character) [\(scalars)]", file: file, line: line
        )
    }

    func testASCIIIsOneCell() {
        for value in UInt8(0x20)...UInt8(0x7E) {
            assertWidth(Character(Unicode.Scalar(value)), 1)
        }
        XCTAssertEqual(DisplayWidth.of("Breaking Bad"), 12)
    }

    func testControlsAreZero() {
        assertWidth("\u{0}", 0)
        assertWidth("\u{1B}", 0)
        assertWidth("\n", 0)
        assertWidth("\r\n", 0)
        assertWidth("\u{7F}", 0)
        assertWidth("\u{85}", 0)
        assertWidth("\u{9B}", 0)
        XCTAssertEqual(DisplayWidth.of("a\u{1B}b\r\nc"), 3)
    }

    func testHangulKanaKanjiAreTwo() {
        assertWidth("가", 2)
        assertWidth("힣", 2)
        assertWidth("あ", 2)
        assertWidth("ア", 2)
        assertWidth("漢", 2)
        assertWidth("\u{3000}", 2)  // ideographic space
        assertWidth("𠀋", 2)        // CJK Extension B
    }

    func testFullwidthAndHalfwidthForms() {
        assertWidth("Ａ", 2)         // U+FF21 fullwidth A
        assertWidth("\u{FF75}", 1)  // halfwidth katakana オ
        assertWidth("\u{FFA1}", 1)  // halfwidth Hangul
    }

    func testAccentsAndCombiningMarks() {
        assertWidth("\u{E9}", 1)          // precomposed é
        assertWidth("e\u{301}", 1)        // e + combining acute
        assertWidth("a\u{301}\u{323}", 1)
        assertWidth("가\u{301}", 2)        // marks add nothing to a wide base
        assertWidth("\u{301}", 0)         // lone combining mark
        assertWidth("\u{20DD}", 0)        // lone enclosing mark
        XCTAssertEqual(DisplayWidth.ofScalar("\u{301}"), 0)
        XCTAssertEqual(DisplayWidth.of("e\u{301}te\u{301}"), 3)
    }

    func testZeroWidthScalars() {
        for value: UInt32 in [0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060,
                              0x2064, 0xFEFF, 0xFE0F, 0xFE0E, 0xE0101, 0x1160,
                              0x11A8, 0xD7B0, 0xD7FB] {
            let scalar = Unicode.Scalar(value)!
            XCTAssertEqual(DisplayWidth.ofScalar(scalar), 0, "U+\(String(value, radix: 16))")
            assertWidth(Character(scalar), 0)
        }
    }

    func testHangulJamoSequences() {
        assertWidth("\u{1100}\u{1161}", 2)           // ᄀ + ᅡ
        assertWidth("\u{1100}\u{1161}\u{11A8}", 2)   // ᄀ + ᅡ + ᆨ
        assertWidth("\u{AC00}\u{11A8}", 2)           // 가 + ᆨ
        assertWidth("\u{1161}", 0)
    }

    func testEmoji() {
        assertWidth("👍", 2)
        assertWidth("👍🏽", 2)
        assertWidth("🦑", 2)
        assertWidth("\u{2764}\u{FE0F}", 2)   // ❤️
        assertWidth("\u{2764}", 1)           // text-presentation heart
        assertWidth("\u{2764}\u{FE0E}", 1)   // explicit text presentation
        assertWidth("\u{231A}\u{FE0E}", 2)   // ⌚︎ stays East Asian Wide
        assertWidth("👨‍👩‍👧", 2)
        assertWidth("\u{1F441}\u{200D}\u{1F5E8}", 2)  // eye in speech bubble
        assertWidth("🇰🇷", 2)
        assertWidth("🇯🇵", 2)
        assertWidth("\u{261D}\u{1F3FD}", 2)  // ☝ + skin tone, no VS16
        assertWidth("#\u{FE0F}\u{20E3}", 2)  // keycap
        assertWidth("\u{A9}\u{FE0F}", 2)     // ©️
        assertWidth("\u{A9}", 1)
        assertWidth("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2)
    }

    func testVS16OnNonEmojiDoesNotWiden() {
        assertWidth("a\u{FE0F}", 1)
    }

    func testIndicJoinerIsNotEmoji() {
        // Devanagari KA + VIRAMA + ZWJ stays a narrow grapheme.
        assertWidth("\u{915}\u{94D}\u{200D}", 1)
    }

    func testLoneRegionalIndicatorIsWide() {
        // Regional indicators have Emoji_Presentation, so even alone they are 2.
        assertWidth("\u{1F1F0}", 2)
        XCTAssertEqual(DisplayWidth.of("\u{1F1F0}\u{1F1F7}\u{1F1EF}"), 4)  // flag + lone
    }

    func testAmbiguousIsNarrow() {
        assertWidth("…", 1)
        assertWidth("\u{B0}", 1)   // degree sign, East Asian Ambiguous
        assertWidth("\u{3B1}", 1)  // Greek alpha
    }

    func testStringSums() {
        XCTAssertEqual(DisplayWidth.of("오징어 게임"), 11)
        XCTAssertEqual(DisplayWidth.of("ゲーム"), 6)
        XCTAssertEqual(DisplayWidth.of("Squid Game 🦑"), 13)
        XCTAssertEqual(DisplayWidth.of(""), 0)
        XCTAssertEqual(DisplayWidth.of("오징어 게임"[...]), 11)
        XCTAssertEqual(DisplayWidth.of("👨‍👩‍👧🇰🇷"), 4)
    }

    func testStringSumEqualsSumOfCharacters() {
        let samples = ["오징어 게임 🦑 Squid Game ゲーム", "e\u{301}\u{301}x", "\u{301}abc",
                       "a\r\nb", "漢字かなカナ", "👍🏽👨‍👩‍👧🇰🇷❤️"]
        for sample in samples {
            let expected = sample.reduce(0) { $0 + DisplayWidth.of($1) }
            XCTAssertEqual(DisplayWidth.of(sample), expected, sample)
        }
    }

    func testOfScalarAgreesWithSingleScalarCharacters() {
        let values: [UInt32] = [0x41, 0x7F, 0xE9, 0x301, 0x1100, 0x1160, 0xAC00,
                                0x2764, 0x1F44D, 0x1F1F0, 0x1F3FD, 0xFF21, 0xFF75, 0x3000]
        for value in values {
            let scalar = Unicode.Scalar(value)!
            XCTAssertEqual(DisplayWidth.ofScalar(scalar), DisplayWidth.of(Character(scalar)),
                           "U+\(String(value, radix: 16))")
        }
    }

    func testTableIsSortedAndMerged() {
        let ranges = EastAsianWidthTable.wideRanges
        XCTAssertFalse(ranges.isEmpty)
        for (index, range) in ranges.enumerated() {
            XCTAssertLessThanOrEqual(range.0, range.1)
            if index > 0 {
                // Strictly after the previous range, with a gap (merged).
                XCTAssertGreaterThan(range.0, ranges[index - 1].1 + 1)
            }
        }
        XCTAssertTrue(EastAsianWidthTable.isWide(0x1100))
        XCTAssertTrue(EastAsianWidthTable.isWide(0xAC00))
        XCTAssertFalse(EastAsianWidthTable.isWide(0x41))
        XCTAssertFalse(EastAsianWidthTable.isWide(0x10FFFF))
    }
}
