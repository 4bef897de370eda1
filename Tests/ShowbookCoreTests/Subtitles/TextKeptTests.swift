import XCTest
@testable import ShowbookWords

/// Cleaning removes markup and nothing else: a lone `{`, `<3`, `a < b > c` are the speaker's
/// text, only real tags are tags, and HTML character references are read as the characters
/// they stand for.
final class TextKeptTests: XCTestCase {
    func testAnUnclosedBraceKeepsTheRestOfTheCue() {
        XCTAssertEqual(SubtitleText.clean("Press the { key near the window."), "Press the { key near the window.")
        XCTAssertEqual(SubtitleText.clean("{\\an8}Up here { and on"), "Up here { and on")
        XCTAssertEqual(SubtitleText.clean("{\\i1}Closed{\\i0} stays stripped"), "Closed stays stripped")
    }

    func testOnlyRealTagsAreTags() {
        XCTAssertEqual(SubtitleText.clean("I <3 the needle > the thread."), "I <3 the needle > the thread.")
        XCTAssertEqual(SubtitleText.clean("if a<b and c>d then"), "if a<b and c>d then")
        XCTAssertEqual(SubtitleText.clean("<i.e. this> stays"), "<i.e. this> stays")
        let tagged = [
            "<i>one</i>", "<b>one</b>", "<u>one</u>", "<s>one</s>", "<I>one</I>",
            "<font color=\"#ffff00\">one</font>", "<c.yellow.bg_blue>one</c>", "<c>one</c>",
            "<00:01.000>one", "<00:00:01.000>one", "<v Mara Jones>one</v>", "<v.loud Mara>one",
            "<ruby>one<rt>wan</rt></ruby>", "<lang en>one</lang>", "<i.blue>one</i>", "<b.loud.x-1>one</b>",
        ]
        for raw in tagged {
            XCTAssertEqual(SubtitleText.clean(raw), "one", raw)
        }
    }

    func testRubyTextIsDroppedWithItsTag() {
        XCTAssertEqual(SubtitleText.clean("<ruby>漢字<rt>かんじ</rt></ruby>を書く"), "漢字を書く")
    }

    func testHTMLEntitiesAreDecoded() {
        XCTAssertEqual(SubtitleText.clean("Tom &amp; Jerry"), "Tom & Jerry")
        XCTAssertEqual(SubtitleText.clean("&lt;not a tag&gt; &quot;quoted&quot; it&#39;s"), "<not a tag> \"quoted\" it's")
        XCTAssertEqual(SubtitleText.clean("a&nbsp;b &#x41;&#66; &apos;x&apos;"), "a b AB 'x'")
        XCTAssertEqual(SubtitleText.clean("AT&T & co &unknown; &#xFFFFFFF; &#0;"), "AT&T & co &unknown; &#xFFFFFFF; &#0;")
        XCTAssertEqual(SubtitleText.clean("&lt;i&gt;shown&lt;/i&gt;"), "<i>shown</i>")
    }

    func testEntitiesAreDecodedInParsedCues() {
        let srt = "1\n00:00:01,000 --> 00:00:02,000\nTom &amp; Jerry\n"
        XCTAssertEqual(SRTParser.parse(srt).cues.map(\.text), ["Tom & Jerry"])
        let vtt = "WEBVTT\n\n00:01.000 --> 00:02.000\nR&amp;D &lt;3\n"
        XCTAssertEqual(VTTParser.parse(vtt).cues.map(\.text), ["R&D <3"])
    }
}
