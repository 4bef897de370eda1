import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords
import ShowbookApp

/// The close modal for a book whose words are all mature: no "Move 0 unfinished words to:",
/// no targets, no start-over choice and no "New book…" — sentences saying so, and Close and Cancel.
final class CloseModalRenderTests: XCTestCase {
    func testAllMatureBookShowsOnlyCloseAndCancel() throws {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        try store.books.createBook(title: "Other")
        h.clock.advance(by: 60)
        let book = try store.books.createBook(title: "Done")
        for (term, meaning) in [("물", "water"), ("밥", "rice")] {
            let word = try store.words.addWord(WordDraft(term: term, meaning: meaning), to: book.id)
            try h.database.writeCard(StudyCard(phase: .review, step: nil, stability: 30, difficulty: 5,
                                               due: h.clock.now.addingTimeInterval(30 * 86_400), lastReview: h.clock.now,
                                               reps: 5), wordID: word.id)
        }
        h.app.select(.books)
        h.app.handle(.enter)
        h.app.handle(.character("c"))
        let canvas = h.render(width: 70, height: 20)
        let text = canvas.text
        XCTAssertTrue(text.contains("Close “Done”"), text)
        XCTAssertTrue(text.contains("All 2 words are mature — nothing to move."), text)
        XCTAssertTrue(text.contains("2 mature words stay in ‘Done’ and keep their reviews on"), text)
        XCTAssertTrue(text.contains("[ ] Retire them: no more reviews (r)"), text)
        XCTAssertFalse(text.contains("unfinished"), text)
        XCTAssertFalse(text.contains("Start them over"), text)
        XCTAssertFalse(text.contains("Don't move"), text)
        XCTAssertFalse(text.contains("Other"), text)
        XCTAssertFalse(text.contains("New book…"), text)
        XCTAssertTrue(text.contains("[ Close ]  [ Cancel ]"), text)
        let lines = canvas.lines
        XCTAssertTrue(lines[19].hasPrefix("Enter close  Esc cancel"), "no target keys: \(lines[19])")
        let top = try XCTUnwrap(lines.firstIndex { $0.contains("┌") })
        let bottom = try XCTUnwrap(lines.firstIndex { $0.contains("└") })
        XCTAssertLessThanOrEqual(bottom - top + 1, 9, "a short box: the two sentences, the retire choice, buttons, frame")
    }
}

/// The close modal of a book with unfinished words: how many move by state, the start-over
/// choice, and how many stay behind out of review — whole at 80×24 and in a 40×14 terminal.
final class CloseModalStatesRenderTests: XCTestCase {
    /// "Drama words": 18 mature, 2 learning, 1 new; "Next" is the other open book.
    func makeModal() throws -> AppHarness {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        try store.books.createBook(title: "Next")
        h.clock.advance(by: 60)
        let book = try store.books.createBook(title: "Drama words")
        for index in 0..<21 {
            let word = try store.words.addWord(WordDraft(term: "단어\(index)", meaning: "word \(index)"), to: book.id)
            if index < 18 {
                try h.database.writeCard(StudyCard(phase: .review, step: nil, stability: 40, difficulty: 5,
                                                   due: h.clock.now.addingTimeInterval(40 * 86_400), lastReview: h.clock.now,
                                                   reps: 6), wordID: word.id)
            } else if index < 20 {
                try store.reviews.review(wordID: word.id, grade: .good)
            }
        }
        try h.openCloseModal(for: book)
        return h
    }

