import Foundation
import ShowbookPlatform

/// Live search on The Movie Database (TMDB v3). Searching pages through `/3/search/tv`
/// (20 results a page); the empty query lists `/3/tv/popular` so the app opens on something.
/// A show's detail comes from `/3/tv/{id}`. Requests go through `RemoteFetcher`, so they are
/// cached and every failure becomes a one-line message; the credential is attached to the
/// request only and never reaches a log, the cache or an error.
public struct TMDBProvider: MediaProvider {
    public static let defaultBaseURL = URL(string: "https://api.themoviedb.org")!
    public static let attributionText = "This product uses the TMDB API but is not endorsed or certified by TMDB."

    public let credentials: TMDBCredentials?
    public let language: String
    public let fetcher: RemoteFetcher
    /// Where posters are: `poster_path` is appended to this (`--image-base`).
    public let imageBase: URL

    public var kind: ProviderKind { .tmdb }
    public var attribution: String? { Self.attributionText }

    public init(credentials: TMDBCredentials?, language: String = "en-US", fetcher: RemoteFetcher,
                imageBase: URL = ImageSettings.defaultTMDBImageBase) {
        self.credentials = credentials
        self.language = language
        self.fetcher = fetcher
        self.imageBase = imageBase
    }

    /// A provider talking to `baseURL` with a fresh HTTP client.
    public init(
        credentials: TMDBCredentials?, language: String = "en-US", baseURL: URL = TMDBProvider.defaultBaseURL,
        imageBase: URL = ImageSettings.defaultTMDBImageBase, http: HTTPClient.Configuration = HTTPClient.Configuration(), cache: ResponseCache?, log: EventLog,
        sleeper: @escaping HTTPClient.Sleeper = HTTPClient.sleep
    ) {
        let client = HTTPClient(baseURL: baseURL, configuration: http, sleeper: sleeper)
        self.init(credentials: credentials, language: language,
                  fetcher: RemoteFetcher(provider: "tmdb", service: "TMDB", client: client, cache: cache, log: log),
                  imageBase: imageBase)
    }

    public func search(query: String, page: Int, cancellation: Cancellation) throws -> MediaPage {
        try cancellation.check()
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        var parameters = ["page": "\(max(1, page))", "language": language]
        let path: String
        if trimmed.isEmpty {
            path = "/3/tv/popular"
        } else {
            path = "/3/search/tv"
            parameters["query"] = trimmed
            parameters["include_adult"] = "false"
        }
        let request = try authorized(HTTPRequest(path: path, parameters: parameters))
        let decoder = TMDB.decoder()
        let (response, isStale) = try fetcher.fetch(request, cancellation: cancellation) { data in
            try decoder.decode(TMDB.SearchResponse.self, from: data)
        }
        return TMDB.page(response, isStale: isStale, imageBase: imageBase)
    }

    public func detail(of media: Media, cancellation: Cancellation) throws -> MediaDetail {
        try cancellation.check()
        guard let id = Self.tmdbID(media.id) else { throw MediaError("show not found") }
        let request = try authorized(HTTPRequest(path: "/3/tv/\(id)", parameters: ["language": language], isDetail: true))
        let decoder = TMDB.decoder()
        let (detail, _) = try fetcher.fetch(request, cancellation: cancellation) { data in
            try decoder.decode(TMDB.Detail.self, from: data)
        }
        return TMDB.detail(detail, listed: media, imageBase: imageBase)
    }

    /// "tmdb:1396" → 1396.
    package static func tmdbID(_ mediaID: MediaID) -> Int? { ProviderKind.tmdb.number(of: mediaID) }

    package func authorizedRequest(_ request: HTTPRequest) throws -> HTTPRequest { try authorized(request) }

    private func authorized(_ request: HTTPRequest) throws -> HTTPRequest {
        guard let credentials else { throw MediaError(TMDBCredentials.missingMessage) }
        var request = request
        credentials.authorize(&request)
        return request
    }
}
