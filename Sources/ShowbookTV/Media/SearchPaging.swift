import ShowbookPlatform
/// Reads an online provider's search pages for one command that wants up to `limit` shows.
///
/// A server decides how many pages it claims, and one that repeats a page (or claims a million)
/// would otherwise be paged for ever. So paging has the bounds End has in the app: a page that
/// adds no new show ends it, and one command reads at most `maximumPages` pages however large
/// its limit (the caller says so when that cap, not the results, ended it).
public enum SearchPaging {
    /// Pages one command reads at most: 1,000 shows at TMDB's 20 a page.
    public static let maximumPages = 50

    /// What the pages gave.
    public struct Outcome: Sendable {
        /// The shows in the provider's order, each once, at most `limit` of them.
        public var shows: [Media] = []
        /// Set when any page came from the cache because the network was unreachable.
        public var isStale = false
        /// Pages fetched.
        public var pagesRead = 0
        /// Set when the page cap ended the paging while the provider had more to give.
        public var stoppedAtCap = false
    }

    public static func collect(from provider: any MediaProvider, query: String, limit: Int,
                               maximumPages: Int = maximumPages, cancellation: Cancellation = .none) throws -> Outcome {
        var outcome = Outcome()
        var known: Set<MediaID> = []
        var pageNumber = 1
        while outcome.shows.count < limit {
            let page = try provider.search(query: query, page: pageNumber, cancellation: cancellation)
            outcome.pagesRead += 1
            outcome.isStale = outcome.isStale || page.isStale
            var added = 0
            for media in page.items where outcome.shows.count < limit && known.insert(media.id).inserted {
                outcome.shows.append(media)
                added += 1
            }
            guard page.hasMore, added > 0, outcome.shows.count < limit else { break }
            guard outcome.pagesRead < maximumPages else {
                outcome.stoppedAtCap = true
                break
            }
            pageNumber += 1
        }
        return outcome
    }
}
