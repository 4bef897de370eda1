import Foundation
import XCTest
@testable import ShowbookCore

/// A save retried on a busy database can land after the user switched tabs: the tab's list on
/// screen then shows it at once (the navigator tells the shown root), without another visit.
final class SaveLandingTests: BusyDatabaseTestCase {
    func testASaveLandingWhileSavedIsShownAppearsThere() throws {
        let h = harness!
        h.app.search.perform(.replaceQuery("squid"))
        h.advance(0.5)
        h.settle()
        h.press(.enter)
        h.settle()
        guard case let .mediaDetail(detail) = h.app.navigator.top else { return XCTFail("no detail: \(h.app.navigator.top)") }
        try other.execute("BEGIN IMMEDIATE")
        h.type("s")
        XCTAssertTrue(detail.isSaving, "the save waits for the lock")
        h.app.select(.saved)
        XCTAssertEqual(h.app.saved.content.items.count, 0, "not saved yet")
        try other.execute("ROLLBACK")
        while h.executor.pendingCount > 0 || detail.isSaving {
            h.executor.runAll()
            h.app.tick()
            if detail.isSaving { h.advance(h.container.settings.writePolicy.retryDelay) }
        }
        XCTAssertTrue(detail.isSaved)
        XCTAssertEqual(h.app.saved.content.items.map(\.title), ["Squid Game"], "the Saved list on screen shows the landed save")
    }
}
