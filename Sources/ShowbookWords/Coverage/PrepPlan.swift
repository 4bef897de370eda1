import Foundation
import ShowbookTV

/// What to learn before watching an episode: the fewest of its new words (never studied) whose
/// first study lifts its *expected* coverage at the watch date to `target`. A word studied now
/// is worth its running words times what is left of a first study at the watch date
/// (`ReviewForecast.recall`, the same for every word), so taking the most heard first is the
/// shortest list; ties go to the one heard first. Ranked over the season (`later`), a word also
/// counts its running words in the episodes after this one, so words that recur come first.
/// With the list come the coverage at the watch date before and after, and the reviews the
/// list adds each day until then.
public struct PrepPlan: Sendable, Equatable {
    /// Where the default comes from when the config file does not set `prep_target`.
    public static let defaultTarget = 0.95

    public struct Word: Sendable, Equatable {
        public var lemma: Int32
        public var term: String
        public var reading: String
        /// Times it is heard in the episode.
        public var count: Int
        /// Times it is heard in the season's later episodes (0 when not ranked over the season).
        public var laterCount: Int
    }

    public var episode: EpisodeCode
    public var target: Double
    /// When the learner will watch: what the coverage is measured for.
    public var watchDate: Date
    /// What is left at the watch date of a word first studied now.
    public var studyRecall: Double
    public var before: EpisodeCoverage
    public var after: EpisodeCoverage
    public var words: [Word]
    /// The reviews the list adds each day after today up to the watch day (index 0 is tomorrow).
    public var reviewsPerDay: [Int]

    /// True when studying the list reaches the target (false for an episode whose words
    /// cannot reach it, such as one with none, or a watch date too far for a first study).
    public var reachesTarget: Bool { (after.expectedShare ?? 0) + 1e-9 >= target }

    /// The plan for `tokens` against `known` (as remembered at the watch date); `later` are the
    /// tokens of the episodes after it when ranking over the season; `terms` names the chosen ids.
    public static func make(episode: EpisodeCode, tokens: EpisodeTokens, later: [EpisodeTokens] = [], known: KnownLemmas, target: Double,
                            watchDate: Date, studyRecall: Double, reviewsPerWord: [Int], sureFrom minimum: Double, day: String = "",
                            terms: ([Int32]) throws -> [Int32: (term: String, reading: String)]) rethrows -> PrepPlan {
        let before = EpisodeCoverage(episode: episode, tokens: tokens, known: known, day: day)
        var counts: [Int32: (count: Int, first: Int)] = [:]
        var position = 0
        for line in tokens.lines {
            for id in line where !known.isStudied(id) {
                if let entry = counts[id] { counts[id] = (entry.count + 1, entry.first) } else { counts[id] = (1, position) }
                position += 1
            }
        }
        var laterCounts: [Int32: Int] = [:]
        for episode in later {
            for line in episode.lines { for id in line where counts[id] != nil { laterCounts[id, default: 0] += 1 } }
        }
        let ranked = counts.sorted { a, b in
            let scoreA = a.value.count + laterCounts[a.key, default: 0], scoreB = b.value.count + laterCounts[b.key, default: 0]
            return (scoreA, a.value.count, -a.value.first) > (scoreB, b.value.count, -b.value.first)
        }
        var chosen: [(id: Int32, count: Int)] = []
        var expected = before.expectedTokens
        let total = Double(before.tokens)
        for (id, entry) in ranked {
            if total > 0 && expected / total + 1e-9 >= target { break }
            chosen.append((id, entry.count))
            expected += Double(entry.count) * studyRecall
        }
        let names = try terms(chosen.map(\.id))
        let words = chosen.map {
            Word(lemma: $0.id, term: names[$0.id]?.term ?? "", reading: names[$0.id]?.reading ?? "", count: $0.count,
                 laterCount: laterCounts[$0.id, default: 0])
        }
        let studied = Dictionary(chosen.map { ($0.id, studyRecall) }) { first, _ in first }
        let after = EpisodeCoverage(episode: episode, tokens: tokens, known: known.adding(studied, sureFrom: minimum), day: day)
        return PrepPlan(episode: episode, target: target, watchDate: watchDate, studyRecall: studyRecall, before: before, after: after,
                        words: words, reviewsPerDay: reviewsPerWord.map { $0 * words.count })
    }
}

extension CoverageService {
    /// The prep plan of one registered episode, studied at `now` and watched at `watchDate`
    /// (`now` when not given); with `season`, ranked over the season's later registered
    /// episodes too. Nil when the episode has no registered source; a source that cannot be
    /// used throws its `SourceProblem`.
    public func prep(_ mediaID: MediaID, episode: EpisodeCode, at now: Date, watchDate: Date? = nil, target: Double,
                     season: Bool = false, calendar: Calendar = Calendar(identifier: .gregorian), day: String = "") throws -> PrepPlan? {
        guard let source = try registry.source(of: mediaID, episode: episode) else { return nil }
        if let problem = SubtitleRegistry.problem(of: source) { throw problem }
        let watch = max(watchDate ?? now, now)
        var later: [SubtitleSource] = []
        if season {
            later = try registry.preferredSources(of: mediaID)
                .filter { $0.episode.season == episode.season && $0.episode > episode }
        }
        let tokens = try registry.tokens(of: [source.id] + later.map(\.id))
        return try PrepPlan.make(
            episode: episode, tokens: tokens[source.id] ?? EpisodeTokens(lines: []), later: later.compactMap { tokens[$0.id] },
            known: known(at: watch), target: target, watchDate: watch,
            studyRecall: ReviewForecast.recall(studiedAt: now, watch: watch, scheduler: scheduler),
            reviewsPerWord: ReviewForecast.reviewsPerDay(studiedAt: now, watch: watch, scheduler: scheduler, calendar: calendar),
            sureFrom: settings.minimumRetrievability, day: day
        ) { ids in
            try registry.terms(of: ids)
        }
    }
}
