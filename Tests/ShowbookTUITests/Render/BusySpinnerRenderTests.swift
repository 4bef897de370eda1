import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI

/// While a UI write is retried on a busy database, the status bar of whatever is on screen —
/// a modal included — says so with the spinner, and the run loop keeps drawing it.
final class BusySpinnerRenderTests: XCTestCase {
    func testTheStatusBarShowsTheBusySpinnerOverAModal() throws {
        let h = try AppHarness.forRendering(records: SearchRenderTests.records)
        h.app.start()
        h.settle()
        h.app.select(.books)
        h.app.handle(.character("n"))
        let bar = { h.render(width: 80, height: 24).lines[23] }
        XCTAssertFalse(bar().contains("database busy"), bar())
        h.container.writeActivity.began()
        XCTAssertTrue(bar().hasSuffix("⠋ database busy, retrying…"), bar())
        XCTAssertTrue(bar().contains("F1 help"), bar())
        XCTAssertTrue(h.app.isBusy, "the loop keeps animating the spinner")
        h.container.writeActivity.ended()
        XCTAssertFalse(bar().contains("database busy"), bar())
        XCTAssertFalse(h.app.isBusy)
    }
}
