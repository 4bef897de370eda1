import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV

/// TVmaze against the loopback server: single-page search, the HTML summary as text, and the
/// detail with embedded seasons.
final class TVmazeProviderTests: XCTestCase {
    static let handler: LoopbackHTTPServer.Handler = { request in
        switch request.path {
        case "/search/shows": return .json(TVmazeFixtures.searchGirls)
        case "/shows/139": return .json(TVmazeFixtures.showGirlsWithSeasons)
        default: return .json(#"{"name":"Not Found","message":"","code":0,"status":404}"#, status: 404)
        }
    }

    func testSearchIsOnePageOfShows() throws {
        let h = try RemoteHarness(handler: Self.handler)
        let page = try h.tvmaze().search(query: "girls", page: 1, cancellation: Cancellation())
        XCTAssertEqual(h.server.requests.first?.path, "/search/shows")
        XCTAssertEqual(h.server.requests.first?.query, ["q": "girls"])
        XCTAssertEqual(page.items.map(\.id), ["tvmaze:139", "tvmaze:41734"])
        XCTAssertEqual(page.totalPages, 1)
        XCTAssertFalse(page.hasMore)
        let girls = page.items[0]
        XCTAssertEqual(girls.yearsText, "2012–2017")
        XCTAssertEqual(girls.network, "HBO")
        XCTAssertEqual(girls.country, "US")
        XCTAssertEqual(girls.genres, ["Drama", "Romance"])
        XCTAssertEqual(girls.rating, 6.5)
        let streaming = page.items[1]
        XCTAssertEqual(streaming.network, "Peacock", "a web channel stands in for a network")
        XCTAssertNil(streaming.rating)
        XCTAssertEqual(streaming.overview, "")
    }

    func testTheHTMLSummaryBecomesText() throws {
        let h = try RemoteHarness(handler: Self.handler)
        let girls = try h.tvmaze().search(query: "girls", page: 1, cancellation: Cancellation()).items[0]
        XCTAssertEqual(
            girls.overview,
            "This comedy follows four friends in New York & their \"adult\" lives.\nIt's\u{A0}funny.\n\nSecond\u{A0}paragraph.",
            "a no-break space stays one, as a browser shows it"
        )
    }

    func testNoSecondPageAndNoBrowseRequest() throws {
        let h = try RemoteHarness(handler: Self.handler)
        let provider = h.tvmaze()
        XCTAssertEqual(try provider.search(query: "girls", page: 2, cancellation: Cancellation()).items, [])
        XCTAssertEqual(try provider.search(query: "  ", page: 1, cancellation: Cancellation()).items, [])
        XCTAssertEqual(h.server.requests.count, 0)
    }

    func testDetailEmbedsSeasons() throws {
        let h = try RemoteHarness(handler: Self.handler)
        let provider = h.tvmaze()
        let girls = try provider.search(query: "girls", page: 1, cancellation: Cancellation()).items[0]
        let detail = try provider.detail(of: girls, cancellation: Cancellation())
        XCTAssertEqual(h.server.requests.last?.path, "/shows/139")
        XCTAssertEqual(h.server.requests.last?.query, ["embed": "seasons"])
        XCTAssertEqual(detail.status, "Ended")
        XCTAssertEqual(detail.seasons, 3)
        XCTAssertEqual(detail.episodes, 32)
        XCTAssertEqual(detail.lastAirDate, "2017-04-16")
        XCTAssertEqual(detail.seasonList.first?.summary, "Season 1 · 2012 · 10 episodes")
        XCTAssertEqual(detail.media.overview, "This comedy follows four friends.")
        XCTAssertEqual(provider.attribution, "Data from TVmaze.com, licensed CC BY-SA 4.0")
    }

    func testAMissingShowIsNotFound() throws {
        let h = try RemoteHarness(handler: Self.handler)
        let message = h.failure { try h.tvmaze().detail(of: Media(id: "tvmaze:5", title: "Gone"), cancellation: Cancellation()) }
        XCTAssertEqual(message, "show not found")
    }
}
