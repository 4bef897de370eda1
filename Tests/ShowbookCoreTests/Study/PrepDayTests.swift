import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// A prep session beside today's limit of new words, with a manual clock: what its header says
/// (within, beyond, beyond what is left), and the words it studies counted in the day's total like
/// any first review, so the day's limit is spent afterwards and the next day starts afresh.
final class PrepDayTests: XCTestCase {
    let calendar = FixtureDates.utcCalendar

    func testTheHeaderSaysTheLimitAndThePrepWordsCountInTheDay() throws {
        let h = try AppHarness()
        let stores = WordBookStores(database: h.database, clock: h.clock, studySettings: StudySettings(newWordsPerDay: 2))
        let book = try stores.books.createBook(title: "Prep")
        let words = try (1...6).map { try stores.words.addWord(WordDraft(term: "w\($0)", meaning: "m"), to: book.id) }
        let now = h.clock.now
        XCTAssertEqual(try stores.study.prepDay(newWords: 4, at: now, calendar: calendar).text, "prep: 4 new words, beyond today's 2")
        XCTAssertEqual(try stores.study.prepDay(newWords: 1, at: now, calendar: calendar).text, "prep: 1 new word, within today's 2")
        try stores.reviews.review(wordID: words[0].id, grade: .good, at: now)
        let day = try stores.study.prepDay(newWords: 4, at: now, calendar: calendar)
        XCTAssertEqual(day, PrepDay(newWords: 4, left: 1, limit: 2))
        XCTAssertEqual(day.text, "prep: 4 new words, beyond the 1 left of today's 2")
        XCTAssertTrue(day.isBeyondLimit)

        // The prep session studies its four words whatever the limit: all count in the day.
        for word in words[1...4] { try stores.reviews.review(wordID: word.id, grade: .good, at: now.addingTimeInterval(60)) }
        XCTAssertEqual(try stores.study.newWordsIntroduced(on: now, calendar: calendar), 5)
        XCTAssertEqual(try stores.study.newWordsLeft(on: now, calendar: calendar), 0)
        XCTAssertEqual(try stores.study.dailyLimitReached(at: now, calendar: calendar, bookID: nil)?.text,
                       "Daily limit of 2 new words reached — 1 waiting · + for 10 more today")
        XCTAssertEqual(try stores.study.prepDay(newWords: 1, at: now, calendar: calendar).text, "prep: 1 new word, beyond the 0 left of today's 2")
        let tomorrow = now.addingTimeInterval(86_400)
        XCTAssertEqual(try stores.study.newWordsLeft(on: tomorrow, calendar: calendar), 2, "the next day starts afresh")
    }
}
