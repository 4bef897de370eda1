import Foundation
import XCTest
@testable import ShowbookCore

/// Names and numbers are not words a learner is asked to know: capitalised English words
/// inside a sentence, MeCab's proper nouns, number words.
final class CoverageTokenizerTests: XCTestCase {
    func testEnglishNamesMidSentenceAreMaskedButSentenceStartsAndShoutingAreNot() {
        XCTAssertEqual(CoverageTokenizer.maskingNames(in: "I met Rose at the station."), "I met      at the station.")
        XCTAssertEqual(CoverageTokenizer.maskingNames(in: "Rose is late. Then Walter came."), "Rose is late. Then        came.")
        XCTAssertEqual(CoverageTokenizer.maskingNames(in: "- Where is Jesse?"), "- Where is      ?")
        XCTAssertEqual(CoverageTokenizer.maskingNames(in: "WHERE ARE YOU GOING"), "WHERE ARE YOU GOING")
    }

    func testANameHeardMidSentenceIsLeftOutAtSentenceStartsOfTheSameFileToo() {
        let tokenizer = CoverageTokenizer(language: .english, words: LetterRunTokenizer())
        let lines = tokenizer.tokens(inLines: ["Walter bought apples.", "Ask Walter.", "Will you come?"])
        XCTAssertEqual(lines.map { $0.map(\.term) }, [["bought", "apples"], ["ask"], ["come"]], "will and you are function words")
    }

    func testEnglishNumberWordsAreLeftOut() {
        let tokenizer = CoverageTokenizer(language: .english, words: LetterRunTokenizer())
        XCTAssertEqual(tokenizer.tokens(in: "She bought seven apples and 12 pears, Mike").map(\.term),
                       ["bought", "apples", "pears"], "she and and are function words")
    }

    func testJapaneseProperNounsAreLeftOut() throws {
        let toolkit = MiningToolkit()
        guard let tokenizer = try? CoverageTokenizer.make(.japanese, toolkit: toolkit) else {
            return XCTFail("MeCab with IPADIC is needed (scripts/ensure-deps.sh test installs it)")
        }
        let all = try toolkit.tokenizer(for: .japanese).tokens(in: "東京で田中さんに会いました。").map(\.term)
        XCTAssertTrue(all.contains("東京"), "\(all)")
        let counted = tokenizer.tokens(in: "東京で田中さんに会いました。").map(\.term)
        XCTAssertEqual(counted, ["会う"], "\(counted)")
    }
}
