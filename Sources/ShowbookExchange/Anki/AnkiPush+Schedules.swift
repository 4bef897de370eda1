import Foundation
import ShowbookPlatform
import ShowbookWords

/// A push carries schedules the way AnkiConnect allows. A card Anki has not answered — its
/// review log holds only what Showbook sent (and Anki's own "Set due date" entries), and it
/// is neither suspended nor buried there — takes its word's Showbook schedule whenever the
/// word has answers the card's log lacks: a Review card its due day (`setDueDate`, logged by
/// Anki as an entry no scheduler counts as an answer), type, interval, repetitions and lapses
/// (`setSpecificValueOfCard`); a Learning or Relearning card its step's due time; then the
/// missing review-log entries (`insertReviews`), from which Anki's FSRS computes the memory
/// state at the next answer. A Known or Suspended word's cards are suspended. A card answered
/// in Anki keeps Anki's schedule. A failure here is reported and loses nothing: the notes are
/// in Anki and their links are kept.
extension AnkiPush {
    /// What the schedule step did.
    public struct ScheduleReport: Sendable, Equatable {
        /// Cards given their word's schedule.
        public var scheduled = 0
        /// Review-log entries sent with them.
        public var reviews = 0
        /// Cards suspended for a Known or Suspended word.
        public var suspended = 0
        /// Why the schedules did not all arrive (nil: they did).
        public var problem: String?
    }

    /// One card of a pushed note, as `cardsInfo` tells it, with its review log.
    struct AnkiCard {
        var id: Int64
        var noteID: Int64
        var ordinal: Int
        var log: [AnkiLoggedReview] = []
    }

    /// One entry of a card's review log in Anki, as `getReviewsOfCards` tells it.
    package struct AnkiLoggedReview: Equatable {
        package var id: Int64
        package var ease: Int64
        package var interval: Int64
        package var factor: Int64
    }

