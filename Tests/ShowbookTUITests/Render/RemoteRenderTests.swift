import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookPlatform
@testable import ShowbookTV

/// Online results on screen: the provider's credit line, "offline — cached", the seasons list,
/// and an escape sequence in a TMDB title drawn as placeholders instead of reaching the
/// terminal. The rows come from TMDB-shaped JSON through the real decoding and mapping.
final class RemoteRenderTests: XCTestCase {
    static let hostileSearch = """
    {"page": 1, "total_pages": 1, "total_results": 2, "results": [
      {"id": 1, "name": "Bad \\u001b[2J\\u001b]52;c;aGk=\\u0007Detective", "original_name": "Bad \\u001b[2J\\u001b]52;c;aGk=\\u0007Detective",
       "overview": "Over\\u009bview", "first_air_date": "2019-05-01", "genre_ids": [80], "origin_country": ["KR"],
       "original_language": "ko", "vote_average": 7.5, "vote_count": 40, "popularity": 3.5, "poster_path": null},
      {"id": 2, "name": "Calm Show", "original_name": "Calm Show", "overview": "Nothing odd.", "first_air_date": "2020-01-01",
       "genre_ids": [], "origin_country": [], "original_language": "en", "vote_average": 0, "vote_count": 0}
    ]}
    """

    static func provider(kind: ProviderKind = .tmdb, stale: Bool = false) throws -> FixtureProvider {
        let response = try TMDB.decoder().decode(TMDB.SearchResponse.self, from: Data(hostileSearch.utf8))
        return FixtureProvider(kind: kind, page: TMDB.page(response, isStale: stale))
    }

    func testAnEscapeSequenceInARemoteTitleIsNeutralised() throws {
        let h = try AppHarness.forRendering(records: [], provider: try Self.provider())
        h.app.start()
        h.settle()
        let canvas = h.render(width: 80, height: 12)
        let text = canvas.text
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no C0 control reaches the grid")
        XCTAssertFalse(text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        XCTAssertTrue(canvas.lines[2].contains("Bad ␛[2J␛]52;c;aGk=␇Detective"), canvas.lines[2])
        XCTAssertTrue(canvas.lines[3].contains("Over�view"), canvas.lines[3])
    }

    func testTheSearchTabShowsTheCreditLineAndStaleMarker() throws {
        let h = try AppHarness.forRendering(records: [], provider: try Self.provider(stale: true))
        h.app.start()
        h.settle()
        let lines = h.render(width: 100, height: 12).lines
        XCTAssertTrue(lines[1].hasSuffix("2 shows · offline — cached"), lines[1])
        XCTAssertEqual(lines[10], " This product uses the TMDB API but is not endorsed or certified by TMDB.")
        XCTAssertTrue(lines[11].hasPrefix("Enter open"), lines[11])
    }

    func testAnEmptyOnlineListInvitesTyping() throws {
        let h = try AppHarness.forRendering(records: [], provider: FixtureProvider(kind: .tvmaze, page: MediaPage(items: [], page: 1, totalResults: 0, totalPages: 1)))
        h.app.start()
        h.settle()
        let text = h.render(width: 60, height: 12).text
        XCTAssertTrue(text.contains("Type a title to search tvmaze."), text)
        XCTAssertTrue(text.contains("Data from TVmaze.com, licensed CC BY-SA 4.0"), text)
    }

    func testTheDetailListsSeasonsAboveTheCredit() throws {
        var provider = try Self.provider()
        provider.seasons = [SeasonInfo(number: 1, name: "Season 1", episodes: 8, airDate: "2019-05-01"),
                            SeasonInfo(number: 2, name: "", episodes: 1)]
        let h = try AppHarness.forRendering(records: [], provider: provider)
        h.app.start()
        h.settle()
        h.app.handle(.down)
        h.app.handle(.enter)
        h.settle()
        let lines = h.render(width: 90, height: 30).lines
        let seasons = try XCTUnwrap(lines.firstIndex(of: " ▸ Season 1 · 2019 · 8 episodes"), lines.joined(separator: "\n"))
        XCTAssertEqual(lines[seasons + 1], "   Season 2 · 1 episode", "the ▸ marks the selected season only")
        XCTAssertTrue(lines.contains(" This product uses the TMDB API but is not endorsed or certified by TMDB."))
    }
}

/// A provider that answers one fixed page (and a detail built from the row), so render tests
/// need no network.
struct FixtureProvider: MediaProvider {
    var kind: ProviderKind
    var page: MediaPage
    var seasons: [SeasonInfo] = []
    var episodeList: [Episode] = []

    var attribution: String? {
        switch kind {
        case .tmdb: return TMDBProvider.attributionText
        case .tvmaze: return TVmazeProvider.attributionText
        case .offline: return nil
        }
    }

    func search(query: String, page: Int, cancellation: Cancellation) throws -> MediaPage { self.page }

    func detail(of media: Media, cancellation: Cancellation) throws -> MediaDetail {
        MediaDetail(media: media, status: "Returning Series", seasons: seasons.count, seasonList: seasons)
    }

    func episodes(of media: Media, season: Int, cancellation: Cancellation) throws -> [Episode] {
        episodeList.filter { $0.season == season }
    }
}
