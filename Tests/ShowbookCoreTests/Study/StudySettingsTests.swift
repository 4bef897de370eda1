import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// The study settings from the config file, the `--at` times, and the new-word limit.
final class StudySettingsTests: XCTestCase {
    func testConfigFileSettingsAndTheirWarnings() throws {
        XCTAssertEqual(StudySettings.resolve(config: nil), StudySettings.Resolved(settings: StudySettings(), warnings: []))
        XCTAssertEqual(StudySettings(), StudySettings(desiredRetention: 0.9, newWordsPerDay: 20, fuzz: false))
        let config = ConfigFile(path: "/c", text: "desired_retention = 0.85\nnew_words_per_day = 5\ninterval_fuzz = on\n")
        XCTAssertEqual(StudySettings.resolve(config: config).settings, StudySettings(desiredRetention: 0.85, newWordsPerDay: 5, fuzz: true))
        XCTAssertEqual(StudySettings.resolve(config: config).warnings, [])
        // A bad value is one warning line and its default; the good settings beside it still count.
        for (text, expected, settings) in [
            ("desired_retention = 0.6\nnew_words_per_day = 5",
             "/c line 1: desired_retention needs a number from 0.7 to 0.99, not “0.6”; using 0.9",
             StudySettings(newWordsPerDay: 5)),
            ("interval_fuzz = on\nnew_words_per_day = lots",
             "/c line 2: new_words_per_day needs a whole number, not “lots”; using 20", StudySettings(fuzz: true)),
            ("new_words_per_day = -1", "/c line 1: new_words_per_day needs a whole number, not “-1”; using 20", StudySettings()),
            ("interval_fuzz = maybe", "/c line 1: interval_fuzz needs on or off, not “maybe”; using off", StudySettings()),
        ] {
            let resolved = StudySettings.resolve(config: ConfigFile(path: "/c", text: text))
            XCTAssertEqual(resolved.warnings, [expected], text)
            XCTAssertEqual(resolved.settings, settings, text)
        }
        let twoBad = StudySettings.resolve(config: ConfigFile(path: "/c", text: "desired_retention = 2\nnew_words_per_day = x\n"))
        XCTAssertEqual(twoBad.warnings.count, 2)
        XCTAssertEqual(twoBad.settings, StudySettings())
        XCTAssertEqual(StudySettings(desiredRetention: 0.8).parameters(retention: 0.95).desiredRetention, 0.95)
    }

    func testRetentionChangesIntervals() {
        let low = FSRSScheduler(parameters: FSRSParameters(desiredRetention: 0.8))
        let high = FSRSScheduler(parameters: FSRSParameters(desiredRetention: 0.97))
        XCTAssertGreaterThan(low.nextInterval(20), high.nextInterval(20))
        XCTAssertEqual(FSRSScheduler().nextInterval(20), 20, "at 0.9 the interval is the stability")
    }

    func testTimesReadAndWrite() {
        let date = Date(timeIntervalSince1970: 1_764_581_400)
        XCTAssertEqual(StudyTime.text(date), "2025-12-01T09:30:00Z")
        XCTAssertEqual(StudyTime.parse("2025-12-01T09:30:00Z"), date)
        XCTAssertEqual(StudyTime.parse("2025-12-01T18:30:00+09:00"), date)
        XCTAssertEqual(StudyTime.parse("2025-12-01T04:00:00-05:30"), date)
        XCTAssertEqual(StudyTime.parse("2025-12-01T09:30:00.000Z"), date)
        XCTAssertEqual(StudyTime.parse("2025-12-01T09:30:00.25Z"), date.addingTimeInterval(0.25))
        XCTAssertEqual(StudyTime.parse("2025-12-01T18:30:00.250+09:00"), date.addingTimeInterval(0.25))
        XCTAssertEqual(StudyTime.parse(StudyTime.preciseText(date.addingTimeInterval(0.125))), date.addingTimeInterval(0.125))
        XCTAssertEqual(StudyTime.parse("2024-02-29T00:00:00Z"), Date(timeIntervalSince1970: 1_709_164_800))
        XCTAssertEqual(StudyTime.parse("1970-01-01T00:00:00Z"), Date(timeIntervalSince1970: 0))
    }

