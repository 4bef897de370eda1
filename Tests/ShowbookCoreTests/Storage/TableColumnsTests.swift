import XCTest
@testable import ShowbookCore

/// Stores read rows by column case, and the SELECT list comes from the same enum, so the two
/// cannot disagree about positions.
final class TableColumnsTests: XCTestCase {
    enum Sample: String, TableColumns {
        case id, title, showID = "show_id"
    }

    func testSelectListAndPositionsFollowTheCases() {
        XCTAssertEqual(Sample.selectList(), "id, title, show_id")
        XCTAssertEqual(Sample.selectList(alias: "b"), "b.id, b.title, b.show_id")
        XCTAssertEqual(Sample.allCases.map(\.index), [0, 1, 2])
        XCTAssertEqual(Sample.endIndex, 3, "a value selected after the list")
    }

    func testRowsReadByColumnCase() throws {
        let database = try Database(path: ":memory:")
        try database.run("CREATE TABLE t(id INTEGER, title TEXT, show_id TEXT)")
        try database.run("INSERT INTO t VALUES (7, 'Kingdom', NULL)")
        let rows = try database.query("SELECT \(Sample.selectList()) FROM t") { row in
            (row.int64(Sample.id), row.string(Sample.title), row.text(Sample.showID))
        }
        XCTAssertEqual(rows.first?.0, 7)
        XCTAssertEqual(rows.first?.1, "Kingdom")
        XCTAssertNil(rows.first?.2)
    }

    func testEveryStoreReadsWhatItWrote() throws {
        let h = try TestHarness()
        let book = try h.container.wordBooks.createBook(title: "Korean", linkedTo: h.app.search.state.results.first)
        _ = try h.container.wordBooks.addWord(WordDraft(term: "사랑", reading: "sarang", meaning: "love", example: "ex"), to: book.id)
        let word = try XCTUnwrap(try h.container.wordBooks.words(bookID: book.id).first)
        XCTAssertEqual([word.term, word.reading, word.meaning, word.example], ["사랑", "sarang", "love", "ex"])
        let stored = try XCTUnwrap(try h.container.wordBooks.book(id: book.id))
        XCTAssertEqual([stored.title, "\(stored.wordCount)", "\(stored.successCount)"], ["Korean", "1", "0"])
        let record = try XCTUnwrap(try h.catalog.record(mediaID: "bundled:5"))
        XCTAssertEqual([record.title, record.originalTitle, record.network], ["Squid Game", "오징어 게임", "Netflix"])
        XCTAssertEqual(record.firstYear, 2021)
        XCTAssertEqual(record.rating, 8.0)
        // The FSRS card columns, read by case, hold what the table holds (checked by name).
        let reviewed = try h.container.wordBooks.review(wordID: word.id, grade: .good)
        let stored2 = try h.database.query(
            "SELECT card_phase, stability, difficulty, reps, lapses FROM words WHERE id = ?", word.id
        ) { row in [row.string(0), "\(row.double(1) ?? -1)", "\(row.double(2) ?? -1)", "\(row.int(3) ?? -1)", "\(row.int(4) ?? -1)"] }
        let card = reviewed.card
        XCTAssertEqual(stored2.first, [card.phase.rawValue, "\(card.stability ?? -1)", "\(card.difficulty ?? -1)",
                                       "\(card.reps)", "\(card.lapses)"])
        XCTAssertEqual(card.reps, 1)
    }
}
