import Foundation
import ShowbookPlatform
import ShowbookWords

/// One word's card as the `cards` row of an exported collection holds it, so Anki continues
/// the word's schedule: its type and queue (New, Learning, Review, Relearning; suspended when
/// the word is Known or Suspended), its due (a position for a new card, a time for a step due
/// today, an Anki day otherwise), interval, repetitions, lapses, the remaining steps, the FSRS
/// memory state in the card's data as Anki keeps it (`s` to 4 decimals, `d` to 3, the desired
/// retention `dr`, the model's `decay`, the last review `lrt`), and its review log.
package struct AnkiCardSchedule: Sendable, Equatable {
    package var type: Int64 = 0
    package var queue: Int64 = 0
    package var due: Int64 = 0
    package var interval: Int64 = 0
    package var factor: Int64 = 0
    package var reps: Int64 = 0
    package var lapses: Int64 = 0
    package var left: Int64 = 0
    /// A Learning or Relearning card's step: when it is due, in seconds (0 for other cards).
    package var stepDue: Int64 = 0
    package var data = ""
    package var reviews: [AnkiReviewLogEntry] = []

    /// A new card at `position` (Anki's due order for new cards).
    package static func new(position: Int64) -> AnkiCardSchedule {
        var schedule = AnkiCardSchedule()
        schedule.due = position
        return schedule
    }

    package init() {}

    /// The schedule of `word`'s card at `now`, from its stored card and its review history.
    package init(word: Word, history: [StudyEvent], parameters: FSRSParameters, position: Int64, now: Date,
                 days: AnkiDays) {
        let card = word.card
        reviews = AnkiReviewLog.entries(history, term: word.term, parameters: parameters, days: days)
        reps = Int64(card.reps)
        lapses = Int64(card.lapses)
        if let stability = card.stability, let difficulty = card.difficulty, let due = card.due {
            let steps = card.phase == .relearning ? parameters.relearningSteps : parameters.learningSteps
            let dueDays = days.days(from: now, to: due)
            switch card.phase {
            case .review:
                type = 2
                queue = 2
                self.due = dueDays
                interval = max(1, days.days(from: card.lastReview ?? now, to: due))
            case .learning, .relearning:
                type = card.phase == .learning ? 1 : 3
                // A step due today waits by the second (queue 1); one due on a later day by the day (queue 3).
                queue = dueDays > 0 ? 3 : 1
                stepDue = Int64(due.timeIntervalSince1970.rounded(.down))
                self.due = dueDays > 0 ? dueDays : stepDue
                left = Int64(max(1, steps.count - (card.step ?? 0)))
                interval = card.phase == .relearning ? max(1, Int64(stability.rounded())) : 0
            }
            factor = 2500
            data = Self.data(position: position, stability: stability, difficulty: difficulty, parameters: parameters,
                             lastReview: card.lastReview)
        } else {
            self.due = position
        }
        if word.knownAt != nil || word.suspendedAt != nil { queue = -1 }
    }

    /// The card's data as Anki writes it: `{"pos":3,"s":2.3065,"d":2.104,"dr":0.9,"decay":0.154,"lrt":…}`.
    package static func data(position: Int64, stability: Double, difficulty: Double, parameters: FSRSParameters,
                             lastReview: Date?) -> String {
        var members: [(key: String, value: JSONValue)] = [
            ("pos", .int(position)), ("s", .double(rounded(stability, 4))), ("d", .double(rounded(difficulty, 3))),
            ("dr", .double(rounded(parameters.desiredRetention, 2))), ("decay", .double(rounded(-parameters.decay, 3))),
        ]
        if let lastReview { members.append(("lrt", .int(Int64(lastReview.timeIntervalSince1970.rounded(.down))))) }
        return "{" + members.map { JSONValue.string($0.key).encoded + ":" + $0.value.encoded }.joined(separator: ",") + "}"
    }

    package static func rounded(_ value: Double, _ places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }
}
