import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

/// Known and Suspended in storage: setting and taking back a mark leaves the FSRS card and the
/// review history byte for byte; marked words are out of every due, new, Today, forecast and
/// session query, and those queries stay on their indexes.
final class KnowledgeMarksTests: XCTestCase {
    let calendar = FixtureDates.utcCalendar
    var h: AppHarness!
    var stores: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws {
        h = try AppHarness(study: StudySettings(newWordsPerDay: 20))
    }

    /// A book with `terms`, the first `reviewed` of them graded Good once (a learning step).
    func makeBook(_ terms: [String], title: String = "Marks", reviewed: Int = 0) throws -> (WordBook, [Word]) {
        let book = try stores.books.createBook(title: title)
        var words = try terms.map { try stores.words.addWord(WordDraft(term: $0, meaning: "m-\($0)"), to: book.id) }
        for index in 0..<reviewed { words[index] = try stores.reviews.review(wordID: words[index].id, grade: .good) }
        return (book, words)
    }

    /// The word's card columns and practice mark, as stored.
    func storedRow(_ id: Int64) throws -> [SQLValue] {
        try XCTUnwrap(try stores.database.queryValues(
            "SELECT \(WordColumn.card.map(\.rawValue).joined(separator: ", ")), state FROM words WHERE id = ?",
            [.integer(id)]
        ) { $0.values }.first)
    }

    func history(_ id: Int64) throws -> [[SQLValue]] {
        try stores.database.queryValues("SELECT * FROM study_marks WHERE word_id = ? ORDER BY id", [.integer(id)]) { $0.values }
    }

    func testKnownAndSuspendedKeepTheCardAndHistoryAndAreTakenBack() throws {
        let (_, words) = try makeBook(["물", "집"], reviewed: 1)
        let water = words[0]
        let (cardBefore, historyBefore) = (try storedRow(water.id), try history(water.id))
        h.clock.advance(by: 60)
        let known = try stores.words.setMark(.known, true, wordID: water.id)
        XCTAssertEqual(known.knowledge, .known)
        XCTAssertEqual(known.knownAt, h.clock.now)
        XCTAssertEqual(known.card, water.card, "the card is untouched")
        XCTAssertEqual(try storedRow(water.id), cardBefore)
        XCTAssertEqual(try history(water.id), historyBefore, "no history row for a Known mark")

        h.clock.advance(by: 60)
        let again = try stores.words.setMark(.known, true, wordID: water.id)
        XCTAssertEqual(again.knownAt, known.knownAt, "marking Known twice keeps the first time")

        let suspended = try stores.words.setMark(.suspended, true, wordID: water.id)
        XCTAssertEqual(suspended.knowledge, .known, "Known wins over Suspended")
        let unknown = try stores.words.setMark(.known, false, wordID: water.id)
        XCTAssertEqual(unknown.knowledge, .suspended, "taking Known back leaves the suspension")
        let back = try stores.words.toggleMark(.suspended, wordID: water.id)
        XCTAssertEqual(back.knowledge, .learning, "both taken back: the card's own state again")
        XCTAssertEqual(try storedRow(water.id), cardBefore)
        XCTAssertEqual(try history(water.id), historyBefore)

        // Undo writes back exactly what the word had, `updated_at` included.
        let marked = try stores.words.toggleMark(.known, wordID: words[1].id)
        XCTAssertEqual(marked.knowledge, .known)
        try stores.words.restoreMarks(of: words[1])
        XCTAssertEqual(try stores.words.word(id: words[1].id), words[1])

        XCTAssertThrowsError(try stores.words.setMark(.known, true, wordID: 9_999)) { error in
            XCTAssertEqual(error as? WordBookError, .notFound("word"))
        }
    }

    func testMarkedWordsAreNeverDueNewOrInASession() throws {
        let (book, words) = try makeBook(["a", "b", "c", "d", "e", "f"], reviewed: 3)
        h.clock.advance(by: 3_600)  // the three learning steps are due
        let now = h.clock.now
        try stores.words.setMark(.known, true, wordID: words[0].id)      // reviewed, Known
        try stores.words.setMark(.suspended, true, wordID: words[1].id)  // reviewed, Suspended
        try stores.words.setMark(.known, true, wordID: words[3].id)      // new, Known
        try stores.words.setMark(.suspended, true, wordID: words[4].id)  // new, Suspended
        let study = stores.study
        XCTAssertEqual(try study.dueWords(at: now).map(\.term), ["c"])
        XCTAssertEqual(try study.dueWords(at: now, bookID: book.id).map(\.term), ["c"])
        XCTAssertEqual(try study.newWordsAvailable(at: now, calendar: calendar).map(\.term), ["f"])
        XCTAssertEqual(try study.newWordsWaiting(bookID: nil), 1)
        XCTAssertEqual(try study.newWordsWaiting(bookID: book.id), 1)
        XCTAssertEqual(try study.studyCounts(at: now, newLimit: 20)[book.id], StudyCounts(due: 1, new: 1))
        XCTAssertEqual(try study.dueTimes(bookID: book.id, before: now.addingTimeInterval(86_400)).count, 1,
                       "the forecast counts only words coming back")
        for source in [StudySource.book(book), .allBooks] {
            let deck = try study.studyDeck(for: source, at: now, calendar: calendar)
            XCTAssertEqual(Set(try XCTUnwrap(deck.session).map(\.id)), [words[2].id, words[5].id], "\(source)")
        }
        XCTAssertEqual(Set(try study.moreNewWords(for: .allBooks, at: now, calendar: calendar, excluding: []).map(\.id)),
                       [words[5].id])

        // Taken back, they are due and new again where they were.
        for word in words { try stores.words.restoreMarks(of: word) }
        XCTAssertEqual(try study.dueWords(at: now).map(\.term), ["a", "b", "c"])
        XCTAssertEqual(try study.newWordsWaiting(bookID: book.id), 3)

        // Nor are marked words free practice's wrong words.
        try stores.reviews.review(wordID: words[5].id, grade: .again)
        try stores.reviews.review(wordID: words[2].id, grade: .again)
        try stores.words.setMark(.known, true, wordID: words[2].id)
        XCTAssertEqual(try stores.words.failedWordsInOpenBooks().map(\.term), ["f"])
    }

