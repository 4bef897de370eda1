import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookWords

/// Seeded fuzzing of the Japanese tokenizer's own paths (docs/fuzz/subtitles.md): lines of
/// Japanese pieces — kana, kanji, greetings, endings, katakana names, symbols, damage — through
/// both dictionaries (UniDic and the IPADIC fallback) give tokens with a non-empty term free of
/// controls, a reading in hiragana only, never more tokens than the line has characters; UniDic
/// feature text of any shape becomes a morpheme; EDICT lines of any shape parse to nothing or to
/// an entry with headwords and glossed senses.
final class JapaneseTokenizerFuzzTests: XCTestCase {
    private static let pieces = ["おはよう", "ありがとうございます", "すみません", "しょうがない", "誕生日", "フリーレン", "さん", "お",
                                 "ご", "は", "が", "を", "に", "て", "で", "ない", "なきゃ", "いけない", "ちゃった", "てる", "空", "辛い",
                                 "人気", "の", "一", "日", "中", "三", "時", "間", "方", "ふり", "こと", "ー", "っ", "。", "、", "！",
                                 "？", "「", "」", "…", " ", "\u{FFFD}", "A", "7"]

    private static func line(using random: inout SeededGenerator) -> String {
        var line = ""
        for _ in 0..<Int.random(in: 1...24, using: &random) {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: line += FuzzText.piece([.kana, .kanji, .punctuation, .space].randomElement(using: &random)!, using: &random)
            case 1: line += FuzzText.text(maximumLength: 6, using: &random)
            default: line += pieces.randomElement(using: &random)!
            }
        }
        return line
    }

    func testBothDictionariesGiveCleanTokens() throws {
        let seed: UInt64 = 0x1A9A_0001
        let uniDic = try MiningToolkit().tokenizer(for: .japanese)
        let ipadic = try MiningToolkit(japanese: MiningToolkit.japaneseLoader(uniDic: nil)).tokenizer(for: .japanese)
        FuzzRun.cases("japanese-tokenizer", seed: seed, count: 1_200) { random, index in
            let line = Self.line(using: &random)
            let label = FuzzRun.describe("japanese-tokenizer", seed: seed, index: index) + " \(line.debugDescription)"
            for tokenizer in [uniDic, ipadic] {
                let tokens = tokenizer.tokens(in: line)
                XCTAssertLessThanOrEqual(tokens.count, line.unicodeScalars.count, label)
                for token in tokens {
                    XCTAssertFalse(token.term.isEmpty, label)
                    XCTAssertFalse(token.term.unicodeScalars.contains { ControlCharacters.isHazard($0.value) || $0 == "\u{FFFD}" },
                                   "\(label): \(token.term.debugDescription)")
                    XCTAssertTrue(token.reading.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) || $0 == "ー" },
                                  "\(label): \(token.term) read \(token.reading.debugDescription)")
                }
            }
        }
    }

    func testUniDicFeatureTextOfAnyShapeGivesAMorpheme() {
        let seed: UInt64 = 0x1A9A_0002
        let real = #"動詞,一般,*,*,五段-ラ行,連用形-促音便,ワカル,分かる,わかっ,ワカッ,わかる,ワカル,和,*,*,*,*,ワカッ,ワカル,ワカッ,ワカル,*,*,"2,0",C1,*"#
        FuzzRun.cases("unidic-feature", seed: seed, count: 20_000) { random, index in
            var bytes = Array(real.utf8)
            ByteMutator.mutate(&bytes, rounds: Int.random(in: 1...8, using: &random), using: &random)
            let feature = String(decoding: bytes, as: UTF8.self)
            let surface = FuzzText.text(maximumLength: 4, using: &random)
            let label = FuzzRun.describe("unidic-feature", seed: seed, index: index) + " \(feature.debugDescription)"
            XCTAssertLessThanOrEqual(UniDicMorphemes.leadingFields(of: feature).count, 19, label)
            let morpheme = UniDicMorphemes.morpheme(MeCabTagger.Node(surface: surface, feature: feature, isUnknown: false))
            XCTAssertFalse(morpheme.lemma.isEmpty && !surface.isEmpty, label)
            XCTAssertFalse(morpheme.writtenLemma.isEmpty && !surface.isEmpty, label)
        }
    }

    func testEDICTLinesOfAnyShapeParseToEntriesWithGlossesOrNothing() {
        let seed: UInt64 = 0x1A9A_0003
        let real = ["分かる [わかる] /(v5r,vi) (1) (uk) to understand/to comprehend/(v5r,vi) (2) (uk) to become clear/(P)/",
                    "行く(P);逝く [いく(P);ゆく] /(v5k-s,vi) (1) to go/to move/(2) (uk) to die/EntL1/",
                    "ねえ /(prt) (1) right?/(int) (2) hey/come on/listen/"]
        FuzzRun.cases("edict-line", seed: seed, count: 20_000) { random, index in
            var bytes = Array(real.randomElement(using: &random)!.utf8)
            ByteMutator.mutate(&bytes, rounds: Int.random(in: 1...6, using: &random), using: &random)
            let line = String(decoding: bytes, as: UTF8.self)
            let label = FuzzRun.describe("edict-line", seed: seed, index: index) + " \(line.debugDescription)"
            guard let entry = EDICTEntry(line: line) else { return }
            XCTAssertFalse(entry.headwords.isEmpty, label)
            XCTAssertFalse(entry.readings.isEmpty, label)
            XCTAssertFalse(entry.senses.isEmpty, label)
            XCTAssertTrue(entry.senses.allSatisfy { !$0.glosses.isEmpty && $0.glosses.allSatisfy { !$0.isEmpty } }, label)
        }
    }
}
