import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

/// One invalid byte costs the words it breaks, never the file: a cue with bad bytes keeps its
/// time and the rest of its words, shows `�` where the bytes were, is counted in one line per
/// run ("1 cue had invalid text"), and the broken word is not mined. The same in every encoding
/// Showbook reads, with `--encoding` too, and in a video's text track (which ffmpeg would
/// otherwise drop without a word).
final class DamagedTextTests: XCTestCase {
    private static let toolkit = MiningToolkit(english: { LetterRunTokenizer() })
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    /// Three cues; the second holds `marker` where a word's last letter should be.
    static func srt(_ marker: [UInt8]) -> [UInt8] {
        Array("1\n00:00:01,000 --> 00:00:02,000\nGood first line.\n\n2\n00:00:03,000 --> 00:00:04,000\nI love caf".utf8)
            + marker + Array(" au lait.\n\n3\n00:00:05,000 --> 00:00:06,000\nGood last line.\n".utf8)
    }

    private func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    private func assertOneDamagedCue(_ document: SubtitleDocument, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(document.cues.map(\.text), ["Good first line.", "I love caf\u{FFFD} au lait.", "Good last line."], label,
                       file: file, line: line)
        XCTAssertEqual(document.cues.map(\.start), [1_000, 3_000, 5_000], label, file: file, line: line)
    }

    func testALatin1ByteInAUTF8FileCostsOnlyItsWord() throws {
        let plain = try write(Self.srt([0xE9]), "plain.srt")
        assertOneDamagedCue(try SubtitleReader().read(file: plain), "guessed")
        assertOneDamagedCue(try SubtitleReader(encoding: "UTF-8").read(file: plain), "--encoding UTF-8")
        assertOneDamagedCue(try SubtitleReader(encoding: "utf-8").read(file: plain), "--encoding utf-8")
        let marked = try write([0xEF, 0xBB, 0xBF] + Self.srt([0xE9]), "bom.srt")
        assertOneDamagedCue(try SubtitleReader().read(file: marked), "with a byte-order mark")
        let cut = try write(Self.srt([0xE2, 0x82]), "cut.srt")
        assertOneDamagedCue(try SubtitleReader().read(file: cut), "a sequence cut short")
        let vtt = try write(Array("WEBVTT\n\n".utf8) + Self.srt([0xFF]).map { $0 == 0x2C ? 0x2E : $0 }, "a.vtt")
        assertOneDamagedCue(try SubtitleReader().read(file: vtt), "WebVTT")
    }

    func testAnASSLineWithABadByteKeepsTheOthers() throws {
        let text = Array("[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n".utf8)
            + Array("Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Good first line.\n".utf8)
            + Array("Dialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,I love caf".utf8) + [0xC3]
            + Array(" au lait.\nDialogue: 0,0:00:05.00,0:00:06.00,Default,,0,0,0,,Good last line.\n".utf8)
        assertOneDamagedCue(try SubtitleReader().read(file: try write(text, "a.ass")), "ASS")
    }

    func testALoneSurrogateInUTF16CostsOnlyItsWord() throws {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for byte in Self.srt([0x40]) {
            // The marker `@` becomes a lone high surrogate.
            utf16 += byte == 0x40 ? [0x00, 0xD8] : [byte, 0]
        }
        assertOneDamagedCue(try SubtitleReader().read(file: try write(utf16, "le.srt")), "UTF-16LE")
    }

    func testACorruptByteInACP949FileCostsOnlyItsWord() throws {
        let korean = "1\n00:00:01,000 --> 00:00:02,000\n학교에 가요.\n\n2\n00:00:03,000 --> 00:00:04,000\n밥을 먹어요 친구와 @ 함께.\n\n"
            + "3\n00:00:05,000 --> 00:00:06,000\n친구를 만나요.\n"
        let bytes = IconvConverter.convert(Array(korean.utf8), from: "UTF-8", to: "CP949")!.map { $0 == 0x40 ? 0xFF : $0 }
        let document = try SubtitleReader().read(file: try write(bytes, "ko.srt"))
        XCTAssertEqual(document.encoding, "CP949")
        XCTAssertEqual(document.cues.map(\.text), ["학교에 가요.", "밥을 먹어요 친구와 \u{FFFD} 함께.", "친구를 만나요."])
    }

