/// One page of search results, with enough totals to know whether another page exists.
public struct MediaPage: Sendable, Equatable {
    public var items: [Media]
    /// 1-based page number.
    public var page: Int
    public var totalResults: Int
    public var totalPages: Int
    /// Set when the page came from a cache because the network was unreachable.
    public var isStale: Bool
    /// Set when counting stopped early: there are at least `totalResults` matches.
    public var totalIsLowerBound: Bool
    /// How many of `totalResults` match exactly, when the rest are approximate (typos, joined
    /// words); nil when every result matches exactly.
    public var exactResults: Int?
    /// The items of this page that match only approximately.
    public var approximateIDs: Set<MediaID> = []
    /// Titles the query may have meant, given only when it matched nothing (`NumberSuggestions`).
    public var suggestions: [String] = []

    public init(items: [Media], page: Int, totalResults: Int, totalPages: Int, isStale: Bool = false,
                totalIsLowerBound: Bool = false) {
        self.items = items
        self.page = page
        self.totalResults = totalResults
        self.totalPages = totalPages
        self.isStale = isStale
        self.totalIsLowerBound = totalIsLowerBound
    }

    public var hasMore: Bool { page < totalPages }
}