    /// The modal's rows, each without the frame, joined by spaces: a wrapped sentence reads whole.
    func boxText(_ canvas: GridCanvas) -> String {
        canvas.lines.filter { $0.contains("│") }.map { line in
            String(line.drop { $0 != "│" }.dropFirst().prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    func testAt80x24TheModalSaysWhatMovesWhatStaysAndOffersStartingOver() throws {
        let h = try makeModal()
        var text = boxText(h.render(width: 80, height: 24))
        XCTAssertTrue(text.contains("Move 3 unfinished words (2 learning · 1 new) to:"), text)
        XCTAssertTrue(text.contains("( ) Don't move"), text)
        XCTAssertTrue(text.contains("(•) Next"), "the other book is chosen first: \(text)")
        XCTAssertTrue(text.contains("[ ] Start them over (s)"), text)
        h.app.handle(.up)
        text = boxText(h.render(width: 80, height: 24))
        XCTAssertTrue(text.contains("(•) Don't move"), text)
        XCTAssertTrue(text.contains("18 mature and 3 unfinished words stay in ‘Drama words’; 20 of them keep their reviews on Today."), text)
        XCTAssertTrue(text.contains("[ Close ]  [ Cancel ]"), text)
        h.app.handle(.down)
        text = boxText(h.render(width: 80, height: 24))
        XCTAssertTrue(text.contains("18 mature words stay in ‘Drama words’ and keep their reviews on Today."), text)
        XCTAssertTrue(text.contains("They keep schedules and history."), text)
        XCTAssertTrue(text.contains("[ Move ]  [ Cancel ]"), text)
        h.app.handle(.character("s"))
        let canvas = h.render(width: 80, height: 24)
        text = boxText(canvas)
        XCTAssertTrue(text.contains("[x] Start them over (s)"), text)
        XCTAssertTrue(text.contains("They start as new cards, no history."), text)
        XCTAssertTrue(canvas.lines[23].contains("s start over"), canvas.lines[23])
        // A click on the choice switches it back.
        let row = try XCTUnwrap(canvas.lines.firstIndex { $0.contains("[x] Start them over") })
        let column = DisplayWidth.of(String(canvas.lines[row].prefix { $0 != "[" }))
        XCTAssertEqual(canvas.hitMap.target(x: column + 2, y: row), .toggle(CloseBookModel.startOverToggle))
        // `r` retires the words that stay, and says so.
        h.app.handle(.character("r"))
        text = boxText(h.render(width: 80, height: 24))
        XCTAssertTrue(text.contains("[x] Retire them: no more reviews (r)"), text)
        XCTAssertTrue(text.contains("18 mature words stay in ‘Drama words’ and will no longer be reviewed."), text)
    }

    func testInASmallTerminalEverySentenceWrapsAndTheButtonsStay() throws {
        let h = try makeModal()
        let canvas = h.render(width: 40, height: 14)
        let joined = boxText(canvas)
        let box = canvas.lines
        XCTAssertTrue(joined.contains("Move 3 unfinished words (2 learning · 1 new) to:"), box.joined(separator: "\n"))
        XCTAssertTrue(joined.contains("18 mature words stay in ‘Drama words’ and keep their reviews on Today."), box.joined(separator: "\n"))
        XCTAssertTrue(joined.contains("[ ] Start them over (s)"), box.joined(separator: "\n"))
        XCTAssertTrue(joined.contains("(•) Next"), "the chosen target is shown: \(box)")
        XCTAssertTrue(joined.contains("[ Move ]  [ Cancel ]"), box.joined(separator: "\n"))
        XCTAssertFalse(joined.contains("…"), "nothing is cut: \(box)")
    }

    func testInATinyTerminalTheFrameAndTheButtonsStayWhole() throws {
        let h = try makeModal()
        let canvas = h.render(width: 40, height: 10)
        let lines = canvas.lines
        let top = try XCTUnwrap(lines.firstIndex { $0.contains("┌") }, canvas.text)
        let bottom = try XCTUnwrap(lines.firstIndex { $0.contains("└") }, canvas.text)
        XCTAssertTrue(lines[bottom].contains("└──"), "the bottom border is not written over: \(lines[bottom])")
        XCTAssertTrue(lines[bottom - 1].contains("[ Move ]  [ Cancel ]"), canvas.text)
        XCTAssertTrue(lines[top + 1].contains("Move 3 unfinished words"), canvas.text)
        XCTAssertTrue(canvas.text.contains("(•) Next"), canvas.text)
        for row in (top + 1)..<bottom {
            XCTAssertEqual(lines[row].filter { $0 == "│" }.count, 2, "row \(row) keeps both sides: \(lines[row])")
        }
    }
}
