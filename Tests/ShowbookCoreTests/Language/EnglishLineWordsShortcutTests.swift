import XCTest
import ShowbookTestSupport
@testable import ShowbookWords

/// An ASCII line is split into words byte by byte; that gives the words reading it character
/// by character gives, on generated dialogue and on ASCII of every kind (digits, controls,
/// hyphens, brackets, a CR LF pair, which is one character).
final class EnglishLineWordsShortcutTests: XCTestCase {
    func testASCIILinesSplitAsCharactersDo() {
        let seed: UInt64 = 0xE4611_A5C1
        let pieces = ["Don't", "goin'", "'em", "well-known", "- ", " -", "--", "Rose", "OK", "I", "rock'n'roll", "...", "!", "?", ":", ";",
                      ",", "(", ")", "[", "]", "{", "}", "\"", "/", "3", "1990s", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}",
                      "\u{1}", "\u{7F}", "_", "*", "x-", "-y", "A-", "''", "’", "café", "—"]
        FuzzRun.cases("english-line-words-ascii", seed: seed, count: 3_000) { random, index in
            let line: String
            if Bool.random(using: &random) {
                line = EnglishDialogueFuzz.line(using: &random)
            } else {
                line = (0..<Int.random(in: 1...24, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            }
            let label = FuzzRun.describe("english-line-words-ascii", seed: seed, index: index) + " \(line.debugDescription)"
            XCTAssertEqual(EnglishLineWords.words(in: line), EnglishLineWords.characterWords(in: line), label)
        }
    }
}
