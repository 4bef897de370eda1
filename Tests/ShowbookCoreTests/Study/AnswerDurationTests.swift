import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// Every review keeps how long the learner took to answer: the study screen measures it with
/// the app clock from the card shown to the grade, capped at 60 s as Anki caps it; an Anki
/// import keeps its revlog's time. Fitting reads these marks; exposures never become marks.
final class AnswerDurationTests: XCTestCase {
    struct NoStudyScreen: Error { var top: String }

    var h: AppHarness!
    var stores: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    private func durations() throws -> [Double?] {
        try h.database.query("SELECT duration FROM study_marks ORDER BY id") { $0.onlyDouble }
    }

    /// Opens the study screen of a book with `terms`, all new.
    private func study(_ terms: [String]) throws -> StudyModel {
        let book = try stores.books.createBook(title: "Timed")
        for term in terms { try stores.words.addWord(WordDraft(term: term, meaning: "m"), to: book.id) }
        h.app.select(.books)
        h.app.books.selectRow(try XCTUnwrap(h.app.books.books.firstIndex { $0.id == book.id }))
        h.press(.enter)
        h.type("s")
        guard case let .study(study) = h.app.navigator.top else { throw NoStudyScreen(top: "\(h.app.navigator.top)") }
        return study
    }

    func testTheStudyScreenRecordsTheTimeFromTheCardShownToTheGradeCappedAtAMinute() throws {
        let study = try study(["one", "two"])
        XCTAssertNotNil(study.currentCard)
        h.clock.advance(by: 7.5)
        h.type(" ")
        h.type("3")
        h.settle()
        XCTAssertNotNil(study.currentCard, "the second card is on screen")
        h.clock.advance(by: 600)
        h.type(" ")
        h.type("1")
        h.settle()
        XCTAssertEqual(try durations(), [7.5, 60])
    }

    func testAReviewStoresItsDurationCappedAndAResetNone() throws {
        let book = try stores.books.createBook(title: "Store")
        let word = try stores.words.addWord(WordDraft(term: "w", meaning: "m"), to: book.id)
        try stores.reviews.review(wordID: word.id, grade: .good, duration: 12)
        h.clock.advance(by: 86_400)
        try stores.reviews.review(wordID: word.id, grade: .good, duration: 3_600)
        h.clock.advance(by: 60)
        try stores.reviews.review(wordID: word.id, grade: .hard)
        try stores.reviews.forget(wordID: word.id)
        XCTAssertEqual(try durations(), [12, 60, nil, nil])
        XCTAssertEqual(try stores.reviews.history(wordID: word.id).map(\.duration), [12, 60, nil, nil])
    }

    func testAnAnkiReviewKeepsItsLoggedTimeAndAnUnmeasuredOneStaysUnknown() {
        let reviews = [
            AnkiCollection.Review(id: 1_700_000_000_000, ease: 3, kind: 0, milliseconds: 8_250),
            AnkiCollection.Review(id: 1_700_086_400_000, ease: 1, kind: 1, milliseconds: 0),
            AnkiCollection.Review(id: 1_700_172_800_000, ease: 4, kind: 1, milliseconds: 61_000),
        ]
        XCTAssertEqual(AnkiReviewReplay.history(reviews).events.map(\.duration), [8.25, nil, 61])
    }

    func testAnAnkiExportLogsTheDurationsInMilliseconds() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let history = [StudyEvent(grade: .good, at: start, duration: 4.25), StudyEvent(grade: .again, at: start.addingTimeInterval(600)),
                       StudyEvent(grade: .good, at: start.addingTimeInterval(86_400), duration: 60)]
        let entries = AnkiReviewLog.entries(history, term: "t", parameters: FSRSParameters(), days: AnkiDays(rolloverHour: 4, timeZone: TimeZone(identifier: "UTC")!))
        XCTAssertEqual(entries.map(\.milliseconds), [4_250, 0, 60_000])
    }

    func testMeasuredTimesAreNeverNegativeAndAtMostAMinute() {
        let shown = Date(timeIntervalSince1970: 1_000)
        XCTAssertEqual(StudyEvent.answerDuration(shown: shown, graded: shown.addingTimeInterval(-5)), 0)
        XCTAssertEqual(StudyEvent.answerDuration(shown: shown, graded: shown.addingTimeInterval(59)), 59)
        XCTAssertEqual(StudyEvent.answerDuration(shown: shown, graded: shown.addingTimeInterval(61)), 60)
        XCTAssertNil(StudyEvent(grade: .good, at: shown, duration: -.infinity).duration)
        XCTAssertNil(StudyEvent(grade: .good, at: shown, duration: .nan).duration)
    }
}
