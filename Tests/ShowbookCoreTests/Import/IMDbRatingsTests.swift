import ShowbookTestSupport
import XCTest
@testable import ShowbookTV

/// The ratings held in memory for the basics import: found by tconst whatever the file's
/// order, the last line of a repeated tconst winning, `\N` ratings kept as no rating, and
/// numbers too large for the compact entries still found.
final class IMDbRatingsTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder("showbook-import")
    }

    func load(_ lines: [String]) throws -> (IMDbRatings, CatalogImportReport) {
        let path = try folder.write("ratings.tsv", "tconst\taverageRating\tnumVotes\n" + lines.map { $0 + "\n" }.joined())
        var report = CatalogImportReport()
        var points = 0
        let ratings = try IMDbRatings.load(path: path, progressInterval: 2, report: &report) { _ in points += 1 }
        XCTAssertGreaterThan(points, 0)
        return (ratings, report)
    }

    func testFindsEveryTconstInAFileInOrder() throws {
        let (ratings, report) = try load(["tt0000001\t8.7\t120", "tt0000005\t\\N\t0", "tt0903747\t9.5\t2000000"])
        XCTAssertEqual(report.ratingsRead, 3)
        XCTAssertEqual(ratings.lookup("tt0000001")?.rating, 8.7)
        XCTAssertEqual(ratings.lookup("tt0000001")?.votes, 120)
        XCTAssertNotNil(ratings.lookup("tt0000005"))
        XCTAssertNil(ratings.lookup("tt0000005")?.rating)
        XCTAssertEqual(ratings.lookup("tt0903747")?.votes, 2_000_000)
        XCTAssertNil(ratings.lookup("tt0000002"))
        XCTAssertNil(ratings.lookup("tt9999999"))
        XCTAssertNil(ratings.lookup("nm0000001"))
    }

    func testAFileOutOfOrderIsSortedAndTheLastRepeatWins() throws {
        let (ratings, _) = try load([
            "tt0000300\t3.0\t30", "tt0000100\t1.0\t10", "tt0000200\t2.0\t20", "tt0000100\t1.5\t15", "tt0000050\t0.5\t5",
        ])
        XCTAssertEqual(ratings.lookup("tt0000050")?.votes, 5)
        XCTAssertEqual(ratings.lookup("tt0000100")?.rating, 1.5)
        XCTAssertEqual(ratings.lookup("tt0000100")?.votes, 15)
        XCTAssertEqual(ratings.lookup("tt0000200")?.votes, 20)
        XCTAssertEqual(ratings.lookup("tt0000300")?.votes, 30)
    }

    func testARepeatInAnOtherwiseOrderedFileKeepsTheLastLine() throws {
        let (ratings, _) = try load(["tt0000001\t5.0\t50", "tt0000001\t6.0\t60", "tt0000002\t7.0\t70"])
        XCTAssertEqual(ratings.lookup("tt0000001")?.votes, 60)
        XCTAssertEqual(ratings.lookup("tt0000002")?.votes, 70)
    }

    func testNumbersTooLargeForTheCompactEntriesAreStillFound() throws {
        let (ratings, _) = try load(["tt0000001\t5.0\t50", "tt99999999999\t6.0\t60", "tt0000002\t7.0\t99999999999"])
        XCTAssertEqual(ratings.lookup("tt99999999999")?.votes, 60)
        XCTAssertEqual(ratings.lookup("tt0000001")?.votes, 50)
        XCTAssertNil(ratings.lookup("tt0000002"), "more than 9 digits of votes is a malformed line")
    }

    func testMalformedLinesAreCountedAndSkipped() throws {
        let (ratings, report) = try load(["tt0000001\t5.0\t50", "garbage", "tt0000002\t7.0"])
        XCTAssertEqual(report.ratingsRead, 1)
        XCTAssertEqual(report.malformed, 2)
        XCTAssertEqual(report.malformedSamples.map(\.line), [3, 4])
        XCTAssertEqual(ratings.lookup("tt0000001")?.votes, 50)
    }

    func testAFileWithoutTheHeaderIsRefused() throws {
        let path = try folder.write("ratings.tsv", "tt0000001\t5.0\t50\n")
        var report = CatalogImportReport()
        XCTAssertThrowsError(try IMDbRatings.load(path: path, progressInterval: 10, report: &report) { _ in })
    }
}
