import Foundation
import ShowbookWords

/// A card's Anki review log as Showbook review history: each answer (ease 1–4 is Again, Hard,
/// Good, Easy) at the time of its log entry (the entry's id is that time in milliseconds).
/// Entries that are no answer — set by hand or rescheduled (kinds 4 and 5), or with ease 0 —
/// are left out and counted. The events are stored as study marks and replayed through
/// `FSRSScheduler`, like the reviews Showbook makes itself, so the learner keeps a schedule.
///
/// The times come from the package, so they are held to `timeRange` where they enter: an
/// answer at ±Int64.max milliseconds would schedule a card for the year 292 million.
package enum AnkiReviewReplay {
    /// A card's events and how many log entries were left out.
    package struct History: Sendable, Equatable {
        package var events: [StudyEvent] = []
        /// Entries that are no answer.
        package var skipped = 0
        /// Answers whose time is outside `timeRange`.
        package var outOfRange = 0
    }

    /// The answer times replayed, in seconds since 1970: from 1970 to a century before the end
    /// of year 9999, so that a card scheduled from the last of them (FSRS waits at most
    /// `FSRSParameters.maximumInterval`, 100 years) stays within the times a card may hold.
    package static let timeRange = CardValidation.time.lowerBound...(CardValidation.time.upperBound - 36_525 * 86_400)

    /// The first and last years of `timeRange`, for the report.
    package static let yearRange = (first: 1970, last: 9899)

    package static func history(_ reviews: [AnkiCollection.Review]) -> History {
        var history = History()
        for review in reviews.sorted(by: { $0.id < $1.id }) {
            guard review.kind != 4, review.kind != 5, let grade = ReviewGrade(rawValue: review.ease) else {
                history.skipped += 1
                continue
            }
            let seconds = Double(review.id) / 1000
            guard timeRange.contains(seconds) else {
                history.outOfRange += 1
                continue
            }
            history.events.append(StudyEvent(grade: grade, at: Date(timeIntervalSince1970: seconds)))
        }
        return history
    }
}
