import Foundation

/// The parts of TVmaze's JSON that Showbook reads, and their mapping into `Media` and
/// `MediaDetail`. TVmaze's summary is HTML, turned into text by `HTMLText`.
enum TVmaze {
    /// One element of `GET /search/shows?q=`.
    struct SearchHit: Decodable {
        var score: Double?
        var show: Show
    }

    /// A show, as search returns it and as `GET /shows/{id}?embed=seasons` returns it (with
    /// `_embedded.seasons`).
    struct Show: Decodable {
        var id: Int
        var name: String?
        var language: String?
        var genres: [String]?
        var status: String?
        var premiered: String?
        var ended: String?
        var rating: Rating?
        var network: Channel?
        var webChannel: Channel?
        var summary: String?
        var image: Image?
        var embedded: Embedded?
        var externals: Externals?

        enum CodingKeys: String, CodingKey {
            case id, name, language, genres, status, premiered, ended, rating, network, webChannel, summary, image, externals
            case embedded = "_embedded"
        }
    }

    /// The show's ids elsewhere; `imdb` is "tt0903747" or null.
    struct Externals: Decodable {
        var imdb: String?
    }

    /// One element of `GET /shows/{id}/episodes`.
    struct EpisodeItem: Decodable {
        var season: Int?
        var number: Int?
        var name: String?
        var airdate: String?
        var runtime: Int?
        var summary: String?
    }

    /// A show's pictures; `medium` is a 210×295 poster.
    struct Image: Decodable {
        var medium: String?
    }

    struct Rating: Decodable {
        var average: Double?
    }

    /// A broadcast network or a streaming "web channel".
    struct Channel: Decodable {
        var name: String?
        var country: Country?
    }

    struct Country: Decodable {
        var name: String?
        var code: String?
    }

    struct Embedded: Decodable {
        var seasons: [Season]?
    }

    struct Season: Decodable {
        var number: Int?
        var name: String?
        var episodeOrder: Int?
        var premiereDate: String?
    }

    static func media(_ show: Show) -> Media {
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
    static func posterURL(_ text: String?) -> URL? {
        guard let text, let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host != nil else { return nil }
        return url
    }

    static func detail(_ show: Show) -> MediaDetail {
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
