import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// `title.episode.tsv` with the basics file's `tvEpisode` rows: seasons and episodes of an
/// imported series offline, malformed lines counted with their numbers, gzip, and the files
/// told apart by their headers.
final class IMDbEpisodeImportTests: XCTestCase {
    var harness: AppHarness!
    var folder: TemporaryFolder!

    override func setUpWithError() throws {
        harness = try AppHarness()
        folder = try makeTemporaryFolder("showbook-import")
    }

    static let episodeHeader = "tconst\tparentTconst\tseasonNumber\tepisodeNumber\n"

    func basics() throws -> String {
        try folder.write("basics.tsv", IMDbFixtures.header
            + IMDbFixtures.row("tt0903747", title: "Breaking Bad")
            + "tt0959621\ttvEpisode\tPilot\tPilot\t0\t2008\t\\N\t58\tCrime,Drama\n"
            + "tt1054724\ttvEpisode\tCat's in the Bag...\tCat's in the Bag...\t0\t2008\t\\N\t48\tCrime\n"
            + "tt1054725\ttvEpisode\t\\N\t\\N\t0\t2008\t\\N\t48\tCrime\n"
            + "tt1232244\ttvEpisode\tSeven Thirty-Seven\tSeven Thirty-Seven\t0\t2009\t\\N\t47\tCrime\n")
    }

    func testEpisodesOfAnImportedSeriesWithMalformedLinesCounted() throws {
        let episodes = try folder.write("episode.tsv", Self.episodeHeader
            + "tt0959621\ttt0903747\t1\t1\n"
            + "tt1054724\ttt0903747\t1\t2\n"
            + "tt1232244\ttt0903747\t2\t1\n"
            + "tt9999991\ttt0903747\t\\N\t\\N\n"
            + "tt9999992\ttt0903747\tone\t3\n"
            + "tt9999993\ttt0903747\t1\n"
            + "xx1\ttt0903747\t1\t4\n"
            + "tt1054726\ttt0903747\t1\t3\n")
        var importer = IMDbImporter(store: harness.catalog)
        importer.batchSize = 2
        let report = importer.run(basics: try basics(), ratings: nil, episodes: episodes)
        XCTAssertNil(report.failure)
        XCTAssertEqual(report.kept, 1)
        XCTAssertEqual(report.episodeTitles, 3, "the untitled tvEpisode row is malformed")
        XCTAssertEqual([report.episodesRead, report.episodesKept, report.skipped], [8, 4, 1], "one without season or number")
        XCTAssertEqual(report.malformedSamples.map { "\($0.file):\($0.line)" }, ["basics:5", "episode:6", "episode:7", "episode:8"])

        let provider = OfflineCatalogProvider(store: harness.catalog)
        let show = try XCTUnwrap(try harness.catalog.record(mediaID: MediaID("imdb:tt0903747"))).media
        let detail = try provider.detail(of: show, cancellation: Cancellation())
        XCTAssertEqual(detail.seasonList.map(\.summary), ["Season 1 · 2008 · 3 episodes", "Season 2 · 2009 · 1 episode"])
        let first = try provider.episodes(of: show, season: 1, cancellation: Cancellation())
        XCTAssertEqual(first.map(\.title), ["Pilot", "Cat's in the Bag...", ""], "an episode without a basics row has no title")
        XCTAssertEqual(first[0].runtime, 58)
        XCTAssertEqual(first[0].airDate, "2008")
        XCTAssertEqual(try provider.imdbID(of: show, cancellation: Cancellation()), "tt0903747")

        let again = importer.run(basics: try basics(), ratings: nil, episodes: episodes)
        XCTAssertNil(again.failure)
        XCTAssertEqual(try harness.database.scalarInt("SELECT count(*) FROM imdb_episodes"), 4, "a repeated import changes nothing")
    }

    func testWithoutAnEpisodeFileEpisodeRowsAreSkippedAsBefore() throws {
        let report = IMDbImporter(store: harness.catalog).run(basics: try basics(), ratings: nil)
        XCTAssertEqual([report.kept, report.skipped, report.malformed, report.episodeTitles], [1, 4, 0, 0])
        XCTAssertEqual(try harness.database.scalarInt("SELECT count(*) FROM imdb_episode_titles"), 0)
    }

    func testGzippedEpisodesAndHeadersTellTheFilesApart() throws {
        let episodes = try folder.gzip(try folder.write("episode.tsv", Self.episodeHeader + "tt0959621\ttt0903747\t1\t1\n"))
        XCTAssertEqual(try IMDbImporter.fileKind(of: episodes), "episode")
        XCTAssertEqual(try IMDbImporter.fileKind(of: try basics()), "basics")
        let ratings = try folder.write("ratings.tsv", "tconst\taverageRating\tnumVotes\ntt0903747\t9.5\t2000000\n")
        XCTAssertEqual(try IMDbImporter.fileKind(of: ratings), "ratings")
        XCTAssertNil(try IMDbImporter.fileKind(of: try folder.write("other.tsv", "a\tb\n")))
        let report = IMDbImporter(store: harness.catalog).run(basics: try basics(), ratings: ratings, episodes: episodes)
        XCTAssertNil(report.failure)
        XCTAssertEqual(report.episodesKept, 1)
        let wrong = IMDbImporter(store: harness.catalog).run(basics: try basics(), ratings: nil, episodes: ratings)
        XCTAssertEqual(wrong.failure.map { "\($0)" }?.contains("tconst, parentTconst, seasonNumber, episodeNumber"), true)
    }
}
