import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// `books export --apkg` carries each card's schedule: its type, queue, due, interval, FSRS
/// memory state (in the card's data, as Anki stores it) and review log; Known and Suspended
/// words arrive suspended; and a production card is made only for a word with a meaning or a
/// translation line. Read back from the package's collection with Showbook's own `Database`.
final class AnkiExportScheduleTests: XCTestCase {
    var folder: TemporaryFolder!
    let start = Date(timeIntervalSince1970: 1_790_000_000)

    override func setUpWithError() throws { folder = try makeTemporaryFolder("apkg-schedule") }

    /// A book of five words: reviewed into Review, reviewed once (Learning), Known, Suspended, New.
    private func book(clock: ManualClock) throws -> (WordBookStores, Int64) {
        let stores = WordBookStores(database: try Database.migrated(at: folder.path("showbook.db")), clock: clock)
        let book = try stores.books.createBook(title: "Schedules")
        var ids: [String: Int64] = [:]
        for term in ["review", "learning", "known", "suspended", "new"] {
            ids[term] = try stores.words.addWord(WordDraft(term: term, meaning: "m " + term), to: book.id).id
        }
        let day: TimeInterval = 86_400
        for (grade, days) in [(ReviewGrade.good, 0.0), (.good, 0.01), (.good, 2), (.good, 9)] {
            try stores.reviews.review(wordID: ids["review"]!, grade: grade, at: start.addingTimeInterval(days * day))
        }
        try stores.reviews.review(wordID: ids["learning"]!, grade: .again, at: start.addingTimeInterval(9 * day))
        try stores.reviews.review(wordID: ids["known"]!, grade: .good, at: start.addingTimeInterval(9 * day))
        try stores.words.setMark(.known, true, wordID: ids["known"]!)
        try stores.words.setMark(.suspended, true, wordID: ids["suspended"]!)
        clock.set(start.addingTimeInterval(9 * day + 60))
        return (stores, book.id)
    }

    private struct CardRow: Equatable {
        var type: Int64, queue: Int64, ivl: Int64, reps: Int64, data: String, tags: String, reviews: Int64
    }

