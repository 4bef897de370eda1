import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// When the next review is, read from the stored schedule with a manual clock and said in
/// calendar days of the learner's time zone: the soonest reviewed word of open books after now
/// (new, Known and Suspended words never count), "in 10m (today 09:10)", "tomorrow (…)",
/// "in 8 days (Tue 8 Dec)".
final class NextReviewTests: XCTestCase {
    let calendar = FixtureDates.utcCalendar

    func testTheSoonestStoredReviewAfterNowLeavingOutNewKnownAndSuspendedWords() throws {
        let h = try AppHarness()
        let stores = h.container.wordBooks
        let now = h.clock.now
        let book = try stores.books.createBook(title: "Harbour")
        XCTAssertNil(try stores.study.nextReview(after: now, calendar: calendar), "an empty book schedules nothing")
        let easy = try stores.words.addWord(WordDraft(term: "station", meaning: "m"), to: book.id)
        let learning = try stores.words.addWord(WordDraft(term: "train", meaning: "m"), to: book.id)
        try stores.words.addWord(WordDraft(term: "ferry", meaning: "m"), to: book.id)
        try stores.reviews.review(wordID: easy.id, grade: .easy, at: now)
        try stores.reviews.review(wordID: learning.id, grade: .good, at: now)
        XCTAssertEqual(try stores.study.nextDue(after: now), now.addingTimeInterval(600), "the learning step comes first")
        XCTAssertEqual(try stores.study.nextReview(after: now, calendar: calendar)?.text, "next review in 10m (today 09:10)")

        try stores.words.setMark(.suspended, true, wordID: learning.id)
        XCTAssertEqual(try stores.study.nextReview(after: now, calendar: calendar)?.text, "next review in 8 days (Tue 8 Dec)")
        XCTAssertNil(try stores.study.nextDue(after: now.addingTimeInterval(9 * 86_400)), "past every due time: the due list has them")
        try stores.words.setMark(.known, true, wordID: easy.id)
        XCTAssertNil(try stores.study.nextReview(after: now, calendar: calendar), "Known and Suspended words are not coming back")

        let other = try stores.books.createBook(title: "Other")
        let word = try stores.words.addWord(WordDraft(term: "boat", meaning: "m"), to: other.id)
        try stores.reviews.review(wordID: word.id, grade: .easy, at: now)
        XCTAssertNil(try stores.study.nextDue(after: now, bookID: book.id), "one book's session asks for its own")
        XCTAssertNotNil(try stores.study.nextDue(after: now))
    }

    func testDaysAreCalendarDaysInTheLearnersTimeZone() {
        let now = FixtureDates.day(2026, 11, 30, hour: 9)
        XCTAssertEqual(NextReview(due: now.addingTimeInterval(86_400), now: now, calendar: calendar).text, "next review tomorrow (Tue 1 Dec)")
        XCTAssertEqual(NextReview(due: now.addingTimeInterval(14 * 3_600 + 59 * 60), now: now, calendar: calendar).when,
                       "in 15h (today 23:59)")
        XCTAssertEqual(NextReview(due: now.addingTimeInterval(15 * 3_600), now: now, calendar: calendar).when,
                       "tomorrow (Tue 1 Dec)", "past midnight is tomorrow, though under a day away")
        XCTAssertEqual(NextReview(due: now.addingTimeInterval(400 * 86_400), now: now, calendar: calendar).when, "in 400 days (4 Jan 2028)")
        var tokyo = Calendar(identifier: .gregorian)
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        // 09:00 UTC is 18:00 in Tokyo; eight hours later it is 02:00 the next day there.
        XCTAssertEqual(NextReview(due: now.addingTimeInterval(8 * 3_600), now: now, calendar: tokyo).when, "tomorrow (Tue 1 Dec)")
    }
}
