import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

/// Guessing a file's encoding by validity and by what the text looks like: EUC-JP Japanese is
/// valid CP949 too, but reads as Hangul with stray jamo, so the Japanese reading wins; UTF-16
/// without a byte-order mark shows itself by its NUL bytes; and binary data names
/// `--encoding` for the case it is text after all.
final class EncodingGuessTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    func testEUCJPJapaneseIsNotReadAsKorean() throws {
        let path = try SubtitleFixtures.write(SubtitleFixtures.japaneseSRT, to: folder, name: "eucjp.srt", encoding: "EUC-JP")
        let document = try SubtitleReader().read(file: path)
        XCTAssertEqual(document.encoding, "EUC-JP")
        XCTAssertEqual(document.cues.map(\.text), SRTParser.parse(SubtitleFixtures.japaneseSRT).cues.map(\.text))
    }

    func testEUCKRKoreanIsStillKoreanAndShiftJISStillJapanese() throws {
        let korean = try SubtitleFixtures.write(SubtitleFixtures.koreanSRT, to: folder, name: "ko.srt", encoding: "EUC-KR")
        XCTAssertEqual(try SubtitleReader().read(file: korean).encoding, "CP949")
        let japanese = try SubtitleFixtures.write(SubtitleFixtures.japaneseSRT, to: folder, name: "ja.srt", encoding: "CP932")
        XCTAssertEqual(try SubtitleReader().read(file: japanese).encoding, "CP932")
    }

    func testUTF16WithoutAByteOrderMarkIsDetected() throws {
        for (encoding, text) in [("UTF-16BE", SubtitleFixtures.koreanSRT), ("UTF-16LE", SubtitleFixtures.japaneseSRT),
                                 ("UTF-16BE", SubtitleFixtures.englishVTT)] {
            let name = encoding + (text == SubtitleFixtures.englishVTT ? ".vtt" : ".srt")
            let path = try SubtitleFixtures.write(text, to: folder, name: name, encoding: encoding)
            let document = try SubtitleReader().read(file: path)
            XCTAssertEqual(document.encoding, encoding, name)
            let expected = name.hasSuffix(".vtt") ? VTTParser.parse(text).cues : SRTParser.parse(text).cues
            XCTAssertEqual(document.cues, expected, name)
        }
    }

    func testBinaryDataNamesTheEncodingOption() throws {
        let path = folder.appendingPathComponent("data.srt")
        try Data([0x00, 0x01, 0x02, 0x03, 0x00, 0x00, 0xFF, 0x10, 0x00, 0x7F, 0x00, 0x00, 0x13]).write(to: path)
        XCTAssertThrowsError(try SubtitleReader().read(file: path.path)) { error in
            XCTAssertEqual("\(error)", "\(path.path): binary data, not subtitles (if it is text, name its encoding with --encoding)")
        }
    }

    func testTextNoCandidateReadsPlausiblyNamesTheEncodingOption() throws {
        let chinese = "1\n00:00:01,000 --> 00:00:03,000\n我们明天早上去公园散步吧。\n\n2\n00:00:04,000 --> 00:00:06,000\n这本书比那本有意思多了。\n"
        let path = try SubtitleFixtures.write(chinese, to: folder, name: "zh.srt", encoding: "GB2312")
        XCTAssertThrowsError(try SubtitleReader().read(file: path)) { error in
            XCTAssertEqual("\(error)", "\(path): the text is not UTF-8, UTF-16, CP932, EUC-JP or CP949 (name the encoding with --encoding)")
        }
        XCTAssertEqual(try SubtitleReader(encoding: "GB2312").read(file: path).cues.first?.text, "我们明天早上去公园散步吧。")
    }

    func testPlausibilityScoresTheScriptsApart() {
        let japanese = "昨日、駅で先生に会いました。明日は海へ行きたい。"
        let korean = "친구들과 학교에서 점심을 먹었습니다."
        XCTAssertGreaterThan(SubtitleDecoder.plausibility(japanese, as: "EUC-JP"), 0.9)
        XCTAssertGreaterThan(SubtitleDecoder.plausibility(korean, as: "CP949"), 0.9)
        XCTAssertLessThan(SubtitleDecoder.plausibility(korean, as: "EUC-JP"), 0.2)
        let misread = IconvConverter.decode(IconvConverter.convert(Array(japanese.utf8), from: "UTF-8", to: "EUC-JP")!, from: "CP949")!
        XCTAssertLessThan(SubtitleDecoder.plausibility(misread, as: "CP949"), 0.6)
    }
}
