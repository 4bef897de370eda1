import Foundation
import ShowbookPlatform

/// A saved show's episode list for the commands (`watched`, `saved`), which have no episodes
/// screen to fetch one: the stored list, else one fetched through the provider when it can
/// list the show's episodes, else a plain reason why there is none (`ShowEpisodeLists` adds the
/// episodes of registered subtitles). With a list, an episode code can be checked, so
/// `watched "Squid Game" S09E01` is refused, naming the episodes there are, instead of recorded.
public struct StoredEpisodeList: Sendable {
    public let episodes: [Episode]
    /// Why there is no list (nil when there is one).
    public let missingReason: String?

    private init(episodes: [Episode], missingReason: String?) {
        self.episodes = episodes
        self.missingReason = missingReason
    }

    /// The list of the episodes `codes` (untitled, undated): those a show's registered subtitles give.
    public init(subtitles codes: [EpisodeCode]) {
        self.init(episodes: codes.sorted().map { Episode(season: $0.season, number: $0.number, title: "") }, missingReason: nil)
    }

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

    /// The one line refusing an episode the list lacks: "no S01E09 in ‘Show’: it has S01E01–S01E04".
    public func refusal(_ code: EpisodeCode, title: String) -> String {
        "no \(code) in ‘\(title)’: it has \(rangesText)"
    }

    /// The episodes as runs: "S01E01–S01E04", "S01E01–S01E10, S02E01–S02E08, S00E01"
    /// (specials last); after `maxRuns` runs, "… (N episodes)".
    public var rangesText: String {
        let codes = Set(episodes.map(\.key)).sorted { ($0.season == 0 ? Int.max : $0.season, $0.number) < ($1.season == 0 ? Int.max : $1.season, $1.number) }
        var runs: [(first: EpisodeCode, last: EpisodeCode)] = []
        for code in codes {
            if let last = runs.last?.last, last.season == code.season, last.number + 1 == code.number {
                runs[runs.count - 1].last = code
            } else {
                runs.append((code, code))
            }
        }
        guard !runs.isEmpty else { return "no episodes" }
        let shown = runs.prefix(Self.maxRuns).map { $0.first == $0.last ? "\($0.first)" : "\($0.first)–\($0.last)" }
        return shown.joined(separator: ", ") + (runs.count > Self.maxRuns ? ", … (\(codes.count) episodes)" : "")
    }

    /// How many runs `rangesText` names before it stops.
    static let maxRuns = 6
}
