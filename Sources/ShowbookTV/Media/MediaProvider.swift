import ShowbookPlatform
/// Where shows come from. The offline catalog, TMDB and TVmaze all implement this, and the
/// features only ever talk to this protocol. Calls are synchronous and run on background jobs;
/// they check `cancellation` so a superseded search stops early.
public protocol MediaProvider: Sendable {
    /// Which provider this is (its raw value is the short name).
    var kind: ProviderKind { get }
    /// Credit line the provider's terms require on screen, if any.
    var attribution: String? { get }
    func search(query: String, page: Int, cancellation: Cancellation) throws -> MediaPage
    func detail(of media: Media, cancellation: Cancellation) throws -> MediaDetail
    /// The episodes of one season, in order; empty when the provider has none for it.
    func episodes(of media: Media, season: Int, cancellation: Cancellation) throws -> [Episode]
    /// The show's IMDb id ("tt0903747") when the provider knows it, so watched marks follow
    /// the show to another provider; nil when it cannot be told.
    func imdbID(of media: Media, cancellation: Cancellation) throws -> String?
}

extension MediaProvider {
    /// Short name for logs and the status bar ("offline", "tmdb", "tvmaze").
    public var name: String { kind.rawValue }

    public func episodes(of media: Media, season: Int, cancellation: Cancellation) throws -> [Episode] { [] }

    public func imdbID(of media: Media, cancellation: Cancellation) throws -> String? {
        media.id.source == IMDbShowKey.source ? media.id.id : nil
    }
}