    /// Brings the cards of `notes` (word id → note id) that Anki has not answered up to their
    /// words' schedules.
    func sendSchedules(bookID: Int64, notes: [Int64: Int64]) -> ScheduleReport {
        var report = ScheduleReport()
        do {
            let schedules = try exporter.schedules(bookID: bookID, now: exporter.clock.now, days: AnkiDays())
            let carried = notes.filter { wordID, _ in schedules[wordID].map { $0.type != 0 || $0.queue == -1 } ?? false }
            let wordOfNote = Dictionary(carried.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
            var actions: [JSONValue] = []
            var suspending: [Int64] = []
            var reviews: [(cardID: Int64, entry: AnkiReviewLogEntry)] = []
            var scheduled = 0
            for card in try unsuspendedCards(ofNotes: wordOfNote.keys.sorted()) {
                guard let wordID = wordOfNote[card.noteID], let schedule = schedules[wordID],
                      let missing = Self.missingReviews(schedule.reviews, log: card.log) else { continue }
                if schedule.queue == -1 { suspending.append(card.id) }
                guard card.ordinal == 0, schedule.type != 0, !missing.isEmpty else { continue }
                actions += Self.scheduleActions(cardID: card.id, schedule)
                reviews += missing.map { (card.id, $0) }
                scheduled += 1
            }
            for start in stride(from: 0, to: actions.count, by: Self.batchSize) {
                try runBatch(Array(actions[start..<min(start + Self.batchSize, actions.count)]))
            }
            report.scheduled = scheduled
            if !suspending.isEmpty {
                try runBatch([["action": "suspend", "params": ["cards": .array(suspending.map(JSONValue.int))]]])
                report.suspended = suspending.count
            }
            try sendReviewLog(reviews)
            report.reviews = reviews.count
        } catch {
            report.problem = String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        }
        return report
    }

    /// The entries of Showbook's log that `log` lacks (an entry matches one answered within a
    /// second with the same answer); nil when Anki has answered the card itself — an answer or
    /// a reset (Forget) Showbook did not send.
    package static func missingReviews(_ entries: [AnkiReviewLogEntry], log: [AnkiLoggedReview]) -> [AnkiReviewLogEntry]? {
        func same(_ entry: AnkiReviewLogEntry, _ logged: AnkiLoggedReview) -> Bool {
            abs(logged.id - entry.answeredAt) < 1_000 && logged.ease == entry.ease
        }
        for logged in log where !entries.contains(where: { same($0, logged) }) {
            let isReset = logged.ease == 0 && logged.interval == 0 && logged.factor == 0
            if logged.ease > 0 || isReset { return nil }
        }
        return entries.filter { entry in !log.contains { same(entry, $0) } }
    }

    /// The cards of `noteIDs` that are neither suspended nor buried in Anki, with their review
    /// logs, a batch of notes at a time.
    private func unsuspendedCards(ofNotes noteIDs: [Int64]) throws -> [AnkiCard] {
        var cards: [AnkiCard] = []
        for start in stride(from: 0, to: noteIDs.count, by: Self.batchSize) {
            let batch = noteIDs[start..<min(start + Self.batchSize, noteIDs.count)]
            let query = "nid:" + batch.map(String.init).joined(separator: ",")
            guard let answer = try client.invoke("findCards", ["query": .string(query)]) as? [Any] else {
                throw AnkiConnectError.unexpected(action: "findCards")
            }
            let ids = answer.compactMap(OutsideNumbers.ankiID)
            guard !ids.isEmpty else { continue }
            guard let infos = try client.invoke("cardsInfo", ["cards": .array(ids.map(JSONValue.int))]) as? [Any] else {
                throw AnkiConnectError.unexpected(action: "cardsInfo")
            }
            var found: [AnkiCard] = []
            for case let info as [String: Any] in infos {
                guard let id = OutsideNumbers.ankiID(info["cardId"]), let noteID = OutsideNumbers.ankiID(info["note"]),
                      let ordinal = (info["ord"] as? NSNumber)?.intValue, batch.contains(noteID),
                      let queue = (info["queue"] as? NSNumber)?.intValue, queue >= 0 else { continue }
                found.append(AnkiCard(id: id, noteID: noteID, ordinal: ordinal))
            }
            let logs = try reviewLogs(of: found.map(\.id))
            cards += found.map { card in
                var card = card
                card.log = logs[card.id] ?? []
                return card
            }
        }
        return cards
    }

    /// Each card's review log in Anki (`getReviewsOfCards`: card id → its entries).
    private func reviewLogs(of cardIDs: [Int64]) throws -> [Int64: [AnkiLoggedReview]] {
        guard !cardIDs.isEmpty else { return [:] }
        guard let answer = try client.invoke("getReviewsOfCards", ["cards": .array(cardIDs.map(JSONValue.int))])
            as? [String: Any] else { throw AnkiConnectError.unexpected(action: "getReviewsOfCards") }
        var logs: [Int64: [AnkiLoggedReview]] = [:]
        for (key, value) in answer {
            guard let cardID = Int64(key), let entries = value as? [Any] else { continue }
            logs[cardID] = try entries.map { entry in
                guard let fields = entry as? [String: Any], let id = OutsideNumbers.ankiID(fields["id"]),
                      let ease = (fields["ease"] as? NSNumber)?.int64Value else {
                    throw AnkiConnectError.unexpected(action: "getReviewsOfCards")
                }
                return AnkiLoggedReview(id: id, ease: ease, interval: (fields["ivl"] as? NSNumber)?.int64Value ?? 0,
                                        factor: (fields["factor"] as? NSNumber)?.int64Value ?? 0)
            }
        }
        return logs
    }

    /// The actions that give a new card `schedule`: a Review card its day, then its values; a
    /// Learning or Relearning card waits for its step by the second (Anki's intraday queue,
    /// whichever day the step falls on).
    package static func scheduleActions(cardID: Int64, _ schedule: AnkiCardSchedule) -> [JSONValue] {
        var actions: [JSONValue] = []
        var keys = ["type", "queue", "ivl", "factor", "reps", "lapses", "left"]
        var values = [schedule.type, schedule.type == 2 ? 2 : 1, schedule.interval, schedule.factor, schedule.reps,
                      schedule.lapses, schedule.type == 2 ? 0 : schedule.left]
        if schedule.type == 2 {
            // An overdue card is due today: Anki's day numbers are not known over AnkiConnect.
            actions.append(["action": "setDueDate",
                            "params": ["cards": [.int(cardID)], "days": .string(String(max(0, schedule.due)))]])
        } else {
            keys.append("due")
            values.append(schedule.stepDue)
        }
        actions.append(["action": "setSpecificValueOfCard", "params": [
            "card": .int(cardID), "keys": .array(keys.map(JSONValue.string)), "newValues": .array(values.map(JSONValue.int)),
            "warning_check": true,
        ]])
        return actions
    }

    /// The review-log entries, `batchSize` per `insertReviews`; each id an answer time in
    /// milliseconds, unique within the push.
    private func sendReviewLog(_ reviews: [(cardID: Int64, entry: AnkiReviewLogEntry)]) throws {
        var used = Set<Int64>()
        let rows: [JSONValue] = reviews.map { review in
            var id = review.entry.answeredAt
            while used.contains(id) { id += 1 }
            used.insert(id)
            let entry = review.entry
            return .array([id, review.cardID, -1, entry.ease, entry.interval, entry.lastInterval, entry.factor,
                           entry.milliseconds, entry.type].map(JSONValue.int))
        }
        for start in stride(from: 0, to: rows.count, by: Self.batchSize) {
            let batch = Array(rows[start..<min(start + Self.batchSize, rows.count)])
            _ = try client.invoke("insertReviews", ["reviews": .array(batch)])
        }
    }
}
