import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

final class SubtitleReaderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    func testEveryEncodingIsDetected() throws {
        let cases: [(String, String, [UInt8], String, String)] = [
            ("utf8.srt", "UTF-8", [], "UTF-8", SubtitleFixtures.japaneseSRT),
            ("utf8bom.srt", "UTF-8", [0xEF, 0xBB, 0xBF], "UTF-8", SubtitleFixtures.japaneseSRT),
            ("le.srt", "UTF-16LE", [0xFF, 0xFE], "UTF-16LE", SubtitleFixtures.japaneseSRT),
            ("be.srt", "UTF-16BE", [0xFE, 0xFF], "UTF-16BE", SubtitleFixtures.koreanSRT),
            ("sjis.srt", "CP932", [], "CP932", SubtitleFixtures.japaneseSRT),
            ("euckr.srt", "EUC-KR", [], "CP949", SubtitleFixtures.koreanSRT),
            ("cp949.srt", "CP949", [], "CP949", SubtitleFixtures.koreanSRT),
        ]
        let expected = SRTParser.parse(SubtitleFixtures.japaneseSRT).cues + SRTParser.parse(SubtitleFixtures.koreanSRT).cues
        for (name, encoding, bom, detected, text) in cases {
            let path = try SubtitleFixtures.write(text, to: folder, name: name, encoding: encoding, bom: bom)
            let document = try SubtitleReader().read(file: path)
            XCTAssertEqual(document.encoding, detected, name)
            XCTAssertEqual(document.cues, SRTParser.parse(text).cues, name)
            XCTAssertTrue(document.cues.allSatisfy(expected.contains), name)
        }
    }

    func testForcedEncodingWinsAndWrongOneIsOneLine() throws {
        let path = try SubtitleFixtures.write(SubtitleFixtures.japaneseSRT, to: folder, name: "a.srt", encoding: "EUC-JP")
        XCTAssertEqual(try SubtitleReader(encoding: "EUC-JP").read(file: path).cues.first?.text, "昨日、駅で先生に会いました。")
        XCTAssertThrowsError(try SubtitleReader(encoding: "UTF-8").read(file: path)) { error in
            XCTAssertEqual("\(error)", "\(path): the text is not valid UTF-8")
        }
        XCTAssertThrowsError(try SubtitleReader(encoding: "KLINGON-8").read(file: path)) { error in
            XCTAssertTrue("\(error)".hasPrefix("unknown encoding “KLINGON-8”"))
        }
    }

    func testHostileFilesGiveOneLineOrSkippedCues() throws {
        let png = folder.appendingPathComponent("image.srt")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]).write(to: png)
        XCTAssertThrowsError(try SubtitleReader().read(file: png.path)) { XCTAssertEqual("\($0)", "\(png.path): a PNG image, not subtitles") }

        var generator = SystemRandomNumberGenerator()
        let garbage = folder.appendingPathComponent("garbage.vtt")
        try Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) } + [0]).write(to: garbage)
        XCTAssertThrowsError(try SubtitleReader().read(file: garbage.path)) { XCTAssertEqual("\($0)", "\(garbage.path): binary data, not subtitles (if it is text, name its encoding with --encoding)") }

        let long = String(repeating: "あ", count: 100_000)
        let hostile = "1\n00:00:01,000 --> 00:00:02,000\n\u{1B}]0;pwned\u{07}\u{1B}[2Jhello\u{9B}31m there\n\n2\n00:00:03,000 --> 00:00:04,000\n\(long)\n\n3\n00:00:05,000 --> 00:00:06,000\nlast\n"
        let path = try SubtitleFixtures.write(hostile, to: folder, name: "hostile.srt")
        let document = try SubtitleReader().read(file: path)
        XCTAssertEqual(document.cues.count, 2)
        XCTAssertEqual(document.cues.last?.text, "last")
        XCTAssertFalse(document.cues[0].text.unicodeScalars.contains { ControlCharacters.isHazard($0.value) })
        XCTAssertEqual(document.skipped, [SkippedCue(line: 5, reason: "text longer than 2000 characters")])

        let notSubtitles = folder.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: notSubtitles)
        XCTAssertThrowsError(try SubtitleReader().read(file: notSubtitles.path))
    }

    func testFolderListsEpisodesInNaturalOrderAndLabelsThem() throws {
        for name in ["Show S01E10.srt", "Show S01E02.srt", "Show S01E01.vtt", "cover.png", ".hidden.srt"] {
            try SubtitleFixtures.write(name.hasSuffix("vtt") ? SubtitleFixtures.englishVTT : SubtitleFixtures.japaneseSRT,
                                       to: folder, name: name)
        }
        let files = try SubtitleReader().files(at: folder.path)
        XCTAssertEqual(files.map { ($0 as NSString).lastPathComponent }, ["Show S01E01.vtt", "Show S01E02.srt", "Show S01E10.srt"])
        let document = try SubtitleReader().read(file: files[2])
        XCTAssertEqual(document.episode, "S01E10")
        XCTAssertEqual(document.source(of: document.cues[2]), "S01E10 01:10")
        XCTAssertThrowsError(try SubtitleReader().files(at: folder.appendingPathComponent("none").path))
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        XCTAssertThrowsError(try SubtitleReader().files(at: empty.path)) { XCTAssertTrue("\($0)".hasSuffix("no .srt, .vtt, .ass, .ssa, .mkv, .mp4 or .webm files in this folder")) }
    }
}
