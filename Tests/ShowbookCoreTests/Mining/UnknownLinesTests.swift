import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// The i+1 counts counted again as words become known: a line that held a word made Known and
/// one other unknown word becomes the other's i+1 line; before anything more is known the counts
/// are those mining gave (`OneWordAway`).
final class UnknownLinesTests: XCTestCase {
    func token(_ term: String) -> MinedToken { MinedToken(term: term, surface: term) }

    func testCountsMatchMiningsThenFollowWhatBecomesKnown() {
        let lines = [["garden", "grow"], ["garden"], ["garden", "garden"], ["station"], ["boat", "harbour", "cold"]].map { $0.map(token) }
        let unknown = UnknownLines(lines: lines, known: ["station"])
        XCTAssertEqual(unknown.counts(alsoKnowing: []), OneWordAway(lines: lines, known: ["station"]).counts)
        XCTAssertEqual(unknown.counts(alsoKnowing: []), ["garden": 2])
        XCTAssertEqual(unknown.counts(alsoKnowing: ["garden"]), ["grow": 1])
        XCTAssertEqual(unknown.counts(alsoKnowing: ["garden", "boat"]), ["grow": 1])
        XCTAssertEqual(unknown.counts(alsoKnowing: ["garden", "boat", "cold"]), ["grow": 1, "harbour": 1])
        var joined = unknown
        joined.append(UnknownLines(lines: [[token("grow")]], known: []))
        XCTAssertEqual(joined.counts(alsoKnowing: ["garden"]), ["grow": 2])
        XCTAssertTrue(UnknownLines(lines: [[token("station")]], known: ["station"]).isEmpty)
    }
}
