import XCTest
import ShowbookTestSupport
@testable import ShowbookWords

/// The shortcuts cleaning takes for most cues — plain text copied as bytes, and text whose
/// every character is one scalar collapsed by bytes — give what the long way gives, with the
/// same work counted: on generated text of every kind, on dialogue in Japanese, Korean and
/// English, and for every scalar `SubtitleText.isSimple` allows.
final class CleaningShortcutTests: XCTestCase {
    func testShortcutsCleanAnyTextAsTheLongWayDoes() {
        let seed: UInt64 = 0xC1EA_5EED
        let dialogue = ["駅で本を探しました。", "저는 어제 역에서 책을 찾았어요.", "I watched the books.", "「え？」", "…そう—", "ｶﾞ", "が"]
        FuzzRun.cases("subtitle-clean-shortcut", seed: seed, count: 2_000) { random, index in
            var raw = FuzzText.text(maximumLength: 120, kinds: FuzzText.Piece.allCases, using: &random)
            if Bool.random(using: &random) {
                raw = (0..<Int.random(in: 1...4, using: &random)).map { _ in dialogue.randomElement(using: &random)! }
                    .joined(separator: ["\n", " ", "  ", "\r\n", "\t", "\u{3000}"].randomElement(using: &random)!)
            }
            let limit = Bool.random(using: &random) ? Int.random(in: 1...40, using: &random) : SubtitleText.maximumLength
            var fastWork = 0, slowWork = 0
            let fast = SubtitleText.clean(raw, limit: limit, work: &fastWork)
            let slow = SubtitleText.clean(raw, limit: limit, work: &slowWork, shortcuts: false)
            let label = FuzzRun.describe("subtitle-clean-shortcut", seed: seed, index: index) + " \(raw.debugDescription)"
            XCTAssertEqual(Array(fast.utf8), Array(slow.utf8), label)
            XCTAssertEqual(fastWork, slowWork, label)
        }
    }

    /// Each simple scalar is a character of its own next to ASCII, to itself and to the other
    /// simple blocks, and is not white space: what `collapseSimple` relies on.
    func testSimpleScalarsAreCharactersOfTheirOwn() {
        let neighbours: [Unicode.Scalar] = [" ", "a", "\r", "\n", "\t", ".", "\u{7F}", "あ", "한", "漢", "ー", "…", "！"]
        for value in UInt32(0)...0xFFFF where SubtitleText.isSimple(value) {
            let scalar = Unicode.Scalar(value)!
            XCTAssertFalse(scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
            for neighbour in neighbours {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: [neighbour, scalar, neighbour, scalar, scalar])
                XCTAssertEqual(String(text).count, 5, "U+\(String(value, radix: 16)) by \(neighbour.escaped(asASCII: true))")
            }
        }
    }
}
