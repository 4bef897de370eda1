import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// TMDB against the loopback server: the request it sends, how the answer maps into `Media`
/// and `MediaDetail`, both ways of authenticating, and remote text kept as data.
final class TMDBProviderTests: XCTestCase {
    func testSearchSendsTheDocumentedRequestAndMapsResults() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        let page = try h.tmdb(language: "ko-KR").search(query: " bad ", page: 1, cancellation: Cancellation())

        let request = try XCTUnwrap(h.server.requests.first)
        XCTAssertEqual(request.path, "/3/search/tv")
        XCTAssertEqual(request.query, ["query": "bad", "page": "1", "language": "ko-KR", "include_adult": "false"])
        XCTAssertEqual(request.headers["authorization"], "Bearer " + RemoteHarness.token)

        XCTAssertEqual(page.page, 1)
        XCTAssertEqual(page.totalPages, 1)
        XCTAssertEqual(page.totalResults, 3)
        XCTAssertFalse(page.isStale)
        XCTAssertEqual(page.items.map(\.id), ["tmdb:1396", "tmdb:136311", "tmdb:999001"])
        let first = page.items[0]
        XCTAssertEqual(first.title, "Breaking Bad")
        XCTAssertFalse(first.hasDistinctOriginalTitle)
        XCTAssertEqual(first.firstYear, 2008)
        XCTAssertEqual(first.country, "US")
        XCTAssertEqual(first.language, "en")
        XCTAssertEqual(first.genres, ["Drama", "Crime"])
        XCTAssertEqual(first.rating, 8.9)
        XCTAssertTrue(first.overview.hasPrefix("A chemistry teacher"))
        let unrated = page.items[1]
        XCTAssertNil(unrated.rating, "no votes means no rating, not ★ 0.0")
        XCTAssertEqual(unrated.country, "IE, GB")
        XCTAssertNil(page.items[2].firstYear, "an empty first_air_date is no year")
    }

    func testAnAPIKeyTravelsAsAParameterInstead() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        let page = try h.tmdb(credentials: .apiKey(RemoteHarness.apiKey)).search(query: "bad", page: 2, cancellation: Cancellation())
        XCTAssertEqual(page.items.count, 3)
        let request = try XCTUnwrap(h.server.requests.first)
        XCTAssertEqual(request.query["api_key"], RemoteHarness.apiKey)
        XCTAssertEqual(request.query["page"], "2")
        XCTAssertNil(request.headers["authorization"])
    }

    func testTheEmptyQueryListsPopularShows() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        _ = try h.tmdb().search(query: "", page: 1, cancellation: Cancellation())
        XCTAssertEqual(h.server.requests.first?.path, "/3/tv/popular")
        XCTAssertNil(h.server.requests.first?.query["query"])
    }

    func testDetailIsFetchedFromTheShowEndpoint() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        let provider = h.tmdb()
        let listed = try provider.search(query: "bad", page: 1, cancellation: Cancellation()).items[0]
        let detail = try provider.detail(of: listed, cancellation: Cancellation())

        XCTAssertEqual(h.server.requests.last?.path, "/3/tv/1396")
        XCTAssertEqual(h.server.requests.last?.query["language"], "en-US")
        XCTAssertEqual(detail.status, "Ended")
        XCTAssertEqual(detail.seasons, 5)
        XCTAssertEqual(detail.episodes, 62)
        XCTAssertEqual(detail.createdBy, ["Vince Gilligan"])
        XCTAssertEqual(detail.lastAirDate, "2013-09-29")
        XCTAssertEqual(detail.media.network, "AMC")
        XCTAssertEqual(detail.media.genres, ["Drama", "Crime"])
        XCTAssertEqual(detail.media.yearsText, "2008–2013", "an ended show gets its last year")
        XCTAssertEqual(detail.seasonList.map(\.summary),
                       ["Specials · 2009 · 9 episodes", "Season 1 · 2008 · 7 episodes", "Season 2 · 2009 · 13 episodes"])
    }

    func testAttributionIsTMDBsRequiredLine() {
        let provider = TMDBProvider(credentials: nil, cache: nil, log: .disabled)
        XCTAssertEqual(provider.attribution, "This product uses the TMDB API but is not endorsed or certified by TMDB.")
        XCTAssertEqual(provider.name, "tmdb")
    }

    func testAMissingKeySaysHowToSetOneWithoutCallingTheNetwork() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        let message = h.failure { try h.tmdb(credentials: nil).search(query: "bad", page: 1, cancellation: Cancellation()) }
        XCTAssertTrue(message?.contains("TMDB_ACCESS_TOKEN") ?? false, message ?? "")
        XCTAssertTrue(message?.contains("TMDB_API_KEY") ?? false, message ?? "")
        XCTAssertTrue(message?.contains("showbook/config") ?? false, message ?? "")
        XCTAssertEqual(h.server.requests.count, 0)
    }

    func testEscapeSequencesInTitlesArePassedOnAsDataForTheRendererToNeutralise() throws {
        let h = try RemoteHarness(handler: FakeTMDB.standard)
        let hostile = try h.tmdb().search(query: "bad", page: 1, cancellation: Cancellation()).items[2]
        // The provider neither executes nor silently drops the sequence: it stays data, and
        // the TUI's sanitizer shows it as placeholders (see RemoteRenderTests).
        XCTAssertEqual(hostile.title, "Bad \u{1B}[2JDetective")
        XCTAssertEqual(hostile.originalTitle, "나쁜 \u{1B}]52;c;aGk=\u{07}형사")
        XCTAssertEqual(hostile.overview, "Over\u{9B}view")
    }
}
