import Foundation
import ShowbookPlatform

/// A saved show's episode list for the commands (`watched`, `saved`), which have no episodes
/// screen to fetch one: the stored list, else one fetched through the provider when it can
/// list the show's episodes, else a plain reason why there is none. With a list, an episode
/// code can be checked, so `watched "Squid Game" S09E01` is refused instead of recorded.
public struct StoredEpisodeList: Sendable {
    public let episodes: [Episode]
    /// Why there is no list (nil when there is one).
    public let missingReason: String?

    /// The stored list of `media`; when there is none and `source` can list the show's
    /// episodes, every season is fetched and stored first. A failed fetch is the reason.
    public static func load(_ media: Media, episodes store: EpisodeStore, source: EpisodeSource?,
                            cancellation: Cancellation = Cancellation()) throws -> StoredEpisodeList {
        let stored = try store.episodes(of: media.id)
        if !stored.isEmpty { return StoredEpisodeList(episodes: stored, missingReason: nil) }
        guard let source, source.canFetch(media.id) else {
            return StoredEpisodeList(episodes: [], missingReason: "no episode list: " + unavailable(media.id.source))
        }
        do {
            try source.refreshAll(of: media, cancellation: cancellation)
        } catch {
            return StoredEpisodeList(episodes: [], missingReason: "no episode list: fetching it failed (\(error))")
        }
        let fetched = try store.episodes(of: media.id)
        return StoredEpisodeList(episodes: fetched, missingReason: fetched.isEmpty ? "no episode list: the provider lists none" : nil)
    }

    /// Why a show from `source` has no list to fetch here, and what would get one.
    private static func unavailable(_ source: String) -> String {
        switch source {
        case ProviderKind.tmdb.rawValue, ProviderKind.tvmaze.rawValue: return "pass --provider \(source) to fetch it"
        case IMDbShowKey.source: return "the imported IMDb episode file has none for this show"
        default: return "the bundled catalog has none (save the show from --provider tvmaze or tmdb to follow its episodes)"
        }
    }

    /// The episode with `code`, nil when the list lacks it.
    public func episode(_ code: EpisodeCode) -> Episode? { episodes.first { $0.key == code } }

    /// "seasons 1–3" (or "season 1", "seasons 0, 2, 5") for a refusal that says what exists.
    public var seasonsText: String {
        let seasons = Array(Set(episodes.map(\.season))).sorted()
        guard let first = seasons.first, let last = seasons.last else { return "no seasons" }
        if seasons.count == 1 { return "season \(first)" }
        if last - first + 1 == seasons.count { return "seasons \(first)–\(last)" }
        return "seasons " + seasons.map(String.init).joined(separator: ", ")
    }
}
