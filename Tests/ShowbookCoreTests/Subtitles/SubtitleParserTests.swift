import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

final class SubtitleParserTests: XCTestCase {
    func testSRTStripsMarkupAndKeepsStartTimes() {
        let parsed = SRTParser.parse(SubtitleFixtures.japaneseSRT)
        XCTAssertEqual(parsed.cues.map(\.text), ["昨日、駅で先生に会いました。", "明日は海へ行きたい。", "先生は駅の前で待っていました。"])
        XCTAssertEqual(parsed.cues.map(\.start), [1_000, 4_500, 70_000])
        XCTAssertEqual(parsed.cues.map(\.line), [1, 5, 9])
        XCTAssertEqual(parsed.skipped, [])
    }

    func testSRTSkipsMalformedCuesWithLineNumbers() {
        let text = """
        1
        00:00:01,000 --> 00:00:02,000
        fine

        00:00:03,000 --> 00:00:04,000
        no index

        3
        00:00:xx,000 --> 00:00:06,000
        bad time

        4
        00:00:09,000 --> 00:00:08,000
        backwards

        5
        00:00:00,500 --> 00:00:01,000
        earlier than the cue ahead

        6
        00:00:10,000 --> 00:00:11,000
        also fine
        """
        let parsed = SRTParser.parse(text)
        // A missing index costs nothing; a cue earlier than the one ahead is kept and sorted.
        XCTAssertEqual(parsed.cues.map(\.text), ["earlier than the cue ahead", "fine", "no index", "also fine"])
        XCTAssertEqual(parsed.skipped.map(\.line), [9, 13])
        XCTAssertEqual(parsed.skipped.map(\.reason), ["bad timestamp", "ends before it starts"])
    }

    func testCRLFAndLoneCRLineEnds() {
        for end in ["\r\n", "\r"] {
            let text = ["1", "00:00:01,000 --> 00:00:02,000", "first", "", "2", "00:00:03,000 --> 00:00:04,000", "second", ""]
                .joined(separator: end)
            XCTAssertEqual(SRTParser.parse(text).cues.map(\.text), ["first", "second"])
            XCTAssertEqual(SRTParser.parse(text).cues.map(\.line), [1, 5])
        }
        XCTAssertEqual(SRTParser.parse("1\n00:00:01,000 --> 00:00:02,000 --> 00:00:03,000\nx\n").skipped.map(\.reason), ["bad timing line"])
    }

    func testVTTSkipsNotesAndSpeakerLabels() {
        let parsed = VTTParser.parse(SubtitleFixtures.englishVTT)
        XCTAssertEqual(parsed.cues.map(\.text), ["The gardens were running wild.", "Children ran through the gardens."])
        XCTAssertEqual(parsed.cues.map(\.start), [1_000, 2_600])
        XCTAssertEqual(parsed.skipped, [])
    }

    /// Fields are cut at the comma's byte: a text starting with a combining mark (which joins
    /// the comma into one `Character`) once lost its whole cue as "too few fields".
    func testASSTextStartingWithACombiningMarkKeepsItsCue() {
        let text = "[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n"
            + "Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,\u{0332}under a line\n"
            + "Dialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,\u{301},accent in the effect\n"
        let parsed = ASSParser.parse(text)
        XCTAssertEqual(parsed.skipped, [])
        XCTAssertEqual(parsed.cues.map(\.text), ["\u{0332}under a line", "accent in the effect"])
    }

    func testASSReadsEventsInTimeOrderAndCountsBadLines() {
        let parsed = ASSParser.parse(SubtitleFixtures.englishASS)
        XCTAssertEqual(parsed.cues.map(\.text), ["First line across two rows", "Second line, with a comma"])
        XCTAssertEqual(parsed.cues.map(\.start), [1_500, 5_000])
        XCTAssertEqual(parsed.skipped, [SkippedCue(line: 13, reason: "bad timestamp")])
    }

    func testCleaningRemovesEscapesControlsAndSoundNotes() {
        XCTAssertEqual(SubtitleText.clean("\u{1B}[31mred\u{1B}[0m alert\u{07}"), "red alert")
        XCTAssertEqual(SubtitleText.clean("\u{1B}]0;title\u{07}hi [unclosed"), "hi [unclosed")
        XCTAssertEqual(SubtitleText.clean("<font color=\"#ff0\">[door slams] Hello</font> a < b"), "Hello a < b")
        XCTAssertEqual(SubtitleText.clean("（笑）そうだね♪"), "そうだね")
        XCTAssertFalse(SubtitleText.clean("\u{9B}2J\u{202E}x").unicodeScalars.contains { ControlCharacters.isHazard($0.value) })
    }

    func testTimesParseAndFormat() {
        XCTAssertEqual(SubtitleTime.parse("01:02:03,456"), 3_723_456)
        XCTAssertEqual(SubtitleTime.parse("02:03.4"), 123_400)
        XCTAssertEqual(SubtitleTime.parse("0:00:01.50"), 1_500)
        XCTAssertNil(SubtitleTime.parse("00:61:00,000"))
        XCTAssertNil(SubtitleTime.parse("1:2"))
        XCTAssertNil(SubtitleTime.parse("99999999999999999999:00:00,000"))
        XCTAssertNil(SubtitleTime.parse("00:00:01,0000"))
        XCTAssertNil(SubtitleTime.parse("1:00:00:01,000"))
        XCTAssertNil(SubtitleTime.parse("00:01:,000"))
        XCTAssertNil(SubtitleTime.parse("00 :01.000"))
        XCTAssertEqual(SubtitleTime.parse(" \t00:01.000 "), 1_000)
        XCTAssertEqual(SubtitleTime.parse("123:00:00.5"), 442_800_500)
        XCTAssertEqual(SubtitleTime.format(milliseconds: 754_000), "12:34")
        XCTAssertEqual(SubtitleTime.format(milliseconds: 3_723_456), "1:02:03")
    }

    func testEpisodeLabels() {
        XCTAssertEqual(EpisodeLabel.from(fileName: "Show.S01E03.ja.srt"), "S01E03")
        XCTAssertEqual(EpisodeLabel.from(fileName: "show 2x7.srt"), nil)
        XCTAssertEqual(EpisodeLabel.from(fileName: "show 2x07.srt"), "S02E07")
        XCTAssertEqual(EpisodeLabel.from(fileName: "番組 第3話.ass"), "E03")
        XCTAssertEqual(EpisodeLabel.from(fileName: "movie.srt"), nil)
    }
}
