import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV

/// Episodes and IMDb ids from TMDB (`/3/tv/{id}/season/{n}`, `/3/tv/{id}/external_ids`) and
/// TVmaze (`/shows/{id}/episodes`, `externals` of the show) against the loopback server, in
/// their documented shapes; answers are cached like every other response.
final class EpisodeProviderTests: XCTestCase {
    static let tmdbSeason = """
    {"_id":"x","air_date":"2008-01-20","name":"Season 1","season_number":1,"episodes":[
      {"air_date":"2008-01-20","episode_number":1,"name":"Pilot","overview":"A diagnosis.","runtime":58,"season_number":1,"id":62085},
      {"air_date":"2008-01-27","episode_number":2,"name":"Cat's in the Bag...","overview":"","runtime":48,"season_number":1,"id":62086},
      {"air_date":null,"episode_number":3,"name":"TBA","overview":null,"runtime":null,"season_number":1,"id":62087}
    ]}
    """

    static let tmdbHandler: LoopbackHTTPServer.Handler = { request in
        guard FakeTMDB.isAuthorized(request) else { return .json(TMDBFixtures.unauthorized, status: 401) }
        switch request.path {
        case "/3/tv/1396/season/1": return .json(tmdbSeason)
        case "/3/tv/1396/external_ids": return .json(#"{"id":1396,"imdb_id":"tt0903747","tvdb_id":81189}"#)
        case "/3/tv/7/external_ids": return .json(#"{"id":7,"imdb_id":null}"#)
        default: return .json(TMDBFixtures.notFound, status: 404)
        }
    }

    static let tvmazeEpisodes = """
    [{"id":1,"name":"Pilot","season":1,"number":1,"airdate":"2012-04-15","airstamp":"2012-04-16T02:30:00+00:00","runtime":30,"summary":"<p>Hannah <b>loses</b> support.</p>"},
     {"id":2,"name":"Vagina Panic","season":1,"number":2,"airdate":"2012-04-22","airstamp":"22 April","runtime":30,"summary":null},
     {"id":3,"name":"It's About Time","season":2,"number":1,"airdate":"2013-01-13","runtime":30,"summary":null},
     {"id":4,"name":"Special","season":1,"number":null,"airdate":"","runtime":null,"summary":null}]
    """

    static let tvmazeHandler: LoopbackHTTPServer.Handler = { request in
        switch request.path {
        case "/shows/139/episodes": return .json(tvmazeEpisodes)
        case "/shows/139": return .json(#"{"id":139,"name":"Girls","externals":{"tvrage":30124,"thetvdb":220411,"imdb":"tt1723816"}}"#)
        default: return .json(#"{"name":"Not Found","status":404}"#, status: 404)
        }
    }

    func testTMDBSeasonEpisodesAndExternalIDs() throws {
        let h = try RemoteHarness(handler: Self.tmdbHandler)
        let provider = h.tmdb()
        let show = Media(id: MediaID("tmdb:1396"), title: "Breaking Bad")
        let episodes = try provider.episodes(of: show, season: 1, cancellation: Cancellation())
        XCTAssertEqual(h.server.requests.last?.path, "/3/tv/1396/season/1")
        XCTAssertEqual(h.server.requests.last?.query["language"], "en-US")
        XCTAssertEqual(episodes.map(\.code), ["S01E01", "S01E02", "S01E03"])
        XCTAssertEqual(episodes[0], Episode(season: 1, number: 1, title: "Pilot", airDate: "2008-01-20", runtime: 58, overview: "A diagnosis."))
        XCTAssertNil(episodes[2].airDate, "a null date is not announced")
        XCTAssertEqual(try provider.imdbID(of: show, cancellation: Cancellation()), "tt0903747")
        XCTAssertNil(try provider.imdbID(of: Media(id: MediaID("tmdb:7"), title: "x"), cancellation: Cancellation()))
        _ = try provider.episodes(of: show, season: 1, cancellation: Cancellation())
        XCTAssertEqual(h.server.requests.filter { $0.path == "/3/tv/1396/season/1" }.count, 1, "the second answer is cached")
        XCTAssertNotNil(h.failure { try provider.episodes(of: show, season: 9, cancellation: Cancellation()) })
    }

    func testTVmazeEpisodesOfOneSeasonAndTheIMDbID() throws {
        let h = try RemoteHarness(handler: Self.tvmazeHandler)
        let provider = h.tvmaze()
        let show = Media(id: MediaID("tvmaze:139"), title: "Girls")
        let first = try provider.episodes(of: show, season: 1, cancellation: Cancellation())
        XCTAssertEqual(first.map(\.title), ["Pilot", "Vagina Panic"], "an episode without a number is left out")
        XCTAssertEqual(first[0].overview, "Hannah loses support.")
        XCTAssertEqual(first.map(\.airStamp), ["2012-04-16T02:30:00+00:00", nil], "an air time that is no ISO 8601 instant is dropped")
        XCTAssertEqual(first[0].airInstant, Date(timeIntervalSince1970: 1_334_543_400))
        XCTAssertEqual(try provider.episodes(of: show, season: 2, cancellation: Cancellation()).map(\.code), ["S02E01"])
        XCTAssertEqual(h.server.requests.filter { $0.path == "/shows/139/episodes" }.count, 1, "one answer serves every season")
        XCTAssertEqual(try provider.imdbID(of: show, cancellation: Cancellation()), "tt1723816")
    }

    func testTheSourceStoresTheSeasonAndTheIdentity() throws {
        let h = try RemoteHarness(handler: Self.tmdbHandler)
        let source = EpisodeSource(provider: h.tmdb(), episodes: EpisodeStore(database: h.database, clock: h.clock),
                                   watched: WatchedStore(database: h.database, clock: h.clock))
        let show = Media(id: MediaID("tmdb:1396"), title: "Breaking Bad")
        _ = try source.fetchSeason(1, of: show, cancellation: Cancellation())
        XCTAssertEqual(try source.episodes.episodes(of: show.id).count, 3)
        XCTAssertEqual(try source.watched.showKey(for: show.id), "imdb:tt0903747")
        XCTAssertTrue(source.canFetch(show.id))
        XCTAssertFalse(source.canFetch(MediaID("tvmaze:1")))
    }
}
