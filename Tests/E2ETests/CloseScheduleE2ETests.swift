import Foundation
import XCTest
import ShowbookWords
import ShowbookApp

/// Closing keeps the schedule, through the real binary: three imported words graded Good once
/// in the app are Learning, and the close modal offers to move all three; the same words after
/// 60 days of Good reviews replayed with `books review --at` (in another book, in time order)
/// are Mature, and the modal moves none and says they keep their reviews on Today. `books close` prints the same counts and can start the moved words over.
final class CloseScheduleE2ETests: E2ETestCase {
    private let terms = ["물", "집", "밥"]

    private func importBook(_ title: String, _ rows: [String]) throws {
        let url = workDirectory.appendingPathComponent("\(title).csv")
        try Data((["#separator:Comma", "#deck:\(title)"] + rows).joined(separator: "\n").utf8).write(to: url)
        let imported = try runCLI(["--no-sample", "books", "import", url.path])
        XCTAssertEqual(imported.status, 0, imported.stdout + imported.stderr)
    }

    /// The term on the study card now showing.
    private func cardTerm(_ screen: Screen) -> String? {
        let shown = terms.filter { term in screen.hasRow(matching: "│ +\(term) +│") }
        return shown.count == 1 ? shown[0] : nil
    }

    /// `days` days (and `minutes` minutes) before now, as `--at` takes it.
    private func ago(days: Double, minutes: Double = 0) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date().addingTimeInterval(-days * 86_400 - minutes * 60))
    }

    /// Opens `title`, the `row`th book of the list (newest first).
    private func openBook(_ title: String, row: Int = 0, in app: TmuxSession) throws {
        try app.press("M-3")
        try app.waitUntil("the Books tab with \(title)") { $0.hasRow("Word books") && $0.hasRow(matching: "^ *\(title) +") }
        for _ in 0..<row { try app.press("Down") }
        try app.press("Enter")
        try app.waitUntil("the book screen of \(title)") { $0.line(1).hasPrefix(" \(title) ") }
    }

    func testGoodOnceMovesAllThreeAndSixtyDaysOfGoodReviewsLeaveThemBehind() throws {
        try importBook("Three", ["물,water", "집,house", "밥,rice"])
        try importBook("Older", ["물,water", "집,house", "밥,rice"])
        let app = try launchApp(["--no-sample"])
        try openBook("Three", row: 1, in: app)
        try app.waitUntil("3 new words") { $0.line(1).hasSuffix("0 mature · 0 young · 0 learning · 3 new") }

        // Study: Good on each card once.
        try app.press("s")
        var graded: [String] = []
        for _ in terms {
            let card = try app.waitUntil("a card not graded yet (graded: \(graded))") { screen in
                self.cardTerm(screen).map { !graded.contains($0) } ?? false
            }
            let term = try XCTUnwrap(cardTerm(card))
            try app.press("l")
            graded.append(term)
            try app.waitUntil("\(term) graded") { self.cardTerm($0) != term }
        }
        try app.press("Escape")
        try app.waitUntil("the book header with 3 learning, 0 mature") { screen in
            screen.line(1).hasPrefix(" Three ") && screen.line(1).hasSuffix("0 mature · 0 young · 3 learning · 0 new")
        }
        try app.press("c")
        try app.waitForFrame(containing: ["Close “Three”", "Move 3 unfinished words (3 learning) to:", "( ) Don't move",
                                          "(•) Older", "[ ] Start them over (s)", "[ Move ]  [ Cancel ]"])
        try app.press("Escape")
        try app.waitUntil("the book screen again") { $0.line(1).hasPrefix(" Three ") && !$0.contains("Close “Three”") }
        try app.press("Escape")
        try app.waitUntil("the Books tab") { $0.hasRow("Word books") }
        try app.press("q")
        try app.waitForExit()

        // 60 days of Good reviews of the same words in another book, replayed in time order
        // (reviews are kept in time order, so none can be dated before the app's review above).
        let times = [ago(days: 60), ago(days: 60, minutes: -10), ago(days: 57), ago(days: 47), ago(days: 20)]
        for term in terms {
            for time in times {
                let review = try runCLI(["--no-sample", "books", "review", "Older", term, "good", "--at", time])
                XCTAssertEqual(review.status, 0, "\(term) at \(time): \(review.stderr)")
            }
        }
        let shown = jsonLines(try runCLI(["--no-sample", "books", "show", "Older", "--json"]).stdout)
        XCTAssertEqual(shown.compactMap { $0["knowledge"] as? String }, ["mature", "mature", "mature"], "\(shown)")

        let again = try launchApp(["--no-sample"])
        try openBook("Older", in: again)
        try again.waitUntil("the book header with 3 mature") { $0.line(1).hasSuffix("3 mature · 0 young · 0 learning · 0 new") }
        try again.press("c")
        let modal = try again.waitForFrame(containing: [
            "Close “Older”", "All 3 words are mature — nothing to move.",
            "3 mature words stay in ‘Older’ and keep their reviews on",
            "[ ] Retire them: no more reviews (r)", "[ Close ]  [ Cancel ]",
        ])
        XCTAssertFalse(modal.contains("Don't move"), "no target is offered:\n\(modal)")
        XCTAssertFalse(modal.contains("Start them over"), "nothing to start over:\n\(modal)")
        try again.press("Enter")
        try again.waitUntil("the Books tab without Older") { $0.hasRow("Word books") && !$0.hasRow(matching: "^ *Older +") }
        try again.press("q")
        try again.waitForExit()
        let books = jsonLines(try runCLI(["--no-sample", "books", "list", "--all", "--json"]).stdout)
        let older = try XCTUnwrap(books.first { $0["title"] as? String == "Older" }, "\(books)")
        XCTAssertEqual(older["closed"] as? Bool, true)
        XCTAssertEqual(older["mature"] as? Int, 3, "the closed book keeps its mature words")
    }

    func testBooksCloseSaysWhatMovedAndStayedAndCanStartOver() throws {
        try importBook("A", ["물,water", "집,house", "밥,rice"])
        try importBook("B", ["책,book"])
        try importBook("C", ["물,water"])
        let review = try runCLI(["--no-sample", "books", "review", "A", "물", "again", "--at", ago(days: 1)])
        XCTAssertEqual(review.status, 0, review.stderr)
        let refused = try runCLI(["--no-sample", "books", "close", "A", "--start-over"])
        XCTAssertEqual(refused.status, 2, refused.stdout)
        XCTAssertTrue(refused.stderr.contains("--start-over needs --into or --into-new"), refused.stderr)

        let closed = try runCLI(["--no-sample", "books", "close", "A", "--into", "B"])
        XCTAssertEqual(closed.status, 0, closed.stderr)
        XCTAssertEqual(closed.stdout, """
            Closed “A”: moved 3 words into “B”
            Moved 1 learning · 2 new, with their schedules and review history

            """)
        let moved = jsonLines(try runCLI(["--no-sample", "books", "show", "B", "--json"]).stdout)
        let water = try XCTUnwrap(moved.first { $0["term"] as? String == "물" }, "\(moved)")
        XCTAssertEqual(water["knowledge"] as? String, "learning", "the failed word keeps its card: \(water)")

        let json = try runCLI(["--no-sample", "books", "close", "B", "--into", "C", "--start-over", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let report = try XCTUnwrap(jsonLines(json.stdout).first)
        XCTAssertEqual(report["started_over"] as? Bool, true, json.stdout)
        XCTAssertEqual(report["moved"] as? Int, 3, json.stdout)
        XCTAssertEqual(report["merged"] as? Int, 1, json.stdout)
        XCTAssertEqual(report["unfinished"] as? Int, 4, json.stdout)
        XCTAssertEqual(report["staying"] as? Int, 0, json.stdout)
        let knowledge = try XCTUnwrap(report["knowledge"] as? [String: Int], json.stdout)
        XCTAssertEqual(knowledge["learning"], 1, json.stdout)
        XCTAssertEqual(knowledge["new"], 3, json.stdout)
        let started = jsonLines(try runCLI(["--no-sample", "books", "show", "C", "--json"]).stdout)
        XCTAssertEqual(started.compactMap { $0["knowledge"] as? String }, ["new", "new", "new", "new"], "\(started)")
    }

    /// A close moves: the closed book keeps only what stays, says where the rest went, and
    /// reopening it brings no moved word back — every word is due once, in one open book (the
    /// reopened book used to hold a second copy of each, so Today counted them twice).
    func testAMovedWordLivesInOneOpenBookAfterTheClosedBookIsReopened() throws {
        try importBook("A", ["물,water", "집,house", "밥,rice"])
        try importBook("B", ["책,book"])
        for term in ["물", "집"] {
            let review = try runCLI(["--no-sample", "books", "review", "A", term, "again", "--at", ago(days: 1)])
            XCTAssertEqual(review.status, 0, review.stderr)
        }
        XCTAssertEqual(try runCLI(["--no-sample", "books", "close", "A", "--into", "B"]).status, 0)
        func counts() throws -> [String: Int] {
            let books = jsonLines(try runCLI(["--no-sample", "books", "list", "--all", "--json"]).stdout)
            return Dictionary(uniqueKeysWithValues: books.compactMap { book in
                (book["title"] as? String).map { ($0, book["words"] as? Int ?? -1) }
            })
        }
        XCTAssertEqual(try counts(), ["A": 0, "B": 4], "the words left A")
        let show = try runCLI(["--no-sample", "books", "show", "A"])
        XCTAssertTrue(show.stdout.contains("3 words moved to “B”"), show.stdout)

        let reopened = try runCLI(["--no-sample", "books", "reopen", "A"])
        XCTAssertEqual(reopened.status, 0, reopened.stderr)
        XCTAssertEqual(reopened.stdout, "Reopened “A”\n")
        let again = try runCLI(["--no-sample", "books", "reopen", "A"])
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.stderr, "showbook: “A” is not closed\n")
        XCTAssertEqual(try counts(), ["A": 0, "B": 4], "reopening brings no copy back")
        let due = jsonLines(try runCLI(["--no-sample", "books", "due", "--json"]).stdout)
        XCTAssertEqual(due.compactMap { $0["term"] as? String }.sorted(), ["물", "집"], "each due word once: \(due)")
    }
}
