import ShowbookTestSupport
import XCTest
@testable import ShowbookApp

/// The help overlay lists exactly the keys of the focused screen's key map, and opens with
/// F1 everywhere and `?` where `?` is not text.
final class HelpOverlayTests: XCTestCase {
    func keys<C>(_ map: [KeyBinding<C>]) -> [HelpEntry] { map.helpEntries() }

    func testHelpMatchesEachScreensKeyMap() throws {
        let h = try AppHarness()
        h.app.start()
        h.settle()
        XCTAssertEqual(Array(h.app.helpEntries.prefix(SearchModel.keyMap.count)), keys(SearchModel.keyMap))
        h.press(.enter)
        let plain = DetailModel.commonKeyMap + DetailModel.scrollKeyMap
        XCTAssertEqual(Array(h.app.helpEntries.prefix(plain.count)), keys(plain), "no seasons: the arrows scroll")
        h.press(.escape)
        h.app.select(.saved)
        XCTAssertEqual(Array(h.app.helpEntries.prefix(SavedModel.keyMap.count)), keys(SavedModel.keyMap))
        XCTAssertTrue(h.app.helpEntries.contains(HelpEntry("q", "quit")))
        h.app.select(.books)
        XCTAssertEqual(Array(h.app.helpEntries.prefix(h.app.books.activeKeyMap.count)), keys(h.app.books.activeKeyMap),
                       "the open books: no reopen key")
        h.type("n")
        XCTAssertEqual(Array(h.app.helpEntries.prefix(PromptModel.keyMap.count)), keys(PromptModel.keyMap))
        XCTAssertFalse(h.app.helpEntries.map(\.label).contains("next tab"), "tab keys do not work inside a modal")
    }

    func testQuestionMarkIsTextInFieldsAndHelpElsewhere() throws {
        let h = try AppHarness()
        h.type("?")
        XCTAssertFalse(h.app.isHelpShown)
        XCTAssertEqual(h.app.search.query.text, "?")
        h.press(.function(1))
        XCTAssertTrue(h.app.isHelpShown)
        h.type("x")
        XCTAssertEqual(h.app.search.query.text, "?", "keys are not passed through while help is open")
        h.press(.escape)
        XCTAssertFalse(h.app.isHelpShown)
        h.app.select(.books)
        h.type("?")
        XCTAssertTrue(h.app.isHelpShown)
        h.type("?")
        XCTAssertFalse(h.app.isHelpShown)
    }
}
