import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// Anki's schedule replayed as Anki means it: elapsed time in calendar days that begin at the
/// collection's rollover hour in its time zone, Forget as a reset, the card's due day (a Set
/// due date, Anki's fuzz) taken from the card, and the deck preset's retention, steps and FSRS
/// parameters; a book keeps its preset for the next review.
final class AnkiScheduleReplayTests: XCTestCase {
    /// 2026-09-01 00:00 UTC.
    let midnight = 1_788_220_800.0
    let hour = 3_600.0

    func testElapsedDaysAreCalendarDaysAtTheRolloverHour() {
        let timing = AnkiCollection.Timing(rolloverHour: 4, minutesWest: 0, created: Int64(midnight + 4 * hour))
        let anki = FSRSScheduler(parameters: FSRSParameters(dayStart: timing.dayStart))
        let hours = FSRSScheduler()
        // 03:00 then 05:00 the same date: two hours, but the rollover at 04:00 lies between.
        let first = anki.review(.new, grade: .good, at: Date(timeIntervalSince1970: midnight + 3 * hour))
        let crossed = anki.review(first, grade: .good, at: Date(timeIntervalSince1970: midnight + 5 * hour))
        let sameDay = hours.shortTermStability(first.stability!, grade: .good)
        XCTAssertNotEqual(crossed.stability!, sameDay, accuracy: 1e-9)
        let oneDay = anki.nextStability(difficulty: first.difficulty!, stability: first.stability!,
                                        retrievability: anki.retrievability(stability: first.stability!, elapsedDays: 1), grade: .good)
        XCTAssertEqual(crossed.stability!, oneDay, accuracy: 1e-9)
        // 05:00 then 03:00 the next date: 22 hours, one Anki day (the same one).
        let morning = anki.review(.new, grade: .good, at: Date(timeIntervalSince1970: midnight + 5 * hour))
        let beforeRollover = anki.review(morning, grade: .good, at: Date(timeIntervalSince1970: midnight + 27 * hour))
        XCTAssertEqual(beforeRollover.stability!, anki.shortTermStability(morning.stability!, grade: .good), accuracy: 1e-9)
        // A collection nine hours east of UTC (minutes west −540): its 04:00 is 19:00 UTC.
        XCTAssertEqual(AnkiCollection.Timing(rolloverHour: 4, minutesWest: -540, created: 0).dayStart, 19 * hour)
    }

    func testForgetIsAResetAndSetDueDateIsNoAnswer() {
        let history = AnkiReviewReplay.history([
            .init(id: 1_000, ease: 3, kind: 0, interval: -600, factor: 0),
            .init(id: 2_000, ease: 0, kind: 4, interval: 5, factor: 2_230),  // Set due date
            .init(id: 3_000, ease: 0, kind: 4, interval: 0, factor: 0),      // Forget
            .init(id: 4_000, ease: 4, kind: 0, interval: 3, factor: 2_230),
        ])
        XCTAssertEqual(history.events, [StudyEvent(grade: .good, at: Date(timeIntervalSince1970: 1)),
                                        StudyEvent(grade: nil, at: Date(timeIntervalSince1970: 3)),
                                        StudyEvent(grade: .easy, at: Date(timeIntervalSince1970: 4))])
        XCTAssertEqual(history.skipped, 1)
        XCTAssertEqual(history.resets, 1)
    }

    func testAReviewCardKeepsAnkisDueDay() {
        let created = Int64(midnight + 4 * hour)
        let timing = AnkiCollection.Timing(rolloverHour: 4, minutesWest: 0, created: created)
        let events = [StudyEvent(grade: .good, at: Date(timeIntervalSince1970: midnight + 10 * hour)),
                      StudyEvent(grade: .good, at: Date(timeIntervalSince1970: midnight + 34 * hour))]
        let state = AnkiCollection.CardState(type: 2, queue: 2, due: 9, interval: 8, stability: nil, difficulty: nil)
        let card = AnkiReviewReplay.card(events: events, state: state, term: "猫",
                                         parameters: FSRSParameters(dayStart: timing.dayStart), timing: timing)
        XCTAssertEqual(card.phase, .review)
        XCTAssertEqual(card.due?.timeIntervalSince1970, Double(created) + 9 * 86_400)
        // A Set due date on a learning card makes it a review card, due that day.
        let learning = [StudyEvent(grade: .again, at: Date(timeIntervalSince1970: midnight + 10 * hour))]
        let set = AnkiReviewReplay.card(events: learning, state: .init(type: 2, queue: 2, due: 12, interval: 12, stability: nil, difficulty: nil),
                                        term: "猫", parameters: FSRSParameters(dayStart: timing.dayStart), timing: timing)
        XCTAssertEqual(set.phase, .review)
        XCTAssertNil(set.step)
        XCTAssertEqual(set.due?.timeIntervalSince1970, Double(created) + 12 * 86_400)
        // After a Forget the card is new, whatever came before.
        let forgotten = AnkiReviewReplay.card(events: events + [StudyEvent(grade: nil, at: Date(timeIntervalSince1970: midnight + 40 * hour))],
                                              state: .init(type: 0, queue: 0, due: 3, interval: 0, stability: nil, difficulty: nil),
                                              term: "猫", parameters: FSRSParameters(), timing: timing)
        XCTAssertTrue(forgotten.isNew)
    }

    func testTheDeckPresetGivesRetentionStepsAndParameters() throws {
        let weights = (0..<21).map { FSRSParameters.defaultWeights[$0] * ($0 == 2 ? 1.5 : 1) }
        let json: [String: Any] = ["desiredRetention": 0.85, "new": ["delays": [2.0, 30.0, 1440.0]], "lapse": ["delays": [15.0]],
                                   "fsrsParams6": weights, "fsrsWeights": [Double]()]
        let preset = AnkiCollection.Preset(legacy: json)
        let parameters = preset.parameters(over: FSRSParameters(), dayStart: 3_600)
        XCTAssertEqual(parameters.desiredRetention, 0.85)
        XCTAssertEqual(parameters.learningSteps, [120, 1_800, 86_400])
        XCTAssertEqual(parameters.relearningSteps, [900])
        XCTAssertEqual(parameters.weights, weights)
        XCTAssertEqual(parameters.dayStart, 3_600)
        // No parameters of its own: FSRS's defaults.
        XCTAssertEqual(AnkiCollection.Preset(legacy: ["fsrsParams6": [Double]()]).parameters(over: FSRSParameters(), dayStart: nil).weights,
                       FSRSParameters.defaultWeights)
    }

    func testABookKeepsItsPresetForTheNextReview() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try stores.books.createBook(title: "Kaishi")
        let weights = FSRSParameters.defaultWeights.map { $0 * 1.01 }
        try stores.reviews.setSchedule(bookID: book.id, to: BookSchedule(weights: weights, learningSteps: [120], relearningSteps: [300, 900],
                                                                       dayStart: 14_400))
        try stores.reviews.setRetention(bookID: book.id, to: 0.85)
        let parameters = try stores.reviews.parameters(bookID: book.id)
        XCTAssertEqual(parameters.weights, weights)
        XCTAssertEqual(parameters.learningSteps, [120])
        XCTAssertEqual(parameters.relearningSteps, [300, 900])
        XCTAssertEqual(parameters.dayStart, 14_400)
        XCTAssertEqual(parameters.desiredRetention, 0.85)
    }
}
