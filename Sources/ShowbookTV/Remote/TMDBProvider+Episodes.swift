import Foundation
import ShowbookPlatform

/// A TMDB season's episodes (`/3/tv/{id}/season/{n}`) and the show's IMDb id
/// (`/3/tv/{id}/external_ids`), fetched through the same cache and error handling as search.
extension TMDBProvider {
    public func episodes(of media: Media, season: Int, cancellation: Cancellation) throws -> [Episode] {
        try cancellation.check()
        guard let id = Self.tmdbID(media.id) else { throw MediaError("show not found") }
        let request = try authorizedRequest(HTTPRequest(path: "/3/tv/\(id)/season/\(season)", parameters: ["language": language],
                                                        isDetail: true))
        let decoder = TMDB.decoder()
        let (answer, _) = try fetcher.fetch(request, cancellation: cancellation) { data in
            try decoder.decode(TMDBSeason.self, from: data)
        }
        return (answer.episodes ?? []).compactMap { episode in
            guard let number = OutsideNumbers.checked(episode.episodeNumber, in: OutsideNumbers.episodeNumber) else { return nil }
            return Episode(season: OutsideNumbers.checked(episode.seasonNumber, in: OutsideNumbers.seasonNumber) ?? season,
                           number: number, title: episode.name ?? "", airDate: TMDB.nonEmpty(episode.airDate),
                           runtime: OutsideNumbers.checked(episode.runtime, in: OutsideNumbers.runtimeMinutes), overview: episode.overview ?? "")
        }
    }

    public func imdbID(of media: Media, cancellation: Cancellation) throws -> String? {
        try cancellation.check()
        guard let id = Self.tmdbID(media.id) else { return nil }
        let request = try authorizedRequest(HTTPRequest(path: "/3/tv/\(id)/external_ids", parameters: [:], isDetail: true))
        let (answer, _) = try fetcher.fetch(request, cancellation: cancellation) { data in
            try TMDB.decoder().decode(TMDBExternalIDs.self, from: data)
        }
        return TMDB.nonEmpty(answer.imdbId)
    }
}

/// `GET /3/tv/{id}/season/{n}`: the season with its episodes.
package struct TMDBSeason: Decodable {
    package var episodes: [Episode]?

    package struct Episode: Decodable {
        package var episodeNumber: Int?
        package var seasonNumber: Int?
        package var name: String?
        package var airDate: String?
        package var runtime: Int?
        package var overview: String?
    }
}

/// `GET /3/tv/{id}/external_ids`: the show's ids elsewhere.
package struct TMDBExternalIDs: Decodable {
    package var imdbId: String?
}
