import XCTest
@testable import ShowbookTUI

/// Checks truncate, clip, fit and wrap: fixed cases, plus invariants at every
/// width from 1 to 40 on mixed Hangul, kana, kanji, emoji and Latin text.
final class TextLayoutTests: XCTestCase {
    private let samples = [
        "오징어 게임 🦑 Squid Game ゲーム",
        "Breaking Bad",
        "進撃の巨人 Attack on Titan 👨‍👩‍👧 family",
        "e\u{301}le\u{301}gant cafe\u{301} ❤️ 🇰🇷🇯🇵 👍🏽",
        "ＦＵＬＬ width ｵﾀｸ 한국어텍스트가아주길어요",
        "a supercalifragilisticexpialidocious word",
        "",
        "x",
    ]

    private let widths = Array(1...40)

    // MARK: - truncate

    func testTruncateFixedCases() {
        XCTAssertEqual(TextLayout.truncate("Breaking Bad", toWidth: 8), "Breakin…")
        XCTAssertEqual(TextLayout.truncate("오징어 게임", toWidth: 6), "오징…")
        XCTAssertEqual(TextLayout.truncate("오징어 게임", toWidth: 11), "오징어 게임")
        XCTAssertEqual(TextLayout.truncate("오징어 게임", toWidth: 10), "오징어 게…")
        XCTAssertEqual(TextLayout.truncate("Breaking Bad", toWidth: 12), "Breaking Bad")
        XCTAssertEqual(TextLayout.truncate("Breaking Bad", toWidth: 1), "…")
        XCTAssertEqual(TextLayout.truncate("Breaking Bad", toWidth: 0), "")
        XCTAssertEqual(TextLayout.truncate("Breaking Bad", toWidth: -3), "")
        XCTAssertEqual(TextLayout.truncate("👨‍👩‍👧👨‍👩‍👧", toWidth: 3), "👨‍👩‍👧…")
        XCTAssertEqual(TextLayout.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2), "e\u{301}…")
    }

    func testTruncateInvariantsAtEveryWidth() {
        for sample in samples {
            let original = Array(sample)
            for width in widths {
                let result = TextLayout.truncate(sample, toWidth: width)
                let context = "truncate(\(sample), \(width)) = \(result)"
                XCTAssertLessThanOrEqual(DisplayWidth.of(result), width, context)
                if DisplayWidth.of(sample) <= width {
                    XCTAssertEqual(result, sample, context)
                    continue
                }
                var kept = Array(result)
                XCTAssertEqual(kept.popLast(), "…", context)
                XCTAssertEqual(kept, Array(original.prefix(kept.count)), context)
                // Greedy: the next grapheme would not have fit before "…".
                let next = DisplayWidth.of(original[kept.count])
                XCTAssertGreaterThan(DisplayWidth.of(String(kept)) + next, width - 1, context)
            }
        }
    }

    // MARK: - clip

    func testClipFixedCases() {
        XCTAssertEqual(TextLayout.clip("Breaking Bad", toWidth: 8), "Breaking")
        XCTAssertEqual(TextLayout.clip("오징어 게임", toWidth: 5), "오징")
        XCTAssertEqual(TextLayout.clip("ab가", toWidth: 3), "ab")
        XCTAssertEqual(TextLayout.clip("가", toWidth: 1), "")
        XCTAssertEqual(TextLayout.clip("abc", toWidth: 0), "")
        XCTAssertEqual(TextLayout.clip("abc", toWidth: 9), "abc")
    }

    func testClipInvariantsAtEveryWidth() {
        for sample in samples {
            let original = Array(sample)
            for width in widths {
                let result = TextLayout.clip(sample, toWidth: width)
                let context = "clip(\(sample), \(width)) = \(result)"
                XCTAssertLessThanOrEqual(DisplayWidth.of(result), width, context)
                let kept = Array(result)
                XCTAssertEqual(kept, Array(original.prefix(kept.count)), context)
                if kept.count < original.count {
                    let next = DisplayWidth.of(original[kept.count])
                    XCTAssertGreaterThan(DisplayWidth.of(result) + next, width, context)
                }
            }
        }
    }

    // MARK: - fit

    func testFitFixedCases() {
        XCTAssertEqual(TextLayout.fit("abc", width: 5), "abc  ")
        XCTAssertEqual(TextLayout.fit("Breaking Bad", width: 8), "Breakin…")
        XCTAssertEqual(TextLayout.fit("오징어", width: 6), "오징어")
        XCTAssertEqual(TextLayout.fit("오징어", width: 7), "오징어 ")
        XCTAssertEqual(TextLayout.fit("abc", width: 0), "")
    }

    func testFitReplacesStraddlingWideCharacterWithSpace() {
        // 가 would occupy the cells 2 and 3 of a 3-cell field; with the
        // ellipsis it cannot fit, so a space takes the last column.
        XCTAssertEqual(TextLayout.fit("a가나", width: 3), "a… ")
        XCTAssertEqual(TextLayout.fit("ab가나", width: 4), "ab… ")
        XCTAssertEqual(TextLayout.fit("가나다", width: 1), "…")
        XCTAssertEqual(TextLayout.fit("가", width: 1), "…")
        for width in 1...9 {
            XCTAssertEqual(DisplayWidth.of(TextLayout.fit("가나다라", width: width)), width)
        }
    }

    func testFitInvariantsAtEveryWidth() {
        for sample in samples {
            for width in widths {
                let result = TextLayout.fit(sample, width: width)
                let context = "fit(\(sample), \(width)) = \(result)"
                XCTAssertEqual(DisplayWidth.of(result), width, context)
                let truncated = TextLayout.truncate(sample, toWidth: width)
                XCTAssertTrue(result.hasPrefix(truncated), context)
                XCTAssertTrue(result.dropFirst(truncated.count).allSatisfy { $0 == " " }, context)
            }
        }
    }

    // MARK: - wrap

    func testWrapFixedCases() {
        XCTAssertEqual(TextLayout.wrap("hello world", width: 5), ["hello", "world"])
        XCTAssertEqual(TextLayout.wrap("hello world", width: 11), ["hello world"])
        XCTAssertEqual(TextLayout.wrap("hello world", width: 8), ["hello", "world"])
        XCTAssertEqual(TextLayout.wrap("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
        XCTAssertEqual(TextLayout.wrap("a bcdefgh", width: 4), ["a", "bcde", "fgh"])
        XCTAssertEqual(TextLayout.wrap("hello  world", width: 20), ["hello  world"])
        XCTAssertEqual(TextLayout.wrap("hello world   ", width: 20), ["hello world"])
        XCTAssertEqual(TextLayout.wrap("  indented", width: 20), ["  indented"])
        XCTAssertEqual(TextLayout.wrap("hello", width: 0), [])
        XCTAssertEqual(TextLayout.wrap("", width: 10), [])
    }

    func testWrapHardBreaksKeepBlankLines() {
        XCTAssertEqual(TextLayout.wrap("a\n\nb", width: 10), ["a", "", "b"])
        XCTAssertEqual(TextLayout.wrap("a\r\nb", width: 10), ["a", "b"])
        XCTAssertEqual(TextLayout.wrap("one two\nthree", width: 3), ["one", "two", "thr", "ee"])
        XCTAssertEqual(TextLayout.wrap("\n", width: 4), ["", ""])
    }

    func testWrapBreaksCJKBetweenGraphemes() {
        XCTAssertEqual(TextLayout.wrap("오징어 게임", width: 4), ["오징", "어", "게임"])
        XCTAssertEqual(TextLayout.wrap("오징어 게임", width: 7), ["오징어", "게임"])
        XCTAssertEqual(TextLayout.wrap("오징어게임", width: 7), ["오징어", "게임"])
        XCTAssertEqual(TextLayout.wrap("進撃の巨人", width: 5), ["進撃", "の巨", "人"])
        // Hangul breaks at spaces only (keep-all); over-long words are still split.
        XCTAssertEqual(TextLayout.wrap("한국어 단어장", width: 10), ["한국어", "단어장"])
        XCTAssertEqual(TextLayout.wrap("게임Game", width: 5), ["게임G", "ame"])
    }

    func testWrapKeepsClosingPunctuationOffLineStart() {
        XCTAssertEqual(TextLayout.wrap("ゲーム。", width: 4), ["ゲー", "ム。"])
        XCTAssertEqual(TextLayout.wrap("「はい」です", width: 6), ["「は", "い」で", "す"])
    }

    func testWrapReplacesGraphemesWiderThanTheLine() {
        XCTAssertEqual(TextLayout.wrap("가a", width: 1), ["…", "a"])
    }

    func testWrapInvariantsAtEveryWidth() {
        for sample in samples {
            for width in widths {
                let lines = TextLayout.wrap(sample, width: width)
                let context = "wrap(\(sample), \(width)) = \(lines)"
                for line in lines {
                    XCTAssertLessThanOrEqual(DisplayWidth.of(line), width, context)
                    XCTAssertFalse(line.hasSuffix(" "), context)
                }
                // Every non-space grapheme, in order; one too wide for any
                // line (only possible at width 1) is shown as "…".
                let expected = sample.filter { $0 != " " }.map { character -> Character in
                    DisplayWidth.of(character) > width ? "…" : character
                }
                let actual = Array(lines.joined().filter { $0 != " " })
                XCTAssertEqual(actual, expected, context)
                // A Latin word that fits a line is never split.
                for word in sample.split(separator: " ") where word.allSatisfy(\.isASCII)
                    && DisplayWidth.of(word) <= width {
                    XCTAssertTrue(lines.contains { $0.contains(word) }, "\(word): \(context)")
                }
            }
        }
    }

    func testWrapFillsLinesGreedily() {
        let text = "the quick brown fox jumps over the lazy dog"
        for width in 3...20 {
            let lines = TextLayout.wrap(text, width: width)
            for (index, line) in lines.enumerated().dropLast() {
                let nextWord = lines[index + 1].split(separator: " ").first.map(String.init) ?? ""
                XCTAssertGreaterThan(DisplayWidth.of(line) + 1 + DisplayWidth.of(nextWord), width,
                                     "width \(width): \(lines)")
            }
        }
    }

    func testWrapLongTextStaysFast() {
        let word = String(repeating: "가나다abc ", count: 2_000)
        let lines = TextLayout.wrap(word, width: 37)
        XCTAssertFalse(lines.isEmpty)
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 37 })
    }
}
