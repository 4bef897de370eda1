import XCTest
import ShowbookTestSupport
@testable import ShowbookWords

/// Seeded generated names (`SubtitlesEpisodeNames`: S/E numbers of 1–5 digits, separators,
/// brackets, resolutions, years, codecs, CJK counters, absolute numbering) give exactly the
/// numbers they were made with, or none when they name none; and any text at all gives either
/// no episode or one whose number is a whole run of the name's digits, never a cut one.
final class EpisodeNamePropertyTests: XCTestCase {
    func testGeneratedNamesGiveTheirNumbersWhole() {
        var wrong: [String] = []
        FuzzRun.cases("episode-names", seed: 0x5EA5_0E01, count: 15_000) { random, index in
            let generated = SubtitlesEpisodeNames.generate(using: &random)
            let got = EpisodeFileName.episode(of: "/x/" + generated.name)
            if got != generated.expected, wrong.count < 20 {
                wrong.append("\(generated): got \(got?.description ?? "none") (\(FuzzRun.describe("episode-names", seed: 0x5EA5_0E01, index: index)))")
            }
        }
        XCTAssertEqual(wrong, [])
    }

    func testAnyTextGivesNoEpisodeOrAWholeNumberOfIt() {
        let seed: UInt64 = 0x5EA5_0E02
        var wrong: [String] = []
        FuzzRun.cases("episode-names-any", seed: seed, count: 15_000) { random, index in
            var name: String
            if Bool.random(using: &random) {
                name = FuzzText.text(maximumLength: 120, using: &random)
            } else {
                var bytes = Array(SubtitlesEpisodeNames.generate(using: &random).name.utf8)
                ByteMutator.mutate(&bytes, using: &random)
                name = String(decoding: bytes, as: UTF8.self)
            }
            guard let got = EpisodeFileName.episode(of: "/x/" + name) else { return }
            let runs = Self.digitRuns(in: (name as NSString).deletingPathExtension)
            if !runs.contains(got.number), wrong.count < 20 {
                wrong.append("\(name.debugDescription) → \(got), runs \(runs) (\(FuzzRun.describe("episode-names-any", seed: seed, index: index)))")
            }
        }
        XCTAssertEqual(wrong, [])
    }

    /// The value of every whole run of digits (full-width ones too) of at most 9 digits.
    static func digitRuns(in text: String) -> [Int] {
        var runs: [Int] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if (0xFF10...0xFF19).contains(scalar.value) {
                current.unicodeScalars.append(Unicode.Scalar(scalar.value - 0xFF10 + 0x30)!)
            } else {
                if !current.isEmpty && current.count <= 9 { runs.append(Int(current)!) }
                current = ""
            }
        }
        if !current.isEmpty && current.count <= 9 { runs.append(Int(current)!) }
        return runs
    }
}
