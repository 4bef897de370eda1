import ShowbookPlatform
import ShowbookTV
import ShowbookWords
import ShowbookExchange
/// Every line prep shows, whichever screen started it (`PrepFlow`), so the episode row and
/// Saved cannot drift apart again: "Preparing S01E03…", the missing subtitles, an episode
/// already at its target, the result and the study session's title.
package enum PrepMessages {
    package static func preparing(_ episode: EpisodeCode) -> String { "Preparing \(episode)…" }

    /// The failure line's verb: "Could not prepare S01E03: …".
    package static func doing(_ episode: EpisodeCode) -> String { "prepare \(episode)" }

    package static func noSubtitles(_ episode: EpisodeCode) -> String {
        "\(episode) has no registered subtitles (showbook subtitles add)"
    }

    /// "S01E03 is at 96 % already (target 95 %): nothing to study".
    package static func nothingToStudy(_ episode: EpisodeCode, _ outcome: EpisodePrep.Outcome) -> String {
        "\(episode) is at \(outcome.plan.before.percentText) already (target \(targetText(outcome.plan))): nothing to study"
    }

    /// "Prep S01E03: ≈ 62 % → ≈ 95 % on Fri with 12 words · 9 added to “Show”" (the expected
    /// coverage at the episode's watch date).
    package static func prepared(_ episode: EpisodeCode, _ outcome: EpisodePrep.Outcome) -> String {
        let plan = outcome.plan
        let added = outcome.book.map { " · \(outcome.added) added to “\($0.title)”" } ?? ""
        let day = plan.after.day.isEmpty ? "" : " " + plan.after.day
        let words = Counted.text(outcome.words.count, "word")
        return "Prep \(episode): \(plan.before.percentText) → \(plan.after.percentText)\(day) with \(words)\(added)"
    }

    package static func studyTitle(_ media: Media, _ episode: EpisodeCode) -> String { "Prep \(media.title) \(episode)" }

    private static func targetText(_ plan: PrepPlan) -> String { "\(Int((plan.target * 100).rounded())) %" }
}
