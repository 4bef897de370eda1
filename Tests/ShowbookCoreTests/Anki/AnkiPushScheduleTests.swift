import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// A push carries schedules as AnkiConnect allows: a card Anki has not answered takes its
/// word's schedule (a Review card its due day through `setDueDate`, then its values; a step its
/// due second) and the review-log entries it lacks; Known and Suspended words' cards are
/// suspended; a card answered in Anki keeps Anki's schedule; a refused review log is reported
/// and loses no link.
final class AnkiPushScheduleTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 1_790_000_000)
    private let day: TimeInterval = 86_400

    private struct Fixture {
        var stores: WordBookStores
        var book: WordBook
        var ids: [String: Int64]
        var clock: ManualClock
    }

    /// review: four Goods over nine days; learning: one Again; known: a Good, then Known; new.
    private func fixture() throws -> Fixture {
        let clock = ManualClock(start)
        let stores = try WordBookStores.onFreshDatabase(clock: clock)
        let book = try stores.books.createBook(title: "Schedules")
        var ids: [String: Int64] = [:]
        for term in ["review", "learning", "known", "new"] {
            ids[term] = try stores.words.addWord(WordDraft(term: term, meaning: "m " + term), to: book.id).id
        }
        for (grade, days) in [(ReviewGrade.good, 0.0), (.good, 0.01), (.good, 2), (.good, 9)] {
            try stores.reviews.review(wordID: ids["review"]!, grade: grade, at: start.addingTimeInterval(days * day))
        }
        try stores.reviews.review(wordID: ids["learning"]!, grade: .again, at: start.addingTimeInterval(9 * day))
        try stores.reviews.review(wordID: ids["known"]!, grade: .good, at: start.addingTimeInterval(9 * day))
        try stores.words.setMark(.known, true, wordID: ids["known"]!)
        clock.set(start.addingTimeInterval(9 * day + 60))
        return Fixture(stores: stores, book: book, ids: ids, clock: clock)
    }

    private func push(_ fixture: Fixture, _ anki: FakeAnkiConnect, schedule: Bool = true) throws -> AnkiPush.Report {
        let client = try XCTUnwrap(AnkiConnectClient(address: anki.url, timeout: 2))
        return try AnkiPush(stores: fixture.stores, client: client, clock: fixture.clock)
            .push(bookID: fixture.book.id, schedule: schedule)
    }

    /// The first card of the word's note in the fake Anki.
    private func card(_ term: String, _ fixture: Fixture, _ anki: FakeAnkiConnect) throws -> FakeAnkiConnect.Card {
        let links = try AnkiNoteLinks(database: fixture.stores.words.database).noteIDs(bookID: fixture.book.id)
        let noteID = try XCTUnwrap(links[fixture.ids[term]!], "\(term) has no note")
        return try XCTUnwrap(anki.cards.first { $0.noteID == noteID && $0.ordinal == 0 }, "\(term) has no card")
    }

    func testNewCardsTakeTheirWordsSchedulesAndLog() throws {
        let fixture = try fixture()
        let anki = try FakeAnkiConnect()
        defer { anki.stop() }
        let report = try push(fixture, anki)
        XCTAssertEqual(report.schedules, AnkiPush.ScheduleReport(scheduled: 3, reviews: 6, suspended: 1, problem: nil))
        XCTAssertTrue(report.summary.contains("3 with their schedule (6 reviews in the log), 1 suspended"), report.summary)

        let schedules = try AnkiPackageExporter(stores: fixture.stores, clock: fixture.clock)
            .schedules(bookID: fixture.book.id, now: fixture.clock.now, days: AnkiDays())
        let review = try card("review", fixture, anki)
        let reviewSchedule = try XCTUnwrap(schedules[fixture.ids["review"]!])
        XCTAssertEqual(review.values["type"], 2)
        XCTAssertEqual(review.values["queue"], 2)
        XCTAssertEqual(review.values["due"], FakeAnkiConnect.today + max(0, reviewSchedule.due), "due on its day")
        XCTAssertEqual(review.values["ivl"], reviewSchedule.interval)
        XCTAssertEqual(review.values["reps"], 4)

        let learning = try card("learning", fixture, anki)
        let step = try XCTUnwrap(fixture.stores.words.word(id: fixture.ids["learning"]!)?.card.due)
        XCTAssertEqual([learning.values["type"], learning.values["queue"]], [1, 1], "a step waits by the second")
        XCTAssertEqual(learning.values["due"], Int64(step.timeIntervalSince1970.rounded(.down)))

        XCTAssertEqual(try card("known", fixture, anki).values["queue"], -1, "a Known word's card is suspended")
        XCTAssertEqual(try card("new", fixture, anki).values["type"], 0, "a new word's card stays new")
        XCTAssertEqual(Set(anki.reviews.values.map(\.cardID)), Set([review.id, learning.id, try card("known", fixture, anki).id]))
        XCTAssertEqual(anki.reviews.values.filter { $0.cardID == review.id && $0.ease > 0 }.count, 4, "one log entry per review")
        XCTAssertEqual(anki.reviews.values.filter { $0.cardID == review.id && $0.ease == 0 }.count, 1, "and Anki's Set due date")
    }

    func testLaterPushesBringShowbooksCardsUpToDateAndLeaveCardsAnsweredInAnki() throws {
        let fixture = try fixture()
        let anki = try FakeAnkiConnect()
        defer { anki.stop() }
        _ = try push(fixture, anki)
        var actionsBefore = anki.actions.count
        let unchanged = try push(fixture, anki)
        XCTAssertEqual(unchanged.schedules, AnkiPush.ScheduleReport(), "nothing new: \(unchanged.summary)")
        XCTAssertFalse(anki.actions.dropFirst(actionsBefore).contains("setSpecificValueOfCard"))

        // Studied since in Showbook: review again, learning too, and the new word. The learning
        // card was also answered in Anki meanwhile.
        let later = fixture.clock.now.addingTimeInterval(3 * day)
        fixture.clock.set(later)
        for term in ["review", "learning", "new"] {
            try fixture.stores.reviews.review(wordID: fixture.ids[term]!, grade: .good, at: later)
        }
        let learningBefore = try card("learning", fixture, anki)
        anki.logReview(id: Int64((later.timeIntervalSince1970 - 3_600) * 1000), cardID: learningBefore.id)
        actionsBefore = anki.actions.count

        let report = try push(fixture, anki)
        XCTAssertEqual(report.schedules.scheduled, 2, report.summary)
        XCTAssertEqual(report.schedules.reviews, 2, "the review's new answer and the new word's only one")
        let reviewCard = try card("review", fixture, anki)
        XCTAssertEqual(anki.reviews.values.filter { $0.cardID == reviewCard.id && $0.ease > 0 }.count, 5,
                       "the answer the card lacked is added once")
        let reviewSchedule = try XCTUnwrap(try AnkiPackageExporter(stores: fixture.stores, clock: fixture.clock)
            .schedules(bookID: fixture.book.id, now: later, days: AnkiDays())[fixture.ids["review"]!])
        XCTAssertEqual(try card("review", fixture, anki).values["due"], FakeAnkiConnect.today + reviewSchedule.due)
        XCTAssertEqual(try card("review", fixture, anki).values["reps"], 5)
        XCTAssertEqual(try card("learning", fixture, anki), learningBefore, "a card answered in Anki keeps Anki's schedule")
        XCTAssertEqual(try card("new", fixture, anki).values["type"], 1, "the word studied since takes its schedule")
        XCTAssertEqual(anki.actions.dropFirst(actionsBefore).filter { $0 == "getReviewsOfCards" }.count, 1)
    }

    func testAnAnswerOrAResetShowbookDidNotSendMakesTheCardAnkis() {
        let sent = [AnkiReviewLogEntry(answeredAt: 10_000, ease: 3, interval: -600, lastInterval: 0, factor: 230, type: 0),
                    AnkiReviewLogEntry(answeredAt: 90_000, ease: 3, interval: 2, lastInterval: -600, factor: 229, type: 0)]
        typealias Logged = AnkiPush.AnkiLoggedReview
        let first = Logged(id: 10_000, ease: 3, interval: -600, factor: 230)
        XCTAssertEqual(AnkiPush.missingReviews(sent, log: []), sent, "a new card lacks every entry")
        XCTAssertEqual(AnkiPush.missingReviews(sent, log: [first]), [sent[1]])
        XCTAssertEqual(AnkiPush.missingReviews(sent, log: [Logged(id: 10_400, ease: 3, interval: -600, factor: 230)]), [sent[1]],
                       "an entry within a second is the same answer")
        let setDueDate = Logged(id: 95_000, ease: 0, interval: 0, factor: 2500)
        XCTAssertEqual(AnkiPush.missingReviews(sent, log: [first, setDueDate]), [sent[1]], "Set due date is no answer")
        XCTAssertNil(AnkiPush.missingReviews(sent, log: [first, Logged(id: 50_000, ease: 1, interval: -60, factor: 0)]),
                     "an answer given in Anki")
        XCTAssertNil(AnkiPush.missingReviews(sent, log: [first, Logged(id: 50_000, ease: 0, interval: 0, factor: 0)]),
                     "a Forget done in Anki")
    }

    func testARefusedReviewLogIsReportedAndTheLinksAreKept() throws {
        let fixture = try fixture()
        let anki = try FakeAnkiConnect()
        defer { anki.stop() }
        // A row of Anki's own at the very millisecond of the first review.
        anki.logReview(id: Int64((start.timeIntervalSince1970 * 1000).rounded()), cardID: 42)
        let report = try push(fixture, anki)
        let problem = try XCTUnwrap(report.schedules.problem, report.summary)
        XCTAssertTrue(problem.contains("UNIQUE constraint failed"), problem)
        XCTAssertTrue(report.summary.contains("schedules not all sent: "), report.summary)
        XCTAssertEqual(report.added, 4)
        let links = try AnkiNoteLinks(database: fixture.stores.words.database).noteIDs(bookID: fixture.book.id)
        XCTAssertEqual(links.count, 4, "every word keeps its note")
        XCTAssertEqual(try card("review", fixture, anki).values["type"], 2, "the cards got their schedule before the log")
    }

    func testNoScheduleLeavesEveryCardNew() throws {
        let fixture = try fixture()
        let anki = try FakeAnkiConnect()
        defer { anki.stop() }
        let report = try push(fixture, anki, schedule: false)
        XCTAssertEqual(report.schedules, AnkiPush.ScheduleReport())
        XCTAssertTrue(anki.cards.allSatisfy { $0.values["type"] == 0 && $0.values["queue"] == 0 })
        XCTAssertTrue(anki.reviews.isEmpty)
        XCTAssertFalse(anki.actions.contains("findCards"))
    }

    func testTheActionsAreJSONWithTheGuardedKeysAllowed() {
        var schedule = AnkiCardSchedule()
        schedule.type = 2
        schedule.due = -3
        schedule.interval = 12
        schedule.factor = 2500
        schedule.reps = 5
        let actions = AnkiPush.scheduleActions(cardID: 7, schedule).map(\.encoded)
        XCTAssertEqual(actions, [
            #"{"action":"setDueDate","params":{"cards":[7],"days":"0"}}"#,
            #"{"action":"setSpecificValueOfCard","params":{"card":7,"keys":["type","queue","ivl","factor","reps","lapses","left"],"#
                + #""newValues":[2,2,12,2500,5,0,0],"warning_check":true}}"#,
        ], "an overdue card is due today")
    }
}
