import Foundation
import ShowbookTV

/// Coverage of every registered episode of one show at one moment (its watch date), the
/// sources skipped with their reasons, the median over the episodes measured (what a show's
/// detail shows) and, when asked, each episode's curve over the coming days.
public struct ShowCoverage: Sendable, Equatable {
    public var mediaID: MediaID
    public var episodes: [EpisodeCoverage]
    public var skipped: [CheckedSource]
    /// The moment measured.
    public var date: Date
    /// The expected coverage of each episode day by day from now, when asked for.
    public var curves: [EpisodeCode: CoverageCurve]

    public init(mediaID: MediaID, episodes: [EpisodeCoverage], skipped: [CheckedSource], date: Date = Date(timeIntervalSince1970: 0),
                curves: [EpisodeCode: CoverageCurve] = [:]) {
        self.mediaID = mediaID
        self.episodes = episodes
        self.skipped = skipped
        self.date = date
        self.curves = curves
    }

    public func episode(_ code: EpisodeCode) -> EpisodeCoverage? { episodes.first { $0.episode == code } }

    /// The median expected share over the episodes that have words; nil when none has (no
    /// percentage is shown then, never 0 %).
    public var median: Double? {
        let shares = episodes.compactMap(\.expectedShare).sorted()
        guard !shares.isEmpty else { return nil }
        let middle = shares.count / 2
        return shares.count % 2 == 1 ? shares[middle] : (shares[middle - 1] + shares[middle]) / 2
    }

    /// The show's sources to measure (only `only`'s episodes when given; of an episode with
    /// several, the one in the show's language, `SubtitleRegistry.preferredSources`) and those
    /// skipped: with `checkFiles`, a source whose file vanished, changed or cannot be read is
    /// skipped (never swapped for the episode's source in another language).
    static func sources(of mediaID: MediaID, registry: SubtitleRegistry, only: Set<EpisodeCode>?,
                        checkFiles: Bool) throws -> (usable: [SubtitleSource], skipped: [CheckedSource]) {
        var sources = try registry.preferredSources(of: mediaID)
        if let only { sources = sources.filter { only.contains($0.episode) } }
        var usable: [SubtitleSource] = []
        var skipped: [CheckedSource] = []
        for source in sources {
            if checkFiles, let problem = SubtitleRegistry.problem(of: source) {
                skipped.append(CheckedSource(source: source, problem: problem))
            } else {
                usable.append(source)
            }
        }
        return (usable, skipped)
    }

    /// Measures the show's sources (`sources(of:)`) against `known`, as known at `date`.
    public static func measure(_ mediaID: MediaID, registry: SubtitleRegistry, known: KnownLemmas, date: Date = Date(timeIntervalSince1970: 0),
                               day: String = "", only: Set<EpisodeCode>? = nil, checkFiles: Bool = true) throws -> ShowCoverage {
        let (usable, skipped) = try sources(of: mediaID, registry: registry, only: only, checkFiles: checkFiles)
        let tokens = try registry.tokens(of: usable.map(\.id))
        let episodes = usable.map { source in
            EpisodeCoverage(episode: source.episode, tokens: tokens[source.id] ?? EpisodeTokens(lines: []), known: known, day: day)
        }
        return ShowCoverage(mediaID: mediaID, episodes: episodes, skipped: skipped, date: date)
    }
}
