import Foundation
import XCTest
@testable import ShowbookWords

/// Names and numbers are not words a learner is asked to know: capitalised English words
/// inside a sentence, MeCab's proper nouns, number words are marked so, and coverage counts
/// only the words left (`countedTokens`); mining still sees every token, with its kind.
final class DocumentTokenizerTests: XCTestCase {
    /// The names `tokens` marks in `line`, read on its own.
    private func names(in line: String) -> [String] {
        DocumentTokenizer(language: .english, words: LetterRunTokenizer()).tokens(in: line).filter { $0.kind == .name }.map(\.term)
    }

    func testEnglishNamesMidSentenceAreNamesButSentenceStartsAndShoutingAreNot() {
        XCTAssertEqual(names(in: "I met Rose at the station."), ["rose"])
        XCTAssertEqual(names(in: "Rose is late. Then Walter came."), ["walter"])
        XCTAssertEqual(names(in: "- Where is Jesse?"), ["jesse"])
        XCTAssertEqual(names(in: "WHERE ARE YOU GOING"), [])
    }

    func testANameHeardMidSentenceIsLeftOutAtSentenceStartsOfTheSameFileToo() {
        let tokenizer = DocumentTokenizer(language: .english, words: LetterRunTokenizer())
        let lines = tokenizer.countedTokens(inLines: ["Walter bought apples.", "Ask Walter.", "Will you come?"])
        XCTAssertEqual(lines.map { $0.map(\.term) }, [["bought", "apples"], ["ask"], ["come"]], "will and you are function words")
    }

    func testEnglishNumberWordsAreLeftOut() {
        let tokenizer = DocumentTokenizer(language: .english, words: LetterRunTokenizer())
        let line = "She bought seven apples and 12 pears, Mike"
        XCTAssertEqual(tokenizer.countedTokens(inLines: [line])[0].map(\.term), ["bought", "apples", "pears"], "she and and are function words")
        XCTAssertEqual(tokenizer.tokens(in: line).map(\.kind), [.function, .word, .number, .word, .function, .word, .name],
                       "every token is kept, with its kind")
    }

    func testJapaneseProperNounsAreLeftOut() throws {
        let toolkit = MiningToolkit()
        guard let tokenizer = try? DocumentTokenizer.make(.japanese, toolkit: toolkit) else {
            return XCTFail("MeCab with IPADIC is needed (scripts/ensure-deps.sh test installs it)")
        }
        let all = try toolkit.tokenizer(for: .japanese).tokens(in: "東京で田中さんに会いました。").map(\.term)
        XCTAssertTrue(all.contains("東京"), "\(all)")
        let counted = tokenizer.countedTokens(inLines: ["東京で田中さんに会いました。"])[0].map(\.term)
        XCTAssertEqual(counted, ["会う"], "\(counted)")
    }
}
