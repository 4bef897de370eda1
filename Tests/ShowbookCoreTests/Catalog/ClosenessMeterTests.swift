import XCTest
@testable import ShowbookTV

/// The byte-level closeness used to rank approximate matches must agree with
/// `EditDistance.closeness` for every query and key, ASCII or not.
final class ClosenessMeterTests: XCTestCase {
    func testAgreesWithEditDistanceOnEveryPair() {
        let queries = ["the detecctive", "homeland", "home land", "bad", "nght", "x", "", "12 monkeys", "오징어게임",
                       "café", "m*a*s*h", "breakingbad", "steret", "a b c", "Dr Who"]
        let keys = ["the detective", "home and away", "breaking bad", "night shift", "", "...", "12 monkeys",
                    "오징어 게임", "squid game", "cafe society", "m*a*s*h", "mash", "the street", "a", "doctor who",
                    "the  detective  story", "-bad-", "nightly news 2", "Breaking Bad"]
        for query in queries {
            var meter = ClosenessMeter(query: query)
            for key in keys {
                XCTAssertEqual(meter.closeness(to: key), EditDistance.closeness(query, to: key), "“\(query)” against “\(key)”")
            }
        }
    }

    func testReusedBuffersDoNotLeakBetweenKeys() {
        var meter = ClosenessMeter(query: "detective")
        XCTAssertEqual(meter.closeness(to: "a very long title about the detective and more words"), 0)
        XCTAssertEqual(meter.closeness(to: "dtective"), 1)
        XCTAssertEqual(meter.closeness(to: "zz"), EditDistance.closeness("detective", to: "zz"))
    }
}
