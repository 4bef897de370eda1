import ShowbookTestSupport
import XCTest
@testable import ShowbookBench
@testable import ShowbookTV

/// Search over imported data: ranking, Hangul substrings, and the two ranking paths (sort all
/// candidates / walk the tiers) giving the same pages on a generated catalog.
final class ImportedSearchTests: XCTestCase {
    func testRankingAndHangulOnAnImportedFixture() throws {
        let harness = try AppHarness(records: [])
        let folder = try makeTemporaryFolder("showbook-import")
        let basics = try folder.write("basics.tsv", IMDbFixtures.header
            + IMDbFixtures.row("tt0000101", title: "Night Shift")
            + IMDbFixtures.row("tt0000102", title: "Night")
            + IMDbFixtures.row("tt0000103", title: "The Night Of")
            + IMDbFixtures.row("tt0000104", title: "Nightly News")
            + IMDbFixtures.row("tt0000105", title: "Knight Rider")
            + IMDbFixtures.row("tt0000106", title: "Reply 1988", "응답하라 1988")
            + IMDbFixtures.row("tt0000107", title: "Squid Game", "오징어 게임"))
        let ratings = try folder.write("ratings.tsv", "tconst\taverageRating\tnumVotes\n"
            + "tt0000101\t7.0\t500\ntt0000102\t6.0\t10\ntt0000103\t8.5\t90000\ntt0000104\t5.0\t800\n")
        XCTAssertEqual(IMDbImporter(store: harness.catalog).run(basics: basics, ratings: ratings).kept, 7)
        let titles = { (query: String) in try harness.catalog.search(query: query, page: 1, pageSize: 10).items.map(\.title) }
        XCTAssertEqual(try titles("night"), ["Night", "Nightly News", "Night Shift", "The Night Of", "Knight Rider"],
                       "exact, then prefixes by votes, then the rest, then the approximate match (the import taught the typo index knight)")
        XCTAssertEqual(try titles("응답"), ["Reply 1988"], "2-character Hangul prefix")
        XCTAssertEqual(try titles("징어"), ["Squid Game"], "2-character Hangul inside a word")
        XCTAssertEqual(try titles("답하라"), ["Reply 1988"], "3-character Hangul inside a word")
        XCTAssertEqual(try titles("어"), ["Squid Game"], "1 character")
        XCTAssertEqual(try titles("징어 게"), ["Squid Game"])
    }

    func testGeneratedCatalogRoundTripAndBothRankingPathsAgree() throws {
        let folder = try makeTemporaryFolder("showbook-import")
        let files = try SyntheticCatalog(seriesCount: 3_000, seed: 7).write(to: folder.path + "/data")
        let harness = try AppHarness(records: [])
        let report = IMDbImporter(store: harness.catalog).run(basics: files.basics, ratings: files.ratings)
        XCTAssertNil(report.failure)
        XCTAssertEqual(report.kept, 3_000)
        XCTAssertEqual(report.malformed, 0)
        XCTAssertGreaterThan(report.skipped, 0, "movies, episodes and adult series are left out")
        XCTAssertEqual(try harness.catalog.countsBySource().first { $0.source == "imdb" }?.count, 3_000)
        let titles = try String(contentsOfFile: files.titles, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(titles.count, 3_000)
        XCTAssertTrue(titles.contains { $0.contains("\"") }, "some titles carry bare quotes")
        XCTAssertGreaterThan(titles.filter { $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }.count, 200)
        let queries = BenchQueries.read(try String(contentsOfFile: files.queries, encoding: .utf8))
        XCTAssertGreaterThanOrEqual(queries.count, 200)

        for query in ["a", "th", "the lo", "love", "사랑", "ラブ", "zzqx"] {
            for page in [1, 3] {
                let plan = CatalogSearch(query: query)
                var sorted = CatalogSearchRunner(database: harness.database, plan: plan)
                sorted.sortLimit = Int.max
                var tiered = CatalogSearchRunner(database: harness.database, plan: plan)
                tiered.sortLimit = 0
                let expected = try sorted.page(page, pageSize: 20).items.map(\.id)
                XCTAssertEqual(try tiered.page(page, pageSize: 20).items.map(\.id), expected, "query \(query) page \(page)")
            }
        }
    }
}
