import Foundation
import XCTest

/// Resizing the tmux window under each kind of screen — the Search list, a show's detail, the
/// study card and the close-book modal — re-lays the app out: below 40×10 it says "terminal too
/// small" (and keeps running), and back at a usable size the selection is still on screen, the
/// boxes are centred and no row is wider than the window.
final class ResizeE2ETests: E2ETestCase {
    /// The sizes from issue 6, plus 60×12 and 70×20 (fewer rows than the selection index),
    /// 40×10 (the smallest normal size) and back.
    private static let sizes = [(80, 24), (1, 1), (10, 3), (20, 5), (60, 12), (40, 10), (250, 70), (70, 20), (80, 24)]

    /// What must hold on a normal-size screen: nil when it does, else what is wrong.
    private typealias Check = (_ screen: Screen, _ width: Int, _ height: Int) -> String?

    func testSearchListKeepsTheSelectionVisible() throws {
        let app = try launchApp(width: 80, height: 24)
        let initial = try app.waitUntil("the full catalog list") { screen in
            (SearchE2ETests.searchRow(screen).count ?? 0) > 100 && screen.line(2).hasPrefix("▌")
        }
        let total = try XCTUnwrap(SearchE2ETests.searchRow(initial).count)
        try app.press("Down", times: 30)
        let moved = try app.waitUntil("the 31st show selected") { screen in
            screen.line(23).hasSuffix(" 31/\(total)") && Self.selectedRows(screen).count == 1
        }
        // The start of the selected title (at most 6 cells: even at 40 columns the title keeps 7).
        let selected = try XCTUnwrap(Self.selectedRows(moved).first)
        var titleStart = ""
        for character in selected.dropFirst(2) where Columns.width(titleStart + String(character)) <= 6 {
            titleStart.append(character)
        }
        XCTAssertFalse(titleStart.trimmingCharacters(in: .whitespaces).isEmpty, "selected row has a title:\n\(moved)")

        try walkSizes(app, "the Search list", statusPrefix: "Enter open") { screen, width, _ in
            let rows = Self.selectedRows(screen)
            guard rows.count == 1 else { return "expected one selected (▌) row, found \(rows.count)" }
            guard rows[0].hasPrefix("▌ " + titleStart) else { return "the selected row is not “\(titleStart)…”" }
            guard screen.lines.last?.hasSuffix(" 31/\(total)") == true else { return "status should end with 31/\(total)" }
            // Drawn at this width: the result count ends one cell before the right edge.
            guard Columns.end(of: screen.line(1)) == width - 1, screen.line(1).hasSuffix("\(total) shows") else {
                return "the Search row is not laid out for \(width) columns"
            }
            return nil
        }
    }

    func testDetailScreenReflowsAndKeepsItsScrollWindow() throws {
        let app = try launchApp(width: 80, height: 24)
        try app.type("squid")
        try app.waitUntil("Squid Game found") { screen in
            SearchE2ETests.searchRow(screen) == ("squid", 1) && screen.line(2).hasPrefix("▌ Squid Game ")
        }
        try app.press("Enter")
        try app.waitUntil("Squid Game's detail") { Self.isSquidGameDetail($0) }

        try walkSizes(app, "Squid Game's detail", statusPrefix: "Esc/←/q back") { screen, _, height in
            guard Self.isSquidGameDetail(screen) else { return "not Squid Game's detail (title, 오징어 게임, Years)" }
            // When the text is longer than the window, row 1 says which lines show: 1-N/total.
            if let range = Screen(text: screen.line(1)).firstRow(matching: #"(\d+)-(\d+)/(\d+)$"#) {
                let (first, last, total) = (Int(range[1]) ?? -1, Int(range[2]) ?? -1, Int(range[3]) ?? -1)
                let bodyRows = height - 4  // tab bar, status bar, one blank row above and below
                guard first == 1, last == min(total, bodyRows) else {
                    return "scroll window \(first)-\(last)/\(total) does not match \(bodyRows) body rows"
                }
            }
            return nil
        }
        try app.press("Escape")
        try app.waitUntil("the list again at 80×24") { screen in
            screen.line(2).hasPrefix("▌ Squid Game ") && screen.fits(width: 80, height: 24)
        }
    }

