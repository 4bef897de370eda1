import Foundation
import ShowbookPlatform

/// The term keys the learner knows at one moment, across every book (open or closed): a word
/// marked Known (at or before that moment), or a Young/Mature card whose FSRS retrievability
/// then is at least the setting's minimum. Suspended, New and Learning words are not known; a
/// card reviewed after the moment is not counted, since its state then is not stored.
public enum KnownTerms {
    public static func at(_ date: Date, in database: Database, settings: CoverageSettings = CoverageSettings(),
                          scheduler: FSRSScheduler = FSRSScheduler()) throws -> Set<String> {
        let time = date.timeIntervalSince1970
        var known = Set<String>()
        try database.queryWhile("""
            SELECT \(KnownColumn.selectList()) FROM words
            WHERE (known_at IS NOT NULL AND known_at <= ?1)
               OR (known_at IS NULL AND suspended_at IS NULL AND card_phase = 'review' AND stability IS NOT NULL
                   AND difficulty IS NOT NULL AND last_review_at IS NOT NULL AND last_review_at <= ?1)
            """, [.real(time)]) { row in
            let isKnown: Bool
            if !row.isNull(KnownColumn.knownAt) {
                isKnown = true
            } else {
                let card = StudyCard(phase: .review, step: nil, stability: row.double(KnownColumn.stability), difficulty: 5,
                                     lastReview: row.double(KnownColumn.lastReviewAt).map(Date.init(timeIntervalSince1970:)))
                isKnown = (scheduler.retrievability(of: card, at: date) ?? 0) >= settings.minimumRetrievability
            }
            if isKnown { known.insert(WordStore.termKey(row.string(KnownColumn.term))) }
            return true
        }
        return known
    }
}

/// What `KnownTerms` reads of a word.
private enum KnownColumn: String, TableColumns {
    case term, knownAt = "known_at", stability, lastReviewAt = "last_review_at"
}
