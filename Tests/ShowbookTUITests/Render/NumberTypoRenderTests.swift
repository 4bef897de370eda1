import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI

/// `reply 1998` matches nothing, but three shows differ from it only in the year: the empty
/// list says which: each differs in one digit, so the nearest year comes first.
final class NumberTypoRenderTests: XCTestCase {
    static let records = [
        CatalogFixtures.koreanDrama("1", "Reply 1988", "응답하라 1988", year: 2015),
        CatalogFixtures.koreanDrama("2", "Reply 1994", "응답하라 1994", year: 2013),
        CatalogFixtures.koreanDrama("3", "Reply 1997", "응답하라 1997", year: 2012),
        CatalogFixtures.koreanDrama("4", "Squid Game", "오징어 게임", year: 2021),
    ]

    func testTheEmptyListSuggestsTheTitlesThatDifferInDigits() throws {
        let h = try AppHarness.forRendering(records: Self.records)
        h.app.start()
        h.settle()
        h.type("reply 1998")
        h.advance(0.5)
        h.settle()
        let text = h.render(width: 80, height: 12).text
        XCTAssertTrue(text.contains("No shows match “reply 1998”."), text)
        XCTAssertTrue(text.contains("Did you mean Reply 1997, Reply 1994 or Reply 1988?"), text)
    }

    func testNoSuggestionWhenNoTitleIsThatClose() throws {
        let h = try AppHarness.forRendering(records: Self.records)
        h.app.start()
        h.settle()
        h.type("reply 2525")
        h.advance(0.5)
        h.settle()
        let text = h.render(width: 80, height: 12).text
        XCTAssertTrue(text.contains("No shows match “reply 2525”."), text)
        XCTAssertFalse(text.contains("Did you mean"), text)
    }
}
