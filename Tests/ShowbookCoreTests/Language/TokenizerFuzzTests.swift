import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookWords

/// Seeded fuzzing of the tokenizers mining and coverage use (docs/fuzz/subtitles.md): any line
/// — every script, controls, bidi marks, damaged text, long runs of one syllable — gives tokens
/// with a non-empty term free of controls and of `�`, never more tokens than the line has
/// characters; and Korean stem choice picks one of the stems it is given or none.
final class TokenizerFuzzTests: XCTestCase {
    /// One toolkit for the class: Hunspell's Korean dictionary takes seconds to load.
    private static let toolkit = MiningToolkit()

    private static func line(using random: inout SeededGenerator) -> String {
        var line = FuzzText.text(maximumLength: 160, kinds: FuzzText.Piece.allCases, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: line += " caf\u{FFFD} 친구\u{FFFD}와 駅\u{FFFD}で"
        case 1: line += " 친구" + String(repeating: ["이나", "들", "을", "에서"].randomElement(using: &random)!, count: Int.random(in: 1...60, using: &random))
        case 2: line = SubtitleText.clean(line)
        default: break
        }
        return line
    }

    func testAnyLineGivesCleanTokens() throws {
        let seed: UInt64 = 0x70CE_0001
        var tokenizers: [MiningLanguage: (WordTokenizer, DocumentTokenizer)] = [:]
        for language in MiningLanguage.allCases {
            tokenizers[language] = (try Self.toolkit.tokenizer(for: language), try DocumentTokenizer.make(language, toolkit: Self.toolkit))
        }
        try FuzzRun.cases("tokenizers", seed: seed, count: 900) { random, index in
            let language = MiningLanguage.allCases.randomElement(using: &random)!
            let lines = (0..<Int.random(in: 1...4, using: &random)).map { _ in Self.line(using: &random) }
            let (words, counted) = try XCTUnwrap(tokenizers[language])
            let label = FuzzRun.describe("tokenizers", seed: seed, index: index) + " \(language)"
            for (line, tokens) in zip(lines, counted.tokens(inLines: lines)) {
                for found in [words.tokens(in: line), tokens] {
                    XCTAssertLessThanOrEqual(found.count, line.unicodeScalars.count, label)
                    for token in found {
                        XCTAssertFalse(token.term.isEmpty, label)
                        XCTAssertFalse(token.term.unicodeScalars.contains { ControlCharacters.isHazard($0.value) || $0 == "\u{FFFD}" },
                                       "\(label): \(token.term.debugDescription) from \(line.debugDescription)")
                    }
                }
            }
        }
    }

    func testKoreanStemChoicePicksAGivenStemOrNone() {
        let seed: UInt64 = 0x70CE_0002
        FuzzRun.cases("korean-stems", seed: seed, count: 4_000) { random, index in
            let syllables = (0..<Int.random(in: 0...40, using: &random)).map { _ -> String in
                Bool.random(using: &random) ? KoreanStemChoice.particles.randomElement(using: &random)!
                    : FuzzText.piece(.hangul, using: &random)
            }
            let word = syllables.joined()
            var stems = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                String(word.prefix(Int.random(in: 0...max(0, word.count), using: &random))) + (Bool.random(using: &random) ? "다" : "")
            }
            if Bool.random(using: &random) { stems.append(FuzzText.piece(.hangul, using: &random)) }
            let chosen = KoreanStemChoice.choose(stems: stems, for: word, stopWords: ["그리고"])
            if let chosen { XCTAssertTrue(stems.contains(chosen), FuzzRun.describe("korean-stems", seed: seed, index: index)) }
        }
    }
}
