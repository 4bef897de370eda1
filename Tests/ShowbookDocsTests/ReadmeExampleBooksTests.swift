import Foundation
@testable import ShowbookWords
import XCTest

/// The README's command examples that name an existing book (`books export`, `anki push`)
/// name the one a new user has — the sample book — so they work as typed on a first run; and
/// the export it shows is that book's.
final class ReadmeExampleBooksTests: XCTestCase {
    func testExamplesNameTheSampleBook() throws {
        let readme = try String(contentsOf: DocsAreCurrentTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"showbook (?:books export|books show|anki push) "([^"]+)""#)
        let matches = pattern.matches(in: readme, range: NSRange(readme.startIndex..., in: readme))
        XCTAssertGreaterThan(matches.count, 5, "the examples were found")
        for match in matches {
            let name = try XCTUnwrap(Range(match.range(at: 1), in: readme).map { String(readme[$0]) })
            XCTAssertEqual(name, SampleBook.title, "an example names a book a new user does not have")
        }
        XCTAssertTrue(readme.contains("#deck:\(SampleBook.title)\n"), "the export shown is the sample book's")
        XCTAssertFalse(readme.contains("Korean basics"))
    }
}
