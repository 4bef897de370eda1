import ShowbookPlatform
/// The default provider: searches the SQLite catalog on this machine. No network, no key.
public struct OfflineCatalogProvider: MediaProvider {
    public let store: CatalogStore
    public let pageSize: Int
    public var kind: ProviderKind { .offline }
    public var attribution: String? { nil }

    public init(store: CatalogStore, pageSize: Int = 50) {
        self.store = store
        self.pageSize = pageSize
    }

    public func search(query: String, page: Int, cancellation: Cancellation) throws -> MediaPage {
        try cancellation.check()
        do {
            var found = try store.search(query: query, page: page, pageSize: pageSize)
            // Only a search that found nothing pays for suggestions.
            if page == 1, found.totalResults == 0 { found.suggestions = try store.numberSuggestions(for: query) }
            return found
        } catch let error as StorageError {
            try cancellation.check()  // a search superseded meanwhile reports cancelled, not its error
            throw MediaError(error.description)
        }
    }

    public func detail(of media: Media, cancellation: Cancellation) throws -> MediaDetail {
        try cancellation.check()
        let record: CatalogRecord?
        do { record = try store.record(mediaID: media.id) } catch { throw MediaError("\(error)") }
        let found = record?.media ?? media
        let status = found.endYear == nil ? "Running" : "Ended"
        let seasons = importedSeasons(of: media.id)
        return MediaDetail(media: found, status: status, seasons: seasons.isEmpty ? nil : seasons.count,
                           episodes: seasons.isEmpty ? nil : OutsideNumbers.sum(seasons.compactMap(\.episodes)), seasonList: seasons)
    }
}
