import Foundation
import XCTest
import ShowbookBench
@testable import ShowbookCore

/// The Today benchmark of `make bench` does the work it claims: it fills the books it names
/// and every timed run reaches a study card (the figure itself is printed, never asserted).
final class TodayBenchTests: XCTestCase {
    func testEveryRunBuildsTodayAndReachesACard() throws {
        let database = try Database(path: ":memory:")
        try Migrations.migrate(database)
        var bench = TodayBench(database: database)
        bench.books = 3
        bench.wordsPerBook = 40
        bench.runs = 2
        let outcome = try bench.run()
        XCTAssertEqual(outcome.milliseconds.count, 2)
        XCTAssertEqual(outcome.words, 120)
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM words"), 120)
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM words WHERE stability IS NOT NULL AND due_at <= 1796040000"),
                       outcome.dueWords)
        XCTAssertGreaterThan(outcome.dueWords, 0)
    }
}
