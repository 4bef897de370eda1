import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords

/// Seeded fuzzing of the pieces under the parsers (docs/fuzz/subtitles.md): cleaning any text
/// (markup, references, escapes, brackets) in work linear in its length, timestamps, the
/// repairing decoders on any bytes, and the episode-name scanner's work. Budgets are case
/// counts.
final class SubtitleTextFuzzTests: XCTestCase {
    /// Text with every kind of piece, controls and bidi marks included, and markup runs.
    private static func hostileText(using random: inout SeededGenerator) -> String {
        var text = FuzzText.text(maximumLength: 300, kinds: FuzzText.Piece.allCases, using: &random)
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let markup = ["<i>", "</i>", "<font color=\"red\">", "<c.yellow.bg_blue>", "<v Mara>", "<00:01.000>", "<rt>", "</ruby>",
                          "{\\an8}", "{", "}", "\\N", "\\h", "&amp;", "&#x10FFFF;", "&#0;", "&#xD800;", "&#99999999999;", "&",
                          "[door]", "(", "）", "［", "♪", "MAN:", "<b Mary>", "<ruby.x Note>", "<span style=\"a:b\">", "<sub>", "</x_y>",
                          "<br />", "a<b c>", "(We can start a fire)", "(LAUGHS)", "（笑）", "\u{1B}[31m", "\u{1B}]0;t\u{7}", "\u{9B}2J", "\u{FFFD}"]
            let piece = markup.randomElement(using: &random)!
            let count = Int.random(in: 1...(Bool.random(using: &random) ? 3 : 400), using: &random)
            let at = text.unicodeScalars.index(text.unicodeScalars.startIndex,
                                               offsetBy: Int.random(in: 0...text.unicodeScalars.count, using: &random))
            text.unicodeScalars.insert(contentsOf: String(repeating: piece, count: count).unicodeScalars, at: at)
        }
        return text
    }

    func testCleaningAnyTextIsLinearSanitizedAndNeverLonger() {
        let seed: UInt64 = 0xC1EA_0001
        FuzzRun.cases("subtitle-clean", seed: seed, count: 1_200) { random, index in
            let raw = Self.hostileText(using: &random)
            var work = 0
            let cleaned = SubtitleText.clean(raw, work: &work)
            let label = FuzzRun.describe("subtitle-clean", seed: seed, index: index)
            let scalars = raw.unicodeScalars.count
            XCTAssertLessThanOrEqual(work, 3 * scalars + 16, label)
            XCTAssertLessThanOrEqual(cleaned.unicodeScalars.count, scalars, label)
            XCTAssertFalse(cleaned.unicodeScalars.contains { ControlCharacters.isHazard($0.value) }, "\(label): \(cleaned.debugDescription)")
            XCTAssertFalse(cleaned.unicodeScalars.first?.properties.isWhitespace ?? false, "\(label): space first")
            XCTAssertFalse(cleaned.unicodeScalars.last?.properties.isWhitespace ?? false, "\(label): space last")
            XCTAssertEqual(DamagedText.withoutDamagedWords(cleaned).unicodeScalars.contains("\u{FFFD}"), false, label)
        }
    }

    func testTimestampsAreReadOrRefusedWithinTheirRange() {
        let seed: UInt64 = 0x7133_0001
        FuzzRun.cases("subtitle-times", seed: seed, count: 20_000) { random, index in
            var text = [FuzzText.text(maximumLength: 20, kinds: [.digits, .punctuation, .space], using: &random),
                        "\(Int.random(in: 0...999, using: &random)):\(Int.random(in: 0...99, using: &random)):\(Int.random(in: 0...99, using: &random)),\(Int.random(in: 0...9999, using: &random))",
                        FuzzText.extremeNumbers.randomElement(using: &random)! + ":00.000"].randomElement(using: &random)!
            var bytes = Array(text.utf8)
            if Bool.random(using: &random) { ByteMutator.mutate(&bytes, using: &random) }
            text = String(decoding: bytes, as: UTF8.self)
            let label = FuzzRun.describe("subtitle-times", seed: seed, index: index)
            if let milliseconds = SubtitleTime.parse(text) {
                XCTAssertTrue((0..<1_000 * 3_600_000).contains(milliseconds), "\(label): \(text.debugDescription) → \(milliseconds)")
            }
            let any = [Int.min, Int.max, -1, 0, Int.random(in: Int.min...Int.max, using: &random)].randomElement(using: &random)!
            XCTAssertFalse(SubtitleTime.format(milliseconds: any).isEmpty, label)
        }
    }

    func testRepairingDecodersTakeAnyBytes() {
        let seed: UInt64 = 0xDEC0_0001
        let encodings = ["UTF-16LE", "UTF-16BE", "UTF-16", "CP949", "CP932", "EUC-JP", "UTF-32LE", "GB2312", "ISO-2022-JP"]
        FuzzRun.cases("subtitle-repair", seed: seed, count: 1_500) { random, index in
            var bytes = (0..<Int.random(in: 0...600, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            if Bool.random(using: &random) {
                bytes = SubtitlesFileGenerator.bytes(FuzzText.text(maximumLength: 200, using: &random),
                                                     encoding: ["UTF-16LE", "UTF-16BE", "CP949", "CP932"].randomElement(using: &random)!) ?? bytes
                ByteMutator.mutate(&bytes, using: &random)
            }
            let label = FuzzRun.describe("subtitle-repair", seed: seed, index: index)
            let encoding = encodings.randomElement(using: &random)!
            guard let reading = IconvConverter.decodeRepairing(bytes, from: encoding) else {
                return XCTFail("\(label): glibc knows \(encoding)")
            }
            XCTAssertLessThanOrEqual(reading.repaired, bytes.count, label)
            XCTAssertLessThanOrEqual(reading.text.utf8.count, 4 * bytes.count + 16, label)
            let damage = DamagedText.utf8Damage(bytes)
            if !bytes.starts(with: [0xEF, 0xBF, 0xBD]) && !bytes.contains(0xBD) {
                XCTAssertEqual(String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { $0 == "\u{FFFD}" }.count, damage.repaired, label)
            }
            XCTAssertLessThanOrEqual(damage.repaired + damage.multibyte, bytes.count, label)
        }
    }

    func testEpisodeNamesCostWorkLinearInTheName() {
        let seed: UInt64 = 0xE915_0001
        FuzzRun.cases("episode-name-work", seed: seed, count: 2_000) { random, index in
            var name: String
            switch Int.random(in: 0..<3, using: &random) {
            case 0: name = FuzzText.text(maximumLength: 250, kinds: FuzzText.Piece.allCases, using: &random)
            case 1: name = SubtitlesEpisodeNames.generate(using: &random).name
            default:
                let unit = ["S1", "E", "Ep", "- 1", "[1", "第1", "1x", "1화", "9", "season 1 ", "S01E", "x"].randomElement(using: &random)!
                name = String(repeating: unit, count: Int.random(in: 1...400, using: &random))
            }
            var work = 0
            let found = EpisodeLabel.numbering(fileName: name + ".srt", work: &work)
            let label = FuzzRun.describe("episode-name-work", seed: seed, index: index)
            XCTAssertLessThanOrEqual(work, 40 * (name.unicodeScalars.count + 4), "\(label): \(name.prefix(60).debugDescription)")
            if let found {
                XCTAssertTrue((0...99_999).contains(found.episode), label)
                XCTAssertTrue(found.season.map { (0...9_999).contains($0) } ?? true, label)
            }
        }
    }
}
