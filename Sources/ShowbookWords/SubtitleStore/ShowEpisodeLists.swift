import Foundation
import ShowbookPlatform
import ShowbookTV

/// A saved show's episode list from every source Showbook has, read the same way by the Saved
/// tab and by `showbook saved` and `watched`, so the CLI and the TUI give one answer: the
/// provider's stored list (fetched first when `fetch` can list the show), else the episodes of
/// its registered subtitles (the only list an offline show has), else why there is none.
public struct ShowEpisodeLists: Sendable {
    public let episodes: EpisodeStore
    public let watched: WatchedStore
    /// Where registered subtitles are read; nil: they are not counted.
    public let registry: SubtitleRegistry?
    /// Fetches a missing list through the provider (the commands); nil: only what is stored
    /// (Saved refreshes lists in the background).
    public let fetch: EpisodeSource?

    public init(episodes: EpisodeStore, watched: WatchedStore, registry: SubtitleRegistry?, fetch: EpisodeSource? = nil) {
        self.episodes = episodes
        self.watched = watched
        self.registry = registry
        self.fetch = fetch
    }

    /// The show's episodes: the provider's list, else its registered subtitles' episodes.
    public func list(of media: Media) throws -> StoredEpisodeList {
        let listed = try StoredEpisodeList.load(media, episodes: episodes, source: fetch)
        guard listed.episodes.isEmpty, let registry else { return listed }
        let codes = Set(try registry.sources(of: media.id).map(\.episode))
        guard !codes.isEmpty else { return listed }
        return StoredEpisodeList(subtitles: codes.sorted())
    }

    /// The saved shows in Saved's order, each with its progress over `list(of:)`.
    public func saved(_ store: SavedStore, now: Date, calendar: Calendar) throws -> [SavedProgress] {
        try SavedProgress.list(saved: store, watched: watched, now: now, calendar: calendar) { try list(of: $0) }
    }
}
