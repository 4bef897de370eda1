import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookWords

/// Seeded fuzzing of the MeCab Korean reader: lines of spoken Korean pieces (words, particles,
/// endings, the everyday nouns read through a stand-in, verbs before nouns) mixed with any other
/// text give tokens whose terms are Hangul syllables only (no controls, hanja or lone jamo), never more tokens than the
/// line has syllables, the same tokens when read again, and no stand-in noun the line did not have;
/// and MeCab's paths come cheapest first, their summed costs agreeing with its best path's.
final class KoreanTokenizerFuzzTests: XCTestCase {
    private static let pieces = ["친구", "학교", "가", "는", "을", "를", "에서", "이랑", "요", "어요", "았어", "었어", "지 마", "ㄹ래",
                                 "알바", "카톡", "화이팅", "산", "본", "몰라", "들었어", "주무세요", "온대", "하지", "가지", "나요",
                                 "데려다", "줄게", "물어", "보세요", "좋아해", "끝나", "것 같아", "잃어버렸나 봐", "몇 시야"]

    private static func line(using random: inout SeededGenerator) -> String {
        var line = ""
        for _ in 0..<Int.random(in: 1...14, using: &random) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: line += FuzzText.text(maximumLength: 12, using: &random)
            case 1: line += FuzzText.piece(.hangul, using: &random)
            case 2: line += " "
            default: line += pieces.randomElement(using: &random)!
            }
        }
        return line
    }

    func testAnyLineGivesHangulWordsAndNoStandIns() throws {
        guard let folder = KoreanDictionaryLocation.installed() else {
            return XCTFail("mecab-ko-dic is not installed: run scripts/dicts/mecab-ko-dic.sh (scripts/ensure-deps.sh build runs it)")
        }
        let tokenizer = try KoreanMeCabTokenizer(directory: folder)
        let seed: UInt64 = 0x0C0_4EA1
        FuzzRun.cases("korean-mecab", seed: seed, count: 1_500) { random, index in
            let line = Self.line(using: &random)
            let label = FuzzRun.describe("korean-mecab", seed: seed, index: index) + " \(line.debugDescription)"
            let tokens = tokenizer.tokens(in: line)
            // Syllables as scalars: a combining mark makes a syllable another character.
            let syllables = String(String.UnicodeScalarView(line.unicodeScalars.filter { (0xAC00...0xD7A3).contains($0.value) }))
            XCTAssertLessThanOrEqual(tokens.count, syllables.count, label)
            XCTAssertEqual(tokenizer.tokens(in: line), tokens, label)
            for token in tokens {
                XCTAssertFalse(token.term.isEmpty, label)
                XCTAssertTrue(token.term.allSatisfy(Hangul.isSyllable), "\(label): \(token.term)")
                for standIn in ["사람", "친구"] where token.term.contains(standIn) {
                    XCTAssertTrue(syllables.contains(standIn), "\(label): \(token.term) from a stand-in")
                }
            }
        }
    }

    /// A path's cost summed from its links (n-best) is the cost MeCab gives its best path, and
    /// n-best paths come cheapest first.
    func testPathCostsAddUpAndComeCheapestFirst() throws {
        guard let folder = KoreanDictionaryLocation.installed() else {
            return XCTFail("mecab-ko-dic is not installed: run scripts/dicts/mecab-ko-dic.sh (scripts/ensure-deps.sh build runs it)")
        }
        let tagger = try MeCabTagger(arguments: "-d \(folder) -r /dev/null")
        let seed: UInt64 = 0x0C0_57A7
        FuzzRun.cases("korean-paths", seed: seed, count: 300) { random, index in
            let line = Self.line(using: &random)
            let label = FuzzRun.describe("korean-paths", seed: seed, index: index) + " \(line.debugDescription)"
            var costs: [Int] = []
            tagger.paths(line, limit: 8) { costs.append($0.cost); return true }
            XCTAssertEqual(costs, costs.sorted(), label)
            XCTAssertEqual(tagger.cheapestPath(line)?.cost, costs.first, label)
        }
    }
}
