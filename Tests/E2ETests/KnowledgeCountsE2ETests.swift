import Foundation
import XCTest

/// The knowledge counts through the real binary: three imported words graded Good once each
/// are Learning, not learned — `books show` and `books list` say 3 learning, 0 mature.
final class KnowledgeCountsE2ETests: E2ETestCase {
    func testGoodOnceIsLearningNotMature() throws {
        let url = workDirectory.appendingPathComponent("three.csv")
        try Data(["#separator:Comma", "#deck:Three", "물,water", "집,house", "밥,rice"].joined(separator: "\n").utf8).write(to: url)
        let file = url.path
        let imported = try runCLI(["--no-sample", "books", "import", file])
        XCTAssertEqual(imported.status, 0, imported.stdout + imported.stderr)
        for term in ["물", "집", "밥"] {
            let review = try runCLI(["--no-sample", "books", "review", "Three", term, "good", "--at", "2026-12-01T09:00:00Z"])
            XCTAssertEqual(review.status, 0, review.stderr)
        }
        let shown = try runCLI(["--no-sample", "books", "show", "Three"])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        let lines = shown.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "0 mature · 0 young · 3 learning · 0 new", shown.stdout)
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("Learning\tLearning\t") }, shown.stdout)
        XCTAssertEqual(lines.count, 4, shown.stdout)

        let json = jsonLines(try runCLI(["--no-sample", "books", "show", "Three", "--json"]).stdout)
        XCTAssertEqual(json.compactMap { $0["knowledge"] as? String }, ["learning", "learning", "learning"])
        let list = jsonLines(try runCLI(["--no-sample", "books", "list", "--json"]).stdout)
        let three = try XCTUnwrap(list.first { $0["title"] as? String == "Three" }, "\(list)")
        XCTAssertEqual([three["new"], three["learning"], three["young"], three["mature"]].map { $0 as? Int }, [0, 3, 0, 0])
        let text = try runCLI(["--no-sample", "books", "list"]).stdout
        XCTAssertTrue(text.contains("\tThree\t3 words\t0 mature · 0 young · 3 learning · 0 new\n"), text)
    }
}
