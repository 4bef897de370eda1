import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

/// The key a close merges words by: the term without surrounding white space, lower case.
/// The shortcut for terms with no white space at either end must give the same key.
final class TermKeyTests: XCTestCase {
    func testKeysWithAndWithoutSurroundingSpace() {
        let cases: [(String, String)] = [
            ("Apfel", "apfel"), ("  Apfel\n", "apfel"), ("\tÉcole ", "école"), ("\u{3000}단어", "단어"),
            ("단어\u{00A0}", "단어"), ("Two Words", "two words"), ("", ""), (" ", ""), ("\u{2028}x", "x"),
        ]
        for (term, key) in cases {
            XCTAssertEqual(WordStore.termKey(term), key, term.debugDescription)
            XCTAssertEqual(WordStore.termKey(term), term.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
        }
    }

    /// The byte shortcut (ASCII, Hangul, kana, ideographs) against Foundation's trim and
    /// lower-casing, over terms built from pieces that sit on both sides of its edges.
    func testTheShortcutAgreesWithFoundationOnMixedTerms() {
        let pieces = ["A", "z", "Q", "1", " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{1C}", "\u{7F}", "단", "어", "ㄱ",
                      "\u{1100}", "か", "カ", "ー", "漢", "字", "\u{3000}", "\u{00A0}", "É", "é", "İ", "ß", "Ω", "Ａ", "\u{0301}",
                      "\u{2028}", "\u{0085}", "👍", "\u{D7A3}", "\u{AC00}", "\u{F900}", "\u{FF21}", "Straße"]
        var generator = SeededGenerator(seed: 20261201)
        var checked = 0
        for length in 0...6 {
            for _ in 0..<400 {
                let term = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
                XCTAssertEqual(WordStore.termKey(term), term.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(),
                               term.debugDescription)
                checked += 1
            }
        }
        XCTAssertEqual(checked, 7 * 400)
    }
}
