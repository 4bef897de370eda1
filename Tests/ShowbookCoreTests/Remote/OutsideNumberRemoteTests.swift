import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// Numbers in HTTP answers that used to trap: a `Retry-After` beyond `Int`, TVmaze seasons
/// whose episode counts overflow when added, TMDB page numbers at `Int.max` and ratings of
/// 1e300. Each is held to its range where the answer is read (`OutsideNumbers`).
final class OutsideNumberRemoteTests: XCTestCase {
    func testA429WithAHugeOrInfiniteRetryAfterIsOneLineNotATrap() throws {
        for value in ["1e300", "inf", "9.3e18", "Infinity", "1e309", "99999999999999999999999"] {
            let h = try RemoteHarness(handler: { _ in .json("{}", status: 429, headers: ["Retry-After": value]) })
            let message = h.failure { try h.tvmaze().search(query: "girls", page: 1, cancellation: Cancellation()) }
            XCTAssertEqual(message, "TVmaze rate limit reached; try again in 86400 s", value)
            XCTAssertEqual(h.sleeps.all, [], "\(value): a wait that long is not waited for")
        }
    }

    func testRetryAfterIsHeldToADayAndNaNOrNegativeIsIgnored() {
        XCTAssertEqual(HTTPClient.parseRetryAfter("1e300"), 86_400)
        XCTAssertEqual(HTTPClient.parseRetryAfter("inf"), 86_400)
        XCTAssertEqual(HTTPClient.parseRetryAfter("9.3e18"), 86_400)
        XCTAssertEqual(HTTPClient.parseRetryAfter("-0"), 0)
        XCTAssertNil(HTTPClient.parseRetryAfter("nan"))
        XCTAssertNil(HTTPClient.parseRetryAfter("-1"))
        XCTAssertNil(HTTPClient.parseRetryAfter("-inf"))
        XCTAssertEqual(RemoteError.rateLimited(retryAfter: .greatestFiniteMagnitude).message(service: "TVmaze", isDetail: false),
                       "TVmaze rate limit reached; try again in 86400 s", "the message itself cannot trap either")
    }

    func testTVmazeSeasonsWhoseEpisodeCountsOverflowStillGiveADetail() throws {
        let json = """
        {"id": 1, "name": "Endless", "status": "Running",
         "_embedded": {"seasons": [
           {"number": 1, "name": "", "episodeOrder": 9223372036854775807},
           {"number": 2, "name": "", "episodeOrder": 9223372036854775807},
           {"number": 9223372036854775807, "name": "", "episodeOrder": 8},
           {"number": -9223372036854775808, "name": "", "episodeOrder": -3}
         ]}}
        """
        let show = try JSONDecoder().decode(TVmaze.Show.self, from: Data(json.utf8))
        let detail = TVmaze.detail(show)
        XCTAssertEqual(detail.seasonList.map(\.episodes), [nil, nil, 8, nil], "counts outside 0…99,999 are dropped")
        XCTAssertEqual(detail.seasonList.map(\.number), [1, 2, 9_999, 0])
        XCTAssertEqual(detail.episodes, 8)
    }

    func testTMDBPagesAndRatingsOutsideTheirRangesAreHeld() throws {
        let json = """
        {"page": 9223372036854775807, "total_pages": 9223372036854775807, "total_results": -5,
         "results": [{"id": 7, "name": "Loud", "vote_average": 1e300, "vote_count": 9223372036854775807}]}
        """
        let response = try TMDB.decoder().decode(TMDB.SearchResponse.self, from: Data(json.utf8))
        let page = TMDB.page(response, isStale: false)
        XCTAssertEqual(page.page, 1_000_000)
        XCTAssertEqual(page.totalPages, 1_000_000)
        XCTAssertEqual(page.totalResults, 0)
        XCTAssertNil(page.items[0].rating, "a rating of 1e300 is no rating")
        XCTAssertEqual(page.items[0].ratingText, "")
    }
}
