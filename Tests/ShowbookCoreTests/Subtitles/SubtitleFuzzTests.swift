import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookWords

/// Seeded fuzzing of the subtitle readers (docs/fuzz/subtitles.md): generated files must come
/// back cue for cue, and damaged ones — the real fixture files and generated files in every
/// encoding, mutated by `ByteMutator` — must give sane cues (times ordered and not negative,
/// text sanitized and bounded) or one line that names the file. Budgets are case counts.
final class SubtitleFuzzTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let encodings = ["UTF-8", "UTF-8-BOM", "UTF-16LE", "UTF-16BE", "CP949", "CP932"]

    /// The real fixture files, as bytes.
    private static func fixtures() throws -> [(name: String, bytes: [UInt8])] {
        let folder = root.appendingPathComponent("Tests/SubtitleFixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { SubtitleReader.extensions.contains(PathText.fileExtension($0)) }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 6, "the fixture files in \(folder.path)")
        return try names.map { ($0, Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    private static func parse(_ text: String, as format: SubtitlesFileGenerator.Format) -> ParsedSubtitles {
        switch format {
        case .srt: return SRTParser.parse(text)
        case .vtt: return VTTParser.parse(text)
        case .ass: return ASSParser.parse(text)
        }
    }

    /// Generated files in each encoding read back with every cue whose cleaned text is not
    /// empty, at its time, in time order, and nothing skipped.
    func testGeneratedFilesComeBackCueForCue() throws {
        let seed: UInt64 = 0x5B_0F11E5
        try FuzzRun.cases("subtitle-files", seed: seed, count: 600) { random, index in
            let format = SubtitlesFileGenerator.Format.allCases.randomElement(using: &random)!
            let file = SubtitlesFileGenerator.file(format, maximumCues: 40, using: &random)
            var encoding = Self.encodings.randomElement(using: &random)!
            var bytes = SubtitlesFileGenerator.bytes(file.text, encoding: encoding)
            if bytes == nil { (encoding, bytes) = ("UTF-8", Array(file.text.utf8)) }
            // Legacy encodings are named, as `--encoding` does: guessing them is another test's.
            let forced = encoding == "CP949" || encoding == "CP932" ? encoding : nil
            let label = FuzzRun.describe("subtitle-files", seed: seed, index: index) + " \(format) \(encoding)"
            let decoded = try SubtitleDecoder.decode(bytes!, path: "generated.\(format)", forced: forced)
            XCTAssertEqual(decoded.repaired, 0, label)
            let parsed = Self.parse(decoded.text, as: format)
            var unused: [SkippedCue] = []
            let expected = file.cues.compactMap { cue in
                CueTiming.cue(start: cue.start, end: cue.end,
                              raw: format == .ass ? SubtitlesFileGenerator.assText(cue.text) : cue.text, line: 0, skipped: &unused)
            }
            let order = expected.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
            XCTAssertEqual(parsed.skipped, [], label)
            XCTAssertEqual(parsed.cues.map(\.start), order.map(\.start), label)
            XCTAssertEqual(parsed.cues.map(\.end), order.map(\.end), label)
            XCTAssertEqual(parsed.cues.map(\.text), order.map(\.text), label)
        }
    }

    /// Mutated fixture files and generated files: sane cues or one line naming the file.
    func testDamagedFilesGiveSaneCuesOrOneLine() throws {
        let seed: UInt64 = 0x5B_DA4A6E
        let fixtures = try Self.fixtures()
        try FuzzRun.cases("subtitle-damage", seed: seed, count: 2_400) { random, index in
            var bytes: [UInt8]
            var format: SubtitlesFileGenerator.Format
            if Bool.random(using: &random) {
                let fixture = fixtures.randomElement(using: &random)!
                bytes = fixture.bytes
                format = SubtitlesFileGenerator.Format(rawValue: PathText.fileExtension(fixture.name)) ?? .ass
            } else {
                format = SubtitlesFileGenerator.Format.allCases.randomElement(using: &random)!
                let file = SubtitlesFileGenerator.file(format, maximumCues: 20, using: &random)
                bytes = SubtitlesFileGenerator.bytes(file.text, encoding: Self.encodings.randomElement(using: &random)!)
                    ?? Array(file.text.utf8)
            }
            ByteMutator.mutate(&bytes, rounds: 6, using: &random)
            if Int.random(in: 0..<4, using: &random) == 0 { format = SubtitlesFileGenerator.Format.allCases.randomElement(using: &random)! }
            let forced = Int.random(in: 0..<4, using: &random) == 0 ? ["UTF-8", "UTF-16LE", "CP949", "EUC-JP"].randomElement(using: &random)! : nil
            let label = FuzzRun.describe("subtitle-damage", seed: seed, index: index)
            let decoded: SubtitleDecoder.Decoded
            do {
                decoded = try SubtitleDecoder.decode(bytes, path: "damaged.\(format)", forced: forced)
            } catch let error as SubtitleError {
                let line = "\(error)"
                XCTAssertTrue(line.hasPrefix("damaged.\(format): "), "\(label): \(line)")
                XCTAssertFalse(line.contains("\n"), "\(label): \(line)")
                return
            }
            Self.assertSane(Self.parse(decoded.text, as: format), of: decoded.text, label)
        }
    }

    /// Times ordered and never negative, an end never before its start, text non-empty, free of
    /// controls and within the length limit, skipped lines inside the file, and no more output
    /// than input.
    static func assertSane(_ parsed: ParsedSubtitles, of text: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let lines = text.utf8.reduce(1) { $1 == 0x0A || $1 == 0x0D ? $0 + 1 : $0 }
        var previous = 0
        for cue in parsed.cues {
            XCTAssertGreaterThanOrEqual(cue.start, previous, label, file: file, line: line)
            XCTAssertGreaterThanOrEqual(cue.end, cue.start, label, file: file, line: line)
            XCTAssertFalse(cue.text.isEmpty, label, file: file, line: line)
            XCTAssertFalse(cue.text.unicodeScalars.contains { ControlCharacters.isHazard($0.value) }, "\(label): \(cue.text.debugDescription)",
                           file: file, line: line)
            XCTAssertFalse(CueTiming.isLonger(cue.text, than: SubtitleText.maximumLength), label, file: file, line: line)
            XCTAssertTrue((1...lines).contains(cue.line), "\(label): cue line \(cue.line) of \(lines)", file: file, line: line)
            previous = cue.start
        }
        for skipped in parsed.skipped {
            XCTAssertTrue((1...lines).contains(skipped.line), "\(label): skipped line \(skipped.line) of \(lines)", file: file, line: line)
            XCTAssertFalse(skipped.reason.isEmpty || skipped.reason.contains("\n"), label, file: file, line: line)
        }
        XCTAssertLessThanOrEqual(parsed.cues.count + parsed.skipped.count, lines, label, file: file, line: line)
        let written = parsed.cues.reduce(0) { $0 + $1.text.utf8.count }
        XCTAssertLessThanOrEqual(written, text.utf8.count, "\(label): more text out than in", file: file, line: line)
    }
}