    func testStudyCardStaysCentred() throws {
        let app = try launchApp(width: 80, height: 24)
        try openSampleBook(in: app)
        try app.press("s")
        let first = try app.waitUntil("the first study card") { screen in
            screen.line(1).contains("Study: Everyday Korean (sample)") && screen.line(2).contains("20 new · 0 learning · 0 review")
                && Self.box(in: screen) != nil
        }
        let term = try XCTUnwrap(Self.box(in: first).flatMap { Self.firstInnerText(of: $0, in: first) }, "\(first)")

        try walkSizes(app, "the study card", statusPrefix: "Space/Enter flip") { screen, width, height in
            guard screen.line(1).contains("Study: Everyday Korean (sample)"), screen.line(2).contains("20 new · 0 learning · 0 review") else {
                return "study heading or progress (20 new) missing"
            }
            guard let box = Self.box(in: screen) else { return "no card box" }
            if let problem = Self.centringProblem(box, width: width) { return problem }
            guard box.top >= 3, box.bottom <= height - 2 else { return "card rows \(box.top)…\(box.bottom) overlap the heading or status bar" }
            guard Self.firstInnerText(of: box, in: screen) == term else { return "the card does not show “\(term)” first" }
            return nil
        }
    }

    func testCloseModalStaysCentred() throws {
        let app = try launchApp(width: 80, height: 24)
        try openSampleBook(in: app)
        try app.press("c")
        try app.waitForText("Move 33 unfinished words (33 new) to:", "[ Close ]  [ Cancel ]")

        try walkSizes(app, "the close modal", statusPrefix: "↑↓ target") { screen, width, height in
            guard let box = Self.box(in: screen) else { return "no modal box" }
            guard screen.line(box.top).contains("Close “Everyday Korean (sample)”") else { return "box title missing" }
            guard screen.contains("Move 33 unfinished words"), screen.contains("(•) Don't move") else {
                return "modal text or the selected option missing"
            }
            guard screen.line(box.bottom - 1).contains("[ Close ]  [ Cancel ]") else { return "buttons not on the last inner row" }
            if let problem = Self.centringProblem(box, width: width) { return problem }
            // Vertically centred in the rows between the tab bar and the status bar.
            let above = box.top - 1
            let below = (height - 2) - box.bottom
            guard above >= 0, below >= 0, abs(above - below) <= 1 else {
                return "box rows \(box.top)…\(box.bottom) not centred between rows 1 and \(height - 2)"
            }
            return nil
        }
        try app.press("Escape")
        try app.waitUntil("the book screen after cancelling") { screen in
            !screen.contains("unfinished words") && screen.line(1).hasPrefix(" Everyday Korean (sample) ")
        }
    }

    // MARK: - The walk

    /// Resizes through `sizes`. Below 40×10: waits for the app's own small-window frame, checks
    /// it fits and the app is alive. At normal sizes: waits for a full frame of this size (tab
    /// bar, status bar starting with `statusPrefix` on the last row, every row within the
    /// width) for which `check` finds nothing wrong.
    private func walkSizes(
        _ app: TmuxSession, _ what: String, statusPrefix: String,
        file: StaticString = #filePath, line: UInt = #line, check: Check
    ) throws {
        for (width, height) in Self.sizes {
            try app.resize(width: width, height: height)
            let size = try app.paneSize()
            XCTAssertTrue(size == (width, height), "tmux made the pane \(size), not \(width)×\(height)", file: file, line: line)
            var problem = "nothing captured"
            let label = "\(what) at \(width)×\(height)"
            do {
                let screen = try app.waitUntil(label, file: file, line: line) { screen in
                    problem = Self.problem(screen, width: width, height: height, statusPrefix: statusPrefix, check: check) ?? ""
                    return problem.isEmpty
                }
                assertFits(screen, width: width, height: height, label, file: file, line: line)
            } catch {
                XCTFail("\(label): \(problem)", file: file, line: line)
                throw error
            }
            XCTAssertNil(try app.exitStatus(), "the app ended at \(width)×\(height)", file: file, line: line)
        }
    }

