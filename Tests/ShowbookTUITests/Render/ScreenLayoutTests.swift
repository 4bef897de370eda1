import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookApp

/// The layout step tells models their room; drawing only reads them.
final class ScreenLayoutTests: XCTestCase {
    static let records = (1...60).map { CatalogFixtures.koreanDrama("\($0)", "Show \($0)", year: 2000 + $0 % 20, network: "Net") }

    func testDrawingLeavesTheModelsRoomAlone() throws {
        let h = try AppHarness.forRendering(records: Self.records)
        h.app.start()
        h.settle()
        let context = RenderContext(now: h.clock.now)
        ScreenLayout.apply(h.app, width: 80, height: 24, context: context)
        let rows = h.app.search.list.visibleRows
        XCTAssertEqual(rows, ListView.capacity(SearchScreen.listRect(h.app.search, in: FrameRenderer.contentRect(width: 80, height: 24)),
                                               itemHeight: MediaRowView.height))
        FrameRenderer.draw(h.app, on: GridCanvas(width: 80, height: 50), context: context)
        XCTAssertEqual(h.app.search.list.visibleRows, rows, "a frame of another size does not resize the list")
    }

    func testPageDownAfterAResizeUsesTheNewRoomBeforeAnyFrame() throws {
        let h = try AppHarness.forRendering(records: Self.records)
        h.app.start()
        h.settle()
        let context = RenderContext(now: h.clock.now)
        _ = h.render(width: 80, height: 12)
        let small = h.app.search.list.visibleRows
        // The window grows; the run loop lays out before it hands over the key.
        ScreenLayout.apply(h.app, width: 80, height: 40, context: context)
        let large = h.app.search.list.visibleRows
        XCTAssertGreaterThan(large, small)
        h.app.handle(.pageDown)
        XCTAssertEqual(h.app.search.list.selectedIndex, large)
    }

    func testTheDetailLearnsItsLinesFromTheLayout() throws {
        let long = CatalogFixtures.koreanDrama("1", "Long", year: 2001, overview: String(repeating: "word ", count: 400))
        let h = try AppHarness.forRendering(records: [long])
        h.app.start()
        h.settle()
        h.app.handle(.enter)
        h.settle()
        guard case let .mediaDetail(model) = h.app.navigator.top else { return XCTFail("no detail") }
        ScreenLayout.apply(h.app, width: 60, height: 20, context: RenderContext(now: h.clock.now))
        let layout = DetailScreen.measure(model, in: FrameRenderer.contentRect(width: 60, height: 20), context: RenderContext(now: h.clock.now))
        XCTAssertEqual(model.scroll.visibleRows, layout.body.height)
        for _ in 0..<100 { h.app.handle(.pageDown) }
        XCTAssertEqual(model.scroll.offset, layout.totalLines - layout.body.height)
    }
}
