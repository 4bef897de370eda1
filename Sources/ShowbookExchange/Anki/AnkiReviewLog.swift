import Foundation
import ShowbookPlatform
import ShowbookWords

/// One row of Anki's review log (`revlog`): when the card was answered (in milliseconds, the
/// row's id), the answer (1 Again … 4 Easy; 0 for a reset), the interval it gave (days, or
/// minus the seconds of a learning step) and the one before, the difficulty Anki keeps in
/// `factor`, the time taken (milliseconds; unknown: 0) and the kind (0 learn, 1 review, 2 relearn, 4 a reset).
package struct AnkiReviewLogEntry: Sendable, Equatable {
    package var answeredAt: Int64
    package var ease: Int64
    package var interval: Int64
    package var lastInterval: Int64
    package var factor: Int64
    package var type: Int64
    package var milliseconds: Int64 = 0
}

/// A word's review history as Anki's review log: the history replayed through the book's
/// scheduler from a new card, each review logged with what it did to the card, each reset
/// (Forget) as a manual entry after which the card is new.
package enum AnkiReviewLog {
    package static func entries(_ history: [StudyEvent], term: String, parameters: FSRSParameters,
                                days: AnkiDays) -> [AnkiReviewLogEntry] {
        let scheduler = FSRSScheduler(parameters: parameters)
        var card = StudyCard.new
        var lastInterval: Int64 = 0
        var entries: [AnkiReviewLogEntry] = []
        for event in history.sorted(by: { $0.at < $1.at }) {
            let answeredAt = AnkiNote.milliseconds(event.at)
            guard let grade = event.grade else {
                entries.append(AnkiReviewLogEntry(answeredAt: answeredAt, ease: 0, interval: 0, lastInterval: lastInterval,
                                                  factor: 0, type: 4))
                card = .new
                lastInterval = 0
                continue
            }
            let type: Int64 = card.isNew ? 0 : (card.phase == .review ? 1 : card.phase == .learning ? 0 : 2)
            let next = StudyHistoryReplay.apply(event, to: card, term: term, scheduler: scheduler)
            var interval: Int64 = 0
            if let due = next.due {
                interval = next.phase == .review
                    ? max(1, days.days(from: event.at, to: due))
                    : -Int64(max(0, due.timeIntervalSince(event.at)).rounded())
            }
            let factor = Int64(((next.difficulty ?? 0) * 100).rounded())
            let milliseconds = event.duration.map { Int64(($0 * 1000).rounded()) } ?? 0
            entries.append(AnkiReviewLogEntry(answeredAt: answeredAt, ease: Int64(grade.rawValue), interval: interval,
                                              lastInterval: lastInterval, factor: factor, type: type, milliseconds: milliseconds))
            lastInterval = interval
            card = next
        }
        return entries
    }
}