    func testMiningSaysHowManyCuesHadInvalidTextAndLeavesTheBrokenWordOut() throws {
        let path = try write(Self.srt([0xE9]), "Show S01E01.srt")
        let result = try SubtitleMiner(toolkit: Self.toolkit).mine(path: path, language: .english, meanings: false)
        XCTAssertEqual(result.cues, 3)
        XCTAssertEqual(result.warnings, ["Show S01E01.srt: 1 cue had invalid text (shown as \u{FFFD})"])
        let terms = Set(result.candidates.map(\.term))
        XCTAssertTrue(terms.isSuperset(of: ["love", "au", "lait", "good"]), "\(terms)")
        XCTAssertFalse(terms.contains("caf"), "the broken word is not a word to learn: \(terms)")
    }

    func testAVideoTrackKeepsACueWithInvalidTextAndSaysSo() throws {
        guard let ffmpeg = BoundedProcess.find("ffmpeg") else {
            return XCTFail("ffmpeg is not installed (scripts/ensure-deps.sh test installs the Debian package ffmpeg)")
        }
        let source = try write(Self.srt([0xE9]), "track.srt.source")
        let video = folder.appendingPathComponent("Show S01E01.mkv").path
        // `-c:s copy` keeps the bytes as they are: ffmpeg's own decoder would drop the cue.
        let made = try BoundedProcess(executable: ffmpeg, arguments: [
            "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=32x32:rate=1:duration=7", "-f", "srt", "-i", source,
            "-map", "0:v", "-map", "1:s", "-c:v", "mpeg4", "-c:s", "copy", "-metadata:s:s:0", "language=eng", video,
        ], timeout: 60).run()
        XCTAssertEqual(made.status, 0, "ffmpeg could not make the video: \(made.errorLine)")
        let track = try XCTUnwrap(try VideoSubtitles().tracks(in: video).first)
        assertOneDamagedCue(try VideoSubtitles().document(of: video, track: track), "video track")
        let result = try SubtitleMiner(toolkit: Self.toolkit).mine(path: video, language: .english, meanings: false)
        XCTAssertEqual(result.cues, 3)
        XCTAssertEqual(result.warnings, ["Show S01E01.mkv#\(track.index): 1 cue had invalid text (shown as \u{FFFD})"])
    }

    func testAFileWithManyBadSequencesIsStillRefusedWithItsEncodingLine() throws {
        // Japanese in EUC-JP forced as UTF-8: nearly every character is invalid.
        let path = try SubtitleFixtures.write(SubtitleFixtures.japaneseSRT, to: folder, name: "a.srt", encoding: "EUC-JP")
        XCTAssertThrowsError(try SubtitleReader(encoding: "UTF-8").read(file: path)) { error in
            XCTAssertEqual("\(error)", "\(path): the text is not valid UTF-8")
        }
    }
}

/// The damaged word and the one line, on their own.
final class DamagedWordsTests: XCTestCase {
    func testTheDamagedWordGoesAndTheRestStays() {
        XCTAssertEqual(DamagedText.withoutDamagedWords("I love caf\u{FFFD} au lait."), "I love  au lait.")
        XCTAssertEqual(DamagedText.withoutDamagedWords("駅で\u{FFFD}会いました。明日は海へ。"), "。明日は海へ。")
        XCTAssertEqual(DamagedText.withoutDamagedWords("it's fine"), "it's fine")
        XCTAssertEqual(DamagedText.withoutDamagedWords("\u{FFFD}"), "")
    }

    func testOneLineForOneFileOrSeveral() {
        func document(_ name: String, damaged: Int) -> SubtitleDocument {
            var document = SubtitleDocument(path: "/x/\(name)", encoding: "UTF-8", episode: nil, cues: [], skipped: [])
            document.damagedCues = damaged
            return document
        }
        var note = DamageNote()
        XCTAssertNil(note.line)
        note.add(document("a.srt", damaged: 0))
        XCTAssertNil(note.line)
        note.add(document("b.srt", damaged: 2))
        XCTAssertEqual(note.line, "b.srt: 2 cues had invalid text (shown as \u{FFFD})")
        note.add(document("c.srt", damaged: 1))
        XCTAssertEqual(note.line, "3 cues in 2 files had invalid text (shown as \u{FFFD}), first in b.srt")
    }
}
