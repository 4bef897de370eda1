import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// The joined-word splitter's cost, counted in SQLite steps: a stretch of the word can only be a
/// catalog word while some catalog word starts with it, so the lookups from one position stop
/// there instead of trying every longer stretch up to the end of the word (which made a
/// 40-letter word cost about ten times a 10-letter one, growing with the square of its length).
final class SplitterCostTests: XCTestCase {
    private func steps(splitting word: String, in database: Database) throws -> Int64 {
        let before = database.stepsTaken
        _ = try FuzzyTerms(database: database).split(word)
        return database.stepsTaken - before
    }

    func testAWordNoCatalogWordStartsCostsTheSameAtAnyLength() throws {
        let database = try Database.migrated()
        try CatalogStore(database: database).syncBundled()
        let short = try steps(splitting: "qzxvkqzxvk", in: database)
        let long = try steps(splitting: String(repeating: "qzxvk", count: 8), in: database)
        XCTAssertLessThanOrEqual(long, 2 * short, "40 letters cost \(long) steps, 10 letters \(short)")
    }

    func testJoinedTitlesStillSplit() throws {
        let database = try Database.migrated()
        try CatalogStore(database: database).syncBundled()
        let terms = FuzzyTerms(database: database)
        XCTAssertEqual(try terms.split("gameofthrones"), ["game", "of", "thrones"])
        XCTAssertEqual(try terms.split("breakingbad"), ["breaking", "bad"])
        XCTAssertEqual(try terms.split("오징어게임"), ["오징어", "게임"])
    }
}
