import Foundation
import ShowbookPlatform
import ShowbookTV

/// A prep plan as the learner reads it, the same in `showbook prep` and the app: the coverage
/// before and after at the watch date, and the reviews the list adds each day until then.
extension PrepPlan {
    /// "S01E02: ≈ 62 % → ≈ 95 % on Fri with 12 words (a first study keeps 82 % by then)".
    public var summaryText: String {
        let day = after.day.isEmpty ? "" : " " + after.day
        let keeps = studyRecall < 0.995 && !words.isEmpty ? " (a first study keeps \(EpisodeCoverage.percentText(studyRecall)) by then)" : ""
        let reach = reachesTarget ? "" : " (the target \(EpisodeCoverage.percentText(target)) cannot be reached)"
        return "\(episode): \(before.percentText) → \(after.percentText)\(day) with \(Counted.text(words.count, "word"))\(keeps)\(reach)"
    }

    /// "reviews this adds: Sat 0 · Sun 12 · Mon 0 · Tue 0" (one entry a day from tomorrow to the
    /// watch day, the first `limit` days then "…"); nil when the watch date is today or no word
    /// is listed.
    public func reviewsText(calendar: Calendar, now: Date, limit: Int = 14) -> String? {
        guard !reviewsPerDay.isEmpty, !words.isEmpty else { return nil }
        let entries = reviewsPerDay.prefix(limit).enumerated().map { index, count in
            let day = calendar.date(byAdding: .day, value: index + 1, to: now) ?? now
            return "\(EnglishCalendarNames.weekday(calendar.component(.weekday, from: day))) \(count)"
        }
        let more = reviewsPerDay.count > limit ? " · …" : ""
        let total = reviewsPerDay.reduce(0, +)
        return "reviews this adds until the watch date: \(entries.joined(separator: " · "))\(more) (\(Counted.text(total, "review")) in all)"
    }
}
