/// Which provider answers the searches. Features ask this, not the provider's name, when they
/// behave differently (the offline catalog's empty-list note); the raw value is the short name
/// used in logs, the status bar and the `source` of online media ids.
public enum ProviderKind: String, Sendable, CaseIterable {
    case offline, tmdb, tvmaze

    /// The id of a show from this online provider (`tmdb:1396`).
    public func mediaID(_ number: Int) -> MediaID { MediaID(source: rawValue, id: String(number)) }

    /// The provider's own numeric id of `media`, or nil when the show is not from this provider.
    public func number(of media: MediaID) -> Int? { media.source == rawValue ? Int(media.id) : nil }
}
