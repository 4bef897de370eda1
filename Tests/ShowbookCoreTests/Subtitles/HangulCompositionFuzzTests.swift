import XCTest
import ShowbookTestSupport
@testable import ShowbookWords

/// Seeded property test of KS X 1001's 8-byte composed form (docs/fuzz/subtitles.md): any
/// Hangul text written in it, mixed with ASCII and punctuation, decodes back to the same
/// precomposed text; and the same bytes mutated give a reading or one line naming the file,
/// never a reading longer than the text.
final class HangulCompositionFuzzTests: XCTestCase {
    func testComposedFormRoundTripsAndMutatedBytesStaySane() throws {
        let seed: UInt64 = 0x4A40_0008
        try FuzzRun.cases("hangul-8byte", seed: seed, count: 1_500) { random, index in
            var lines: [String] = []
            for _ in 0..<Int.random(in: 2...8, using: &random) {
                var line = String.UnicodeScalarView()
                for _ in 0..<Int.random(in: 1...20, using: &random) {
                    switch Int.random(in: 0..<6, using: &random) {
                    case 0: line.append(" ")
                    case 1: line.append([".", "?", "!", ",", "1"].randomElement(using: &random)!)
                    default: line.append(Unicode.Scalar(UInt32.random(in: 0xAC00...0xD7A3, using: &random))!)
                    }
                }
                let text = String(line).trimmingCharacters(in: .whitespaces)
                lines.append(text.isEmpty ? "가" : text)
            }
            let text = EncodingPlausibilityTests.srt(lines)
            var bytes = EncodingPlausibilityTests.eightByteEUCKR(text)
            let label = FuzzRun.describe("hangul-8byte", seed: seed, index: index)
            let decoded = try SubtitleDecoder.decode(bytes, path: "ko.srt")
            XCTAssertEqual(decoded.text, text, label)
            ByteMutator.mutate(&bytes, using: &random)
            do {
                let damaged = try SubtitleDecoder.decode(bytes, path: "ko.srt")
                SubtitleFuzzTests.assertSane(SRTParser.parse(damaged.text), of: damaged.text, label)
            } catch let error as SubtitleError {
                XCTAssertTrue("\(error)".hasPrefix("ko.srt: ") && !"\(error)".contains("\n"), "\(label): \(error)")
            }
        }
    }
}
