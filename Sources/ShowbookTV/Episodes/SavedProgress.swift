import Foundation

/// The saved shows in the order Saved shows them — an aired unwatched episode first, then the
/// saved order (newest first) — each with its progress when episodes are stored. The Saved
/// tab and `showbook saved` both read it, so they never disagree.
public struct SavedProgress: Sendable {
    public var media: Media
    public var progress: ShowProgress?

    /// Why a show has no progress (no episode list, or its fetch failed); nil with progress.
    public var missingReason: String?

    /// Each saved show with its progress over `list(media)` (`ShowEpisodeLists.list`, which the
    /// Saved tab and `showbook saved` both pass, so they never disagree).
    public static func list(saved: SavedStore, watched: WatchedStore, now: Date, calendar: Calendar,
                            list: (Media) throws -> StoredEpisodeList) throws -> [SavedProgress] {
        let all = try saved.all().map { media -> SavedProgress in
            let list = try list(media)
            guard !list.episodes.isEmpty else { return SavedProgress(media: media, progress: nil, missingReason: list.missingReason) }
            return SavedProgress(media: media, progress: ShowProgress(episodes: list.episodes, watched: try watched.watched(media.id),
                                                                      now: now, calendar: calendar))
        }
        return all.filter { $0.progress?.hasAiredUnwatched == true } + all.filter { $0.progress?.hasAiredUnwatched != true }
    }

    /// The saved show named by `text`: its id ("tmdb:1396") or its title, ignoring case.
    public static func find(_ text: String, in saved: SavedStore) throws -> Media? {
        let shows = try saved.all()
        let folded = text.lowercased()
        return shows.first { $0.id.description == text } ?? shows.first { $0.title.lowercased() == folded }
            ?? shows.first { $0.originalTitle.lowercased() == folded }
    }
}
