import Foundation
import ShowbookPlatform

/// One entry of a word's review history: a grade, or a reset ("forget") that made the word
/// new again. The history is what replays into a card, after a migration or an import, and
/// what parameters are fitted to (`FSRSOptimizer`), with how long each answer took.
public struct StudyEvent: Sendable, Equatable, Codable {
    /// A review grade, or nil for a reset.
    public var grade: ReviewGrade?
    public var at: Date
    /// Seconds from the card shown to the grade; nil when unknown (and for a reset).
    public var duration: TimeInterval?

    /// Anki's default cap on the time an answer counts ("maximum answer seconds").
    public static let maximumDuration: TimeInterval = 60

    public init(grade: ReviewGrade?, at: Date, duration: TimeInterval? = nil) {
        self.grade = grade
        self.at = at
        self.duration = duration.flatMap(Self.storedDuration)
    }

    /// A duration as stored: nil for one that is not a time (negative, NaN), else at most a day.
    package static func storedDuration(_ seconds: TimeInterval) -> TimeInterval? {
        seconds.isFinite && seconds >= 0 ? min(seconds, 86_400) : nil
    }

    /// The time the study screen measured, capped as Anki caps it.
    public static func answerDuration(shown: Date, graded: Date) -> TimeInterval {
        min(max(0, graded.timeIntervalSince(shown)), maximumDuration)
    }

    /// "again" … "easy", or "forget".
    public var name: String { grade?.name ?? "forget" }

    public init?(name: String, at: Date, duration: TimeInterval? = nil) {
        if name.lowercased() == "forget" {
            self.init(grade: nil, at: at)
        } else if let grade = ReviewGrade(name: name) {
            self.init(grade: grade, at: at, duration: duration)
        } else {
            return nil
        }
    }
}

/// Replays review histories into cards: a pure fold over the events in order, and the
/// migration step that rebuilds every stored word's card from its study marks.
public enum StudyHistoryReplay {
    /// The card `events` lead to, starting from a new word. `term` seeds the fuzz.
    public static func card(from events: [StudyEvent], term: String, parameters: FSRSParameters) -> StudyCard {
        let scheduler = FSRSScheduler(parameters: parameters)
        var card = StudyCard.new
        for event in events.sorted(by: { $0.at < $1.at }) {
            card = apply(event, to: card, term: term, scheduler: scheduler)
        }
        return card
    }

    package static func apply(_ event: StudyEvent, to card: StudyCard, term: String, scheduler: FSRSScheduler,
                              dayPicker: FSRSScheduler.DayPicker? = nil) -> StudyCard {
        guard let grade = event.grade else { return .new }
        let seed = FSRSScheduler.fuzzSeed(term: term, reps: card.reps, at: event.at)
        return scheduler.review(card, grade: grade, at: event.at, fuzzSeed: seed, dayPicker: dayPicker)
    }

    /// What the replay reads of each mark, its word and its book (retention and kept schedule).
    private enum ReplayColumn: String, TableColumns {
        case wordID = "m.word_id", grade = "m.grade", markedAt = "m.marked_at", term = "w.term"
        case retention = "b.desired_retention", weights = "b.fsrs_weights", learningSteps = "b.learning_steps"
        case relearningSteps = "b.relearning_steps", dayStart = "b.day_start"
    }

    /// One mark as the replay reads it, with what its word's book schedules by.
    private struct ReplayMark {
        var wordID: Int64
        var event: StudyEvent?
        var term: String
        var parameters: FSRSParameters
    }

    /// Rebuilds the card of every word that has study marks, with its book's retention and the
    /// schedule the book keeps (an Anki preset's parameters, steps and day start); the rest is
    /// FSRS's defaults, as the config file is not read during an upgrade. Runs inside the
    /// upgrade's transaction.
    package static func replayAll(_ database: Database) throws {
        let marks = try database.query(
            """
            SELECT \(ReplayColumn.selectList())
            FROM study_marks m JOIN words w ON w.id = m.word_id JOIN word_books b ON b.id = w.book_id
            WHERE m.grade IS NOT NULL ORDER BY m.word_id, m.marked_at, m.id
            """
        ) { row in
            typealias C = ReplayColumn
            let schedule = BookSchedule(weights: BookSchedule.list(row.text(C.weights)),
                                        learningSteps: BookSchedule.list(row.text(C.learningSteps)),
                                        relearningSteps: BookSchedule.list(row.text(C.relearningSteps)),
                                        dayStart: row.double(C.dayStart))
            return ReplayMark(wordID: row.int64(C.wordID),
                              event: StudyEvent(name: row.string(C.grade), at: Date(timeIntervalSince1970: row.double(C.markedAt) ?? 0)),
                              term: row.string(C.term),
                              parameters: schedule.parameters(over: StudySettings().parameters(retention: row.double(C.retention))))
        }
        var index = 0
        while index < marks.count {
            let first = marks[index]
            var events: [StudyEvent] = []
            while index < marks.count && marks[index].wordID == first.wordID {
                if let event = marks[index].event { events.append(event) }
                index += 1
            }
            try database.writeCard(Self.card(from: events, term: first.term, parameters: first.parameters), wordID: first.wordID)
        }
    }
}

extension StudyEvent {
    /// True when both histories have the same events at the same times, to the millisecond
    /// a file keeps (an empty `incoming` history says nothing and matches).
    package static func matches(_ incoming: [StudyEvent], _ stored: [StudyEvent]) -> Bool {
        incoming.isEmpty || (incoming.count == stored.count && zip(incoming, stored).allSatisfy {
            $0.grade == $1.grade && abs($0.at.timeIntervalSince($1.at)) < 0.001
        })
    }
}

extension StudyCard {
    /// The same card as far as a file can tell (times to the millisecond).
    package func matches(_ other: StudyCard) -> Bool {
        func close(_ a: Date?, _ b: Date?) -> Bool {
            switch (a, b) {
            case let (a?, b?): return abs(a.timeIntervalSince(b)) < 0.001
            case (nil, nil): return true
            default: return false
            }
        }
        return phase == other.phase && step == other.step && stability == other.stability
            && difficulty == other.difficulty && reps == other.reps && lapses == other.lapses
            && close(due, other.due) && close(lastReview, other.lastReview)
    }
}
