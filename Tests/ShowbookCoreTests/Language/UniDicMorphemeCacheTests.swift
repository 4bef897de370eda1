import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookWords

/// The UniDic morpheme cache must be invisible: on seeded lines of Japanese pieces, every
/// morpheme read through it equals the node decoded afresh, on the first pass and on the
/// second (served from the cache), and a second pass over the same lines decodes nothing new.
final class UniDicMorphemeCacheTests: XCTestCase {
    private static let pieces = ["おはよう", "ありがとうございます", "誕生日", "フリーレン", "さん", "お皿", "は", "が", "を", "て",
                                 "わかった", "分かった", "食べ", "ちゃった", "カレー", "辛い", "人気", "三", "時", "間", "ぴえん",
                                 "ＡＢＣ", "7", "。", "？", " ", "東京", "行きました", "来させた", "授業の間"]

    private func uniDic() throws -> UniDicMorphemes {
        let tokenizer = try MiningToolkit().tokenizer(for: .japanese)
        let japanese = try XCTUnwrap((tokenizer as? DamageSkippingTokenizer)?.base as? JapaneseTokenizer, "\(tokenizer)")
        return try XCTUnwrap(japanese.analyzer as? UniDicMorphemes, "the Japanese analyzer is \(japanese.analyzer.dictionaryName)")
    }

    func testCachedMorphemesEqualFreshlyDecodedOnes() throws {
        let analyzer = try uniDic()
        let seed: UInt64 = 0x0D1C_CAC4
        var lines: [String] = []
        FuzzRun.cases("unidic-cache", seed: seed, count: 300) { random, _ in
            var line = ""
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                line += Int.random(in: 0..<4, using: &random) == 0
                    ? FuzzText.text(maximumLength: 4, using: &random) : Self.pieces.randomElement(using: &random)!
            }
            lines.append(line)
        }
        for pass in 1...2 {
            for (index, line) in lines.enumerated() {
                let fresh = analyzer.tagger.nodes(line).map(UniDicMorphemes.morpheme)
                XCTAssertEqual(analyzer.morphemes(in: line), fresh, "pass \(pass), line \(index): \(line.debugDescription)")
            }
        }
    }

    func testASecondPassDecodesNothingNew() throws {
        let analyzer = try uniDic()
        let lines = ["誕生日おめでとう、フリーレンさん。", "わかった、分かった。", "辛いカレーを食べちゃった。"]
        for line in lines { _ = analyzer.morphemes(in: line) }
        let decoded = analyzer.cache.misses
        XCTAssertGreaterThan(decoded, 0)
        for line in lines { _ = analyzer.morphemes(in: line) }
        XCTAssertEqual(analyzer.cache.misses, decoded)
    }
}
