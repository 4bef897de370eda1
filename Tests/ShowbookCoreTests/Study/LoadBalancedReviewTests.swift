import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// A grade recorded with the load balancer on lands on the emptiest day of its fuzz range, as
/// the stored due counts say; with it off the same review gets plain FSRS's day.
final class LoadBalancedReviewTests: XCTestCase {
    func testAReviewLandsOnTheEmptiestDayOfItsRangeOnlyWhenBalancing() throws {
        let h = try AppHarness()
        let utc = TimeZone(identifier: "UTC")!
        let balanced = WordBookStores(database: h.database, clock: h.clock,
                                      studySettings: StudySettings(loadBalancer: LoadBalancer(timeZone: utc)))
        let plainStores = WordBookStores(database: h.database, clock: h.clock, studySettings: StudySettings())
        let book = try balanced.books.createBook(title: "Even")
        let now = FixtureDates.day(2026, 1, 5, hour: 12)
        let card = StudyCard(phase: .review, step: nil, stability: 20, difficulty: 5, due: now,
                             lastReview: now.addingTimeInterval(-20 * 86_400), reps: 4)
        let plainDays = Int((FSRSScheduler().review(card, grade: .good, at: now).due ?? now).timeIntervalSince(now) / 86_400)
        let range = FSRSScheduler().fuzzRange(days: plainDays)
        XCTAssertGreaterThan(plainDays, range.lowerBound, "the emptiest day is not the plain one: \(plainDays) in \(range)")
        // Five words due on every day of the range but its first, which has one.
        var filler = 0
        for day in range {
            for _ in 0..<(day == range.lowerBound ? 1 : 5) {
                filler += 1
                let word = try balanced.words.addWord(WordDraft(term: "f\(filler)", meaning: "m"), to: book.id)
                var due = card
                due.due = now.addingTimeInterval(Double(day) * 86_400 + 3600)
                try balanced.reviews.restoreStudy(wordID: word.id, card: due, history: [])
            }
        }
        for (stores, expected) in [(balanced, range.lowerBound), (plainStores, plainDays)] {
            let word = try stores.words.addWord(WordDraft(term: "t\(expected)", meaning: "m"), to: book.id)
            try stores.reviews.restoreStudy(wordID: word.id, card: card, history: [])
            let graded = try stores.reviews.review(wordID: word.id, grade: .good, at: now)
            let days = (graded.card.due ?? now).timeIntervalSince(now) / 86_400
            XCTAssertEqual(days, Double(expected), accuracy: 1e-6)
        }
        XCTAssertEqual(try balanced.reviews.dueCount(onDayOf: now.addingTimeInterval(Double(range.lowerBound) * 86_400),
                                                    calendar: FixtureDates.utcCalendar), 2, "the filler and the balanced word")
    }
}
