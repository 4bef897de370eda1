import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookTV
@testable import ShowbookWords

/// The card's back names the episodes the word was heard in, shortened past three; the front
/// never does (it is no hint), and a word never heard has no such line.
final class HeardRenderTests: XCTestCase {
    func testTheBackSaysWhereTheWordWasHeardAndShortensALongList() throws {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Korean")
        let word = try store.words.addWord(WordDraft(term: "사랑", meaning: "love"), to: book.id)
        let show = MediaID(source: "bundled", id: "1")
        try ExposureStore(database: h.database).insert([5, 3, 6, 7, 9].enumerated().map { index, number in
            WordExposure(wordID: word.id, mediaID: show, episode: EpisodeCode(season: 1, number: number),
                         heardAt: AppHarness.renderingStart.addingTimeInterval(Double(index) * 86_400), line: "사랑해")
        })
        h.app.select(.books)
        h.app.handle(.enter)
        h.app.handle(.character("s"))
        var lines = h.render(width: 70, height: 16).lines
        XCTAssertFalse(lines.contains { $0.contains("heard in") }, "the front gives no hint: \(lines.joined(separator: "\n"))")
        h.app.handle(.character(" "))
        lines = h.render(width: 70, height: 16).lines
        XCTAssertTrue(lines.contains { $0.contains("heard in S01E05, S01E03, S01E06 +2 more") }, lines.joined(separator: "\n"))
    }

    func testAWordNeverHeardHasNoHeardLine() throws {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Korean")
        try store.words.addWord(WordDraft(term: "바다", meaning: "sea"), to: book.id)
        h.app.select(.books)
        h.app.handle(.enter)
        h.app.handle(.character("s"))
        h.app.handle(.character(" "))
        let lines = h.render(width: 70, height: 16).lines
        XCTAssertTrue(lines.contains { $0.contains("sea") })
        XCTAssertFalse(lines.contains { $0.contains("heard in") })
    }
}
