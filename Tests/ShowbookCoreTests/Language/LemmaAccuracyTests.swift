import Foundation
import ShowbookBench
import XCTest
@testable import ShowbookWords

/// The quality bar of dictionary forms, measured with the real MeCab, Hunspell and WordNet on
/// the lemma sets in `LemmaSet/` (dialogue written for these tests), through the tokenizing
/// mining uses: at least 95 % of the content words of each language get their dictionary form
/// (97 % of the English ones), at least as many of the words offered are expected ones
/// (precision), and 95 % of the Japanese ones get their reading in context. The misses are
/// printed, so a regression says which word broke.
final class LemmaAccuracyTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LemmaSet").path
    private let toolkit = MiningToolkit()

    private func check(_ language: MiningLanguage, bar: Double = 0.95, file: StaticString = #filePath, line: UInt = #line) throws {
        let set = try LemmaSet.read(language: language, folder: Self.folder)
        XCTAssertEqual(set.malformedLines, [], file: file, line: line)
        XCTAssertGreaterThanOrEqual(set.cases.count, 200, "the issue asks for at least 200 sentences per language", file: file, line: line)
        XCTAssertEqual(Set(set.cases.map(\.sentence)).count, set.cases.count, "each sentence once", file: file, line: line)
        let score = LemmaScore.measure(set, document: try DocumentTokenizer.make(language, toolkit: toolkit))
        let misses = score.misses.map(\.description).joined(separator: "\n")
        print("lemmas " + score.summary(language) + "\n" + misses)
        XCTAssertGreaterThanOrEqual(score.lemmaAccuracy, bar, score.summary(language) + "; misses:\n" + misses, file: file, line: line)
        XCTAssertGreaterThanOrEqual(score.precision, bar, "precision: " + score.summary(language), file: file, line: line)
        if let reading = score.readingAccuracy {
            XCTAssertGreaterThanOrEqual(reading, 0.95, score.summary(language) + "; misses:\n" + misses, file: file, line: line)
        }
    }

    func testKoreanDictionaryForms() throws { try check(.korean) }
    func testEnglishDictionaryForms() throws { try check(.english, bar: 0.97) }
    func testJapaneseDictionaryFormsAndReadings() throws { try check(.japanese, bar: 0.97) }

    func testPrecisionCountsContentWordsThatAnswerForNothingAndMeaningsCountKanaApart() {
        let set = LemmaSet(text: "東京でわかった。\t分かる:わかる\nすごい雨\tすごい:すごい 雨:あめ\n", readings: true)
        struct Fixed: WordTokenizer {
            func tokens(in line: String) -> [MinedToken] {
                line.hasPrefix("東京")
                    ? [MinedToken(term: "東京", kind: .name), MinedToken(term: "分かる", reading: "わかる"),
                       MinedToken(term: "た", kind: .function), MinedToken(term: "で", reading: "で")]
                    : [MinedToken(term: "すごい", reading: "すごい"), MinedToken(term: "雨", reading: "あめ")]
            }
        }
        let score = LemmaScore.measure(set, tokenizer: Fixed()) { found in
            XCTAssertEqual(found.map(\.term), ["分かる", "すごい", "雨"], "only found words are looked up")
            return ["分かる": "to understand", "雨": "rain"]
        }
        XCTAssertEqual(score.lemmaHits, 3)
        XCTAssertEqual(score.extras, ["で"], "a name and a function word are neither hits nor extras")
        XCTAssertEqual(score.precision, 0.75, accuracy: 1e-9)
        XCTAssertEqual([score.meaningWords, score.meaningHits], [3, 2])
        XCTAssertEqual([score.kanaWords, score.kanaHits], [1, 0], "すごい is the one kana word, and it has no meaning here")
        XCTAssertTrue(score.summary(.japanese).contains("precision 75.0 % (3/4)"), score.summary(.japanese))
    }

    func testScoreCountsEachTokenOnceAndReadingsApart() {
        let set = LemmaSet(text: "# header\n行った。\t行く:いく 行く:いく\n空いた\t空く:あく\n", readings: true)
        XCTAssertEqual(set.cases.count, 2)
        struct Fixed: WordTokenizer {
            func tokens(in line: String) -> [MinedToken] {
                line == "空いた" ? [MinedToken(term: "空く", reading: "すく")] : [MinedToken(term: "行く", reading: "いく")]
            }
        }
        let score = LemmaScore.measure(set, tokenizer: Fixed())
        XCTAssertEqual(score.words, 3)
        XCTAssertEqual(score.lemmaHits, 2, "one token answers for one expected word")
        XCTAssertEqual(score.readingHits, 1)
        XCTAssertEqual(score.misses.map(\.expected.description), ["行く:いく", "空く:あく"])
        XCTAssertEqual(LemmaSet(text: "no tab\nx\t\ny\ta:\n", readings: true).malformedLines, [1, 2, 3])
    }
}
