import Foundation
import ShowbookPlatform

/// TVmaze's episodes (`/shows/{id}/episodes`, every season at once, cached as one answer) and
/// the show's IMDb id from the `externals` of the detail answer (the same cached request).
extension TVmazeProvider {
    public func episodes(of media: Media, season: Int, cancellation: Cancellation) throws -> [Episode] {
        try cancellation.check()
        guard let id = ProviderKind.tvmaze.number(of: media.id) else { throw MediaError("show not found") }
        let request = HTTPRequest(path: "/shows/\(id)/episodes", parameters: [:], isDetail: true)
        let (items, _) = try fetcher.fetch(request, cancellation: cancellation) { data in
            try JSONDecoder().decode([TVmaze.EpisodeItem].self, from: data)
        }
        return items.compactMap { item in
            guard item.season == season,
                  let number = OutsideNumbers.checked(item.number, in: OutsideNumbers.episodeNumber) else { return nil }
            return Episode(season: season, number: number, title: item.name ?? "", airDate: TMDB.nonEmpty(item.airdate),
                           runtime: OutsideNumbers.checked(item.runtime, in: OutsideNumbers.runtimeMinutes), overview: HTMLText.plainText(item.summary ?? ""),
                           airStamp: TMDB.nonEmpty(item.airstamp).flatMap { Episode.instant($0) == nil ? nil : $0 })
        }.sorted { $0.number < $1.number }
    }

    public func imdbID(of media: Media, cancellation: Cancellation) throws -> String? {
        try cancellation.check()
        guard let id = ProviderKind.tvmaze.number(of: media.id) else { return nil }
        let request = HTTPRequest(path: "/shows/\(id)", parameters: ["embed": "seasons"], isDetail: true)
        let (show, _) = try fetcher.fetch(request, cancellation: cancellation) { data in
            try JSONDecoder().decode(TVmaze.Show.self, from: data)
        }
        return TMDB.nonEmpty(show.externals?.imdb)
    }
}
