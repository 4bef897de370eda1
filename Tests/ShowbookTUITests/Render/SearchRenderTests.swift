import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI

/// The Search tab, tab bar and detail drawn into an in-memory grid and compared line by line,
/// including Hangul and emoji rows cut at odd widths.
final class SearchRenderTests: XCTestCase {
    static let records = [
        CatalogFixtures.koreanDrama("1", "Squid Game", "오징어 게임", year: 2021, end: 2025, network: "Netflix", rating: 8.0,
                                    overview: "Debt-ridden players compete in deadly children's games."),
        CatalogFixtures.koreanDrama("2", "Emoji Show 🦑🎮", "이모지 쇼 👨‍👩‍👧", year: 2020, network: "Test"),
        CatalogFixtures.koreanDrama("3", "Hostile \u{1B}[2J\u{1B}]52;c;aGk=\u{07}Title\u{202E}", year: 2019,
                                    overview: "Over\u{9B}view with\u{7F}controls"),
    ]

    func testSearchListAt60Columns() throws {
        let h = try AppHarness.forRendering(records: Self.records)
        h.app.start()
        h.settle()
        let lines = h.render(width: 60, height: 12).lines
        XCTAssertEqual(lines[0], "  1 Search   2 Saved   3 Books   4 Today           showbook")
        XCTAssertEqual(lines[1], " Search:                                            3 shows")
        XCTAssertEqual(lines[2], "▌ Squid Game 오징어 게임          2021–2025 · Netflix  ★ 8.0")
        XCTAssertEqual(lines[3], "    Debt-ridden players compete in deadly children's games.")
        XCTAssertEqual(lines[4], "  Emoji Show 🦑🎮 이모지 쇼 👨‍👩‍👧                  2020– · Test")
        XCTAssertTrue(lines[11].hasPrefix("Enter open  Esc clear"), lines[11])
        // At 44 columns the overview is cut with an ellipsis, never past the edge.
        let narrow = h.render(width: 44, height: 12).lines
        XCTAssertEqual(narrow[3], "    Debt-ridden players compete in deadly …")
    }

    func testHostileTitlesAreDrawnAsPlaceholders() throws {
        let h = try AppHarness.forRendering(records: Self.records)
        h.app.start()
        h.settle()
        let canvas = h.render(width: 80, height: 12)
        let text = canvas.text
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no C0 control reaches the grid")
        XCTAssertFalse(text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0.value == 0x202E })
        XCTAssertTrue(text.contains("␛[2J␛]52;c;aGk=␇Title�"), text)
        XCTAssertTrue(text.contains("Over�view with␡controls"), text)
    }

    func testRowsNeverExceedTheWidthAtOddWidths() throws {
        let h = try AppHarness.forRendering(records: Self.records)
        h.app.start()
        h.settle()
        for width in [40, 41, 43, 47, 53, 59, 61, 77] {
            let canvas = h.render(width: width, height: 12)
            for line in canvas.lines {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), width, "width \(width): \(line)")
            }
            // Wide graphemes are never split: every continuation cell follows a 2-wide grapheme.
            for row in canvas.cells {
                for (x, cell) in row.enumerated() where cell.text.isEmpty {
                    XCTAssertGreaterThan(x, 0)
                    XCTAssertEqual(DisplayWidth.of(row[x - 1].text), 2, "orphan continuation at width \(width)")
                }
            }
        }
    }

    func testDetailScreen() throws {
        let h = try AppHarness.forRendering(records: Self.records)
        h.app.start()
        h.settle()
        h.app.handle(.enter)
        h.settle()
        let lines = h.render(width: 50, height: 20).lines
        XCTAssertEqual(Array(lines[2...12]), [
            " Squid Game",
            " 오징어 게임",
            "",
            " Years      2021–2025",
            " Status     Ended",
            " Network    Netflix",
            " Country    KR",
            " Language   ko",
            " Genres     Drama",
            " Rating     ★ 8.0",
            " Saved      not saved (press s)",
        ])
        XCTAssertEqual(Array(lines[14...15]), [" Debt-ridden players compete in deadly children's", " games."])
        h.app.handle(.character("s"))
        XCTAssertTrue(h.render(width: 50, height: 20).lines[12].contains("saving…"), "the save runs as a job")
        h.settle()
        XCTAssertTrue(h.render(width: 50, height: 20).lines[12].contains("★ saved"))
    }

    func testTooSmallTerminalShowsANote() throws {
        let h = try AppHarness.forRendering(records: Self.records)
        for (width, height) in [(1, 1), (10, 3), (20, 5), (39, 24)] {
            let text = h.render(width: width, height: height).text
            if width >= 18 { XCTAssertTrue(text.contains("terminal too small"), "\(width)x\(height): \(text)") }
            XCTAssertFalse(text.contains("Search:"))
        }
        XCTAssertTrue(h.render(width: 80, height: 24).text.contains("Search:"))
        XCTAssertTrue(h.render(width: 250, height: 70).text.contains("Search:"))
    }

    func testRowsOfAnOlderQueryAreMarkedPendingAtOnce() throws {
        let h = try AppHarness.forRendering(records: Self.records)
        h.app.start()
        h.settle()
        for character in "emoji" { h.app.handle(.character(character)) }
        let pending = h.render(width: 60, height: 12)
        XCTAssertEqual(pending.lines[1], " Search: emoji                                   searching…")
        XCTAssertEqual(pending.lines[2], "▌ Squid Game 오징어 게임          2021–2025 · Netflix  ★ 8.0",
                       "the old rows stay in place")
        let titleCell = pending.cells[4][2]
        XCTAssertTrue(titleCell.style.dim, "an unselected stale title is dimmed")
        XCTAssertFalse(titleCell.style.bold)
        h.app.handle(.ctrl("r"))
        h.settle()
        let landed = h.render(width: 60, height: 12)
        XCTAssertEqual(landed.lines[1], " Search: emoji                                       1 show")
        XCTAssertTrue(landed.lines[2].hasPrefix("▌ Emoji Show 🦑🎮"), landed.lines[2])
        XCTAssertTrue(landed.cells[2][2].style.bold, "fresh titles are bold again")
    }
}

/// Approximate matches: the count line says how many are exact and how many close, rows found
/// by a forgiving match carry `≈`, and the status line offers the closest title.
final class ApproximateRenderTests: XCTestCase {
    func testCloseMatchesAreMarkedAndAnnounced() throws {
        let h = try AppHarness.forRendering(records: [
            CatalogFixtures.koreanDrama("1", "Breaking Bad", year: 2008, end: 2013, network: "AMC", rating: 9.5),
            CatalogFixtures.koreanDrama("2", "Better Call Saul", year: 2015, end: 2022, network: "AMC"),
        ])
        h.app.start()
        h.settle()
        for character in "brakin bad" { h.app.handle(.character(character)) }
        h.app.handle(.ctrl("r"))
        h.settle()
        let lines = h.render(width: 60, height: 12).lines
        XCTAssertEqual(lines[1], " Search: brakin bad                 0 exact · 1 close match")
        XCTAssertEqual(lines[2], "▌ ≈ Breaking Bad                      2008–2013 · AMC  ★ 9.5")
        XCTAssertEqual(h.app.visibleStatus?.text, "did you mean ‘Breaking Bad’?")
        XCTAssertTrue(lines[11].contains("did you mean ‘Breaking Bad’?"), lines[11])
    }
}