    func testTimesThatAreNotFullDateTimesWithAnOffsetAreRefused() {
        for text in [
            "2025-06-01T12:34:56", "2025-06-01 12:34:56Z", "2025-06-01T12:34Z", "2025-06-01Tgarbage", "2025-06-01",
            "yesterday", "", "2025-13-01T00:00:00Z", "2025-02-29T00:00:00Z", "2025-04-31T00:00:00Z", "2025-06-01T24:00:00Z",
            "2025-06-01T12:60:00Z", "2025-06-01T12:34:60Z", "2025-06-01T12:34:56.Z", "2025-06-01T12:34:56+0900",
            "2025-06-01T12:34:56+09", "2025-06-01T12:34:56+24:00", "2025-06-01T12:34:56Zjunk", " 2025-06-01T12:34:56Z",
            "2025-06-01t12:34:56z", "2025-6-01T12:34:56Z", "+2025-06-01T12:34:56Z", "２０２５-06-01T12:34:56Z",
        ] {
            XCTAssertNil(StudyTime.parse(text), text)
        }
        XCTAssertTrue(StudyTime.acceptedForm.contains("2026-12-01T09:30:00Z"), StudyTime.acceptedForm)
    }

    func testAReviewMoreThanADayAheadIsRefused() {
        let now = Date(timeIntervalSince1970: 1_764_581_400)
        XCTAssertNil(StudyTime.futureReviewProblem(now.addingTimeInterval(-400 * 86_400), now: now))
        XCTAssertNil(StudyTime.futureReviewProblem(now.addingTimeInterval(86_400), now: now))
        XCTAssertEqual(StudyTime.futureReviewProblem(now.addingTimeInterval(86_401), now: now),
                       "a review time must not be more than a day ahead of now (2025-12-01T09:30:00Z), not 2025-12-02T09:30:01Z")
    }

    func testDueWordsAndTheDailyLimitOfNewWords() throws {
        let h = try AppHarness()
        let store = WordBookStores(database: h.database, clock: h.clock, studySettings: StudySettings(newWordsPerDay: 3))
        let book = try store.books.createBook(title: "Limit")
        let words = try (1...5).map { try store.words.addWord(WordDraft(term: "w\($0)", meaning: "m"), to: book.id) }
        let calendar = FixtureDates.utcCalendar
        let now = h.clock.now
        XCTAssertEqual(try store.study.newWordsAvailable(at: now, calendar: calendar).map(\.term), ["w1", "w2", "w3"])
        XCTAssertEqual(try store.study.dueWords(at: now), [])

        try store.reviews.review(wordID: words[0].id, grade: .good, at: now)
        try store.reviews.review(wordID: words[1].id, grade: .easy, at: now)
        XCTAssertEqual(try store.study.newWordsIntroduced(on: now, calendar: calendar), 2)
        XCTAssertEqual(try store.study.newWordsAvailable(at: now, calendar: calendar).map(\.term), ["w3"])
        // w1 is in learning (due in 10 minutes), w2 graduated (due in days).
        XCTAssertEqual(try store.study.dueWords(at: now.addingTimeInterval(599)).map(\.term), [])
        XCTAssertEqual(try store.study.dueWords(at: now.addingTimeInterval(600)).map(\.term), ["w1"])
        XCTAssertEqual(try store.study.dueWords(at: now.addingTimeInterval(30 * 86_400)).map(\.term), ["w1", "w2"])
        // The next day the limit starts over; a closed book offers no new word, and a retired
        // one has nothing due.
        let tomorrow = now.addingTimeInterval(86_400)
        XCTAssertEqual(try store.study.newWordsAvailable(at: tomorrow, calendar: calendar).map(\.term), ["w3", "w4", "w5"])
        _ = try store.closing.close(bookID: book.id, moving: .none, retiring: true)
        XCTAssertEqual(try store.study.newWordsAvailable(at: tomorrow, calendar: calendar), [])
        XCTAssertEqual(try store.study.dueWords(at: tomorrow.addingTimeInterval(30 * 86_400)), [])
    }

