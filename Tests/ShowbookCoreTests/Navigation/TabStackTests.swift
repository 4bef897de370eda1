import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// Each tab keeps its own stack: tab keys work under a pushed detail, book or study screen, and
/// coming back shows the same pushed screen, still built (not rebuilt).
final class TabStackTests: XCTestCase {
    private func atRoot(_ h: AppHarness) -> Bool {
        if case .root = h.app.navigator.top { return true }
        return false
    }

    /// Starts the app and opens Kingdom's detail (its jobs not run yet).
    private func openKingdom(_ h: AppHarness) throws -> DetailModel {
        h.app.start()
        h.settle()
        return try h.openDetail(searching: "kingdom", settle: false)
    }

    func testTabFromADetailShowsTheOtherTabAndBackShowsTheSameDetail() throws {
        let h = try AppHarness()
        let detail = try openKingdom(h)
        h.press(.tab)
        XCTAssertEqual(h.app.tab, .saved)
        XCTAssertTrue(atRoot(h), "the Saved tab shows its own list")
        XCTAssertNil(h.app.navigator.selectedMedia, "Saved has no detail open")
        h.press(.backTab)
        XCTAssertEqual(h.app.tab, .search)
        guard case let .mediaDetail(again) = h.app.navigator.top else { return XCTFail("the detail is gone") }
        XCTAssertTrue(again === detail, "the same detail model, not a new one")
        XCTAssertEqual(h.detailBuilt, 1)
        XCTAssertEqual(h.detailLive, 1)
        XCTAssertEqual(h.app.navigator.selectedMedia?.title, "Kingdom")
        XCTAssertEqual(h.log.events(named: "detail.built").count, 1)
    }

    func testAltDigitsAndPlainDigitsSwitchTabsFromAPushedScreen() throws {
        let h = try AppHarness()
        _ = try openKingdom(h)
        h.press(.alt("3"))
        XCTAssertEqual(h.app.tab, .books)
        h.press(.character("4"))
        XCTAssertEqual(h.app.tab, .today, "digits switch tabs where no text is edited")
        h.press(.character("1"))
        XCTAssertEqual(h.app.tab, .search)
        XCTAssertTrue(h.app.navigator.isShowingDetail)
        // Back on the Search list, digits are typed into the query.
        h.press(.escape)
        XCTAssertTrue(atRoot(h))
        h.press(.character("2"))
        XCTAssertEqual(h.app.tab, .search)
        XCTAssertTrue(h.app.search.query.text.hasSuffix("2"))
    }

    func testClickingATabLabelFromADetailSwitches() throws {
        let h = try AppHarness()
        _ = try openKingdom(h)
        h.app.handleMouse(.click, on: .tab(AppModel.Tab.books.rawValue))
        XCTAssertEqual(h.app.tab, .books)
        h.app.handleMouse(.click, on: .tab(AppModel.Tab.search.rawValue))
        XCTAssertTrue(h.app.navigator.isShowingDetail)
    }

    func testPoppingOnOneTabLeavesTheOtherTabsStack() throws {
        let h = try AppHarness()
        _ = try h.container.wordBooks.books.createBook(title: "Drama words")
        _ = try openKingdom(h)
        h.press(.alt("3"))
        h.press(.enter)
        guard case .wordBook = h.app.navigator.top else { return XCTFail("no book screen") }
        h.press(.escape)
        XCTAssertTrue(atRoot(h))
        h.press(.alt("1"))
        XCTAssertTrue(h.app.navigator.isShowingDetail, "the Search tab's detail stays")
        XCTAssertEqual(h.detailLive, 1)
    }

    func testTabKeysDoNothingUnderAModal() throws {
        let h = try AppHarness()
        h.app.start()
        h.settle()
        h.press(.alt("3"))
        h.press(.character("n")) // new book prompt
        XCTAssertNotNil(h.app.navigator.modal)
        h.press(.alt("1"))
        XCTAssertEqual(h.app.tab, .books)
        h.app.handleMouse(.click, on: .tab(0))
        XCTAssertEqual(h.app.tab, .books)
    }

    /// Opens the Books tab's "Hangul" book (three words) and returns its screen.
    private func openBook(_ h: AppHarness) throws -> BookModel {
        let words = [("물", "water"), ("밥", "rice"), ("집", "house")].map { WordDraft(term: $0, meaning: $1) }
        return try h.openBook(try h.makeBook("Hangul", words))
    }

    func testTabFromABookScreenAndBackShowsTheSameBookWhereItWas() throws {
        let h = try AppHarness()
        let screen = try openBook(h)
        h.press(.down, .down)
        XCTAssertEqual(screen.selectedWord?.term, "집")
        h.press(.tab)
        XCTAssertEqual(h.app.tab, .today)
        XCTAssertTrue(atRoot(h), "the Today tab shows its own screen")
        h.press(.alt("1"))
        XCTAssertEqual(h.app.tab, .search)
        XCTAssertTrue(atRoot(h))
        h.press(.character("x"))  // typed into the query, not a delete on the hidden book
        XCTAssertEqual(try h.container.wordBooks.words.words(bookID: screen.book.id).count, 3)
        h.press(.alt("3"))
        guard case let .wordBook(again) = h.app.navigator.top else { return XCTFail("the book screen is gone") }
        XCTAssertTrue(again === screen, "the same book model, not a new one")
        XCTAssertEqual(again.selectedWord?.term, "집", "the selection kept")
        h.press(.escape)
        XCTAssertTrue(atRoot(h), "Esc still goes back to the Books list")
        XCTAssertEqual(h.app.tab, .books)
    }

    func testTabFromAStudySessionAndBackShowsTheSameFlippedCard() throws {
        let h = try AppHarness()
        _ = try openBook(h)
        h.type("s")
        guard case let .study(study) = h.app.navigator.top else { return XCTFail("no study screen") }
        h.press(.character(" "))
        XCTAssertTrue(study.isFlipped)
        let card = try XCTUnwrap(study.currentCard)
        let progress = study.progressText
        h.press(.backTab)
        XCTAssertEqual(h.app.tab, .saved)
        XCTAssertTrue(atRoot(h))
        h.press(.character("4"))
        XCTAssertEqual(h.app.tab, .today, "digits switch tabs from a list")
        h.press(.character("3"))
        XCTAssertEqual(h.app.tab, .books)
        guard case let .study(again) = h.app.navigator.top else { return XCTFail("the study session is gone") }
        XCTAssertTrue(again === study, "the same session, not a new one")
        XCTAssertTrue(again.isFlipped, "the card is still flipped")
        XCTAssertEqual(again.currentCard?.id, card.id)
        XCTAssertEqual(again.progressText, progress)
        h.press(.right)  // grade Good: the session goes on where it was
        XCTAssertEqual(try h.container.wordBooks.words.word(id: card.id)?.state, .success)
    }
}
