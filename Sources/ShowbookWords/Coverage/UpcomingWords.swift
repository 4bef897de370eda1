import Foundation
import ShowbookPlatform
import ShowbookTV

/// What an episode still to air asks of the learner: its expected coverage now, and how many
/// new words a prep list (`PrepPlan`, at the configured `prep_target`) needs before the watch
/// date to reach the target. The calendar's event descriptions and Today's "airs" line both
/// read it, so they never disagree with `showbook prep`.
public struct UpcomingWords: Sendable, Equatable {
    public var episode: EpisodeCode
    /// The expected share recognized if watched now; nil for an episode with no words.
    public var nowShare: Double?
    /// The words the prep list holds.
    public var words: Int
    public var target: Double
    public var reachesTarget: Bool

    public init(episode: EpisodeCode, nowShare: Double?, words: Int, target: Double, reachesTarget: Bool) {
        self.episode = episode
        self.nowShare = nowShare
        self.words = words
        self.target = target
        self.reachesTarget = reachesTarget
    }

    /// The episode's words when it is watched at `watchDate`; nil when it has no registered
    /// subtitles (a source that cannot be read throws its `SourceProblem`).
    public static func measure(_ mediaID: MediaID, episode: EpisodeCode, service: CoverageService, now: Date,
                               watchDate: Date) throws -> UpcomingWords? {
        let target = service.settings.prepTarget
        guard let plan = try service.prep(mediaID, episode: episode, at: now, watchDate: watchDate, target: target) else { return nil }
        let current = try service.show(mediaID, at: now, only: [episode]).episode(episode)
        return UpcomingWords(episode: episode, nowShare: current?.expectedShare, words: plan.words.count, target: target,
                             reachesTarget: plan.reachesTarget)
    }

    /// "≈ 88 % now; 23 words to reach 95 %" ("… already at the 95 % target"; "… 140 words,
    /// and 95 % cannot be reached by then").
    public var text: String {
        let now = "\(EpisodeCoverage.expectedText(nowShare)) now"
        let goal = EpisodeCoverage.percentText(target)
        if words == 0 && reachesTarget { return "\(now); already at the \(goal) target" }
        if !reachesTarget { return "\(now); \(Counted.text(words, "new word")) to learn, and \(goal) cannot be reached by then" }
        return "\(now); \(Counted.text(words, "word")) to reach \(goal)"
    }

    /// The command that makes the list: "showbook prep tmdb:1396 S01E05".
    public static func prepCommand(_ mediaID: MediaID, episode: EpisodeCode) -> String {
        "showbook prep \(shellWord(mediaID.description)) \(episode)"
    }

    /// `word` as one shell word: as it is when plain, else in single quotes.
    public static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ":._-".unicodeScalars.contains($0))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