    func testABookCanOverrideTheDesiredRetention() throws {
        let h = try AppHarness()
        let store = WordBookStores(database: h.database, clock: h.clock, studySettings: StudySettings(desiredRetention: 0.9))
        let plain = try store.books.createBook(title: "Plain")
        let strict = try store.books.createBook(title: "Strict")
        try store.reviews.setRetention(bookID: strict.id, to: 0.97)
        XCTAssertEqual(try store.reviews.retention(bookID: strict.id), 0.97)
        XCTAssertNil(try store.reviews.retention(bookID: plain.id))
        XCTAssertThrowsError(try store.reviews.setRetention(bookID: plain.id, to: 1.5))
        let a = try store.words.addWord(WordDraft(term: "산", meaning: "mountain"), to: plain.id)
        let b = try store.words.addWord(WordDraft(term: "산", meaning: "mountain"), to: strict.id)
        let now = h.clock.now
        let loose = try store.reviews.review(wordID: a.id, grade: .easy, at: now)
        let tight = try store.reviews.review(wordID: b.id, grade: .easy, at: now)
        XCTAssertEqual(loose.card.stability, tight.card.stability)
        XCTAssertLessThan(try XCTUnwrap(tight.card.due), try XCTUnwrap(loose.card.due), "higher retention, shorter interval")
        try store.reviews.setRetention(bookID: strict.id, to: nil)
        XCTAssertNil(try store.reviews.retention(bookID: strict.id))
    }

    func testWithFuzzOnAReplayedHistoryGivesTheSameDates() throws {
        let h = try AppHarness()
        let store = WordBookStores(database: h.database, clock: h.clock, studySettings: StudySettings(fuzz: true))
        let book = try store.books.createBook(title: "Fuzz")
        let now = h.clock.now
        var dues: [Date] = []
        for index in 0..<12 {
            let word = try store.words.addWord(WordDraft(term: "w\(index)", meaning: "m"), to: book.id)
            var reviewed = try store.reviews.review(wordID: word.id, grade: .easy, at: now)
            reviewed = try store.reviews.review(wordID: word.id, grade: .good, at: try XCTUnwrap(reviewed.card.due))
            let replayed = StudyHistoryReplay.card(from: try store.reviews.history(wordID: word.id), term: word.term,
                                                   parameters: store.studySettings.parameters())
            XCTAssertEqual(replayed, reviewed.card, "replaying the stored history gives the stored card")
            dues.append(try XCTUnwrap(reviewed.card.due))
        }
        XCTAssertGreaterThan(Set(dues).count, 1, "fuzz spreads words reviewed together")
        let plain = WordBookStores(database: h.database, clock: h.clock)
        let other = try plain.words.addWord(WordDraft(term: "x", meaning: "m"), to: book.id)
        let first = try plain.reviews.review(wordID: other.id, grade: .easy, at: now)
        XCTAssertEqual(first.card.due, now.addingTimeInterval(8 * 86_400), "off by default: py-fsrs's 8 days for Easy")
    }

    func testStudyScreenMarksRecordGradesAndReset() throws {
        let h = try AppHarness()
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Marks")
        let word = try store.words.addWord(WordDraft(term: "눈", meaning: "eye"), to: book.id)
        try store.reviews.mark(wordID: word.id, bookID: book.id, as: .fail)
        try store.reviews.mark(wordID: word.id, bookID: book.id, as: .success)
        try store.reviews.mark(wordID: word.id, bookID: book.id, as: .undefined)
        XCTAssertEqual(try store.reviews.history(wordID: word.id).map(\.name), ["again", "good", "forget"])
        let reset = try XCTUnwrap(store.words.words(bookID: book.id).first)
        XCTAssertEqual(reset.card, .new)
        XCTAssertEqual(reset.state, .undefined)
    }
}
