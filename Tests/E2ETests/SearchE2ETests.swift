import Foundation
import XCTest

/// Typing in the Search tab runs a debounced catalog search and lists the matches.
final class SearchE2ETests: E2ETestCase {
    /// The `Search:` row (row 1): the query and, at the right, `N shows` once a search is done
    /// (nil while the spinner shows).
    static func searchRow(_ screen: Screen) -> (query: String, count: Int?) {
        let row = Screen(text: screen.line(1))
        if let parts = row.firstRow(matching: #"^\s*Search:\s*(.*?)\s+(\d+) shows?$"#) {
            return (parts[1], Int(parts[2]))
        }
        return (row.text.contains("Search:") ? "(searching)" : "", nil)
    }

    func testTypingAQueryListsMatchingShows() throws {
        let app = try launchApp()
        let initial = try app.waitUntil("the full catalog list") { screen in
            let row = Self.searchRow(screen)
            return row.query.isEmpty && (row.count ?? 0) > 1 && screen.line(2).hasPrefix("▌")
        }
        let catalogSize = try XCTUnwrap(Self.searchRow(initial).count)

        try app.type("squid")
        // One frame: the count reads “1 show”, the only result is selected, with its original title and network.
        let found = try app.waitUntil("one result for “squid”, selected, with “오징어 게임” and “Netflix”") { screen in
            Self.searchRow(screen) == ("squid", 1) && screen.line(1).hasSuffix("1 show")
                && screen.line(2).hasPrefix("▌ Squid Game") && screen.line(2).contains("오징어 게임")
                && screen.line(2).contains("Netflix")
        }
        XCTAssertFalse(found.contains("Attack on Titan"), "other shows are filtered out:\n\(found)")

        // Esc clears the query; wait for the whole catalog again so that the Hangul search
        // below cannot be satisfied by the stale “squid” results.
        try app.press("Escape")
        try app.waitUntil("the cleared query to list the whole catalog again") { screen in
            Self.searchRow(screen) == ("", catalogSize)
        }

        try app.type("게임")
        // The count must drop below the catalog size: until then the old list is showing.
        let hangul = try app.waitUntil("Squid Game found by the Hangul query “게임”") { screen in
            let row = Self.searchRow(screen)
            return row.query == "게임" && (1..<catalogSize).contains(row.count ?? 0)
                && screen.hasRow(matching: #"^▌? *Squid Game 오징어 게임 "#)
        }
        XCTAssertFalse(hangul.contains("Reply 1988"), "shows without 게임 are filtered out:\n\(hangul)")
    }

    /// End on the empty query goes to the last show of the whole catalog, loading every page.
    func testEndGoesToTheLastShowOfTheWholeList() throws {
        let app = try launchApp()
        let initial = try app.waitUntil("the full catalog list") { screen in
            let row = Self.searchRow(screen)
            return row.query.isEmpty && (row.count ?? 0) > 100 && screen.line(2).hasPrefix("▌")
        }
        let total = try XCTUnwrap(Self.searchRow(initial).count)
        try app.press("End")
        try app.waitUntil("the last of \(total) shows selected") { screen in
            screen.lines.last?.hasSuffix("\(total)/\(total)") ?? false
        }
    }
}
