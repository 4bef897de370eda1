import ShowbookTestSupport
import XCTest
@testable import ShowbookApp

/// Saving from the detail, the Saved tab's order, persistence across reopening, and the
/// unsave-then-return refresh.
final class SavedTests: XCTestCase {
    func testSavePersistsAcrossReopeningTheDatabase() throws {
        let path = temporaryFile("saved", extension: "db").path
        do {
            let h = try AppHarness(path: path)
            try h.openDetail(searching: "squid")
            h.type("s")
            h.settle()  // the save is a background job
            guard case let .mediaDetail(detail) = h.app.navigator.top else { return XCTFail("no detail") }
            XCTAssertTrue(detail.isSaved)
        }
        let reopened = try AppHarness(path: path)
        reopened.app.select(.saved)
        XCTAssertEqual(reopened.app.saved.shows.map(\.title), ["Squid Game"])
    }

    func testUnsavingInDetailRemovesItOnReturn() throws {
        let h = try AppHarness()
        try h.container.savedStore.save(CatalogFixtures.catalog[0].media)
        h.clock.advance(by: 1)
        try h.container.savedStore.save(CatalogFixtures.catalog[4].media)
        h.app.select(.saved)
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Squid Game", "Breaking Bad"], "newest first")
        h.press(.enter)
        XCTAssertTrue(h.app.navigator.isShowingDetail)
        h.type("s")
        h.settle()
        h.press(.escape)
        XCTAssertEqual(h.app.saved.shows.map(\.title), ["Breaking Bad"])
    }

    func testQQuitsOnTheSavedTab() throws {
        let h = try AppHarness()
        h.press(.tab)
        XCTAssertEqual(h.app.tab, .saved)
        h.type("q")
        XCTAssertTrue(h.app.isQuitRequested)
    }
}
