import XCTest
@testable import ShowbookCore

/// TVmaze summaries are small HTML fragments; the detail screen needs plain text.
final class HTMLTextTests: XCTestCase {
    func testTagsAreDroppedAndBlocksBecomeParagraphs() {
        XCTAssertEqual(HTMLText.plainText("<p><b>Lost</b> follows <i>survivors</i>.</p><p>Then more.</p>"),
                       "Lost follows survivors.\n\nThen more.")
        XCTAssertEqual(HTMLText.plainText("one<br>two<br />three"), "one\ntwo\nthree")
        XCTAssertEqual(HTMLText.plainText("<div>a</div><ul><li>b</li><li>c</li></ul>"), "a\n\nb\n\nc")
    }

    func testEntitiesAreDecoded() {
        XCTAssertEqual(HTMLText.plainText("Tom &amp; Jerry &quot;say&quot; it&#39;s &lt;fine&gt;"),
                       "Tom & Jerry \"say\" it's <fine>")
        XCTAssertEqual(HTMLText.plainText("a&nbsp;b &#x2014; c&#8230;"), "a b — c…")
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
        XCTAssertEqual(HTMLText.plainText("a  &nbsp; b"), "a b", "a named no-break space still collapses")
    }

    func testALessThanThatIsNotATagStays() {
        XCTAssertEqual(HTMLText.plainText("<p>1 < 2 and 3 > 2</p>"), "1 < 2 and 3 > 2")
        XCTAssertEqual(HTMLText.plainText("x <!-- note --> y"), "x y")
    }

    func testControlCharactersStayForTheSanitizer() {
        XCTAssertEqual(HTMLText.plainText("<p>bell&#7;\u{1B}[31m</p>"), "bell\u{07}\u{1B}[31m")
    }
}
