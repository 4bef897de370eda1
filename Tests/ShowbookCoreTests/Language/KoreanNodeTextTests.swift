import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookWords

/// `KoreanNodeText` answers from bytes what String comparisons answer from Characters: on
/// random text mixing plain Hangul with what bytes alone cannot decide (decomposed jamo that
/// normalize to a syllable, combining marks, a carriage return before a line feed, the Kelvin
/// sign that equals K), every answer is the String's.
final class KoreanNodeTextTests: XCTestCase {
    private static let pieces = ["요", "이", "가", "산", "에", "에서", "\u{110B}\u{116D}", "\u{110B}\u{1175}", "\u{1109}\u{1161}\u{11AB}",
                                 "\u{0301}", "\u{11AF}", "\r", "\n", ",", "\"", "+", "/", "*", "NNG", "VV", "VCP", "ETM", "Inflect",
                                 "Preanalysis", "\u{212A}", "ㄹ", "漢", "a", " "]

    private static func text(using random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...10, using: &random) {
            text += Int.random(in: 0..<8, using: &random) == 0 ? FuzzText.text(maximumLength: 4, using: &random)
                : pieces.randomElement(using: &random)!
        }
        return text
    }

    func testBytesAnswerAsStringsDo() {
        let seed: UInt64 = 0x0C0_B17E
        FuzzRun.cases("korean-node-text", seed: seed, count: 20_000) { random, index in
            let text = Self.text(using: &random)
            let label = FuzzRun.describe("korean-node-text", seed: seed, index: index) + " \(text.debugDescription)"
            for plain in ["요", "이", "산", "에서", "*", "가"] {
                XCTAssertEqual(KoreanNodeText.equals(text, plain), text == plain, label)
                XCTAssertEqual(KoreanNodeText.hasPrefix(text, plain), text.hasPrefix(plain), label)
                XCTAssertEqual(KoreanNodeText.hasSuffix(text, plain), text.hasSuffix(plain), label)
            }
            XCTAssertEqual(KoreanNodeText.count(text), text.count, label)
            XCTAssertEqual(KoreanNodeText.first(text), text.first, label)
            XCTAssertEqual(KoreanNodeText.last(text), text.last, label)
            XCTAssertEqual(KoreanNodeText.isSyllables(text), text.allSatisfy(Hangul.isSyllable), label)
            let node = MeCabTagger.PathNode(surface: "가", feature: text)
            XCTAssertEqual(KoreanNodeText.tag(node), String(text.prefix { $0 != "," }), label)
            XCTAssertEqual(KoreanNodeText.fields(node), node.fields, label)
            XCTAssertEqual(KoreanNodeText.isInflected(node),
                           text.split(separator: ",", maxSplits: 5, omittingEmptySubsequences: false).dropFirst(4).first == "Inflect", label)
        }
    }

    /// A plain feature's morphemes read from its bytes are those its fields give.
    func testMorphemesOfPlainAndOtherFeatures() {
        let features = ["VV+EC,*,F,몰라,Inflect,VV,EC,모르/VV/*+아/EC/*", "NNG,*,F,친구,*,*,*,*", "VV+EP+EF,*,F,들었어,Inflect,VV,EF,듣/VV/*+었/EP/*+어/EF/*",
                        "NNG,*,F,\"a,b\",*,*,*,*", "VV+EC,*,F,x,Preanalysis,VV,EC,/VV/*+아/EC/*", "VV+EC,*,F,x,Inflect,VV,EC,*",
                        "VV+EC,*,F,x,Inflect,VV,EC,\u{1106}\u{1169}/VV/*+아/EC/*", "SF", ""]
        for feature in features {
            let morphemes = KoreanMorphemeWords.morphemes(of: MeCabTagger.PathNode(surface: "몰라", feature: feature))
            XCTAssertEqual(morphemes, Self.morphemesFromFields(MeCabTagger.PathNode(surface: "몰라", feature: feature)), feature)
        }
    }

    /// The morphemes as the feature's String fields give them: the expression's parts of an
    /// inflected or analysed node, else the node with its tag's first part.
    private static func morphemesFromFields(_ node: MeCabTagger.PathNode) -> [KoreanMorphemeWords.Morpheme] {
        let fields = node.fields
        if fields.count > 7, fields[4] == "Inflect" || fields[4] == "Preanalysis", fields[7] != "*" {
            let parts = fields[7].split(separator: "+").compactMap { part -> KoreanMorphemeWords.Morpheme? in
                let pieces = part.split(separator: "/", omittingEmptySubsequences: false)
                guard pieces.count >= 2, !pieces[0].isEmpty else { return nil }
                return .init(form: String(pieces[0]), tag: String(pieces[1]))
            }
            if !parts.isEmpty { return parts }
        }
        return [.init(form: node.surface, tag: String(fields[0].prefix { $0 != "+" }))]
    }
}
