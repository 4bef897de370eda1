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

extension ShowProgress {
    /// The up next episode of each show, the only episode Saved and `showbook saved` measure.
    public static func upNextEpisodes(_ progress: [MediaID: ShowProgress]) -> [MediaID: Set<EpisodeCode>] {
        progress.mapValues { $0.upNext.map { [$0.key] } ?? [] }
    }

    /// The Saved row's progress, as Saved and `showbook saved` both print it: "watched 3/4 · up
    /// next S01E04 · 29 % · 3 new", the up next episode's coverage (`show`) when it was measured.
    public func summary(coverage show: ShowCoverage?) -> String {
        guard let next = upNext, let covered = show?.episode(next.key) else { return summary }
        return summary + " · " + covered.summary
    }
}
