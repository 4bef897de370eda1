import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords

/// The book screen's header at 80 columns: a long book name and the show it comes from give
/// way to the counts on the right (cut with `…`, two spaces before the counts), never drawn
/// over or under them.
final class BookHeaderRenderTests: XCTestCase {
    func testALongNameIsCutBeforeTheCounts() throws {
        let show = CatalogFixtures.koreanDrama("1", "Crash Landing on You", "사랑의 불시착", year: 2019)
        let h = try AppHarness.forRendering(records: [show])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Every word of the first season, with the long lines too", linkedTo: show.media)
        for term in ["사과", "물", "책", "집"] { try store.words.addWord(WordDraft(term: term, meaning: term), to: book.id) }
        try h.openBook(book)
        let counts = "0 mature · 0 young · 0 learning · 4 new"
        for width in [80, 100] {
            let header = h.render(width: width, height: 24).lines[1]
            XCTAssertTrue(header.hasSuffix(" " + counts), "\(width): the counts are whole on the right: “\(header)”")
            XCTAssertTrue(header.dropLast(counts.count).hasSuffix("  "), "\(width): two spaces before the counts: “\(header)”")
            XCTAssertTrue(header.hasPrefix(" Every word of the first"), "\(width): “\(header)”")
            XCTAssertEqual(DisplayWidth.of(header), width - 1, "\(width): “\(header)”")
        }
        let header = h.render(width: 80, height: 24).lines[1]
        XCTAssertTrue(header.contains("…"), "the name is cut with an ellipsis: “\(header)”")
        let wide = h.render(width: 160, height: 24).lines[1]
        XCTAssertTrue(wide.contains("with the long lines too  from “Crash Landing on You”"), "room for it all: “\(wide)”")
    }
}
