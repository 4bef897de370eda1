import Foundation
import ShowbookTestSupport
import XCTest
import ShowbookBench
@testable import ShowbookPlatform
@testable import ShowbookApp

/// The Today benchmark of `make bench` does the work it claims: it fills the books it names
/// and every timed run reaches a study card (the figure itself is printed, never asserted).
final class TodayBenchTests: XCTestCase {
    func testEveryRunBuildsTodayAndReachesACard() throws {
        let database = try Database.migrated()
        var bench = TodayBench(database: database)
        bench.books = 3
        bench.wordsPerBook = 40
        bench.runs = 2
        let outcome = try bench.run()
        XCTAssertEqual(outcome.milliseconds.count, 2)
        XCTAssertEqual(outcome.words, 120)
        XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM words"), 120)
        XCTAssertEqual(try database.scalarInt("""
            SELECT count(*) FROM words WHERE stability IS NOT NULL AND due_at <= 1796040000
              AND known_at IS NULL AND suspended_at IS NULL
            """), outcome.dueWords)
        XCTAssertGreaterThan(outcome.dueWords, 0)
        XCTAssertEqual(outcome.todayCPU.count, 2)
        for timing in [outcome.header, outcome.naiveHeader, outcome.bookScreen, outcome.list, outcome.naiveList] {
            XCTAssertEqual(timing.wall.count, 2)
            XCTAssertEqual(timing.cpu.count, 2)
        }
        // Both ways of counting agreed (the bench throws otherwise), over every word, with some Known and Suspended.
        XCTAssertEqual(outcome.counts.total, 120)
        XCTAssertEqual(outcome.counts.known, 3)
        XCTAssertEqual(outcome.counts.suspended, 3)
    }
}
