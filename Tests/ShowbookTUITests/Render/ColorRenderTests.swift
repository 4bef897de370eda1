import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI

/// Colour and monochrome (NO_COLOR, vt100) renderings of the same frame: monochrome uses no
/// colour pairs and still marks the selection, errors and dimmed text with attributes.
final class ColorRenderTests: XCTestCase {
    func renderSearch() throws -> GridCanvas {
        let h = try AppHarness.forRendering(records: SearchRenderTests.records)
        h.app.start()
        h.settle()
        return h.render(width: 70, height: 12)
    }

    func testMonochromeUsesAttributesOnly() throws {
        let canvas = try renderSearch()
        let mono = AttributeMapping(usesColor: false)
        for row in canvas.cells {
            for cell in row { XCTAssertEqual(mono.map(cell.style).pair, 0, "no colour pair under NO_COLOR") }
        }
        // The selected row is reversed, the overview dimmed, the rating bold.
        XCTAssertTrue(mono.map(canvas.style(x: 5, y: 2)).attributes.contains(.reverse))
        XCTAssertTrue(mono.map(canvas.style(x: 6, y: 3)).attributes.contains(.dim))
        let line = canvas.lines[2]
        let ratingX = DisplayWidth.of(line[..<(try XCTUnwrap(line.firstIndex(of: "★")))])
        XCTAssertTrue(mono.map(canvas.style(x: ratingX, y: 2)).attributes.contains(.bold))
    }

    func testColourUsesPairsForRoles() throws {
        let canvas = try renderSearch()
        let color = AttributeMapping(usesColor: true)
        let pairs = Set(canvas.cells.flatMap { $0 }.map { color.map($0.style).pair })
        XCTAssertTrue(pairs.contains(AttributeMapping.pair(for: .accent)), "accent colour used")
        XCTAssertTrue(pairs.contains(AttributeMapping.pair(for: .warning)), "rating star coloured")
        XCTAssertEqual(color.map(Style.error).pair, AttributeMapping.pair(for: .error))
        XCTAssertEqual(AttributeMapping(usesColor: false).map(Style.error).attributes, [.bold])
    }

    /// In colour the bar is a background, not reverse video, so its blank cells can be erased
    /// in one go; without colour it stays reversed.
    func testTheColourBarIsABackgroundSoBlanksCanBeErased() throws {
        let canvas = try renderSearch()
        let blankOnBar = try XCTUnwrap((0..<70).last { canvas.style(x: $0, y: 2) == Style.selected && canvas.lines[2].count > 0 })
        let color = AttributeMapping(usesColor: true).map(canvas.style(x: blankOnBar, y: 2))
        XCTAssertEqual(color.pair, AttributeMapping.selectionBarPair)
        XCTAssertFalse(color.attributes.contains(.reverse))
        XCTAssertTrue(AttributeMapping(usesColor: false).map(Style.selected).attributes.contains(.reverse))
        XCTAssertGreaterThan(AttributeMapping.firstCellPair, Int(AttributeMapping.selectionBarPair), "posters never redefine the bar")
    }
}

/// `--highlight marker`: the selected row keeps its normal look and gets only a `▌`.
final class MarkerHighlightTests: XCTestCase {
    func testMarkerHighlightDrawsOnlyAMarker() throws {
        let h = try AppHarness.forRendering(records: SearchRenderTests.records)
        h.app.start()
        h.settle()
        let context = RenderContext(now: h.clock.now, highlight: .marker)
        let canvas = GridCanvas(width: 70, height: 12)
        ScreenLayout.apply(h.app, width: 70, height: 12, context: context)
        FrameRenderer.draw(h.app, on: canvas, context: context)
        XCTAssertTrue(canvas.lines[2].hasPrefix("▌ Squid Game"), canvas.lines[2])
        XCTAssertFalse(canvas.cells[2].contains { $0.style.reverse }, "no reversed cells on the selected row")
        XCTAssertEqual(canvas.style(x: 0, y: 2), Style(.accent, bold: true))
        h.app.handle(.down)
        let moved = GridCanvas(width: 70, height: 12)
        FrameRenderer.draw(h.app, on: moved, context: context)
        // Only the marker column and the status counter differ between the two frames.
        let changedRows = (0..<12).filter { moved.lines[$0] != canvas.lines[$0] }
        XCTAssertEqual(changedRows, [2, 4, 11])
        XCTAssertEqual(String(moved.lines[2].dropFirst()), String(canvas.lines[2].dropFirst()))
        XCTAssertEqual(String(moved.lines[4].dropFirst()), String(canvas.lines[4].dropFirst()))
    }
}
