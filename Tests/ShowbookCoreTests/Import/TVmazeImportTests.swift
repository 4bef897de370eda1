import ShowbookTestSupport
import XCTest
@testable import ShowbookTV

/// The TVmaze importer (JSON lines and arrays) and the HTML summaries it turns into text.
final class TVmazeImportTests: XCTestCase {
    var harness: AppHarness!
    var folder: TemporaryFolder!

    override func setUpWithError() throws {
        harness = try AppHarness()
        folder = try makeTemporaryFolder("showbook-import")
    }

    static let show = """
        {"id": 169, "name": "Breaking Bad", "language": "English", "genres": ["Drama", "Crime"], "status": "Ended",
         "premiered": "2008-01-20", "ended": "2013-09-29", "network": {"name": "AMC", "country": {"code": "US"}},
         "webChannel": null, "rating": {"average": 9.2}, "weight": 98,
         "summary": "<p><b>Breaking Bad</b> follows a teacher &amp; his {partner}.</p><p>Second \\"part\\".</p>",
         "externals": {"imdb": "tt0903747"}}
        """

    func testJSONLinesMapEveryField() throws {
        let lines = Self.show.replacingOccurrences(of: "\n", with: " ") + "\n"
            + #"{"id": 2, "name": "Web Only", "webChannel": {"name": "Netflix", "country": null}, "rating": {"average": null}}"# + "\n"
            + "this is not json\n"
            + #"{"id": 3}"# + "\n"
        let report = TVmazeImporter(store: harness.catalog).run(file: try folder.write("shows.jsonl", lines))
        XCTAssertNil(report.failure)
        XCTAssertEqual(report.kept, 2)
        XCTAssertEqual(report.malformedSamples.map(\.line), [3, 4])
        let show = try XCTUnwrap(harness.catalog.record(mediaID: "tvmaze:169"))
        XCTAssertEqual(show.title, "Breaking Bad")
        XCTAssertEqual([show.firstYear, show.endYear], [2008, 2013])
        XCTAssertEqual(show.network, "AMC")
        XCTAssertEqual(show.country, "US")
        XCTAssertEqual(show.language, "English")
        XCTAssertEqual(show.genres, ["Drama", "Crime"])
        XCTAssertEqual(show.rating, 9.2)
        XCTAssertEqual(show.popularity, 98)
        XCTAssertEqual(show.overview, "Breaking Bad follows a teacher & his {partner}.\n\nSecond \"part\".\nIMDb: tt0903747")
        XCTAssertEqual(try harness.catalog.record(mediaID: "tvmaze:2")?.network, "Netflix")
    }

    func testJSONArrayAcrossLinesAndTwiceChangesNothing() throws {
        let array = "[\n" + Self.show + ",\n" + #"{"id": 5, "name": "오징어 게임", "summary": null}"# + "\n]\n"
        let file = try folder.write("shows.json", array)
        let first = TVmazeImporter(store: harness.catalog).run(file: file)
        XCTAssertEqual([first.kept, first.changed, first.malformed], [2, 2, 0])
        let second = TVmazeImporter(store: harness.catalog).run(file: file)
        XCTAssertEqual([second.kept, second.changed], [2, 0])
        XCTAssertEqual(try harness.catalog.search(query: "징어", page: 1, pageSize: 10).items.map(\.id.description).sorted(),
                       ["bundled:5", "tvmaze:5"])
    }
}
