import Foundation
import ShowbookPlatform

/// The parts of TVmaze's JSON that Showbook reads, and their mapping into `Media` and
/// `MediaDetail`. TVmaze's summary is HTML, turned into text by `HTMLText`.
package enum TVmaze {
    /// One element of `GET /search/shows?q=`.
    package struct SearchHit: Decodable {
        package var score: Double?
        package var show: Show
    }

    /// A show, as search returns it and as `GET /shows/{id}?embed=seasons` returns it (with
    /// `_embedded.seasons`).
    package struct Show: Decodable {
        package var id: Int
        package var name: String?
        package var language: String?
        package var genres: [String]?
        package var status: String?
        package var premiered: String?
        package var ended: String?
        package var rating: Rating?
        package var network: Channel?
        package var webChannel: Channel?
        package var summary: String?
        package var image: Image?
        package var embedded: Embedded?
        package var externals: Externals?

        package enum CodingKeys: String, CodingKey {
            case id, name, language, genres, status, premiered, ended, rating, network, webChannel, summary, image, externals
            case embedded = "_embedded"
        }
    }

    /// The show's ids elsewhere; `imdb` is "tt0903747" or null.
    package struct Externals: Decodable {
        package var imdb: String?
    }

    /// One element of `GET /shows/{id}/episodes`.
    package struct EpisodeItem: Decodable {
        package var season: Int?
        package var number: Int?
        package var name: String?
        package var airdate: String?
        /// The air time with its offset, "2026-12-11T21:00:00-05:00" (absent for date-only shows).
        package var airstamp: String?
        package var runtime: Int?
        package var summary: String?
    }

    /// A show's pictures; `medium` is a 210×295 poster.
    package struct Image: Decodable {
        package var medium: String?
    }

    package struct Rating: Decodable {
        package var average: Double?
    }

    /// A broadcast network or a streaming "web channel".
    package struct Channel: Decodable {
        package var name: String?
        package var country: Country?
    }

    package struct Country: Decodable {
        package var name: String?
        package var code: String?
    }

    package struct Embedded: Decodable {
        package var seasons: [Season]?
    }

    package struct Season: Decodable {
        package var number: Int?
        package var name: String?
        package var episodeOrder: Int?
        package var premiereDate: String?
    }

    package static func media(_ show: Show) -> Media {
        let channel = show.network ?? show.webChannel
        var media = Media(
            id: ProviderKind.tvmaze.mediaID(show.id), title: TMDB.nonEmpty(show.name) ?? "#\(show.id)", firstYear: TMDB.year(show.premiered),
            endYear: TMDB.year(show.ended), network: channel?.name ?? "", country: channel?.country?.code ?? "",
            language: show.language ?? "", genres: show.genres ?? [], rating: OutsideNumbers.rating(show.rating?.average),
            overview: HTMLText.plainText(show.summary ?? "")
        )
        media.posterURL = posterURL(show.image?.medium)
        return media
    }

    /// An http(s) image address, or nil.
    package static func posterURL(_ text: String?) -> URL? {
        guard let text, let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host != nil else { return nil }
        return url
    }

    package static func detail(_ show: Show) -> MediaDetail {
        let seasons = (show.embedded?.seasons ?? []).map { season in
            SeasonInfo(number: OutsideNumbers.clamped(season.number, to: OutsideNumbers.seasonNumber) ?? 0,
                       name: season.name ?? "",
                       episodes: OutsideNumbers.checked(season.episodeOrder, in: OutsideNumbers.episodeNumber),
                       airDate: TMDB.nonEmpty(season.premiereDate))
        }
        let counted = seasons.compactMap(\.episodes)
        return MediaDetail(
            media: media(show), status: TMDB.nonEmpty(show.status) ?? "Unknown",
            seasons: seasons.isEmpty ? nil : seasons.count,
            episodes: counted.isEmpty ? nil : OutsideNumbers.sum(counted),
            lastAirDate: TMDB.nonEmpty(show.ended), seasonList: seasons
        )
    }
}
