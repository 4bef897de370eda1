import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookPlatform
@testable import ShowbookTV

/// The poster on a show's detail: at the left of the facts at 80, 100 and 160 columns, gone
/// below 70; its cells' colours follow the picture's gradient in truecolor and in the
/// 256-colour palette; no poster without colour; its place kept while it loads, so the first
/// frame never waits for it.
final class PosterRenderTests: XCTestCase {
    /// Red grows from left to right, blue from top to bottom.
    static let gradient = PosterImage.drawn(width: 342, height: 513) { x, y in
        (UInt8(x * 255 / 341), 64, UInt8(y * 255 / 512))
    }!

    /// Hands out the gradient for every poster, without a network.
    struct GradientPosters: PosterFetching {
        func load(_ url: URL, cancellation: Cancellation) -> Result<PosterImage, PosterLoader.Failure> {
            .success(PosterRenderTests.gradient)
        }
    }

    static func show(poster: Bool = true) -> Media {
        var media = Media(id: MediaID("tmdb:77"), title: "Gradient Hill", firstYear: 2019, network: "Test Network",
                          country: "KR", language: "ko", genres: ["Drama"], rating: 8.1,
                          overview: "A valley where the light changes colour from one side to the other.")
        if poster { media.posterURL = URL(string: "https://images.example.test/t/p/w342/hill.jpg") }
        return media
    }

    /// The app with the show's detail open; `settle` runs its detail and poster jobs.
    func openDetail(poster: Bool = true, settle: Bool = true) throws -> AppHarness {
        let page = MediaPage(items: [Self.show(poster: poster)], page: 1, totalResults: 1, totalPages: 1)
        let h = try AppHarness.forRendering(records: [], provider: FixtureProvider(kind: .tmdb, page: page))
        h.container.posterLoader = GradientPosters()
        h.app.start()
        h.settle()
        h.app.handle(.enter)
        if settle { h.settle() }
        return h
    }

    func render(_ h: AppHarness, width: Int, height: Int = 30, mode: PosterColorMode? = .truecolor) -> GridCanvas {
        h.render(width: width, height: height, posterMode: mode)
    }

