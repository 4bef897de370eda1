import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// The IMDb importer on hand-made files: IMDb's quirks (no quoting, `\N`, CRLF), broken
/// lines, bad bytes, gzip (whole and truncated), ratings and a repeated import.
final class IMDbImportTests: XCTestCase {
    var harness: AppHarness!
    var folder: TemporaryFolder!

    override func setUpWithError() throws {
        harness = try AppHarness()
        folder = try makeTemporaryFolder("showbook-import")
    }

    func importer(batchSize: Int = 5_000, includeAdult: Bool = false) -> IMDbImporter {
        var importer = IMDbImporter(store: harness.catalog, includeAdult: includeAdult)
        importer.batchSize = batchSize
        return importer
    }

    func imported(_ id: String) throws -> CatalogRecord? {
        try harness.catalog.record(mediaID: MediaID(source: "imdb", id: id))
    }

    func testKeepsSeriesWithBareQuotesAndSkipsOtherTypesAndAdult() throws {
        let file = try folder.write("basics.tsv", IMDbFixtures.header
            + IMDbFixtures.row("tt0000001", title: "The 12\" Single")
            + IMDbFixtures.row("tt0000002", title: "\"Weird\" Show", "\"Weird\" Show")
            + IMDbFixtures.row("tt0000003", "movie", title: "A Movie")
            + IMDbFixtures.row("tt0000004", "tvMiniSeries", title: "Mini")
            + IMDbFixtures.row("tt0000005", title: "Adult Thing", adult: "1"))
        let report = importer().run(basics: file, ratings: nil)
        XCTAssertNil(report.failure)
        XCTAssertEqual([report.rowsRead, report.kept, report.skipped, report.malformed], [5, 3, 2, 0])
        XCTAssertEqual(try imported("tt0000001")?.title, "The 12\" Single")
        XCTAssertEqual(try imported("tt0000002")?.title, "\"Weird\" Show")
        XCTAssertNil(try imported("tt0000005"))
        XCTAssertEqual(importer(includeAdult: true).run(basics: file, ratings: nil).kept, 4)
        XCTAssertEqual(try imported("tt0000005")?.title, "Adult Thing")
    }

    func testNullInEveryColumn() throws {
        let file = try folder.write("basics.tsv", IMDbFixtures.header
            + "tt0000010\ttvSeries\tOnly Title\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\n"
            + "tt0000011\ttvSeries\t\\N\tOriginal Only\t0\t\\N\t\\N\t\\N\t\\N\n"
            + "\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\n"
            + "tt0000012\ttvSeries\t\\N\t\\N\t0\t1999\t\\N\t\\N\t\\N\n")
        let report = importer().run(basics: file, ratings: nil)
        XCTAssertEqual(report.kept, 2)
        XCTAssertEqual(report.skipped, 1, "a null title type is not a series")
        XCTAssertEqual(report.malformedSamples.map(\.line), [5], "a series without any title")
        let only = try XCTUnwrap(imported("tt0000010"))
        XCTAssertEqual(only.originalTitle, "Only Title")
        XCTAssertNil(only.firstYear)
        XCTAssertNil(only.endYear)
        XCTAssertEqual(only.genres, [])
        XCTAssertEqual(try imported("tt0000011")?.title, "Original Only")
    }

    func testCRLFMissingNewlineAndWrongColumnCounts() throws {
        var text = IMDbFixtures.header.replacingOccurrences(of: "\n", with: "\r\n")
        text += IMDbFixtures.row("tt0000020", title: "Windows Lines").replacingOccurrences(of: "\n", with: "\r\n")
        text += "tt0000021\ttvSeries\tToo Few\n"
        text += "tt0000022\ttvSeries\tToo\tMany\t0\t2000\t\\N\t30\tDrama\textra\n"
        text += "\n"
        text += String(IMDbFixtures.row("tt0000023", title: "No Newline", genres: "Comedy,Drama").dropLast())
        let report = importer().run(basics: try folder.write("basics.tsv", text), ratings: nil)
        XCTAssertEqual(report.kept, 2)
        XCTAssertEqual(report.malformed, 2)
        XCTAssertEqual(report.malformedSamples.map(\.line), [3, 4])
        XCTAssertEqual(try imported("tt0000020")?.genres, ["Drama"], "no \\r left in the last field")
        XCTAssertEqual(try imported("tt0000023")?.genres, ["Comedy", "Drama"])
    }

    func testOnlyTheFirstTenMalformedLinesAreKeptButAllCounted() throws {
        let text = IMDbFixtures.header + (0..<25).map { "broken line \($0)\n" }.joined()
        let report = importer().run(basics: try folder.write("basics.tsv", text), ratings: nil)
        XCTAssertEqual(report.malformed, 25)
        XCTAssertEqual(report.malformedSamples.map(\.line), Array(2...11))
    }

