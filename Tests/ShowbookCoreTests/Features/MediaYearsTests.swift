import XCTest
@testable import ShowbookTV

/// How a show's years read: ended, running, or unknown (TMDB search rows).
final class MediaYearsTests: XCTestCase {
    func testYearsText() throws {
        XCTAssertEqual(Media(id: "a", title: "A", firstYear: 2008, endYear: 2013).yearsText, "2008–2013")
        XCTAssertEqual(Media(id: "b", title: "B", firstYear: 2021).yearsText, "2021–", "running")
        var unknown = Media(id: "c", title: "C", firstYear: 2008)
        unknown.endIsUnknown = true
        XCTAssertEqual(unknown.yearsText, "2008", "no claim that it is still running")
        // Saved shows stored before the field existed still decode.
        let old = #"{"id":"x","title":"X","originalTitle":"X","network":"","country":"","language":"","genres":[],"overview":""}"#
        XCTAssertEqual(try JSONDecoder().decode(Media.self, from: Data(old.utf8)).title, "X")
    }
}
