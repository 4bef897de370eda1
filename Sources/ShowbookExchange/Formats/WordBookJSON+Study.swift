import Foundation
import ShowbookWords

/// The FSRS half of Showbook JSON (version 2): each word's `card` and `history`, written from
/// the store and read back with a one-line problem for anything that cannot be used. Kept
/// apart from the word fields so the format's reader only calls `readStudy`.
extension WordBookJSON {
    /// A word's FSRS card; times are ISO-8601 UTC with milliseconds.
    package struct CardEntry: Codable {
        package var state: String
        package var step: Int?
        package var stability: Double?
        package var difficulty: Double?
        package var due: String?
        package var last_review: String?
        package var reps: Int?
        package var lapses: Int?
    }

    /// One review (`again` … `easy`) or reset (`forget`).
    package struct HistoryEntry: Codable {
        package var grade: String
        package var at: String
    }

    /// Reads the entry's card and history into `word`; the problem, if any, that keeps the
    /// entry out.
    package static func readStudy(_ entry: Entry, into word: inout ImportedWord, at location: SourceLocation) -> FormatProblem? {
        do {
            word.card = try entry.card.map(card)
            word.history = try (entry.history ?? []).map(event)
            return nil
        } catch let problem as StudyProblem {
            return FormatProblem(location, problem.message)
        } catch {
            return FormatProblem(location, "\(error)")
        }
    }

    /// The entry of one history event.
    package static func historyEntry(_ event: StudyEvent) -> HistoryEntry {
        HistoryEntry(grade: event.name, at: StudyTime.preciseText(event.at))
    }

    /// Why a card or history in an entry cannot be used.
    private struct StudyProblem: Error { var message: String }

    package static func cardEntry(_ card: StudyCard) -> CardEntry {
        CardEntry(state: card.phase.rawValue, step: card.step, stability: card.stability, difficulty: card.difficulty,
                  due: card.due.map(StudyTime.preciseText), last_review: card.lastReview.map(StudyTime.preciseText),
                  reps: card.reps, lapses: card.lapses)
    }

    private static func time(_ text: String?, _ what: String) throws -> Date? {
        guard let text else { return nil }
        guard let date = StudyTime.parse(text) else { throw StudyProblem(message: "bad time “\(text)” in the \(what)") }
        return date
    }

    private static func card(_ entry: CardEntry) throws -> StudyCard {
        guard let phase = CardPhase(rawValue: entry.state.lowercased()) else {
            throw StudyProblem(message: "unknown card state “\(entry.state)”")
        }
        let card = StudyCard(phase: phase, step: entry.step, stability: entry.stability, difficulty: entry.difficulty,
                             due: try time(entry.due, "card"), lastReview: try time(entry.last_review, "card"),
                             reps: entry.reps ?? 0, lapses: entry.lapses ?? 0)
        if let problem = CardValidation.problem(card) { throw StudyProblem(message: problem) }
        return card
    }

    /// A review held to the years a card's times may have (`CardValidation.time`), since the
    /// history is replayed into the card.
    private static func event(_ entry: HistoryEntry) throws -> StudyEvent {
        guard let at = try time(entry.at, "history") else { throw StudyProblem(message: "bad time in the history") }
        guard CardValidation.time.contains(at.timeIntervalSince1970) else {
            throw StudyProblem(message: "review time “\(entry.at)” in the history is not between 1970 and 9999")
        }
        guard let event = StudyEvent(name: entry.grade, at: at) else {
            throw StudyProblem(message: "unknown grade “\(entry.grade)” in the history")
        }
        return event
    }
}
