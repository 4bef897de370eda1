import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform

/// An answer whose headers are too large is called that, not "network unreachable": the server
/// was reached and answered, only its head was refused.
final class HeaderSizeTests: XCTestCase {
    func testManyHeadersOverTheLimitAreReportedAsSuch() throws {
        var headers: [String: String] = [:]
        for number in 0..<1_200 { headers["X-Padding-\(number)"] = String(repeating: "p", count: 1_000) }
        let padded = headers
        let h = try RemoteHarness(handler: { _ in .json(TMDBFixtures.searchBad, headers: padded) })
        let message = h.failure { try h.tmdb().search(query: "bad", page: 1, cancellation: Cancellation()) }
        XCTAssertEqual(message, "response headers too large")
    }

    func testOneHugeHeaderIsReportedAsSuch() throws {
        let huge = ["X-Huge": String(repeating: "h", count: 1_100_000)]
        let h = try RemoteHarness(handler: { _ in .json(TMDBFixtures.searchBad, headers: huge) })
        let message = h.failure { try h.tmdb().search(query: "bad", page: 1, cancellation: Cancellation()) }
        XCTAssertEqual(message, "response headers too large")
    }

    func testOrdinaryHeadersStillPass() throws {
        let h = try RemoteHarness(handler: { _ in .json(TMDBFixtures.searchBad, headers: ["X-Small": "yes"]) })
        XCTAssertEqual(try h.tmdb().search(query: "bad", page: 1, cancellation: Cancellation()).items.count, 3)
    }
}
