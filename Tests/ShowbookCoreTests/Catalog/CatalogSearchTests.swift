import ShowbookTestSupport
import XCTest
@testable import ShowbookTV

/// The search engine: word prefixes, CJK substrings of every length, accents, ranking and
/// hostile input, over a fixture catalog.
final class CatalogSearchTests: XCTestCase {
    var harness: AppHarness!

    override func setUpWithError() throws { harness = try AppHarness() }

    func titles(_ query: String) throws -> [String] {
        try harness.catalog.search(query: query, page: 1, pageSize: 50).items.map(\.title)
    }

    func testWordPrefixAnywhereInTitle() throws {
        XCTAssertTrue(try titles("bad").contains("Breaking Bad"))
        XCTAssertTrue(try titles("BREAK").contains("Breaking Bad"))
        XCTAssertEqual(try titles("call saul"), ["Better Call Saul"])
    }

    func testRankingExactThenPrefixThenRest() throws {
        // Exact title, then titles starting with the query, then word matches inside the title,
        // ties broken by rating (unrated last).
        XCTAssertEqual(try titles("bad"), ["Bad", "Bad Sisters", "Breaking Bad", "The Badlands"])
    }

    func testHangulSubstringTwoAndThreeCharacters() throws {
        XCTAssertEqual(try titles("게임"), ["Squid Game"], "2-character Hangul goes through the LIKE path")
        XCTAssertEqual(try titles("징어"), ["Squid Game"], "inside a word, 2 characters")
        XCTAssertEqual(try titles("오징어 게"), ["Squid Game"])
        XCTAssertEqual(try titles("응답하라"), ["Reply 1988"], "4 characters go through trigram")
        XCTAssertEqual(try titles("답하라"), ["Reply 1988"], "3 characters inside a word, trigram")
        XCTAssertEqual(try titles("巨人"), ["Attack on Titan"], "kanji substring")
    }

    func testAccentInsensitive() throws {
        XCTAssertEqual(try titles("cafe"), ["Café Society Test"])
        XCTAssertEqual(try titles("CAFÉ"), ["Café Society Test"])
        XCTAssertEqual(try titles("casa de papel"), ["Money Heist"])
    }

    func testFoldingKeepsKanaVoicingMarks() {
        XCTAssertEqual(SearchKey.fold("ゲーム"), "ゲーム")
        XCTAssertEqual(SearchKey.fold("Ófærð"), "ófærð".replacingOccurrences(of: "ó", with: "o"))
    }

    func testHostileQueriesReturnNormally() throws {
        let long = String(repeating: "x", count: 5_000)
        for query in ["\"", "*", "NEAR(", "a AND", "-x", "')--", "%", "_", "OR", "NOT", "\u{FFFD}", "(", "^", "col:x", long, "bad\"*)"] {
            XCTAssertNoThrow(try harness.catalog.search(query: query, page: 1, pageSize: 20), "query \(query.prefix(20))")
        }
        XCTAssertEqual(try titles("%"), [], "% is matched literally, not as a wildcard")
        XCTAssertEqual(try titles("\"bad\""), try titles("bad"), "quotes are text, not FTS syntax")
    }

    func testEmptyQueryBrowsesByRating() throws {
        let page = try harness.catalog.search(query: "", page: 1, pageSize: 3)
        XCTAssertEqual(page.totalResults, CatalogFixtures.catalog.count)
        XCTAssertEqual(page.items.first?.title, "Breaking Bad")
        XCTAssertEqual(page.items.map(\.rating), [9.5, 9.2, 9.2])
    }

    func testPagingCoversEveryMatchOnce() throws {
        let harness = try AppHarness(records: CatalogFixtures.numbered(120))
        var seen: [String] = []
        var page = 1
        while true {
            let result = try harness.catalog.search(query: "echo", page: page, pageSize: 50)
            seen += result.items.map(\.id.description)
            if !result.hasMore { break }
            page += 1
        }
        XCTAssertEqual(seen.count, 120)
        XCTAssertEqual(Set(seen).count, 120)
    }

    func testBundledCatalogSyncIsIdempotentAndDetectsChange() throws {
        let store = harness.catalog
        XCTAssertFalse(try store.syncBundled(fingerprint: "fixture-\(CatalogFixtures.catalog.count)", records: []))
        XCTAssertTrue(try store.syncBundled(fingerprint: "changed", records: Array(CatalogFixtures.catalog.prefix(2))))
        XCTAssertEqual(try store.countsBySource().first?.count, 2)
    }

    func testShippedCatalogParsesCleanly() {
        for text in BundledCatalog.texts {
            let result = BundledCatalog.parse(text)
            XCTAssertEqual(result.malformedLines, [], "malformed lines in a shipped catalog file")
        }
        let records = BundledCatalog.records()
        XCTAssertEqual(Set(records.map(\.sourceID)).count, records.count, "ids are unique")
        XCTAssertGreaterThanOrEqual(records.filter { $0.originalTitle.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }.count, 60)
        XCTAssertGreaterThanOrEqual(records.filter { $0.language == "ja" }.count, 40)
    }

    /// The fingerprint is hashed at build time; it must be the hash of the data actually
    /// compiled in, or a changed catalog would never be re-synced (and an unchanged one
    /// re-synced on every start).
    func testBuildTimeFingerprintIsTheHashOfTheEmbeddedCatalog() {
        XCTAssertEqual(BundledCatalog.fingerprint, BundledCatalog.computeFingerprint(BundledCatalog.texts))
        XCTAssertNotEqual(BundledCatalog.computeFingerprint(BundledCatalog.texts),
                          BundledCatalog.computeFingerprint(BundledCatalog.texts.map { $0 + " " }))
    }
}
