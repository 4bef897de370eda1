import Foundation
import XCTest

/// `books show` prints a word's example with its translation under the word's row, so the
/// command line shows what the card's back shows.
final class BookShowTranslationE2ETests: E2ETestCase {
    func testTheExampleAndItsTranslationArePrinted() throws {
        let file = workDirectory.appendingPathComponent("korean.json")
        let json = #"""
        {"book": "Meals", "format": "showbook-words", "version": 1, "words": [
          {"term": "먹다", "reading": "meokda", "meaning": "to eat", "example": "밥 먹으러 가요.",
           "example_translation": "I'm going to eat."},
          {"term": "물", "reading": "mul", "meaning": "water", "example": ""}
        ]}
        """#
        try Data(json.utf8).write(to: file)
        let imported = try runCLI(["--no-sample", "books", "import", file.path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let shown = try runCLI(["books", "show", "Meals"])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        let lines = shown.stdout.split(separator: "\n").map(String.init)
        let row = try XCTUnwrap(lines.firstIndex { $0.contains("\t먹다\t") }, shown.stdout)
        XCTAssertEqual(lines.dropFirst(row + 1).first, "  밥 먹으러 가요. — I'm going to eat.", shown.stdout)
        XCTAssertEqual(lines.count, 4, "the counts, two words and one example: a word without a translation has no such line: \(shown.stdout)")
    }
}
