import XCTest
@testable import ShowbookWords

/// Tags as real files carry them: WebVTT tags with classes and an annotation (`<b Mary>`,
/// `<ruby Annotation>`, `<v.loud Tom>`, `<c.yellow>`), and the HTML-like tags other subtitle
/// tools write (`<sub>`, `<span style=…>`, `<invalid_tag>`), which pysubs2 removes too. Text in
/// angle brackets that is not a tag — `<3 you>`, a comparison glued to a word — stays.
final class MarkupTagTests: XCTestCase {
    func testWebVTTTagsWithClassesAndAnnotationsAreMarkup() {
        let cases = [
            ("<b Mary>one</b>", "one"),
            ("<ruby Annotation>漢字<rt>かんじ</rt></ruby>", "漢字"),
            ("<v.loud Tom>one</v>", "one"),
            ("<c.yellow>one</c>", "one"),
            ("<i.first.second Note>one</i>", "one"),
            ("<u Mary Jones>one</u> two", "one two"),
            ("<lang.x en-GB>colour</lang>", "colour"),
        ]
        for (raw, expected) in cases {
            XCTAssertEqual(SubtitleText.clean(raw), expected, raw)
        }
    }

    func testHTMLLikeTagsAreRemovedAsPysubs2RemovesThem() {
        let cases = [
            ("H<sub>2</sub>O", "H2O"),
            ("<span style=\"color:#ff0\">one</span>", "one"),
            ("<span class='a b' lang=en>one</span>", "one"),
            ("<invalid_tag>one</invalid_tag>", "one"),
            ("one<br/>two", "onetwo"),
            ("one <br /> two", "one two"),
            ("<p>one</p>", "one"),
            ("<html> is a word > here", "is a word > here"),
            ("<Font Color=\"red\">one</FONT>", "one"),
        ]
        for (raw, expected) in cases {
            XCTAssertEqual(SubtitleText.clean(raw), expected, raw)
        }
    }

    func testTextInAngleBracketsThatIsNoTagStays() {
        let kept = [
            "I <3 you>", "<3 you> so much", "if a<b and c>d then", "I <3 the needle > the thread.", "a < b > c",
            "<i.e. this> stays", "< b >", "<maybe later>", "<span here now>", "x <- y", "<12>", "<->",
        ]
        for text in kept {
            XCTAssertEqual(SubtitleText.clean(text), text, text)
        }
    }

    func testTagsInParsedWebVTTCues() {
        let vtt = "WEBVTT\n\n00:01.000 --> 00:02.000\n<v.loud Tom><b Mary>Run</b>, <c.yellow>now</c>!</v>\n\n"
            + "00:03.000 --> 00:04.000\n<ruby Annotation>東京<rt>とうきょう</rt></ruby>へ <span class=\"x\">行く</span>\n"
        XCTAssertEqual(VTTParser.parse(vtt).cues.map(\.text), ["Run, now!", "東京へ 行く"])
    }
}