    /// The poster's cells: those drawn with their own colours, as (x, y) → style.
    func posterCells(_ canvas: GridCanvas) -> [(x: Int, y: Int, style: Style)] {
        var found: [(Int, Int, Style)] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.style(x: x, y: y).foreground != nil {
                found.append((x, y, canvas.style(x: x, y: y)))
            }
        }
        return found
    }

    func box(_ cells: [(x: Int, y: Int, style: Style)]) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        guard let minX = cells.map(\.x).min(), let maxX = cells.map(\.x).max(),
              let minY = cells.map(\.y).min(), let maxY = cells.map(\.y).max() else { return nil }
        return (minX...maxX, minY...maxY)
    }

    func assertLayout(width: Int, columns: Int, rows: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let h = try openDetail()
        let canvas = render(h, width: width)
        let cells = posterCells(canvas)
        let area = try XCTUnwrap(box(cells), "no poster at \(width) columns", file: file, line: line)
        XCTAssertEqual(area.x, 1...columns, "poster columns at \(width)", file: file, line: line)
        XCTAssertEqual(area.y.count, rows, "poster rows at \(width)", file: file, line: line)
        XCTAssertEqual(cells.count, columns * rows, "every cell of the poster is drawn", file: file, line: line)
        let top = area.y.lowerBound
        let textColumn = columns + 3
        let titleRow = canvas.lines[top]
        XCTAssertEqual(String(titleRow.dropFirst(textColumn)), "Gradient Hill", "the title right of the poster", file: file, line: line)
        let facts = canvas.lines.map { String($0.dropFirst(textColumn)) }
        XCTAssertTrue(facts.contains("Network    Test Network"), canvas.text, file: file, line: line)
        XCTAssertTrue(facts.contains("Status     Returning Series"), canvas.text, file: file, line: line)
        for (x, y, _) in cells {
            XCTAssertTrue(" ▀▄▌▐█▖▗▘▙▚▛▜▝▞▟".contains(canvas.cells[y][x].text)
                          || (0x1FB00...0x1FB3B).contains(canvas.cells[y][x].text.unicodeScalars.first?.value ?? 0),
                          "a block, quadrant or sextant: \(canvas.cells[y][x].text)", file: file, line: line)
        }
    }

    func testAt80ColumnsThePosterIs20By15AtTheLeft() throws {
        try assertLayout(width: 80, columns: 20, rows: 15)
    }

    func testAt100ColumnsThePosterGrows() throws {
        try assertLayout(width: 100, columns: 25, rows: 19)
    }

    func testAt160ColumnsThePosterStopsAt30Columns() throws {
        try assertLayout(width: 160, columns: 30, rows: 23)
    }

    func testBelow70ColumnsThereIsNoPosterAndTheFactsStartAtTheEdge() throws {
        let h = try openDetail()
        let canvas = render(h, width: 69)
        XCTAssertTrue(posterCells(canvas).isEmpty)
        XCTAssertTrue(canvas.lines.contains(" Gradient Hill"), canvas.text)
        XCTAssertTrue(canvas.lines.contains(" Network    Test Network"), canvas.text)
        XCTAssertEqual(render(h, width: 70).lines.contains(" Gradient Hill"), false, "70 columns is enough")
    }

    func testTruecolorCellsFollowTheGradient() throws {
        let h = try openDetail()
        let cells = posterCells(render(h, width: 100))
        try assertGradient(cells, columns: 25, rows: 19) { color in
            guard case .rgb = color else { XCTFail("not a 24-bit colour: \(color)"); return nil }
            return color.components
        }
    }

    func testPaletteCellsFollowTheGradientWithinTheFixedEntries() throws {
        let h = try openDetail()
        let cells = posterCells(render(h, width: 100, mode: .palette256))
        // The 6×6×6 cube has coarse steps (0, 95, 135, …), and chafa mixes two of them per cell.
        try assertGradient(cells, columns: 25, rows: 19, dark: 60, bright: 150) { color in
            guard case let .palette(index) = color else { XCTFail("not a palette colour: \(color)"); return nil }
            XCTAssertGreaterThanOrEqual(index, 16, "the 16 themed colours are left alone")
            return color.components
        }
    }

    /// Averages each poster column's red and each row's blue (over both colours of a cell) and
    /// checks they rise across the picture from dark to bright, as the gradient does.
    func assertGradient(_ cells: [(x: Int, y: Int, style: Style)], columns: Int, rows: Int, dark: Int = 50, bright: Int = 205,
                        file: StaticString = #filePath, line: UInt = #line,
                        _ components: (TerminalColor) -> (red: Int, green: Int, blue: Int)?) throws {
        XCTAssertEqual(cells.count, columns * rows, file: file, line: line)
        guard let area = box(cells) else { return XCTFail("no poster", file: file, line: line) }
        var redByColumn = [Int](repeating: 0, count: columns)
        var blueByRow = [Int](repeating: 0, count: rows)
        for cell in cells {
            guard let foreground = cell.style.foreground, let background = cell.style.background,
                  let front = components(foreground), let back = components(background) else { return }
            redByColumn[cell.x - area.x.lowerBound] += (front.red + back.red) / 2
            blueByRow[cell.y - area.y.lowerBound] += (front.blue + back.blue) / 2
        }
        let reds = redByColumn.map { $0 / rows }
        let blues = blueByRow.map { $0 / columns }
        XCTAssertLessThan(reds.first ?? 255, dark, "left edge dark red: \(reds)", file: file, line: line)
        XCTAssertGreaterThan(reds.last ?? 0, bright, "right edge bright red: \(reds)", file: file, line: line)
        XCTAssertLessThan(blues.first ?? 255, dark, "top dark blue: \(blues)", file: file, line: line)
        XCTAssertGreaterThan(blues.last ?? 0, bright, "bottom bright blue: \(blues)", file: file, line: line)
        for (previous, next) in zip(reds, reds.dropFirst()) {
            XCTAssertLessThanOrEqual(previous, next + 24, "red rises left to right: \(reds)", file: file, line: line)
        }
        for (previous, next) in zip(blues, blues.dropFirst()) {
            XCTAssertLessThanOrEqual(previous, next + 24, "blue rises top to bottom: \(blues)", file: file, line: line)
        }
    }

    func testWithoutAColourModeTheDetailLooksAsWithoutAPoster() throws {
        let withPoster = render(try openDetail(), width: 100, mode: nil)
        let without = render(try openDetail(poster: false), width: 100, mode: .truecolor)
        XCTAssertTrue(posterCells(withPoster).isEmpty)
        XCTAssertEqual(withPoster.lines, without.lines, "no poster and no gap: the offline layout")
    }

    func testTheFirstFrameIsDrawnBeforeThePosterArrives() throws {
        let h = try openDetail(settle: false)
        XCTAssertEqual(h.executor.pendingCount, 2, "detail and poster jobs are both still waiting")
        let canvas = render(h, width: 80)
        XCTAssertTrue(posterCells(canvas).isEmpty, "nothing to draw yet")
        XCTAssertTrue(canvas.lines.contains { $0.hasSuffix("Gradient Hill") && $0.hasPrefix(String(repeating: " ", count: 23)) },
                      "the poster's place is kept, so the facts do not jump:\n\(canvas.text)")
        h.settle()
        XCTAssertEqual(posterCells(render(h, width: 80)).count, 20 * 15)
    }

    func testTheColourModeChoice() {
        XCTAssertEqual(PosterColorMode.choose(noColor: false, asciiOnly: false, colorTerm: "truecolor", colors: 1 << 24, directColor: true), .truecolor)
        XCTAssertEqual(PosterColorMode.choose(noColor: false, asciiOnly: false, colorTerm: "24bit", colors: 1 << 24, directColor: true), .truecolor)
        XCTAssertEqual(PosterColorMode.choose(noColor: false, asciiOnly: false, colorTerm: "truecolor", colors: 256, directColor: false),
                       .palette256, "COLORTERM alone is not enough: curses must take 24-bit colours")
        XCTAssertEqual(PosterColorMode.choose(noColor: false, asciiOnly: false, colorTerm: nil, colors: 1 << 24, directColor: true),
                       .palette256, "direct colour without COLORTERM saying so")
        XCTAssertEqual(PosterColorMode.choose(noColor: false, asciiOnly: false, colorTerm: nil, colors: 256, directColor: false), .palette256)
        XCTAssertNil(PosterColorMode.choose(noColor: false, asciiOnly: false, colorTerm: "truecolor", colors: 8, directColor: false), "8 colours")
        XCTAssertNil(PosterColorMode.choose(noColor: false, asciiOnly: false, colorTerm: nil, colors: 16, directColor: false))
        XCTAssertNil(PosterColorMode.choose(noColor: true, asciiOnly: false, colorTerm: "truecolor", colors: 1 << 24, directColor: true), "NO_COLOR")
        XCTAssertNil(PosterColorMode.choose(noColor: false, asciiOnly: true, colorTerm: nil, colors: 256, directColor: false), "no UTF-8")
    }

    func testColourPairsAreAllocatedOnDemandAndReused() {
        let table = ColorPairTable(firstPair: 10, capacity: 3)
        let red = TerminalColor(red: 200, green: 0, blue: 0)
        let blue = TerminalColor(red: 0, green: 0, blue: 200)
        XCTAssertEqual(table.pair(foreground: red, background: blue)?.number, 10)
        XCTAssertEqual(table.pair(foreground: red, background: blue)?.isNew, false, "the same two colours reuse their pair")
        XCTAssertEqual(table.pair(foreground: blue, background: red)?.number, 11)
        XCTAssertEqual(table.pair(foreground: .palette(17), background: .palette(18))?.number, 12)
        XCTAssertEqual(table.count, 3)
        let afterFull = table.pair(foreground: .palette(20), background: .palette(21))
        XCTAssertEqual(afterFull?.number, 10, "a full table starts over")
        XCTAssertEqual(afterFull?.isNew, true)
        XCTAssertNil(ColorPairTable(firstPair: 10, capacity: 0).pair(foreground: red, background: blue))
    }

    func testTheWholeFrameStaysInsideTheCanvasWhenScrolled() throws {
        let h = try openDetail()
        _ = render(h, width: 100, height: 12)
        for _ in 0..<30 { h.app.handle(.down) }
        let canvas = render(h, width: 100, height: 12)
        let cells = posterCells(canvas)
        XCTAssertFalse(cells.isEmpty, "the poster scrolls with the text")
        XCTAssertTrue(cells.allSatisfy { $0.y >= 2 && $0.y < 11 }, "clipped to the detail's body")
    }

    func testTheHitMapIsTheSameWithAPoster() throws {
        let withPoster = render(try openDetail(), width: 100)
        let without = render(try openDetail(poster: false), width: 100)
        for y in 0..<30 {
            for x in 0..<100 {
                XCTAssertEqual(withPoster.hitMap.target(x: x, y: y), without.hitMap.target(x: x, y: y), "at \(x),\(y)")
            }
        }
    }

    func testCursesColourNumbers() {
        XCTAssertEqual(Palette.colorNumber(.palette(196)), 196)
        XCTAssertEqual(Palette.colorNumber(TerminalColor(red: 0x12, green: 0x34, blue: 0x56)), 0x123456, "direct colour is the RGB value")
        XCTAssertEqual(Palette.colorNumber(.rgb(0)), 8, "below 8 are the ANSI colours, so black is nudged")
    }
}
