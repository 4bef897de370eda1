import Foundation
import XCTest

/// A catalog row with Hangul and emoji (and one with kanji, kana and halfwidth katakana) lines
/// up in tmux exactly like a plain ASCII row: the right-aligned years · network and rating end
/// in the same cells, at every window width, and no row is wider than the window.
final class WideTextE2ETests: E2ETestCase {
    private static let meta = "2020–2022 · WideNet"
    private static let rating = "★ 7.5"
    private static let wideTitle = "Emoji 🦑 테스트 드라마 🎬"
    private static let wideOriginal = "이모지 🦑 테스트"
    private static let kanaTitle = "Emoji 漢字 かな ｶﾀｶﾅ"  // halfwidth katakana: one cell each
    private static let wideOverview = String(repeating: "한국어 🦑 ", count: 15) + "끝"

    private static var seedSQL: String {
        func row(_ id: String, _ title: String, _ original: String, rating: String, popularity: Int, _ overview: String) -> String {
            "('test', '\(id)', '\(title)', '\(original)', 2020, 2022, 'WideNet', \(rating), \(popularity), '\(overview)', "
                + "'\(title.lowercased())', '\(original.lowercased())')"
        }
        return """
            INSERT INTO shows(source, source_id, title, original_title, first_year, end_year, network, rating,
                              popularity, overview, title_key, original_key) VALUES
            \(row("wide", wideTitle, wideOriginal, rating: "7.5", popularity: 3, wideOverview)),
            \(row("plain", "Emoji plain row", "Emoji plain row", rating: "7.5", popularity: 2,
                  String(repeating: "plain overview ", count: 12))),
            \(row("kana", kanaTitle, kanaTitle, rating: "NULL", popularity: 1, "かなの説明 🎬 ｶﾀｶﾅ"));
            """
    }

    func testWideRowsLineUpWithPlainRowsAtEveryWidth() throws {
        try createDatabase(sample: false)
        try sqlite(Self.seedSQL)
        // Rows written by hand are not in the search indexes until they are rebuilt.
        XCTAssertEqual(try runCLI(["catalog", "reindex"]).status, 0)

        let height = 12
        let app = try launchApp(width: 80, height: height)
        try app.type("emoji")
        let first = try app.waitUntil("the three “emoji” rows") { screen in
            SearchE2ETests.searchRow(screen) == ("emoji", 3) && screen.line(2).hasPrefix("▌ Emoji 🦑")
        }
        XCTAssertTrue(first.line(2).hasPrefix("▌ \(Self.wideTitle) \(Self.wideOriginal) "), "wide row at 80 columns:\n\(first)")
        XCTAssertTrue(first.line(4).hasPrefix("  Emoji plain row "), "plain row second:\n\(first)")
        XCTAssertTrue(first.line(6).hasPrefix("  \(Self.kanaTitle) "), "kana row third:\n\(first)")

        for width in [80, 61, 47, 46, 41, 40] {
            try app.resize(width: width, height: height)
            var problem = ""
            let screen: Screen
            do {
                screen = try app.waitUntil("the rows laid out for \(width) columns") { screen in
                    problem = Self.layoutProblem(screen, width: width, height: height) ?? ""
                    return problem.isEmpty
                }
            } catch {
                XCTFail("at \(width) columns: \(problem)")
                throw error
            }
            assertFits(screen, width: width, height: height, "\(width) columns")
            // The wide row's tail in the same cells as the plain row's.
            let wide = screen.line(2), plain = screen.line(4)
            XCTAssertEqual(Columns.column(of: Self.meta, in: wide), Columns.column(of: Self.meta, in: plain),
                           "years · network columns differ at \(width):\n\(screen)")
            XCTAssertEqual(Columns.column(of: Self.rating, in: wide), Columns.column(of: Self.rating, in: plain),
                           "rating columns differ at \(width):\n\(screen)")
            XCTAssertEqual(Columns.end(of: wide), Columns.end(of: plain), "row ends differ at \(width):\n\(screen)")
        }

        // The detail wraps the Hangul/emoji overview inside the window.
        try app.resize(width: 47, height: 30)
        try app.press("Enter")
        let detail = try app.waitUntil("the wide show's detail at 47×30") { screen in
            screen.hasRow(Self.wideTitle) && screen.hasRow(Self.wideOriginal) && screen.hasRow(matching: "^ *Years +2020–2022$")
                && screen.lines.count == 30 && screen.contains("끝")
        }
        assertFits(detail, width: 47, height: 30, "detail")
        // The overview is everything between the blank row after the facts and the status bar.
        let saved = try XCTUnwrap(detail.rowIndex(containing: "not saved (press s)"), "\(detail)")
        let overviewRows = detail.lines[(saved + 2)..<29].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        XCTAssertGreaterThan(overviewRows.count, 2, "the overview wraps over several rows:\n\(detail)")
        for (index, row) in overviewRows.enumerated() {
            XCTAssertLessThanOrEqual(Columns.end(of: row), 46, "overview row leaves the body (1 cell margin):\n\(detail)")
            if index < overviewRows.count - 1 {
                XCTAssertGreaterThan(Columns.end(of: row), 36, "wrapping wastes most of the row:\n\(detail)")
            }
        }
        // Nothing lost or split at the breaks: the rows put back together are the overview.
        XCTAssertEqual(overviewRows.joined().filter { $0 != " " }, Self.wideOverview.filter { $0 != " " }, "\(detail)")
    }

    /// nil when the three result rows are laid out for `width`; else what is wrong.
    private static func layoutProblem(_ screen: Screen, width: Int, height: Int) -> String? {
        guard screen.fits(width: width, height: height) else {
            return "does not fit: \(screen.rowsWider(than: width)) (\(screen.lines.count) rows)"
        }
        guard screen.line(1).hasSuffix("3 shows"), Columns.end(of: screen.line(1)) == width - 1 else {
            return "the Search row is not drawn for \(width) columns yet"
        }
        guard screen.line(height - 1).hasPrefix("Enter open") else { return "no status bar on the last row" }
        for (row, hasRating) in [(2, true), (4, true), (6, false)] {
            let line = screen.line(row)
            guard Columns.end(of: line) == width else { return "row \(row) ends at \(Columns.end(of: line)), not \(width)" }
            let metaStart = width - Columns.width(meta) - (hasRating ? Columns.width(rating) + 2 : 0)
            guard Columns.column(of: meta, in: line) == metaStart else {
                return "row \(row): “\(meta)” at \(Columns.column(of: meta, in: line) ?? -1), not \(metaStart)"
            }
            if hasRating, Columns.column(of: rating, in: line) != width - Columns.width(rating) {
                return "row \(row): rating not at the right edge"
            }
            // The title (cut with … when needed) leaves at least one blank cell before the tail.
            guard let metaRange = line.range(of: meta) else { return "row \(row): no “\(meta)”" }
            let head = String(line[..<metaRange.lowerBound])
            guard head.hasSuffix(" "), Columns.end(of: head) < metaStart else { return "row \(row): title runs into the tail" }
            // The wide title is cut, never split inside a grapheme, when it does not fit.
            if row == 2, !head.contains(wideTitle), !head.trimmingCharacters(in: .whitespaces).hasSuffix("…") {
                return "wide title neither whole nor cut with …: \(head)"
            }
            let overview = screen.line(row + 1)
            guard Columns.end(of: overview) <= width - 1 else { return "row \(row + 1): overview reaches the right edge" }
        }
        return nil
    }
}
