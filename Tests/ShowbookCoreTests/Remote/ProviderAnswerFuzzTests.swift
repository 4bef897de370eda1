import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// Seeded TMDB and TVmaze answers, made from real-shaped samples by `CLIFuzz.mutatedJSON`
/// (values swapped for extreme numbers, wrong types and odd text, keys renamed, bytes mutated):
/// decoded and mapped directly, and served by a loopback server to the providers themselves.
/// Nothing traps; an answer is either refused with one line or gives shows, details and
/// episodes whose numbers lie within the ranges `OutsideNumbers` documents.
final class ProviderAnswerFuzzTests: XCTestCase {
    static let tmdbSeason = """
    {"_id": "x", "air_date": "2008-01-20", "name": "Season 1", "season_number": 1, "episodes": [
      {"air_date": "2008-01-20", "episode_number": 1, "name": "Pilot", "overview": "A teacher.", "runtime": 58, "season_number": 1, "vote_average": 8.2},
      {"air_date": "2008-01-27", "episode_number": 2, "name": "Cat's in the Bag...", "overview": "", "runtime": 48, "season_number": 1}
    ]}
    """
    static let tvmazeEpisodes = """
    [{"id": 11, "name": "Pilot", "season": 1, "number": 1, "airdate": "2012-04-15", "runtime": 30, "summary": "<p>Hannah <b>moves</b>.</p>"},
     {"id": 12, "name": "Vagina Panic", "season": 1, "number": 2, "airdate": "2012-04-22", "runtime": 30, "summary": null},
     {"id": 13, "name": "Special", "season": 0, "number": null, "airdate": "", "runtime": null, "summary": "&amp; <"}]
    """

    private func checkPage(_ page: MediaPage, _ label: String) {
        XCTAssertTrue(OutsideNumbers.pageNumber.contains(page.page) && OutsideNumbers.pageNumber.contains(page.totalPages), label)
        XCTAssertTrue(OutsideNumbers.resultCount.contains(page.totalResults), label)
        page.items.forEach { checkMedia($0, label) }
    }

    private func checkMedia(_ media: Media, _ label: String) {
        if let rating = media.rating { XCTAssertTrue(OutsideNumbers.rating.contains(rating), label) }
        XCTAssertFalse(media.title.isEmpty, label)
    }

    private func checkDetail(_ detail: MediaDetail, _ label: String) {
        checkMedia(detail.media, label)
        for season in detail.seasonList {
            XCTAssertTrue(OutsideNumbers.seasonNumber.contains(season.number), label)
            if let episodes = season.episodes { XCTAssertTrue(OutsideNumbers.episodeNumber.contains(episodes), label) }
        }
        if let seasons = detail.seasons { XCTAssertTrue(OutsideNumbers.seasonCount.contains(seasons), label) }
        if let episodes = detail.episodes { XCTAssertTrue(OutsideNumbers.episodeCount.contains(episodes), label) }
    }

    private func checkEpisodes(_ episodes: [Episode], _ label: String) {
        for episode in episodes {
            XCTAssertTrue(OutsideNumbers.seasonNumber.contains(episode.season), label)
            XCTAssertTrue(OutsideNumbers.episodeNumber.contains(episode.number), label)
            if let runtime = episode.runtime { XCTAssertTrue(OutsideNumbers.runtimeMinutes.contains(runtime), label) }
        }
    }

    func testMutatedAnswersDecodeToSaneValuesOrNothing() {
        let samples = [TMDBFixtures.searchBad, TMDBFixtures.detailBreakingBad, TVmazeFixtures.searchGirls, TVmazeFixtures.showGirlsWithSeasons]
        var decoded = 0
        FuzzRun.cases("provider-json", seed: 0x7D_B5_0A, count: 2_000) { random, index in
            let kind = index % samples.count
            let data = Data(CLIFuzz.mutatedJSON(samples[kind], using: &random))
            let label = FuzzRun.describe("provider-json", seed: 0x7D_B5_0A, index: index)
            switch kind {
            case 0:
                guard let response = try? TMDB.decoder().decode(TMDB.SearchResponse.self, from: data) else { return }
                checkPage(TMDB.page(response, isStale: false), label)
            case 1:
                guard let detail = try? TMDB.decoder().decode(TMDB.Detail.self, from: data) else { return }
                checkDetail(TMDB.detail(detail, listed: Media(id: MediaID("tmdb:1"), title: "Listed")), label)
            case 2:
                guard let hits = try? JSONDecoder().decode([TVmaze.SearchHit].self, from: data) else { return }
                hits.forEach { checkMedia(TVmaze.media($0.show), label) }
            default:
                guard let show = try? JSONDecoder().decode(TVmaze.Show.self, from: data) else { return }
                checkDetail(TVmaze.detail(show), label)
            }
            decoded += 1
        }
        if ProcessInfo.processInfo.environment["SHOWBOOK_FUZZ_CASE"] == nil {
            XCTAssertGreaterThan(decoded, 200, "enough answers decode for the mapping to be checked")
        }
    }

    /// The answer the loopback server gives next.
    private final class NextAnswer: @unchecked Sendable {
        private let lock = NSLock()
        private var body = Data()
        func set(_ data: Data) { lock.withLock { body = data } }
        var current: Data { lock.withLock { body } }
    }

    func testMutatedAnswersThroughTheProvidersGiveSaneValuesOrOneLine() throws {
        let next = NextAnswer()
        let harness = try RemoteHarness { _ in .respond(status: 200, headers: ["Content-Type": "application/json"], body: next.current) }
        let tmdb = harness.tmdb()
        let tvmaze = harness.tvmaze()
        let samples = [TMDBFixtures.searchBad, TMDBFixtures.detailBreakingBad, Self.tmdbSeason,
                       TVmazeFixtures.searchGirls, TVmazeFixtures.showGirlsWithSeasons, Self.tvmazeEpisodes]
        try FuzzRun.cases("provider-http", seed: 0x7D_B5_0B, count: 240) { random, index in
            let kind = index % samples.count
            next.set(Data(CLIFuzz.mutatedJSON(samples[kind], using: &random)))
            let label = FuzzRun.describe("provider-http", seed: 0x7D_B5_0B, index: index)
            // A new query or show each case, so no answer comes from the cache.
            let tmdbShow = Media(id: MediaID("tmdb:\(index + 1)"), title: "Show")
            let tvmazeShow = Media(id: MediaID("tvmaze:\(index + 1)"), title: "Show")
            do {
                switch kind {
                case 0: checkPage(try tmdb.search(query: "q\(index)", page: 1, cancellation: Cancellation()), label)
                case 1: checkDetail(try tmdb.detail(of: tmdbShow, cancellation: Cancellation()), label)
                case 2: checkEpisodes(try tmdb.episodes(of: tmdbShow, season: 1, cancellation: Cancellation()), label)
                case 3: checkPage(try tvmaze.search(query: "q\(index)", page: 1, cancellation: Cancellation()), label)
                case 4: checkDetail(try tvmaze.detail(of: tvmazeShow, cancellation: Cancellation()), label)
                default: checkEpisodes(try tvmaze.episodes(of: tvmazeShow, season: 1, cancellation: Cancellation()), label)
                }
            } catch let error as MediaError {
                XCTAssertFalse(error.message.isEmpty || error.message.contains("\n"), "\(label): \(error.message.debugDescription)")
                XCTAssertFalse(error.message.contains(RemoteHarness.token), label)
            }
        }
    }
}
