import Foundation
import ShowbookTV

/// Coverage of every registered episode of one show at one moment, the sources skipped with
/// their reasons, and the median over the episodes measured (what a show's detail shows).
public struct ShowCoverage: Sendable, Equatable {
    public var mediaID: MediaID
    public var episodes: [EpisodeCoverage]
    public var skipped: [CheckedSource]

    public init(mediaID: MediaID, episodes: [EpisodeCoverage], skipped: [CheckedSource]) {
        self.mediaID = mediaID
        self.episodes = episodes
        self.skipped = skipped
    }

    public func episode(_ code: EpisodeCode) -> EpisodeCoverage? { episodes.first { $0.episode == code } }

    /// The median token share over the episodes that have words; nil when none has (no
    /// percentage is shown then, never 0 %).
    public var median: Double? {
        let shares = episodes.compactMap(\.tokenShare).sorted()
        guard !shares.isEmpty else { return nil }
        let middle = shares.count / 2
        return shares.count % 2 == 1 ? shares[middle] : (shares[middle - 1] + shares[middle]) / 2
    }

    /// Measures the show's sources (only `only`'s episodes when given; of an episode with
    /// several, the one in the show's language, `SubtitleRegistry.preferredSources`) against
    /// `known`. With `checkFiles`, a source whose file vanished, changed or cannot be read is
    /// skipped (never swapped for the episode's source in another language).
    public static func measure(_ mediaID: MediaID, registry: SubtitleRegistry, known: KnownLemmas,
                               only: Set<EpisodeCode>? = nil, checkFiles: Bool = true) throws -> ShowCoverage {
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
        let tokens = try registry.tokens(of: usable.map(\.id))
        let episodes = usable.map { source in
            EpisodeCoverage(episode: source.episode, tokens: tokens[source.id] ?? EpisodeTokens(lines: []), known: known)
        }
        return ShowCoverage(mediaID: mediaID, episodes: episodes, skipped: skipped)
    }
}

/// What the screens and commands ask for coverage through: the registry, the word store's
/// database and the setting, so "known at this moment" means the same everywhere.
public struct CoverageService: Sendable {
    public let registry: SubtitleRegistry
    public let settings: CoverageSettings

    public init(registry: SubtitleRegistry, settings: CoverageSettings = CoverageSettings()) {
        self.registry = registry
        self.settings = settings
    }

    /// The term keys known at `date` (what the mining picker's i+1 lines are counted against).
    public func knownTerms(at date: Date) throws -> Set<String> {
        try KnownTerms.at(date, in: registry.database, settings: settings)
    }

    /// The lemmas known at `date`.
    public func known(at date: Date) throws -> KnownLemmas {
        try KnownLemmas(registry: registry, terms: knownTerms(at: date))
    }

    /// Every registered episode of the show at `date`.
    public func show(_ mediaID: MediaID, at date: Date, only: Set<EpisodeCode>? = nil) throws -> ShowCoverage {
        try ShowCoverage.measure(mediaID, registry: registry, known: known(at: date), only: only)
    }

    /// Several shows against one snapshot of what is known (Saved, Upcoming), each limited to
    /// its episodes in `episodes` when given there.
    public func shows(_ mediaIDs: [MediaID], at date: Date, episodes: [MediaID: Set<EpisodeCode>] = [:]) throws -> [MediaID: ShowCoverage] {
        let registered = try registry.showCounts()
        let wanted = mediaIDs.filter { registered[$0] != nil }
        guard !wanted.isEmpty else { return [:] }
        let known = try known(at: date)
        var result: [MediaID: ShowCoverage] = [:]
        for id in wanted { result[id] = try ShowCoverage.measure(id, registry: registry, known: known, only: episodes[id]) }
        return result
    }
}
