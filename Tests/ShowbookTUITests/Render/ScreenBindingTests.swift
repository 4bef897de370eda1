import XCTest
@testable import ShowbookCore
@testable import ShowbookTUI

/// Every pushed screen's model is bound to its renderer in its own screen file; a model
/// without a binding would show "No renderer for …" instead of its screen.
final class ScreenBindingTests: XCTestCase {
    func testEveryPushedDestinationFindsItsRenderer() throws {
        let h = try RenderHarness(records: [RenderHarness.record("1", "Kingdom", year: 2019)])
        h.app.start()
        h.settle()
        let show = try XCTUnwrap(h.app.search.state.results.first)
        let stores = h.container.wordBooks
        let book = try stores.books.createBook(title: "Words")
        _ = try stores.words.addWord(WordDraft(term: "비", reading: "", meaning: "rain", example: ""), to: book.id)
        let deck = try stores.study.studyDeck(for: .book(book), at: h.clock.now, calendar: h.container.schedule.calendar)
        let destinations: [Destination] = [
            .detail(show), .episodes(show, SeasonInfo(number: 1)), .upcoming, .wordBook(book), .study(deck),
            .mining(show, path: "/nonexistent/subtitles.srt"),
        ]
        for destination in destinations {
            h.app.navigator.show(destination)
            let model = try XCTUnwrap(h.app.navigator.top.model, "\(destination) pushed nothing")
            XCTAssertTrue(ShownScreen.front(of: h.app).isBound, "no renderer bound to \(type(of: model))")
            let text = h.render(width: 80, height: 24).lines.joined(separator: "\n")
            XCTAssertFalse(text.contains("No renderer"), text)
            h.app.navigator.pop()
        }
    }
}
