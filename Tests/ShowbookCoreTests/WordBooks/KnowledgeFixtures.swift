import Foundation
@testable import ShowbookWords

/// Puts a word in a knowledge state the way the app gets there, for the close tests: Learning is
/// an Again review (which also marks it `fail`), Young and Mature are Review cards written as
/// FSRS leaves them (reviewed now, due in 5 or 30 days), Known and Suspended are their times.
extension WordBookStores {
    func give(_ state: KnowledgeState, toWord wordID: Int64, at now: Date) throws {
        switch state {
        case .new:
            break
        case .learning:
            try reviews.review(wordID: wordID, grade: .again, at: now)
        case .young, .mature:
            let days: Double = state == .young ? 5 : 30
            try database.writeCard(StudyCard(phase: .review, step: nil, stability: days, difficulty: 5,
                                             due: now.addingTimeInterval(days * 86_400), lastReview: now, reps: 4),
                                   wordID: wordID)
        case .known:
            try database.run("UPDATE words SET known_at = ? WHERE id = ?", now.timeIntervalSince1970, wordID)
        case .suspended:
            try database.run("UPDATE words SET suspended_at = ? WHERE id = ?", now.timeIntervalSince1970, wordID)
        }
    }
}
