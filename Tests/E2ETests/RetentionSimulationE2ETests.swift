import Foundation
import XCTest

/// `books retention BOOK --simulate` through the real binary: a line per retention with its
/// reviews and minutes a day, the same figures for the same seed and time, and JSON lines
/// whose reviews a day never fall as retention rises.
final class RetentionSimulationE2ETests: E2ETestCase {
    func testSimulationShowsWhatEachRetentionCosts() throws {
        for (term, at) in [("사랑", "2026-11-01T09:00:00Z"), ("사랑", "2026-11-01T09:10:00Z"), ("물", "2026-11-10T09:00:00Z")] {
            let review = try runCLI(["books", "review", "1", term, "good", "--at", at])
            XCTAssertEqual(review.status, 0, review.stderr)
        }
        let arguments = ["books", "retention", "1", "--simulate", "--at", "2026-12-01T09:00:00Z", "--seed", "4"]
        let text = try runCLI(arguments)
        XCTAssertEqual(text.status, 0, text.stderr)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Everyday Korean (sample): desired retention 0.9 (default)", text.stdout)
        XCTAssertEqual(lines.filter { $0.contains(" reviews, ") && $0.contains(" min a day") }.map { String($0.prefix(5)) },
                       ["0.80:", "0.85:", "0.90:", "0.95:"], text.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("0.90:") && $0.hasSuffix("(current)") }, text.stdout)
        XCTAssertEqual(try runCLI(arguments).stdout, text.stdout, "the same seed and time give the same figures")

        let json = jsonLines(try runCLI(arguments + ["--json"]).stdout)
        XCTAssertEqual(json.compactMap { $0["retention"] as? Double }, [0.8, 0.85, 0.9, 0.95])
        XCTAssertEqual(json.compactMap { $0["current"] as? Bool }, [false, false, true, false])
        let reviews = json.compactMap { $0["reviews_per_day"] as? Double }
        XCTAssertEqual(reviews.count, 4)
        XCTAssertEqual(reviews, reviews.sorted(), "higher retention never costs fewer reviews")
        XCTAssertTrue(json.allSatisfy { ($0["minutes_per_day"] as? Double ?? -1) >= 0 && $0["days"] as? Int == 365 })

        // A book's own retention is the current one and joins the list.
        XCTAssertEqual(try runCLI(["books", "retention", "1", "0.87"]).status, 0)
        let own = jsonLines(try runCLI(arguments + ["--json"]).stdout)
        XCTAssertEqual(own.compactMap { $0["retention"] as? Double }, [0.8, 0.85, 0.87, 0.9, 0.95])
        XCTAssertEqual(own.first { $0["current"] as? Bool == true }?["retention"] as? Double, 0.87)
    }
}
