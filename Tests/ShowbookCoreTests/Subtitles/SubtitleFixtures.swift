import Foundation
import ShowbookPlatform

/// Small subtitle files written for these tests (fresh lines in Japanese, Korean and English),
/// and a helper that stores them in a folder in any encoding.
enum SubtitleFixtures {
    static let japaneseSRT = """
    1
    00:00:01,000 --> 00:00:03,000
    昨日、駅で先生に会いました。

    2
    00:00:04,500 --> 00:00:06,000
    <i>明日は海へ行きたい。</i>

    3
    00:01:10,000 --> 00:01:12,000
    {\\an8}先生は駅の前で待っていました。

    """

    static let koreanSRT = """
    1
    00:00:02,000 --> 00:00:04,000
    친구들과 학교에서 점심을 먹었습니다.

    2
    00:00:05,000 --> 00:00:07,000
    내일은 친구를 만나요.

    """

    static let englishVTT = """
    WEBVTT

    NOTE written for the tests

    intro
    00:00:01.000 --> 00:00:02.500 align:start
    <v Mara>The gardens were running wild.

    00:02.600 --> 00:04.000
    MARA: Children ran through the gardens.

    """

    static let englishASS = """
    [Script Info]
    Title: test

    [V4+ Styles]
    Format: Name, Fontname
    Style: Default,Arial

    [Events]
    Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
    Dialogue: 0,0:00:05.00,0:00:07.00,Default,,0,0,0,,{\\i1}Second line, with a comma{\\i0}
    Dialogue: 0,0:00:01.50,0:00:03.00,Default,,0,0,0,,First line\\Nacross two rows
    Comment: 0,0:00:02.00,0:00:03.00,Default,,0,0,0,,not dialogue
    Dialogue: 0,0:0x:01.50,0:00:03.00,Default,,0,0,0,,broken time

    """

    /// Writes `text` as `encoding` (through iconv; UTF-8 stays as is), with `bom` bytes first.
    @discardableResult
    static func write(_ text: String, to folder: URL, name: String, encoding: String = "UTF-8", bom: [UInt8] = []) throws -> String {
        let bytes = encoding == "UTF-8" ? Array(text.utf8) : IconvConverter.convert(Array(text.utf8), from: "UTF-8", to: encoding)!
        let url = folder.appendingPathComponent(name)
        try Data(bom + bytes).write(to: url)
        return url.path
    }
}
