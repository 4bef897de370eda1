import Foundation
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// A database made by schema version 4 (word books with success/fail/reset marks) migrates to
/// FSRS without losing progress: every mark gets its grade, and each word's card is the one
/// its marks replay to.
final class StudyMigrationTests: XCTestCase {
    let start = Date(timeIntervalSince1970: 1_764_000_000)

    func at(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }

    /// A v4 database with one book: "studied" has fail, success, success over three days;
    /// "reset" was learned then reset; "untouched" has no marks.
    func makeVersion4() throws -> Database {
        let database = try Database(path: ":memory:")
        try Migrations.migrate(database, upTo: 4)
        XCTAssertEqual(try database.userVersion, 4)
        try database.run("INSERT INTO word_books(id, title, created_at) VALUES (1, 'Old book', ?)", start.timeIntervalSince1970)
        for (id, term, state) in [(1, "studied", "success"), (2, "reset", "undefined"), (3, "untouched", "undefined")] {
            try database.run(
                "INSERT INTO words(id, book_id, term, meaning, state, created_at, updated_at) VALUES (?, 1, ?, 'm', ?, ?, ?)",
                Int64(id), term, state, start.timeIntervalSince1970, start.timeIntervalSince1970
            )
        }
        let marks: [(Int64, String, TimeInterval)] = [
            (1, "fail", 0), (1, "success", 120), (1, "success", 86_400 + 300), (1, "success", 3 * 86_400 + 7),
            (2, "success", 10), (2, "success", 700), (2, "undefined", 2 * 86_400),
        ]
        for (word, state, offset) in marks {
            try database.run("INSERT INTO study_marks(book_id, word_id, state, marked_at) VALUES (1, ?, ?, ?)", word, state,
                             at(offset).timeIntervalSince1970)
        }
        return database
    }

    func testMigrationFromVersion4ReplaysTheMarksIntoCards() throws {
        let database = try makeVersion4()
        try DatabaseUpgrade.run(database)
        XCTAssertEqual(try database.userVersion, Migrations.latestVersion)
        let store = WordBookStores(database: database, clock: ManualClock(at(10 * 86_400)))
        let words = try store.words.words(bookID: 1)
        XCTAssertEqual(words.map(\.term), ["studied", "reset", "untouched"])

        // The card is what the scheduler gives for Again, Good, Good, Good at those times.
        let scheduler = FSRSScheduler()
        var expected = StudyCard.new
        for (grade, offset) in [(ReviewGrade.again, 0.0), (.good, 120), (.good, 86_400 + 300), (.good, 3 * 86_400 + 7)] {
            expected = scheduler.review(expected, grade: grade, at: at(offset))
        }
        XCTAssertEqual(words[0].card, expected)
        XCTAssertEqual(words[0].card.status, .review)
        XCTAssertEqual(words[0].card.reps, 4)
        XCTAssertEqual(words[0].state, .success, "the old mark stays")
        XCTAssertEqual(try store.reviews.history(wordID: 1).map(\.name), ["again", "good", "good", "good"])

        XCTAssertEqual(words[1].card, .new, "a reset makes the word new again")
        XCTAssertEqual(try store.reviews.history(wordID: 2).map(\.name), ["good", "good", "forget"])
        XCTAssertEqual(words[2].card, .new)
        XCTAssertEqual(words[2].card.status, .new)

        // And it goes on from there: the next review continues the replayed card.
        let next = try store.reviews.review(wordID: 1, grade: .hard, at: expected.due)
        XCTAssertEqual(next.card, scheduler.review(expected, grade: .hard, at: expected.due!))
    }

    /// The upgrade's replay schedules each word by its book: its retention and the schedule it
    /// kept from an Anki preset (parameters, steps, day start), not FSRS's defaults.
    func testTheReplayUsesTheBookPresetAndRetention() throws {
        let database = try Database(path: ":memory:")
        try Migrations.migrate(database)
        let store = WordBookStores(database: database, clock: ManualClock(at(0)))
        let book = try store.books.createBook(title: "From Anki")
        let word = try store.words.addWord(WordDraft(term: "港", meaning: "harbour"), to: book.id)
        var weights = FSRSParameters().weights
        weights[0] *= 3
        weights[2] *= 0.5
        let schedule = BookSchedule(weights: weights, learningSteps: [120, 1_800], relearningSteps: [900], dayStart: 3_600)
        try store.reviews.setSchedule(bookID: book.id, to: schedule)
        try database.run("UPDATE word_books SET desired_retention = 0.85 WHERE id = ?", book.id)
        let answers: [(grade: ReviewGrade, after: TimeInterval)] = [(.again, 0), (.good, 150), (.good, 2_000), (.hard, 2 * 86_400),
                                                                    (.good, 9 * 86_400)]
        let events = answers.map { StudyEvent(grade: $0.grade, at: at($0.after)) }
        for event in events {
            try database.run("INSERT INTO study_marks(book_id, word_id, state, grade, marked_at) VALUES (?, ?, 'success', ?, ?)",
                             book.id, word.id, event.name, event.at.timeIntervalSince1970)
        }
        try database.writeCard(.new, wordID: word.id)
        try StudyHistoryReplay.replayAll(database)

        let preset = schedule.parameters(over: StudySettings().parameters(retention: 0.85))
        let expected = StudyHistoryReplay.card(from: events, term: "港", parameters: preset)
        let byDefaults = StudyHistoryReplay.card(from: events, term: "港", parameters: FSRSParameters())
        XCTAssertNotEqual(expected, byDefaults, "the preset must make a difference for this test to tell")
        XCTAssertEqual(try store.words.requireWord(word.id).card, expected)
        XCTAssertEqual(try store.reviews.parameters(bookID: book.id), preset, "the replay and new reviews schedule alike")
    }
}
