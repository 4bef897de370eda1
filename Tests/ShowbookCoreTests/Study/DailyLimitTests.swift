import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// The daily limit of new words said plainly, and `+` raising it for today only: kept over a
/// restart the same day, gone after midnight; the study screen and Today take in the words.
final class DailyLimitTests: XCTestCase {
    let calendar = FixtureDates.utcCalendar

    /// A book of `count` new words in `stores`.
    func makeBook(_ stores: WordBookStores, count: Int) throws -> (WordBook, [Word]) {
        let book = try stores.books.createBook(title: "Limit")
        let words = try (1...count).map { try stores.words.addWord(WordDraft(term: "w\($0)", meaning: "m"), to: book.id) }
        return (book, words)
    }

    func testSpentLimitIsSaidAndRaisedForTodayOnlyAcrossARestartAndMidnight() throws {
        let h = try AppHarness()
        let stores = WordBookStores(database: h.database, clock: h.clock, studySettings: StudySettings(newWordsPerDay: 20))
        let (book, words) = try makeBook(stores, count: 33)
        let evening = FixtureDates.day(2026, 11, 30, hour: 23)
        XCTAssertNil(try stores.study.dailyLimitReached(at: evening, calendar: calendar, bookID: nil), "nothing studied yet")
        for word in words.prefix(20) { try stores.reviews.review(wordID: word.id, grade: .easy, at: evening) }
        let reached = try XCTUnwrap(try stores.study.dailyLimitReached(at: evening, calendar: calendar, bookID: book.id))
        XCTAssertEqual(reached.text, "Daily limit of 20 new words reached — 13 waiting · + for 10 more today")
        XCTAssertEqual(try stores.study.newWordsAvailable(at: evening, calendar: calendar), [])

        XCTAssertEqual(try stores.study.raiseTodaysLimit(on: evening, calendar: calendar), 30)
        XCTAssertNil(try stores.study.dailyLimitReached(at: evening, calendar: calendar, bookID: nil))
        XCTAssertEqual(try stores.study.newWordsAvailable(at: evening, calendar: calendar).map(\.term), (21...30).map { "w\($0)" })

        // A restart the same day (new stores on the same database) keeps the raised limit.
        let again = WordBookStores(database: h.database, clock: h.clock, studySettings: StudySettings(newWordsPerDay: 20))
        let lateEvening = evening.addingTimeInterval(59 * 60)
        XCTAssertEqual(try again.study.newWordsLimit(on: lateEvening, calendar: calendar), 30)
        XCTAssertEqual(try again.study.raiseTodaysLimit(on: lateEvening, calendar: calendar), 40, "a second + adds ten more")
        for word in words[20...] { try again.reviews.review(wordID: word.id, grade: .easy, at: lateEvening) }
        XCTAssertNil(try again.study.dailyLimitReached(at: lateEvening, calendar: calendar, bookID: nil),
                     "no word waits: nothing to say")

        // After midnight the extra is gone and the setting holds again.
        let pastMidnight = evening.addingTimeInterval(61 * 60)
        XCTAssertEqual(try again.study.extraNewWords(on: pastMidnight, calendar: calendar), 0)
        XCTAssertEqual(try again.study.newWordsLimit(on: pastMidnight, calendar: calendar), 20)
        XCTAssertEqual(try again.study.raiseTodaysLimit(on: pastMidnight, calendar: calendar), 30, "counted from the setting")
    }

    func testStudyScreenAndTodaySayTheLimitAndPlusTakesInTenMore() throws {
        let h = try AppHarness(study: StudySettings(newWordsPerDay: 2))
        let stores = h.container.wordBooks
        _ = try makeBook(stores, count: 15)
        h.app.select(.books)
        h.press(.enter)
        h.type("s")
        let study = try h.shownStudy()
        XCTAssertNil(study.limitReached)
        XCTAssertFalse(study.activeKeyMap.contains { $0.command == .moreNew }, "+ only when the limit holds words back")
        h.type(" 4 4")
        XCTAssertEqual(study.mode, .summary)
        XCTAssertEqual(study.limitReached?.text, "Daily limit of 2 new words reached — 13 waiting · + for 10 more today")
        XCTAssertTrue(study.activeKeyMap.contains { $0.command == .moreNew })
        h.type("+")
        h.settle()
        XCTAssertEqual(study.mode, .session, "the ten new words are studied at once")
        XCTAssertEqual(study.sessionCounts, SessionCounts(new: 10, learning: 0, review: 0))
        XCTAssertNil(study.limitReached)
        h.press(.escape)

        h.app.select(.today)
        XCTAssertNil(h.app.today.limitReached)
        XCTAssertEqual(h.app.today.totalNew, 10)
        for word in try stores.words.words(bookID: try XCTUnwrap(stores.books.openBookHeadings().first).id)
            where word.card.isNew {
            if try stores.study.newWordsLeft(on: h.clock.now, calendar: calendar) == 0 { break }
            try stores.reviews.review(wordID: word.id, grade: .easy)
        }
        h.app.today.reload()
        XCTAssertEqual(h.app.today.limitReached?.text, "Daily limit of 12 new words reached — 3 waiting · + for 10 more today")
        h.type("+")
        XCTAssertNil(h.app.today.limitReached)
        XCTAssertEqual(h.app.today.totalNew, 3)

        h.clock.advance(by: 86_400)
        h.app.today.reload()
        XCTAssertEqual(h.app.today.totalNew, 2, "tomorrow the setting's 2 again")
    }
}