    private func cards(in bytes: [UInt8]) throws -> [String: CardRow] {
        let zip = try ZipReader(bytes)
        guard let entry = zip.entries.first(where: { $0.name == "collection.anki2" }) else {
            XCTFail("no collection in the package: \(zip.entries.map(\.name))")
            return [:]
        }
        var collection: [UInt8] = []
        try zip.read(entry, maxSize: 1 << 26) { collection.append(contentsOf: $0) }
        let path = folder.path("read-\(UUID().uuidString).anki2")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(collection)))
        let database = try Database(opening: path, imageURI: Database.imageURI(path), busyTimeoutMilliseconds: 1_000)
        typealias C = ExportedCard
        let rows = try database.query(
            "SELECT \(C.selectList()) FROM cards c JOIN notes n ON n.id = c.nid WHERE c.ord = 0"
        ) { row in
            (row.string(C.term), CardRow(type: row.int64(C.type), queue: row.int64(C.queue), ivl: row.int64(C.interval),
                                         reps: row.int64(C.reps), data: row.string(C.data), tags: row.string(C.tags),
                                         reviews: row.int64(C.reviews)))
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    func testTheExportCarriesEachCardsSchedule() throws {
        let clock = ManualClock(start)
        let (stores, bookID) = try book(clock: clock)
        let exporter = AnkiPackageExporter(stores: stores, clock: clock)
        let cards = try cards(in: try exporter.package(bookID: bookID, production: false).bytes)

        let review = try XCTUnwrap(cards["review"])
        XCTAssertEqual([review.type, review.queue], [2, 2], "a reviewed word arrives in review")
        XCTAssertGreaterThan(review.ivl, 0)
        XCTAssertEqual(review.reps, 4)
        XCTAssertEqual(review.reviews, 4, "every review is in the review log")
        XCTAssertTrue(review.data.contains("\"s\":") && review.data.contains("\"d\":"), "memory state: \(review.data)")

        let learning = try XCTUnwrap(cards["learning"])
        XCTAssertEqual([learning.type, learning.queue], [1, 1])
        XCTAssertEqual(learning.reviews, 1)

        let known = try XCTUnwrap(cards["known"])
        XCTAssertEqual(known.queue, -1, "a Known word arrives suspended")
        XCTAssertTrue(known.tags.contains(" showbook::known "), known.tags)
        XCTAssertEqual(try XCTUnwrap(cards["suspended"]).queue, -1)
        XCTAssertEqual([try XCTUnwrap(cards["new"]).type, try XCTUnwrap(cards["new"]).queue], [0, 0])
    }

    /// A step due before the next day's rollover waits by the second (queue 1); one that falls
    /// after it waits by the day (queue 3, due in one day), as Anki keeps a learning card.
    func testAStepAcrossTheRolloverWaitsByTheDay() throws {
        let utc = try XCTUnwrap(TimeZone(identifier: "UTC"))
        let days = AnkiDays(rolloverHour: 4, timeZone: utc)
        // 2026-12-07 03:40 UTC: twenty minutes before the Anki day ends at 04:00.
        let beforeRollover = Date(timeIntervalSince1970: 1_796_614_800)
        let clock = ManualClock(beforeRollover)
        let stores = WordBookStores(database: try Database.migrated(at: folder.path("showbook.db")), clock: clock)
        let book = try stores.books.createBook(title: "Rollover")
        var ids: [String: Int64] = [:]
        for term in ["same day", "next day"] {
            ids[term] = try stores.words.addWord(WordDraft(term: term, meaning: "m"), to: book.id).id
        }
        // A new word answered Good waits ten minutes for its next step.
        try stores.reviews.review(wordID: ids["same day"]!, grade: .good, at: beforeRollover.addingTimeInterval(-300))
        try stores.reviews.review(wordID: ids["next day"]!, grade: .good, at: beforeRollover.addingTimeInterval(900))
        let now = beforeRollover.addingTimeInterval(1_080)
        let schedules = try AnkiPackageExporter(stores: stores, clock: clock).schedules(bookID: book.id, now: now, days: days)

        let sameDay = try XCTUnwrap(schedules[ids["same day"]!])
        XCTAssertEqual([sameDay.type, sameDay.queue], [1, 1], "due at 03:45, before the rollover")
        XCTAssertEqual(sameDay.due, Int64(beforeRollover.timeIntervalSince1970) + 300, "a step due today waits by the second")
        let nextDay = try XCTUnwrap(schedules[ids["next day"]!])
        XCTAssertEqual([nextDay.type, nextDay.queue], [1, 3], "due at 04:05, after the rollover")
        XCTAssertEqual(nextDay.due, 1, "a step due on the next Anki day waits by the day")
    }

    func testAWordWithoutMeaningOrTranslationHasNoProductionCard() throws {
        let stores = WordBookStores(database: try Database.migrated(at: folder.path("showbook.db")), clock: ManualClock(start))
        let book = try stores.books.createBook(title: "Korean")
        try stores.words.addWord(WordDraft(term: "가방", meaning: "", example: "가방을 샀어요."), to: book.id)
        try stores.words.addWord(WordDraft(term: "물", meaning: "", example: "물을 마셔요.", exampleTranslation: "I drink water."),
                                 to: book.id)
        try stores.words.addWord(WordDraft(term: "밥", meaning: "rice"), to: book.id)
        let exporter = AnkiPackageExporter(stores: stores, clock: ManualClock(start))
        let (bytes, summary) = try exporter.package(bookID: book.id, production: true)
        XCTAssertEqual(summary.cards, 5, "two production cards: 가방 has neither a meaning nor a translation")
        let notes = try exporter.notes(bookID: book.id, production: true).notes
        XCTAssertEqual(notes.map { $0[field: "Production"] }, ["", "y", "y"])
        XCTAssertFalse(bytes.isEmpty)
    }
}

/// What the test reads of each exported card and its note, by name.
private enum ExportedCard: String, TableColumns {
    case term = "n.sfld", type = "c.type", queue = "c.queue", interval = "c.ivl", reps = "c.reps", data = "c.data"
    case tags = "n.tags", reviews = "(SELECT count(*) FROM revlog r WHERE r.cid = c.id)"
}
