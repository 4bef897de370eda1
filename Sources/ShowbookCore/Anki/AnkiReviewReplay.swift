import Foundation

/// A card's Anki review log as Showbook review history: each answer (ease 1–4 is Again, Hard,
/// Good, Easy) at the time of its log entry (the entry's id is that time in milliseconds).
/// Entries that are no answer — set by hand or rescheduled (kinds 4 and 5), or with ease 0 —
/// are left out and counted. The events are stored as study marks and replayed through
/// `FSRSScheduler`, like the reviews Showbook makes itself, so the learner keeps a schedule.
enum AnkiReviewReplay {
    /// A card's events and how many log entries were left out.
    struct History: Sendable, Equatable {
        var events: [StudyEvent] = []
        var skipped = 0
    }

    static func history(_ reviews: [AnkiCollection.Review]) -> History {
        var history = History()
        for review in reviews.sorted(by: { $0.id < $1.id }) {
            guard review.kind != 4, review.kind != 5, let grade = ReviewGrade(rawValue: review.ease) else {
                history.skipped += 1
                continue
            }
            history.events.append(StudyEvent(grade: grade, at: Date(timeIntervalSince1970: Double(review.id) / 1000)))
        }
        return history
    }
}