    private static func problem(_ screen: Screen, width: Int, height: Int, statusPrefix: String, check: Check) -> String? {
        guard screen.lines.count == height else { return "\(screen.lines.count) rows captured" }
        let wide = screen.rowsWider(than: width)
        guard wide.isEmpty else { return wide.joined(separator: "; ") }
        let nonBlank = screen.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
        if width < 40 || height < 10 {
            // Nothing of the normal screen, and the app's own note (two rows where there is room;
            // the stale frame clipped by tmux has the tab bar on top or a single cell).
            guard !screen.contains("Search"), !screen.contains("Books") else { return "normal screen still showing" }
            guard nonBlank >= min(height, 2) else { return "the small-window note is not drawn" }
            if width >= 18 && height >= 2 && !screen.contains("terminal too small") {
                return "“terminal too small” missing"
            }
            return nil
        }
        guard screen.line(0).contains("1 Search"), screen.line(0).contains("3 Books") else { return "tab bar missing on row 0" }
        guard screen.line(height - 1).hasPrefix(statusPrefix) else { return "status bar (“\(statusPrefix)…”) not on the last row" }
        return check(screen, width, height)
    }

    // MARK: - Screens

    private func openSampleBook(in app: TmuxSession) throws {
        try app.press("M-3")
        try app.waitUntil("the sample book in the Books tab") { screen in
            screen.hasRow("Word books") && screen.contains("Everyday Korean (sample)")
        }
        try app.press("Enter")
        try app.waitUntil("the sample book's screen") { screen in
            screen.line(1).hasPrefix(" Everyday Korean (sample) ") && screen.line(1).hasSuffix("0 learning · 33 new")
        }
    }

    private static func selectedRows(_ screen: Screen) -> [String] {
        screen.lines.filter { $0.hasPrefix("▌") }
    }

    private static func isSquidGameDetail(_ screen: Screen) -> Bool {
        screen.hasRow("Squid Game") && screen.hasRow("오징어 게임") && screen.hasRow(matching: #"^ *Years +2021"#)
            && !screen.contains("Search:")
    }

    /// A box's rows and cell columns, found from its corners.
    private struct Box {
        let top: Int, bottom: Int, left: Int, right: Int
    }

    /// The first box on screen: `┌…┐` on one row and `└…┘` below it in the same columns.
    private static func box(in screen: Screen) -> Box? {
        guard let top = screen.rowIndex(containing: "┌"),
              let left = Columns.column(of: "┌", in: screen.line(top)),
              let right = Columns.column(of: "┐", in: screen.line(top)) else { return nil }
        let lines = screen.lines
        guard let bottom = lines.indices.first(where: { $0 > top && lines[$0].contains("└") }),
              Columns.column(of: "└", in: lines[bottom]) == left, Columns.column(of: "┘", in: lines[bottom]) == right
        else { return nil }
        return Box(top: top, bottom: bottom, left: left, right: right)
    }

    /// The margin left of `┌` against the margin right of `┐`, allowing one cell of rounding.
    private static func centringProblem(_ box: Box, width: Int) -> String? {
        let leftMargin = box.left
        let rightMargin = width - box.right - 1
        guard leftMargin >= 0, rightMargin >= 0, abs(leftMargin - rightMargin) <= 1 else {
            return "box not centred: \(leftMargin) cells left of it, \(rightMargin) right of it"
        }
        return nil
    }

    /// The first non-blank text inside the box (the card's front), trimmed.
    private static func firstInnerText(of box: Box, in screen: Screen) -> String? {
        for row in (box.top + 1)..<box.bottom {
            let line = screen.line(row)
            guard let open = line.firstIndex(of: "│"), let close = line.lastIndex(of: "│"), open < close else { continue }
            let inner = line[line.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
            if !inner.isEmpty { return inner }
        }
        return nil
    }
}
