import XCTest
@testable import ShowbookPlatform

/// TVmaze summaries are small HTML fragments; the detail screen needs plain text.
final class HTMLTextTests: XCTestCase {
    /// As a browser shows them: a paragraph is set off by a blank line, a `<div>` or list item
    /// starts a line.
    func testTagsAreDroppedAndBlocksBecomeParagraphsOrLines() {
        XCTAssertEqual(HTMLText.plainText("<p><b>Lost</b> follows <i>survivors</i>.</p><p>Then more.</p>"),
                       "Lost follows survivors.\n\nThen more.")
        XCTAssertEqual(HTMLText.plainText("one<br>two<br />three"), "one\ntwo\nthree")
        XCTAssertEqual(HTMLText.plainText("<div>a</div><ul><li>b</li><li>c</li></ul>"), "a\nb\nc")
        XCTAssertEqual(HTMLText.plainText("<div>a</div><div>b</div>"), "a\nb")
        XCTAssertEqual(HTMLText.plainText("<p>a</p><div>b</div>"), "a\n\nb")
    }

    func testEntitiesAreDecoded() {
        XCTAssertEqual(HTMLText.plainText("Tom &amp; Jerry &quot;say&quot; it&#39;s &lt;fine&gt;"),
                       "Tom & Jerry \"say\" it's <fine>")
        XCTAssertEqual(HTMLText.plainText("a&nbsp;b &#x2014; c&#8230;"), "a\u{A0}b — c…")
        XCTAssertEqual(HTMLText.plainText("AT&T &unknown; &"), "AT&T &unknown; &", "not an entity stays as typed")
    }

    func testWhitespaceCollapsesLikeABrowser() {
        XCTAssertEqual(HTMLText.plainText("  <p>\n  spread   over\n lines </p>  "), "spread over lines")
        XCTAssertEqual(HTMLText.plainText(""), "")
    }

    /// Anki fields: every `<br>` is a line, and numeric references to whitespace are kept.
    func testEachBreakCountsAndNumericWhitespaceIsKept() {
        XCTAssertEqual(HTMLText.plainText("one<br><br><br>four"), "one\n\n\nfour")
        XCTAssertEqual(HTMLText.plainText("a &#32;&#32;b&#9;c&#12288;d"), "a   b\tc\u{3000}d")
        XCTAssertEqual(HTMLText.plainText("a  &nbsp; b"), "a \u{A0} b", "a no-break space never collapses")
        XCTAssertEqual(HTMLText.plainText("a&nbsp;&nbsp;&nbsp;b&#160;c\u{A0}\u{A0}d"), "a\u{A0}\u{A0}\u{A0}b\u{A0}c\u{A0}\u{A0}d")
    }

    func testALessThanThatIsNotATagStays() {
        XCTAssertEqual(HTMLText.plainText("<p>1 < 2 and 3 > 2</p>"), "1 < 2 and 3 > 2")
        XCTAssertEqual(HTMLText.plainText("x <!-- note --> y"), "x y")
    }

    func testControlCharactersStayForTheSanitizer() {
        XCTAssertEqual(HTMLText.plainText("<p>bell&#7;\u{1B}[31m</p>"), "bell\u{07}\u{1B}[31m")
    }
}

/// Summaries and Anki fields come from other people's data, so the conversion must stay linear
/// however hostile the text: the work counter (characters looked at, look-ahead included) is
/// checked instead of the clock.
final class HTMLTextCostTests: XCTestCase {
    /// Inputs that used to make each `<` or `&` search the rest of the text.
    static func hostile(_ length: Int) -> [(name: String, text: String)] {
        [
            ("only <", String(repeating: "<", count: length)),
            ("<a without >", String(repeating: "<a", count: length / 2)),
            ("< then one > at the end", String(repeating: "<", count: length - 1) + ">"),
            ("one tag as long as the text", "<a" + String(repeating: "b", count: length - 3) + ">"),
            ("only &", String(repeating: "&", count: length)),
            ("&# without ;", String(repeating: "&#1", count: length / 3)),
            ("<!-- never closed", String(repeating: "<!--", count: length / 4)),
        ]
    }

    func testWorkGrowsLinearlyWithHostileInput() {
        for (name, text) in Self.hostile(5_000) {
            var work = 0
            _ = HTMLText.plainText(text, work: &work)
            XCTAssertLessThanOrEqual(work, 16 * text.count, "\(name): \(work) steps for \(text.count) characters")
        }
    }

    /// The shapes from the report (and one for entities) at a million characters; the others
    /// are covered by the linear-work test above.
    func testAMillionHostileCharactersConvert() {
        for (name, text) in Self.hostile(1_000_000) where ["only <", "<a without >", "only &"].contains(name) {
            var work = 0
            let plain = HTMLText.plainText(text, work: &work)
            XCTAssertLessThanOrEqual(work, 16 * text.count, name)
            XCTAssertFalse(name.hasPrefix("only") && plain.count != text.count, "\(name): text that is not markup stays")
        }
    }

    func testTheCounterSeesTheLookAhead() {
        var plain = 0
        _ = HTMLText.plainText("abcdefghij", work: &plain)
        var tagged = 0
        _ = HTMLText.plainText("<abcdefghij", work: &tagged)
        XCTAssertGreaterThan(tagged, plain, "searching for the closing > is counted")
        XCTAssertEqual(HTMLText.plainText(String(repeating: "<", count: 3) + "b>x"), "<<x",
                       "a tag still ends at the first > after its <")
    }
}
