import XCTest
@testable import ShowbookTV

/// Popular anime a learner looks for are in the bundled catalog, with their facts: original
/// title, years, network, language and genres, and a summary.
final class BundledAnimeTests: XCTestCase {
    func testPopularAnimeAreBundled() throws {
        let records = BundledCatalog.records()
        let expected: [(title: String, original: String, first: Int, end: Int?, network: String, genre: String)] = [
            ("Spy x Family", "SPY×FAMILY", 2022, nil, "TV Tokyo", "Comedy"),
            ("Hunter x Hunter", "HUNTER×HUNTER", 2011, 2014, "Nippon TV", "Adventure"),
            ("Steins;Gate", "シュタインズ・ゲート", 2011, 2011, "Tokyo MX", "Science Fiction"),
            ("Dr. Stone", "Dr.STONE", 2019, nil, "Tokyo MX", "Science Fiction"),
            ("Solo Leveling", "俺だけレベルアップな件", 2024, nil, "Tokyo MX", "Fantasy"),
        ]
        for show in expected {
            let record = try XCTUnwrap(records.first { $0.title == show.title }, "\(show.title) is not bundled")
            XCTAssertEqual(record.originalTitle, show.original, show.title)
            XCTAssertEqual(record.firstYear, show.first, show.title)
            XCTAssertEqual(record.endYear, show.end, show.title)
            XCTAssertEqual(record.network, show.network, show.title)
            XCTAssertEqual(record.language, "ja", show.title)
            XCTAssertEqual(record.country, "JP", show.title)
            XCTAssertTrue(record.genres.contains("Animation") && record.genres.contains(show.genre), "\(show.title): \(record.genres)")
            XCTAssertGreaterThan(record.overview.count, 60, show.title)
        }
        XCTAssertEqual(Set(records.map(\.sourceID)).count, records.count, "ids stay unique")
    }
}
