import Foundation
import ShowbookPlatform

/// The parts of TMDB's v3 JSON that Showbook reads, and their mapping into `Media` and
/// `MediaDetail`. Everything but ids and the result list is optional, because TMDB leaves
/// fields null or empty for obscure shows; a missing id or list is an "unexpected response".
package enum TMDB {
    /// `GET /3/search/tv` and `GET /3/tv/popular`.
    package struct SearchResponse: Decodable {
        package var page: Int
        package var totalPages: Int?
        package var totalResults: Int?
        package var results: [Show]
    }

    /// One result row.
    package struct Show: Decodable {
        package var id: Int
        package var name: String?
        package var originalName: String?
        package var overview: String?
        package var firstAirDate: String?
        package var voteAverage: Double?
        package var voteCount: Int?
        package var popularity: Double?
        package var originCountry: [String]?
        package var originalLanguage: String?
        package var genreIds: [Int]?
        package var posterPath: String?
    }

    /// `GET /3/tv/{id}`.
    package struct Detail: Decodable {
        package var id: Int
        package var name: String?
        package var originalName: String?
        package var overview: String?
        package var firstAirDate: String?
        package var lastAirDate: String?
        package var status: String?
        package var networks: [Named]?
        package var genres: [Named]?
        package var numberOfSeasons: Int?
        package var numberOfEpisodes: Int?
        package var seasons: [Season]?
        package var createdBy: [Named]?
        package var originCountry: [String]?
        package var originalLanguage: String?
        package var voteAverage: Double?
        package var voteCount: Int?
        package var posterPath: String?
    }

    /// Networks, genres and creators all carry a name.
    package struct Named: Decodable {
        package var name: String?
    }

    package struct Season: Decodable {
        package var seasonNumber: Int?
        package var name: String?
        package var episodeCount: Int?
        package var airDate: String?
    }

    package static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }

    /// TMDB's TV genre ids (search results carry ids only).
    package static let genreNames: [Int: String] = [
        10759: "Action & Adventure", 16: "Animation", 35: "Comedy", 80: "Crime", 99: "Documentary",
        18: "Drama", 10751: "Family", 10762: "Kids", 9648: "Mystery", 10763: "News", 10764: "Reality",
        10765: "Sci-Fi & Fantasy", 10766: "Soap", 10767: "Talk", 10768: "War & Politics", 37: "Western",
    ]

    package static func media(_ show: Show, imageBase: URL = ImageSettings.defaultTMDBImageBase) -> Media {
        var media = Media(
            id: ProviderKind.tmdb.mediaID(show.id), title: nonEmpty(show.name) ?? nonEmpty(show.originalName) ?? "#\(show.id)",
            originalTitle: show.originalName ?? "", firstYear: year(show.firstAirDate),
            country: (show.originCountry ?? []).joined(separator: ", "), language: show.originalLanguage ?? "",
            genres: (show.genreIds ?? []).compactMap { genreNames[$0] },
            rating: rating(show.voteAverage, count: show.voteCount), overview: show.overview ?? ""
        )
        media.endIsUnknown = true  // search results carry no end date; the detail has it
        media.posterURL = ImageSettings.posterURL(base: imageBase, path: show.posterPath)
        return media
    }

    package static func page(_ response: SearchResponse, isStale: Bool, imageBase: URL = ImageSettings.defaultTMDBImageBase) -> MediaPage {
        let page = OutsideNumbers.clamped(response.page, to: OutsideNumbers.pageNumber) ?? 1
        return MediaPage(
            items: response.results.map { media($0, imageBase: imageBase) }, page: page,
            totalResults: OutsideNumbers.clamped(response.totalResults, to: OutsideNumbers.resultCount) ?? response.results.count,
            totalPages: OutsideNumbers.clamped(response.totalPages, to: OutsideNumbers.pageNumber) ?? page, isStale: isStale
        )
    }

    package static func detail(_ detail: Detail, listed: Media, imageBase: URL = ImageSettings.defaultTMDBImageBase) -> MediaDetail {
        let status = detail.status ?? ""
        let finished = status == "Ended" || status == "Canceled"
        var media = Media(
            id: ProviderKind.tmdb.mediaID(detail.id), title: nonEmpty(detail.name) ?? listed.title,
            originalTitle: detail.originalName ?? listed.originalTitle,
            firstYear: year(detail.firstAirDate) ?? listed.firstYear,
            endYear: finished ? year(detail.lastAirDate) : nil,
            network: names(detail.networks).joined(separator: ", "),
            country: detail.originCountry.map { $0.joined(separator: ", ") } ?? listed.country,
            language: detail.originalLanguage ?? listed.language,
            genres: detail.genres.map(names) ?? listed.genres,
            rating: rating(detail.voteAverage, count: detail.voteCount) ?? listed.rating,
            overview: (detail.overview?.isEmpty ?? true) ? listed.overview : detail.overview ?? ""
        )
        media.posterURL = ImageSettings.posterURL(base: imageBase, path: detail.posterPath) ?? listed.posterURL
        let seasons = (detail.seasons ?? []).map { season in
            SeasonInfo(number: OutsideNumbers.clamped(season.seasonNumber, to: OutsideNumbers.seasonNumber) ?? 0,
                       name: season.name ?? "",
                       episodes: OutsideNumbers.checked(season.episodeCount, in: OutsideNumbers.episodeNumber),
                       airDate: nonEmpty(season.airDate))
        }
        return MediaDetail(
            media: media, status: status.isEmpty ? "Unknown" : status,
            seasons: OutsideNumbers.checked(detail.numberOfSeasons, in: OutsideNumbers.seasonCount),
            episodes: OutsideNumbers.checked(detail.numberOfEpisodes, in: OutsideNumbers.episodeCount), createdBy: names(detail.createdBy),
            lastAirDate: nonEmpty(detail.lastAirDate), seasonList: seasons
        )
    }

    package static func names(_ list: [Named]?) -> [String] {
        (list ?? []).compactMap { nonEmpty($0.name) }
    }

    /// No rating until someone has voted (TMDB reports 0.0 then), and none outside 0…10.
    package static func rating(_ average: Double?, count: Int?) -> Double? {
        guard let average = OutsideNumbers.rating(average), average > 0, (count ?? 1) > 0 else { return nil }
        return average
    }

    /// "2008-01-20" → 2008; "" or nil → nil.
    package static func year(_ date: String?) -> Int? {
        guard let date, date.count >= 4 else { return nil }
        return Int(date.prefix(4))
    }

    package static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
