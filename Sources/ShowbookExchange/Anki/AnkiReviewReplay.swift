import Foundation
import ShowbookWords

/// A card's Anki review log as Showbook review history: each answer (ease 1–4 is Again, Hard,
/// Good, Easy) at the time of its log entry (the entry's id is that time in milliseconds), and
/// each Forget (a manual entry with no answer that leaves interval and ease factor 0, Anki's
/// "reset") as a reset. Other entries that are no answer — Set due date (a manual entry that
/// leaves an interval), rescheduled (kind 5), or with ease 0 — are left out and counted. The
/// events are stored as study marks and replayed through `FSRSScheduler` with the deck
/// preset's parameters and Anki's calendar days (`AnkiCollection.Preset`, `Timing`), so the
/// learner keeps the schedule Anki gave; a review card keeps the due day Anki gave it (a Set
/// due date, Anki's fuzz), and the memory state Anki stored is held against the replay.
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
        /// Forgets (resets) among the events.
        package var resets = 0
    }

    /// The answer times replayed, in seconds since 1970: from 1970 to a century before the end
    /// of year 9999, so that a card scheduled from the last of them (FSRS waits at most
    /// `FSRSParameters.maximumInterval`, 100 years) stays within the times a card may hold.
    package static let timeRange = CardValidation.time.lowerBound...(CardValidation.time.upperBound - 36_525 * 86_400)

    /// The first and last years of `timeRange`, for the report.
    package static let yearRange = (first: 1970, last: 9899)

    /// Stability within this share of Anki's stored one counts as the same memory state.
    package static let stabilityTolerance = 0.01

    package static func history(_ reviews: [AnkiCollection.Review]) -> History {
        var history = History()
        for review in reviews.sorted(by: { $0.id < $1.id }) {
            let isForget = review.kind == 4 && review.ease == 0 && review.interval == 0 && review.factor == 0
            let grade = ReviewGrade(rawValue: review.ease)
            guard isForget || (review.kind != 4 && review.kind != 5 && grade != nil) else {
                history.skipped += 1
                continue
            }
            let seconds = Double(review.id) / 1000
            guard timeRange.contains(seconds) else {
                history.outOfRange += 1
                continue
            }
            // Anki logs 0 for a time it did not measure: that stays unknown.
            let duration = review.milliseconds > 0 ? Double(review.milliseconds) / 1000 : nil
            history.events.append(StudyEvent(grade: isForget ? nil : grade, at: Date(timeIntervalSince1970: seconds), duration: duration))
            if isForget { history.resets += 1 }
        }
        return history
    }

    /// The card `events` give with `parameters`. A card in review in Anki (kind 2, due a day
    /// number) keeps Anki's due day, which holds Anki's fuzz and a Set due date — which also
    /// makes a learning card a review card.
    package static func card(events: [StudyEvent], state: AnkiCollection.CardState?, term: String,
                             parameters: FSRSParameters, timing: AnkiCollection.Timing?) -> StudyCard {
        var card = StudyHistoryReplay.card(from: events, term: term, parameters: parameters)
        if let state, let timing, state.type == 2, !card.isNew, (-36_525...1_000_000).contains(state.due) {
            let due = timing.start(ofDay: state.due)
            if timeRange.contains(due.timeIntervalSince1970) {
                card.phase = .review
                card.step = nil
                card.due = due
            }
        }
        return card
    }

    /// Whether the replayed card's memory state differs from the one Anki stored (stability
    /// beyond `stabilityTolerance`, difficulty beyond 0.01); nil when Anki stored none.
    package static func differs(_ card: StudyCard, from state: AnkiCollection.CardState?) -> Bool? {
        guard let stability = state?.stability, let difficulty = state?.difficulty else { return nil }
        guard let ours = card.stability, let oursDifficulty = card.difficulty else { return true }
        return abs(ours - stability) > stabilityTolerance * stability || abs(oursDifficulty - difficulty) > 0.01
    }
}