    func testInvalidUTF8BecomesReplacementCharacters() throws {
        var bytes = Array((IMDbFixtures.header + "tt0000030\ttvSeries\tBad ").utf8)
        bytes += [0xFF, 0xC3, 0x28]
        bytes += Array(" Bytes\tBad Bytes\t0\t2010\t\\N\t\\N\tDrama\n".utf8)
        let report = importer().run(basics: try folder.write("basics.tsv", bytes), ratings: nil)
        XCTAssertEqual(report.kept, 1)
        XCTAssertEqual(try imported("tt0000030")?.title, "Bad \u{FFFD}\u{FFFD}( Bytes")
    }

    func testRatingsSetRatingAndPopularity() throws {
        let basics = try folder.write("basics.tsv", IMDbFixtures.header
            + IMDbFixtures.row("tt0000040", title: "Popular") + IMDbFixtures.row("tt0000041", title: "Unrated"))
        let ratings = try folder.write("ratings.tsv", "tconst\taverageRating\tnumVotes\ntt0000040\t8.7\t12345\nnot a line\n")
        let report = importer().run(basics: basics, ratings: ratings)
        XCTAssertEqual(report.ratingsRead, 1)
        XCTAssertEqual(report.malformedSamples.first?.file, "ratings")
        let popular = try XCTUnwrap(imported("tt0000040"))
        XCTAssertEqual(popular.rating, 8.7)
        XCTAssertEqual(popular.popularity, 12_345)
        XCTAssertNil(try imported("tt0000041")?.rating)
    }

    func testGzipAndATruncatedGzipKeepsWhatWasRead() throws {
        let rows = (0..<2_000).map { IMDbFixtures.row("tt\(1_000_000 + $0)", title: "Series Number \($0) \(String(repeating: "x", count: $0 % 50))") }
        let plain = try folder.write("basics.tsv", IMDbFixtures.header + rows.joined())
        let gzipped = try folder.gzip(plain)
        XCTAssertEqual(importer().run(basics: gzipped, ratings: nil).kept, 2_000)

        let fresh = try AppHarness()
        harness = fresh
        let whole = try Data(contentsOf: URL(fileURLWithPath: gzipped))
        let cut = try folder.write("cut.tsv.gz", Array(whole.prefix(whole.count / 2)))
        let report = importer(batchSize: 100).run(basics: cut, ratings: nil)
        XCTAssertEqual(report.failure, CatalogImportError.truncatedGzip(path: cut))
        XCTAssertTrue(report.failure?.description.contains("truncated") ?? false)
        XCTAssertGreaterThan(report.kept, 100)
        XCTAssertLessThan(report.kept, 2_000)
        let stored = try fresh.catalog.countsBySource().first { $0.source == "imdb" }?.count
        XCTAssertEqual(stored, report.kept, "every row read before the cut is committed")
    }

    func testImportingTwiceChangesNothing() throws {
        let basics = try folder.write("basics.tsv", IMDbFixtures.header
            + IMDbFixtures.row("tt0000050", title: "Once", "한 번") + IMDbFixtures.row("tt0000051", title: "Twice"))
        let ratings = try folder.write("ratings.tsv", "tconst\taverageRating\tnumVotes\ntt0000050\t7.0\t10\n")
        XCTAssertEqual(importer().run(basics: basics, ratings: ratings).changed, 2)
        let before = try harness.database.scalarInt("SELECT total_changes()")
        let again = importer().run(basics: basics, ratings: ratings)
        XCTAssertEqual(again.kept, 2)
        XCTAssertEqual(again.changed, 0)
        let shows = try harness.database.query("SELECT count(*) FROM shows WHERE source = 'imdb'") { $0.onlyInt }
        XCTAssertEqual(shows, [2])
        // Only the temporary ratings table was written the second time; no show row changed.
        let writes = try XCTUnwrap(harness.database.scalarInt("SELECT total_changes()")) - (before ?? 0)
        XCTAssertLessThanOrEqual(writes, 2, "ratings rows only")
        XCTAssertEqual(try harness.catalog.search(query: "한", page: 1, pageSize: 5).items.map(\.title), ["Once"])
    }

    func testMissingFileIsAClearError() {
        let report = importer().run(basics: folder.path + "/nope.tsv", ratings: nil)
        guard case .cannotOpen? = report.failure else { return XCTFail("expected cannotOpen, got \(String(describing: report.failure))") }
    }
}
