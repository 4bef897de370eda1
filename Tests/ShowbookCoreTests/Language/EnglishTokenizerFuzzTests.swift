import XCTest
import ShowbookTestSupport
@testable import ShowbookWords

/// Seeded fuzzing of the English tokenizer's whole-line path (context, speech spellings and
/// phrasal verbs) with dialogue-shaped lines (`EnglishDialogueFuzz`): each line word gets its
/// own list of tokens, never more pieces than it has; every term is lower-case ASCII letters,
/// with a space or apostrophe only inside a phrase of at most three words or a written form;
/// every surface is the written word it came from; and reading the words together or through
/// `tokens(in:)` gives the same tokens.
final class EnglishTokenizerFuzzTests: XCTestCase {
    private static let tokenizer = EnglishTokenizer(wordNet: WordNet())

    func testAnyDialogueLineGivesWellFormedTokensPerWord() throws {
        guard WordNet().isInstalled else { return XCTFail("WordNet is needed (scripts/ensure-deps.sh installs wordnet-base)") }
        let seed: UInt64 = 0xE4611_0035
        FuzzRun.cases("english-lines", seed: seed, count: 1_500) { random, index in
            let line = EnglishDialogueFuzz.line(using: &random)
            let label = FuzzRun.describe("english-lines", seed: seed, index: index) + " \(line.debugDescription)"
            let words = EnglishLineWords.words(in: line)
            let perWord = Self.tokenizer.tokens(inWords: words)
            XCTAssertEqual(perWord.count, words.count, label)
            for (word, tokens) in zip(words, perWord) {
                XCTAssertLessThanOrEqual(tokens.count, 3, label)
                for token in tokens {
                    XCTAssertEqual(token.surface, word.text.lowercased().replacingOccurrences(of: "’", with: "'"), label)
                    let pieces = token.term.split(separator: " ", omittingEmptySubsequences: false)
                    XCTAssertTrue((1...3).contains(pieces.count), "\(label): \(token.term)")
                    XCTAssertTrue(pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0 == "'" || $0 == "-" || $0 == ".") } },
                                  "\(label): \(token.term.debugDescription)")
                }
            }
            XCTAssertEqual(perWord.flatMap { $0 }, Self.tokenizer.tokens(in: line), label)
        }
    }
}
