import XCTest
@testable import ShowbookApp

/// Saving from the detail, the Saved tab's order, persistence across reopening, and the
/// unsave-then-return refresh.
final class SavedTests: XCTestCase {
    func testSavePersistsAcrossReopeningTheDatabase() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("saved-\(UUID()).db").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let h = try TestHarness(path: path)
            h.app.search.perform(.replaceQuery("squid"))
            h.advance(0.5)
            h.settle()
            h.press(.enter)
            h.settle()
            h.type("s")
            h.settle()  // the save is a background job
            guard case let .mediaDetail(detail) = h.app.navigator.top else { return XCTFail("no detail") }
            XCTAssertTrue(detail.isSaved)
        }
        let reopened = try TestHarness(path: path)
        reopened.app.select(.saved)
        XCTAssertEqual(reopened.app.saved.shows.map(\.title), ["Squid Game"])
    }

    func testUnsavingInDetailRemovesItOnReturn() throws {
        let h = try TestHarness()
        try h.container.savedStore.save(Fixtures.catalog[0].media)
        h.clock.advance(by: 1)
        try h.container.savedStore.save(Fixtures.catalog[4].media)
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
        let h = try TestHarness()
        h.press(.tab)
        XCTAssertEqual(h.app.tab, .saved)
        h.type("q")
        XCTAssertTrue(h.app.isQuitRequested)
    }
}
