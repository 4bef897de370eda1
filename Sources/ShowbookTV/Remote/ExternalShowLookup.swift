import Foundation
import ShowbookPlatform

/// A show found by another site's id, as a history import asks the configured provider: its
/// `Media` and, when the answer says, its IMDb id (so watched marks go under the shared key).
public struct ExternalShow: Sendable, Equatable {
    public var media: Media
    public var imdbID: String?

    public init(media: Media, imdbID: String?) {
        self.media = media
        self.imdbID = imdbID
    }
}

/// Finds a show by its TVDB or IMDb id through an online provider (TVmaze's `lookup/shows`,
/// TMDB's `find/{id}`); nil when the provider knows no such show. Only a history import uses
/// it, and only when a provider is configured.
public protocol ExternalShowLookup: Sendable {
    func show(tvdb: Int, cancellation: Cancellation) throws -> ExternalShow?
    func show(imdb: String, cancellation: Cancellation) throws -> ExternalShow?
}
