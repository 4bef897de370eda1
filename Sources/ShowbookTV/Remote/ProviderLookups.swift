import Foundation
import ShowbookPlatform

/// TVmaze's lookup by another site's id (`/lookup/shows?thetvdb=` or `?imdb=`; TVmaze answers
/// with a redirect to the show, or 404 when it knows none), for a history import. The show's
/// IMDb id comes from its `externals`.
extension TVmazeProvider: ExternalShowLookup {
    public func show(tvdb: Int, cancellation: Cancellation) throws -> ExternalShow? {
        try lookup(["thetvdb": String(tvdb)], cancellation: cancellation)
    }

    public func show(imdb: String, cancellation: Cancellation) throws -> ExternalShow? {
        try lookup(["imdb": imdb], cancellation: cancellation)
    }

    private func lookup(_ parameters: [String: String], cancellation: Cancellation) throws -> ExternalShow? {
        try cancellation.check()
        let request = HTTPRequest(path: "/lookup/shows", parameters: parameters, isDetail: true)
        let show: TVmaze.Show
        do {
            show = try fetcher.fetch(request, cancellation: cancellation) { try JSONDecoder().decode(TVmaze.Show.self, from: $0) }.value
        } catch let error as MediaError where error.message == RemoteError.status(404).message(service: fetcher.service, isDetail: true) {
            return nil
        }
        return ExternalShow(media: TVmaze.media(show), imdbID: TMDB.nonEmpty(show.externals?.imdb))
    }
}

/// TMDB's `find/{id}?external_source=tvdb_id|imdb_id`: the first of its `tv_results`, for a
/// history import; the IMDb id is the one asked by, when it was asked by one.
extension TMDBProvider: ExternalShowLookup {
    public func show(tvdb: Int, cancellation: Cancellation) throws -> ExternalShow? {
        try find(String(tvdb), source: "tvdb_id", imdb: nil, cancellation: cancellation)
    }

    public func show(imdb: String, cancellation: Cancellation) throws -> ExternalShow? {
        try find(imdb, source: "imdb_id", imdb: imdb, cancellation: cancellation)
    }

    /// `GET /3/find/{id}`: what TMDB knows under another site's id.
    private struct FindAnswer: Decodable {
        var tvResults: [TMDB.Show]?
    }

    private func find(_ id: String, source: String, imdb: String?, cancellation: Cancellation) throws -> ExternalShow? {
        try cancellation.check()
        let request = try authorizedRequest(HTTPRequest(path: "/3/find/\(id)",
                                                        parameters: ["external_source": source, "language": language], isDetail: true))
        let decoder = TMDB.decoder()
        let answer = try fetcher.fetch(request, cancellation: cancellation) { try decoder.decode(FindAnswer.self, from: $0) }.value
        guard let show = answer.tvResults?.first else { return nil }
        return ExternalShow(media: TMDB.media(show, imageBase: imageBase), imdbID: imdb)
    }
}
