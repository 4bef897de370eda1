import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// A mined word's example is the line alone: where it was heard (`S01E01 00:00`) is kept apart
/// from it, so the word form shows `おはよう。`, not `おはよう。 (00:00)`. A database written
/// before, whose examples have the place glued on, is split when it is upgraded; an example
/// that only ends in brackets is left as it is.
final class ExampleSourceTests: XCTestCase {
    func testAMinedExampleIsTheLineAlone() throws {
        let store = try WordBookStores.onFreshDatabase()
        let book = try store.books.createBook(title: "Morning")
        let candidate = MiningCandidate(term: "おはよう", reading: "", count: 1, example: "おはよう。", time: 0, source: "S01E01 00:00",
                                        file: "/s/ep1.srt", meaning: "good morning")
        _ = try store.mining.addMined([candidate], to: book)
        let word = try XCTUnwrap(try store.words.words(bookID: book.id).first)
        XCTAssertEqual(word.example, "おはよう。")
        XCTAssertEqual(WordDraft(word).example, "おはよう。", "what the word form shows")
        XCTAssertEqual(word.exampleSource, "S01E01 00:00", "where it was heard, in its own field")
        // A glued example written now (an older file, a paste) is split the same way.
        let pasted = try store.words.addWord(WordDraft(term: "駅", meaning: "station", example: "駅で。 (12:34)"), to: book.id)
        XCTAssertEqual([pasted.example, pasted.exampleSource], ["駅で。", "12:34"])
    }

    func testAnUpgradeSplitsGluedExamples() throws {
        let database = try Database(path: ":memory:")
        try Migrations.migrate(database, upTo: 18)
        try database.execute("""
            INSERT INTO word_books(id, title, created_at) VALUES (1, 'A', 1);
            INSERT INTO words(id, book_id, term, meaning, example, created_at, updated_at) VALUES
                (1, 1, 'おはよう', 'good morning', 'おはよう。 (00:00)', 1, 1),
                (2, 1, '駅', 'station', '駅で会いました。 (S01E03 12:34)', 1, 1),
                (3, 1, 'say', 'to say', 'I said (hello)', 1, 1),
                (4, 1, 'go', 'to go', 'Go! (S2 soon)', 1, 1);
            """)
        try DatabaseUpgrade.run(database)
        let selection = ColumnSelection<WordColumn>([.example, .exampleSource])
        let rows = try database.query("SELECT \(selection.list()) FROM words ORDER BY id", selecting: selection) { row in
            (example: row.string(.example), source: row.string(.exampleSource))
        }
        XCTAssertEqual(rows.map(\.example), ["おはよう。", "駅で会いました。", "I said (hello)", "Go! (S2 soon)"])
        XCTAssertEqual(rows.map(\.source), ["00:00", "S01E03 12:34", "", ""])
        XCTAssertEqual(try UpgradeTask.pending(in: database), [], "the split is done once")
    }
}
