import Foundation
import ShowbookPlatform

/// Live search on TVmaze (no key needed). `/search/shows?q=` returns every match at once,
/// best first, so a search is always a single page; a show's detail, with its seasons, comes
/// from `/shows/{id}?embed=seasons`. The data is CC BY-SA, so the credit line is shown.
public struct TVmazeProvider: MediaProvider {
    public static let defaultBaseURL = URL(string: "https://api.tvmaze.com")!
    public static let attributionText = "Data from TVmaze.com, licensed CC BY-SA 4.0"

    public let fetcher: RemoteFetcher

    public var kind: ProviderKind { .tvmaze }
    public var attribution: String? { Self.attributionText }

    public init(fetcher: RemoteFetcher) {
        self.fetcher = fetcher
    }

    /// A provider talking to `baseURL` with a fresh HTTP client.
    public init(
        baseURL: URL = TVmazeProvider.defaultBaseURL, http: HTTPClient.Configuration = HTTPClient.Configuration(),
        cache: ResponseCache?, log: EventLog, sleeper: @escaping HTTPClient.Sleeper = HTTPClient.sleep
    ) {
        let client = HTTPClient(baseURL: baseURL, configuration: http, sleeper: sleeper)
        self.init(fetcher: RemoteFetcher(provider: "tvmaze", service: "TVmaze", client: client, cache: cache, log: log))
    }

    public func search(query: String, page: Int, cancellation: Cancellation) throws -> MediaPage {
        try cancellation.check()
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        // TVmaze has no "browse" list and no second page of search results.
        guard !trimmed.isEmpty, page <= 1 else {
            return MediaPage(items: [], page: max(1, page), totalResults: 0, totalPages: 1)
        }
        let request = HTTPRequest(path: "/search/shows", parameters: ["q": trimmed])
        let (hits, isStale) = try fetcher.fetch(request, cancellation: cancellation) { data in
            try JSONDecoder().decode([TVmaze.SearchHit].self, from: data)
        }
        var seen = Set<Int>()
        let items = hits.filter { seen.insert($0.show.id).inserted }.map { TVmaze.media($0.show) }
        return MediaPage(items: items, page: 1, totalResults: items.count, totalPages: 1, isStale: isStale)
    }

    public func detail(of media: Media, cancellation: Cancellation) throws -> MediaDetail {
        try cancellation.check()
        guard let id = ProviderKind.tvmaze.number(of: media.id) else {
            throw MediaError("show not found")
        }
        let request = HTTPRequest(path: "/shows/\(id)", parameters: ["embed": "seasons"], isDetail: true)
        let (show, _) = try fetcher.fetch(request, cancellation: cancellation) { data in
            try JSONDecoder().decode(TVmaze.Show.self, from: data)
        }
        return TVmaze.detail(show)
    }
}
