import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords

/// Known words on screen: the Books list counts them with the mature ones, Today's heading says
/// what is known across open books, and the study header says the daily limit mid-session.
final class KnowledgeRenderTests: XCTestCase {
    func testBooksListCountsKnownWordsBesideMatureOnes() throws {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Known")
        let words = try ["a", "b", "c", "d"].map { try store.words.addWord(WordDraft(term: $0, meaning: "m"), to: book.id) }
        try store.words.setMark(.known, true, wordID: words[0].id)
        try store.words.setMark(.known, true, wordID: words[1].id)
        try store.words.setMark(.suspended, true, wordID: words[2].id)
        h.app.select(.books)
        let lines = h.render(width: 70, height: 10).lines
        XCTAssertEqual(lines[2], "  Known               today  4 words  █████░░░░░ 0/4 mature · 2 known", lines.joined(separator: "\n"))
    }

    func testTodaysHeadingSaysWhatIsKnownWhenItFits() throws {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Known")
        let words = try ["a", "b", "c"].map { try store.words.addWord(WordDraft(term: $0, meaning: "m"), to: book.id) }
        try store.words.setMark(.known, true, wordID: words[0].id)
        try store.reviews.review(wordID: words[1].id, grade: .good)
        h.app.select(.today)
        var lines = h.render(width: 80, height: 10).lines
        XCTAssertEqual(lines[1], " Today  0 due · 1 new", "the counts are drawn when their job lands")
        h.settle()
        lines = h.render(width: 80, height: 10).lines
        XCTAssertEqual(lines[1], " Today  0 due · 1 new         1 known · 0 mature · 0 young · 1 learning · 1 new",
                       lines.joined(separator: "\n"))
        lines = h.render(width: 50, height: 10).lines
        XCTAssertEqual(lines[1], " Today  0 due · 1 new", "too narrow: only the due counts")
    }

    func testStudyHeaderSaysTheDailyLimitMidSession() throws {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Korean")
        let words = try (1...21).map { try store.words.addWord(WordDraft(term: "w\($0)", meaning: "m"), to: book.id) }
        for word in words.prefix(19) { try store.reviews.review(wordID: word.id, grade: .easy) }
        h.app.select(.books)
        h.app.handle(.enter)
        h.app.handle(.character("s"))
        var grid = h.render(width: 80, height: 24)
        XCTAssertEqual(grid.lines[2], " 1 new · 0 learning · 0 review  front: term")
        XCTAssertFalse(grid.lines.contains { $0.contains("Daily limit") }, "one new word is still allowed")
        h.app.handle(.character(" "))
        h.app.handle(.character("3"))  // Good: the 20th new word today, back in 10 minutes
        h.settle()
        grid = h.render(width: 80, height: 24)
        XCTAssertEqual(grid.lines[2], " 0 new · 1 learning · 0 review  front: term", grid.lines.joined(separator: "\n"))
        XCTAssertEqual(grid.lines[3], " Daily limit of 20 new words reached — 1 waiting · + for 10 more today",
                       grid.lines.joined(separator: "\n"))
        XCTAssertEqual(grid.style(x: 1, y: 3).role, .warning)
        XCTAssertTrue(grid.lines.contains { $0.contains("┌─") }, "the card is still there")
        h.app.handle(.character("+"))
        h.settle()
        grid = h.render(width: 80, height: 24)
        XCTAssertFalse(grid.lines.contains { $0.contains("Daily limit") }, grid.lines.joined(separator: "\n"))
        XCTAssertEqual(grid.lines[2], " 1 new · 1 learning · 0 review  front: term")
    }
}
