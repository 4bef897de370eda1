import Foundation
import ShowbookTV

/// What to learn before watching an episode: the shortest list of its unknown lemmas that lifts
/// its word coverage to `target`. Taking the most heard first is the shortest such list (each
/// lemma adds its own count of running words); ties go to the one heard first. With the list
/// comes the coverage before and the coverage predicted once every listed word is known.
public struct PrepPlan: Sendable, Equatable {
    /// Where the default comes from when the config file does not set `prep_target`.
    public static let defaultTarget = 0.95

    public struct Word: Sendable, Equatable {
        public var lemma: Int32
        public var term: String
        public var reading: String
        /// Times it is heard in the episode.
        public var count: Int
    }

    public var episode: EpisodeCode
    public var target: Double
    public var before: EpisodeCoverage
    public var after: EpisodeCoverage
    public var words: [Word]

    /// True when learning the list reaches the target (false only for an episode whose words
    /// cannot reach it, such as one with none).
    public var reachesTarget: Bool { (after.tokenShare ?? 0) >= target }

    /// The plan for `tokens` against `known`; `terms` names the chosen lemma ids.
    public static func make(episode: EpisodeCode, tokens: EpisodeTokens, known: KnownLemmas, target: Double,
                            terms: ([Int32]) throws -> [Int32: (term: String, reading: String)]) rethrows -> PrepPlan {
        let before = EpisodeCoverage(episode: episode, tokens: tokens, known: known)
        var counts: [Int32: (count: Int, first: Int)] = [:]
        var position = 0
        for line in tokens.lines {
            for id in line where !known.contains(id) {
                if let entry = counts[id] { counts[id] = (entry.count + 1, entry.first) } else { counts[id] = (1, position) }
                position += 1
            }
        }
        let ranked = counts.sorted { ($0.value.count, -$0.value.first) > ($1.value.count, -$1.value.first) }
        var chosen: [(id: Int32, count: Int)] = []
        var knownTokens = before.knownTokens
        let total = before.tokens
        for (id, entry) in ranked {
            if total > 0 && Double(knownTokens) / Double(total) >= target { break }
            chosen.append((id, entry.count))
            knownTokens += entry.count
        }
        let names = try terms(chosen.map(\.id))
        let words = chosen.map { Word(lemma: $0.id, term: names[$0.id]?.term ?? "", reading: names[$0.id]?.reading ?? "", count: $0.count) }
        let after = EpisodeCoverage(episode: episode, tokens: tokens, known: known.adding(chosen.map(\.id)))
        return PrepPlan(episode: episode, target: target, before: before, after: after, words: words)
    }
}

extension CoverageService {
    /// The prep plan of one registered episode at `date`; nil when the episode has no
    /// registered source. A source that cannot be used throws its `SourceProblem`.
    public func prep(_ mediaID: MediaID, episode: EpisodeCode, at date: Date, target: Double) throws -> PrepPlan? {
        guard let source = try registry.source(of: mediaID, episode: episode) else { return nil }
        if let problem = SubtitleRegistry.problem(of: source) { throw problem }
        let tokens = try registry.tokens(of: [source.id])[source.id] ?? EpisodeTokens(lines: [])
        return try PrepPlan.make(episode: episode, tokens: tokens, known: known(at: date), target: target) { ids in
            try registry.terms(of: ids)
        }
    }
}
