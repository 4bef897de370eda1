import Foundation
import ShowbookPlatform

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
        let answer = try seasonAnswer(season, of: media, cancellation: cancellation)
        try store(answer)
        return answer.seasons.first?.episodes ?? []
    }

    /// Every season the show's detail lists (specials too), stored; a season that fails is
    /// skipped so one bad answer does not lose the others. Returns how many seasons arrived.
    @discardableResult
    public func refreshAll(of media: Media, cancellation: Cancellation) throws -> Int {
        try store(try showAnswer(of: media, cancellation: cancellation))
    }

    /// One season as the provider answers it, with the show's IMDb id; nothing is stored.
    public func seasonAnswer(_ season: Int, of media: Media, cancellation: Cancellation) throws -> EpisodeAnswer {
        let list = try provider.episodes(of: media, season: season, cancellation: cancellation)
        try cancellation.check()
        return EpisodeAnswer(mediaID: media.id, seasons: [.init(number: season, episodes: list)],
                             imdbID: imdbID(of: media, cancellation: cancellation), isWholeShow: false)
    }

    /// Every season the show's detail lists, as the provider answers them (a season that fails
    /// is left out, so one bad answer does not lose the others); nothing is stored.
    public func showAnswer(of media: Media, cancellation: Cancellation) throws -> EpisodeAnswer {
        let detail = try provider.detail(of: media, cancellation: cancellation)
        var seasons: [EpisodeAnswer.Season] = []
        for season in detail.seasonList.map(\.number) {
            try cancellation.check()
            guard let list = try? provider.episodes(of: media, season: season, cancellation: cancellation) else { continue }
            seasons.append(.init(number: season, episodes: list))
        }
        try cancellation.check()
        // The show's identity once for the whole show, not once per season.
        let imdb = seasons.isEmpty ? nil : imdbID(of: media, cancellation: cancellation)
        return EpisodeAnswer(mediaID: media.id, seasons: seasons, imdbID: imdb, isWholeShow: true)
    }

    /// Stores an answer in one transaction: its seasons, the show's identity when known, and —
    /// for a whole show — when it was refreshed. Returns how many seasons it stored.
    @discardableResult
    public func store(_ answer: EpisodeAnswer) throws -> Int {
        try episodes.database.transaction {
            for season in answer.seasons {
                try episodes.store(season.episodes, mediaID: answer.mediaID, season: season.number)
            }
            // A failing identity write never fails the episodes.
            if let imdb = answer.imdbID { try? watched.recordIdentity(answer.mediaID, imdbID: imdb) }
            if answer.isWholeShow { try episodes.markRefreshed(answer.mediaID) }
            return answer.seasons.count
        }
    }

    private func imdbID(of media: Media, cancellation: Cancellation) -> String? {
        try? provider.imdbID(of: media, cancellation: cancellation)
    }
}
