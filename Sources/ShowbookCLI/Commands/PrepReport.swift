import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// What `showbook prep` prints of a plan: a line per word, the summary, the reviews it adds,
/// and the same as one `--json` object.
enum PrepReport {
    /// "12\tword [reading]  meaning" (" +3 later" when ranked over the season).
    static func wordLine(_ word: PrepPlan.Word, meaning: String) -> ConsoleText {
        let reading = word.reading.isEmpty || word.reading == word.term ? "" : " [\(word.reading)]"
        let later = word.laterCount > 0 ? " +\(word.laterCount) later" : ""
        let meaning = meaning.isEmpty ? "" : "  \(meaning)"
        return "\(word.count)\(later)\t\(word.term)\(reading)\(meaning)"
    }

    static func summary(_ plan: PrepPlan) -> String { plan.summaryText }

    static func reviewsLine(_ plan: PrepPlan, calendar: Calendar, now: Date) -> String? {
        plan.reviewsText(calendar: calendar, now: now)
    }

    static func json(_ plan: PrepPlan, media: Media, book: String?, added: Set<String>) -> JSONValue {
        let share: (Double?) -> JSONValue = { value in value.map { .double($0) } ?? .null }
        let words: [JSONValue] = plan.words.map { word in
            .object(["term": .string(word.term), "reading": .string(word.reading), "count": .int(Int64(word.count)),
                     "later_count": .int(Int64(word.laterCount)), "added": .bool(added.contains(WordStore.termKey(word.term)))])
        }
        return .object([
            "id": .string(media.id.description), "episode": .string(plan.episode.description), "target": .double(plan.target),
            "watch_date": .string(StudyTime.text(plan.watchDate)), "study_recall": .double(plan.studyRecall),
            "before": share(plan.before.expectedShare), "after": share(plan.after.expectedShare),
            "before_sure": share(plan.before.sureShare), "after_sure": share(plan.after.sureShare),
            "reaches_target": .bool(plan.reachesTarget), "book": .optional(book), "words": .array(words),
            "reviews_per_day": .array(plan.reviewsPerDay.map { .int(Int64($0)) }),
        ])
    }
}
