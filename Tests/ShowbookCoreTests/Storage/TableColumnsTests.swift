import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords

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

    /// A table declared once, in two versions: `Old` as the schema was, `New` with one more
    /// column. The decoder, the INSERT and the SELECT are the same code for both, written
    /// against the declaration, so the new column is the only change a read needs.
    enum Old: String, TableDeclaration {
        static let tableName = "t"
        case id, title, showID = "show_id"
    }

    enum New: String, TableDeclaration {
        static let tableName = "t"
        case id, rating, title, showID = "show_id"  // the added column sits among the others
    }

    /// The one generic path every store takes: insert by column, select the declaration's list,
    /// read by name.
    private func roundTrip<C: TableDeclaration>(_: C.Type, creating schema: String,
                                                 _ values: KeyValuePairs<C, any SQLBindable>,
                                                 read: (NamedRow<C>) -> [String]) throws -> [String] {
        let database = try Database(path: ":memory:")
        try database.run(schema)
        let id = try database.insert(values)
        let selection = ColumnSelection<C>.all
        return try XCTUnwrap(try database.query(
            "SELECT \(selection.list()) FROM \(C.tableName) WHERE rowid = ?", id, selecting: selection, map: read
        ).first)
    }

    func testAddingAColumnToTheDeclarationIsTheOnlyChangeAReadNeeds() throws {
        XCTAssertEqual(Old.insertSQL([.title, .showID]), "INSERT INTO t(title, show_id) VALUES (?, ?)")
        XCTAssertEqual(ColumnSelection<New>.all.list(alias: "x"), "x.id, x.rating, x.title, x.show_id")
        let old = try roundTrip(Old.self, creating: "CREATE TABLE t(id INTEGER PRIMARY KEY, title TEXT, show_id TEXT)",
                                [.title: "Kingdom", .showID: "bundled:7"]) { [$0.string(.title), $0.string(.showID)] }
        let new = try roundTrip(New.self,
                                creating: "CREATE TABLE t(id INTEGER PRIMARY KEY, title TEXT, show_id TEXT, rating REAL)",
                                [.title: "Kingdom", .rating: 8.5, .showID: "bundled:7"]) {
            [$0.string(.title), $0.string(.showID), "\($0.double(.rating) ?? -1)"]
        }
        // Title and show id read the same after the column moved them along the SELECT list.
        XCTAssertEqual(old, ["Kingdom", "bundled:7"])
        XCTAssertEqual(new, ["Kingdom", "bundled:7", "8.5"])
    }

    func testASubsetIsReadByNameWhereverItsColumnsSit() throws {
        let database = try Database(path: ":memory:")
        try database.run("CREATE TABLE t(id INTEGER PRIMARY KEY, rating REAL, title TEXT, show_id TEXT)")
        try database.insert([New.title: "Kingdom", .showID: "bundled:7", .rating: 8.5])
        let subset = ColumnSelection<New>([.showID, .title])
        let read = try database.query("SELECT \(subset.list()) FROM t", selecting: subset) { [$0.string(.title), $0.string(.showID)] }
        XCTAssertEqual(read.first, ["Kingdom", "bundled:7"])
    }

    /// The words table's statements all come from its declaration: a new `WordColumn` case is
    /// selected by every word read, and the session entry reads its card through the same decoder.
    func testWordStatementsComeFromTheWordsDeclaration() {
        XCTAssertEqual(WordColumn.word.list(), WordColumn.allCases.map(\.rawValue).joined(separator: ", "))
        XCTAssertEqual(WordColumn.entry.columns, [.id, .bookID] + WordColumn.card)
        // A close moves the word's own row, so every column comes along; it sets only the book,
        // the GUID, the mark and the times — and, starting over, every card column.
        for startingOver in [false, true] {
            let sql = CloseStore.moveSQL(startingOver: startingOver)
            let assignments = sql.dropFirst("UPDATE words SET ".count).components(separatedBy: " WHERE ")[0]
            let assigned = Set(WordColumn.allCases.map(\.rawValue).filter { assignments.hasPrefix("\($0) = ") || assignments.contains(", \($0) = ") })
            let expected: Set<WordColumn> = [.bookID, .guidBookID, .state, .createdAt, .updatedAt]
            XCTAssertEqual(assigned, Set((expected.map(\.rawValue)) + (startingOver ? WordColumn.card.map(\.rawValue) : [])), sql)
        }
        XCTAssertEqual(ShowColumn.insertSQL(ShowColumn.written),
                       "INSERT INTO shows(source, source_id, title, original_title, first_year, end_year, network, country, "
                           + "language, genres, rating, popularity, overview, title_key, original_key, extra_key) VALUES ("
                           + Array(repeating: "?", count: 16).joined(separator: ", ") + ")")
    }

    func testEveryStoreReadsWhatItWrote() throws {
        let h = try AppHarness()
        let book = try h.container.wordBooks.books.createBook(title: "Korean", linkedTo: h.app.search.state.results.first)
        _ = try h.container.wordBooks.words.addWord(WordDraft(term: "사랑", reading: "sarang", meaning: "love", example: "ex"), to: book.id)
        let word = try XCTUnwrap(try h.container.wordBooks.words.words(bookID: book.id).first)
        XCTAssertEqual([word.term, word.reading, word.meaning, word.example], ["사랑", "sarang", "love", "ex"])
        let stored = try XCTUnwrap(try h.container.wordBooks.books.book(id: book.id))
        XCTAssertEqual([stored.title, "\(stored.wordCount)", "\(stored.knowledge.new)"], ["Korean", "1", "1"])
        let record = try XCTUnwrap(try h.catalog.record(mediaID: "bundled:5"))
        XCTAssertEqual([record.title, record.originalTitle, record.network], ["Squid Game", "오징어 게임", "Netflix"])
        XCTAssertEqual(record.firstYear, 2021)
        XCTAssertEqual(record.rating, 8.0)
        // The FSRS card columns, read by case, hold what the table holds (checked by name).
        let reviewed = try h.container.wordBooks.reviews.review(wordID: word.id, grade: .good)
        let card2 = ColumnSelection<WordColumn>([.cardPhase, .stability, .difficulty, .reps, .lapses])
        let stored2 = try h.database.query(
            "SELECT card_phase, stability, difficulty, reps, lapses FROM words WHERE id = ?", word.id, selecting: card2
        ) { row in
            [row.string(.cardPhase), "\(row.double(.stability) ?? -1)", "\(row.double(.difficulty) ?? -1)",
             "\(row.int(.reps) ?? -1)", "\(row.int(.lapses) ?? -1)"]
        }
        let card = reviewed.card
        XCTAssertEqual(stored2.first, [card.phase.rawValue, "\(card.stability ?? -1)", "\(card.difficulty ?? -1)",
                                       "\(card.reps)", "\(card.lapses)"])
        XCTAssertEqual(card.reps, 1)
    }
}
