import Foundation
import ShowbookTestSupport
import XCTest
import ShowbookBench

/// The grading benchmark of `make bench` does the work it claims: one review and one history
/// row per timed grade (the figure itself is printed by the bench, never asserted here).
final class GradeBenchTests: XCTestCase {
    func testEveryTimedGradeIsOneStoredReview() throws {
        let h = try AppHarness()
        var bench = GradeBench(store: h.container.wordBooks)
        bench.words = 20
        bench.reviews = 30
        let times = try bench.run()
        XCTAssertEqual(times.count, 30)
        XCTAssertEqual(try h.database.scalarInt("SELECT count(*) FROM study_marks"), 20 * 5 + 30)
        XCTAssertEqual(try h.database.scalarInt("SELECT sum(reps) FROM words"), 20 * 5 + 30)
    }
}
