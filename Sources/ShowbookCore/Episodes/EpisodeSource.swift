import Foundation

/// Fetches a show's episodes from the provider and keeps them: each season fetched is stored
/// in `EpisodeStore` (for Saved and the upcoming list) and the show's IMDb id, when the
/// provider knows it, goes to `WatchedStore` so marks follow the show across providers.
/// Runs on background jobs; a failing IMDb-id lookup never fails the episodes.
public struct EpisodeSource: Sendable {
    public let provider: MediaProvider
    public let episodes: EpisodeStore
    public let watched: WatchedStore

    public init(provider: MediaProvider, episodes: EpisodeStore, watched: WatchedStore) {
        self.provider = provider
        self.episodes = episodes
        self.watched = watched
    }

    /// True when this provider can list the show's episodes: its own shows, or imported IMDb
    /// shows for the offline catalog (the bundled catalog has no episodes).
    public func canFetch(_ mediaID: MediaID) -> Bool {
        provider.kind == .offline ? mediaID.source == IMDbShowKey.source : mediaID.source == provider.kind.rawValue
    }

    /// One season from the provider, stored, with the show's identity recorded.
    public func fetchSeason(_ season: Int, of media: Media, cancellation: Cancellation) throws -> [Episode] {
        let list = try storeSeason(season, of: media, cancellation: cancellation)
        recordIdentity(of: media, cancellation: cancellation)
        return list
    }

    private func storeSeason(_ season: Int, of media: Media, cancellation: Cancellation) throws -> [Episode] {
        let list = try provider.episodes(of: media, season: season, cancellation: cancellation)
        try cancellation.check()
        try episodes.store(list, mediaID: media.id, season: season)
        return list
    }

    /// Every season the show's detail lists (specials too), stored; a season that fails is
    /// skipped so one bad answer does not lose the others. Returns how many seasons arrived.
    @discardableResult
    public func refreshAll(of media: Media, cancellation: Cancellation) throws -> Int {
        let detail = try provider.detail(of: media, cancellation: cancellation)
        var fetched = 0
        for season in detail.seasonList.map(\.number) {
            try cancellation.check()
            if (try? storeSeason(season, of: media, cancellation: cancellation)) != nil { fetched += 1 }
        }
        // The show's identity once for the whole show, not once per season.
        if fetched > 0 { recordIdentity(of: media, cancellation: cancellation) }
        try episodes.markRefreshed(media.id)
        return fetched
    }

    private func recordIdentity(of media: Media, cancellation: Cancellation) {
        guard let imdb = try? provider.imdbID(of: media, cancellation: cancellation) else { return }
        try? watched.recordIdentity(media.id, imdbID: imdb)
    }
}
