import Foundation
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// A provider with one show, two seasons and dated episodes around the harness's start
/// (Monday 2026-11-30): no network, so the flow tests drive only the features.
struct EpisodeFixtureProvider: MediaProvider {
    static let show: Media = {
        var media = Media(id: ProviderKind.tmdb.mediaID(1396), title: "Breaking Bad", firstYear: 2008, network: "AMC")
        media.endIsUnknown = true
        return media
    }()

    static let episodes: [Episode] = [
        Episode(season: 1, number: 1, title: "Pilot", airDate: "2026-11-20", runtime: 58, overview: "A teacher's diagnosis."),
        Episode(season: 1, number: 2, title: "Cat's in the Bag", airDate: "2026-11-27", runtime: 48),
        Episode(season: 1, number: 3, title: "And the Bag's in the River", airDate: "2026-12-04", runtime: 48),
        Episode(season: 2, number: 1, title: "Seven Thirty-Seven", airDate: "2026-12-11", runtime: 47),
    ]

    var kind: ProviderKind = .tmdb
    var imdb: String? = "tt0903747"
    var attribution: String? { nil }

    func search(query: String, page: Int, cancellation: Cancellation) throws -> MediaPage {
        MediaPage(items: [Self.show], page: 1, totalResults: 1, totalPages: 1)
    }

    func detail(of media: Media, cancellation: Cancellation) throws -> MediaDetail {
        MediaDetail(media: media, status: "Returning Series", seasons: 2, episodes: 4, seasonList: [
            SeasonInfo(number: 1, name: "Season 1", episodes: 3, airDate: "2026-11-20"),
            SeasonInfo(number: 2, name: "Season 2", episodes: 1, airDate: "2026-12-11"),
        ])
    }

    func episodes(of media: Media, season: Int, cancellation: Cancellation) throws -> [Episode] {
        Self.episodes.filter { $0.season == season }
    }

    func imdbID(of media: Media, cancellation: Cancellation) throws -> String? { imdb }
}

extension AppHarness {
    /// A harness whose provider is `EpisodeFixtureProvider`.
    static func withEpisodes(_ provider: EpisodeFixtureProvider = EpisodeFixtureProvider()) throws -> AppHarness {
        try AppHarness(makeProvider: { _, _, _ in provider })
    }

    var episodesLive: Int { container.tracker.liveCount(EpisodesModel.lifecycleKind) }
    var episodesBuilt: Int { container.tracker.builtCount(EpisodesModel.lifecycleKind) }
}
