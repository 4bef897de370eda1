import Foundation

/// The ranges a stored or imported FSRS card must keep for the scheduler to work on it. It
/// exists because a card comes from outside twice — a Showbook JSON book and the database
/// file, which anyone can edit with `sqlite3` — and a stability of 0, 1e300 or infinity, a
/// negative step or reps at `Int.max` made every review of the word trap. One check serves
/// the importer (the entry is refused with this reason), every read from storage (the card is
/// studied as New), and `doctor` (it counts such cards; `--repair` resets them).
public enum CardValidation {
    /// Stability in days: above 0 and at most about 270,000 years.
    public static let stability = 0.0...100_000_000.0
    /// FSRS difficulty.
    public static let difficulty = FSRSScheduler.difficultyRange
    /// The learning or relearning step.
    public static let step = 0...1_000
    /// Reviews and lapses of one word.
    public static let count = 0...10_000_000
    /// Due and last-review times: from 1970 to the end of year 9999 (seconds since 1970).
    public static let time = 0.0...253_402_300_799.0

    /// Why `card` cannot be scheduled, or nil when it can. A New card (no stability or no
    /// difficulty) only needs its step and counts in range.
    public static func problem(_ card: StudyCard) -> String? {
        if let step = card.step, !Self.step.contains(step) { return "card step must be from 0 to \(Self.step.upperBound)" }
        if !count.contains(card.reps) { return "card reps must be from 0 to \(count.upperBound)" }
        if !count.contains(card.lapses) { return "card lapses must be from 0 to \(count.upperBound)" }
        if let value = card.stability, !(value.isFinite && value > stability.lowerBound && value <= stability.upperBound) {
            return "card stability must be above 0 and at most \(Int(stability.upperBound)) days"
        }
        if let value = card.difficulty, !(value.isFinite && difficulty.contains(value)) {
            return "card difficulty must be from 1 to 10"
        }
        for date in [card.due, card.lastReview].compactMap({ $0 }) where !time.contains(date.timeIntervalSince1970) {
            return "card times must lie between 1970 and 9999"
        }
        return nil
    }

    public static func isValid(_ card: StudyCard) -> Bool { problem(card) == nil }

    /// A card read from storage as the study code may use it: itself when valid, else New (the
    /// row is left as it is until a review or `doctor --repair` writes a new card).
    public static func usable(_ card: StudyCard) -> StudyCard {
        isValid(card) ? card : .new
    }

    /// A card from a row's raw values (nil for SQL NULL), checked: the one reading of the card
    /// columns (`NamedRow.word`, `.card` and the session entries go through here). `phase` nil is
    /// an unknown phase name; `isValid` is false when any value is out of range.
    public static func stored(phase: String, step: Int?, stability: Double?, difficulty: Double?, due: Double?,
                              lastReview: Double?, reps: Int?, lapses: Int?) -> (card: StudyCard, isValid: Bool) {
        let times = [due, lastReview].compactMap { $0 }
        guard let cardPhase = CardPhase(rawValue: phase), times.allSatisfy(time.contains) else { return (.new, false) }
        let card = StudyCard(phase: cardPhase, step: step, stability: stability, difficulty: difficulty,
                             due: due.map(Date.init(timeIntervalSince1970:)),
                             lastReview: lastReview.map(Date.init(timeIntervalSince1970:)), reps: reps ?? 0, lapses: lapses ?? 0)
        return isValid(card) ? (card, true) : (.new, false)
    }
}
