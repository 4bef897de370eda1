import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange

/// The FSRS state travels: Showbook JSON carries every word's card and review history and
/// reads them back into another book unchanged; Anki text carries the state and due date as tags.
final class StudyExportTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    func at(_ seconds: TimeInterval) -> Date { h.clock.now.addingTimeInterval(seconds) }

    /// Three words: one in review after a lapse and relearning, one in learning, one new.
    func makeStudiedBook() throws -> WordBook {
        let book = try store.books.createBook(title: "Studied")
        let words = try ["하나", "둘", "셋"].map { try store.words.addWord(WordDraft(term: $0, meaning: "n"), to: book.id) }
        let reviews: [(ReviewGrade, TimeInterval)] = [
            (.good, 0), (.good, 600.5), (.again, 259_200.25), (.good, 259_900), (.easy, 777_600),
        ]
        for (grade, offset) in reviews {
            try store.reviews.review(wordID: words[0].id, grade: grade, at: at(offset))
        }
        try store.reviews.review(wordID: words[1].id, grade: .hard, at: at(30))
        return try XCTUnwrap(store.books.book(id: book.id))
    }

    func testShowbookJSONRoundTripsCardsAndHistory() throws {
        let book = try makeStudiedBook()
        let original = try store.words.words(bookID: book.id)
        XCTAssertEqual(original[0].card.lapses, 1)
        let text = try WordBookExporter(stores: store).export(bookID: book.id, format: .json)
        XCTAssertTrue(text.contains("\"history\""), text)
        let batch = try WordBookJSON.batch(Data(text.utf8))
        let report = try WordBookImporter(stores: store).importBatch(batch, options: ImportOptions(bookName: "Copy"), fallbackBookName: "x")
        let copy = try store.words.words(bookID: XCTUnwrap(report.book?.id))
        XCTAssertEqual(copy.count, 3)
        for (a, b) in zip(original, copy) {
            XCTAssertEqual(a.card.phase, b.card.phase, a.term)
            XCTAssertEqual(a.card.step, b.card.step, a.term)
            XCTAssertEqual(a.card.stability, b.card.stability, a.term)
            XCTAssertEqual(a.card.difficulty, b.card.difficulty, a.term)
            XCTAssertEqual(a.card.reps, b.card.reps, a.term)
            XCTAssertEqual(a.card.lapses, b.card.lapses, a.term)
            XCTAssertEqual(a.card.due?.timeIntervalSince1970 ?? 0, b.card.due?.timeIntervalSince1970 ?? 0, accuracy: 0.001, a.term)
            XCTAssertEqual(a.card.lastReview?.timeIntervalSince1970 ?? 0, b.card.lastReview?.timeIntervalSince1970 ?? 0, accuracy: 0.001)
            let before = try store.reviews.history(wordID: a.id), after = try store.reviews.history(wordID: b.id)
            XCTAssertEqual(before.map(\.name), after.map(\.name), a.term)
            for (x, y) in zip(before, after) { XCTAssertEqual(x.at.timeIntervalSince1970, y.at.timeIntervalSince1970, accuracy: 0.001) }
        }
        // The copy goes on exactly like the original.
        let next = at(40 * 86_400)
        XCTAssertEqual(try store.reviews.review(wordID: original[0].id, grade: .hard, at: next).card.due,
                       try store.reviews.review(wordID: copy[0].id, grade: .hard, at: next).card.due)
    }

    func testAHistoryWithoutACardIsReplayed() throws {
        let json = #"{"book":"H","words":[{"term":"a","meaning":"1","history":[{"grade":"good","at":"2026-11-30T09:00:00Z"},{"grade":"good","at":"2026-11-30T09:10:00Z"}]},{"term":"b","meaning":"2","history":[{"grade":"so-so","at":"2026-11-30T09:00:00Z"}]}]}"#
        let batch = try WordBookJSON.batch(Data(json.utf8))
        XCTAssertEqual(batch.problems.map(\.description), ["entry 2: unknown grade “so-so” in the history"])
        let report = try WordBookImporter(stores: store).importBatch(batch, options: ImportOptions(), fallbackBookName: "x")
        let word = try XCTUnwrap(store.words.words(bookID: XCTUnwrap(report.book?.id)).first)
        XCTAssertEqual(word.card.status, .review)
        XCTAssertEqual(word.card.due, StudyTime.parse("2026-12-02T09:10:00Z"))
    }

    func testAnkiTextTagsCarryStateAndDueDate() throws {
        let book = try makeStudiedBook()
        let text = try WordBookExporter(stores: store).export(bookID: book.id, format: .tsv)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let due = try XCTUnwrap(store.words.words(bookID: book.id)[0].card.due)
        let day = String(StudyTime.text(due).prefix(10))
        XCTAssertTrue(lines[0].hasSuffix("\tshowbook::success showbook::state::review showbook::due::\(day)"), String(lines[0]))
        XCTAssertTrue(lines[2].hasSuffix("\tshowbook::undefined showbook::state::new"), String(lines[2]))
        // Reading it back still finds the mark.
        XCTAssertEqual(AnkiText.batch(text).words.map(\.state), [.success, .success, .undefined])
    }
}