    func testTheDailyLimitCountsOnlyWordsInStudy() throws {
        let h = try AppHarness(study: StudySettings(newWordsPerDay: 2))
        let stores = h.container.wordBooks
        let book = try stores.books.createBook(title: "L")
        let words = try (1...5).map { try stores.words.addWord(WordDraft(term: "w\($0)", meaning: "m"), to: book.id) }
        for word in words.prefix(2) { try stores.reviews.review(wordID: word.id, grade: .good) }
        XCTAssertEqual(try stores.study.dailyLimitReached(at: h.clock.now, calendar: calendar, bookID: nil)?.waiting, 3)
        try stores.words.setMark(.known, true, wordID: words[2].id)
        try stores.words.setMark(.suspended, true, wordID: words[3].id)
        XCTAssertEqual(try stores.study.dailyLimitReached(at: h.clock.now, calendar: calendar, bookID: nil)?.waiting, 1)
        try stores.words.setMark(.known, true, wordID: words[4].id)
        XCTAssertNil(try stores.study.dailyLimitReached(at: h.clock.now, calendar: calendar, bookID: book.id),
                     "no word in study waits: nothing to say")
    }

    /// EXPLAIN QUERY PLAN of each study query, exactly as the store prepares it (recorded through
    /// the database's statement hook), after ANALYZE on a book large enough for the planner to care.
    func testStudyQueriesStayOnTheirIndexes() throws {
        let book = try stores.books.createBook(title: "Big")
        try stores.database.transaction {
            for index in 0..<2_000 {
                let id = try stores.database.insert([
                    WordColumn.bookID: book.id, .term: "t\(index)", .meaning: "m", .createdAt: Double(index), .updatedAt: 0.0,
                ])
                if index % 5 < 3 {
                    try stores.database.run(
                        "UPDATE words SET card_phase = 'review', stability = 3, difficulty = 5, due_at = ?, last_review_at = 1 WHERE id = ?",
                        Double(index * 100), id)
                }
                if index % 50 == 0 { try stores.database.run("UPDATE words SET known_at = 1 WHERE id = ?", id) }
            }
        }
        try stores.database.execute("ANALYZE")
        let recorded = Recorded()
        let at = Date(timeIntervalSince1970: 50_000)
        func plan(_ body: () throws -> Void) throws -> String {
            recorded.clear()
            stores.database.faultInjector = { sql in recorded.add(sql) }
            try body()
            stores.database.faultInjector = nil
            let queries = recorded.all.filter { $0.contains("FROM words") || $0.contains("JOIN words") }
            XCTAssertFalse(queries.isEmpty)
            return try queries.map { sql in
                try stores.database.queryValues("EXPLAIN QUERY PLAN " + sql, []) { $0.string(3) }.joined(separator: "\n")
            }.joined(separator: "\n")
        }
        // `books due` reads whole words, so the table is read anyway: it walks a due-time index.
        let due = try plan { _ = try stores.study.dueWords(at: at) }
        XCTAssertTrue(due.contains("INDEX words_due"), due)
        let deck = try plan { _ = try stores.study.studyDeck(for: .book(book), at: at, calendar: calendar) }
        XCTAssertTrue(deck.contains("COVERING INDEX words_due_entry"), deck)
        XCTAssertTrue(deck.contains("INDEX words_book_new"), deck)
        let waiting = try plan { _ = try stores.study.newWordsWaiting(bookID: nil) }
        XCTAssertTrue(waiting.contains("COVERING INDEX words_book_new"), waiting)
        let today = try plan { _ = try stores.study.studyCounts(at: at, newLimit: 20) }
        XCTAssertTrue(today.contains("COVERING INDEX words_book_due"), today)
        XCTAssertTrue(today.contains("COVERING INDEX words_book_new"), today)
        let forecast = try plan { _ = try stores.study.dueTimes(bookID: book.id, before: at) }
        XCTAssertTrue(forecast.contains("COVERING INDEX words_book_due"), forecast)

        // And the store's answers agree with the rule on every word.
        let all = try stores.words.words(bookID: book.id)
        let expectedDue = all.filter { !$0.isSetAside && !$0.card.isNew && ($0.card.due ?? .distantFuture) <= Date(timeIntervalSince1970: 50_000) }
        XCTAssertEqual(try stores.study.dueWords(at: Date(timeIntervalSince1970: 50_000)).map(\.id), expectedDue.map(\.id))
        XCTAssertEqual(try stores.study.newWordsWaiting(bookID: book.id), all.filter { !$0.isSetAside && $0.card.isNew }.count)
    }
}

/// SQL texts seen by the database's statement hook (called from any thread).
final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    func add(_ sql: String) { lock.lock(); texts.append(sql); lock.unlock() }
    func clear() { lock.lock(); texts = []; lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return texts }
}
