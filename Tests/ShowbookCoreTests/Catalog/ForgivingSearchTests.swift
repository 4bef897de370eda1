import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// What the search forgives, on the bundled catalog: typos scaled to word length, joined and
/// split words, punctuation, abbreviations and readings — while exact titles stay first and
/// approximate matches are marked as such.
final class ForgivingSearchTests: XCTestCase {
    nonisolated(unsafe) static var shared: CatalogStore?

    private func catalog() throws -> CatalogStore {
        if let shared = Self.shared { return shared }
        let database = try Database.migrated()
        let store = CatalogStore(database: database)
        try store.syncBundled()
        Self.shared = store
        return store
    }

    private func page(_ query: String) throws -> MediaPage {
        try catalog().search(query: query, page: 1, pageSize: 50)
    }

    private func top(_ query: String) throws -> String? {
        try page(query).items.first?.title
    }

    func testOneOrTwoWrongLettersPerWord() throws {
        XCTAssertEqual(try top("brakin bad"), "Breaking Bad", "a missing letter inside a word start")
        XCTAssertEqual(try top("braeking bad"), "Breaking Bad", "two letters swapped")
        XCTAssertEqual(try top("breaknig bad"), "Breaking Bad")
        XCTAssertEqual(try top("game of thornes"), "Game of Thrones")
        XCTAssertEqual(try top("sopranoes"), "The Sopranos", "an extra letter")
        XCTAssertEqual(try top("frends"), "Friends")
    }

    func testShortWordsAreNotForgiven() throws {
        let result = try page("bed")
        XCTAssertFalse(result.items.contains { $0.title == "Breaking Bad" }, "three letters allow no edit")
    }

    func testJoinedAndSplitWords() throws {
        XCTAssertEqual(try top("breakingbad"), "Breaking Bad")
        XCTAssertEqual(try top("gameofthrones"), "Game of Thrones")
        XCTAssertEqual(try top("xfiles"), "The X-Files")
        XCTAssertEqual(try top("x files"), "The X-Files")
        XCTAssertEqual(try top("오징어게임"), "Squid Game")
    }

    func testPunctuationAndAbbreviations() throws {
        XCTAssertEqual(try top("mash"), "M*A*S*H")
        XCTAssertEqual(try top("thats 70s show"), "That '70s Show")
        XCTAssertEqual(try top("will and grace"), "Will & Grace")
        XCTAssertEqual(try top("dr who"), "Doctor Who")
    }

    func testTitlesByTheirReading() throws {
        XCTAssertEqual(try top("shingeki"), "Attack on Titan")
        XCTAssertEqual(try top("しんげき"), "Attack on Titan")
        XCTAssertEqual(try top("shingeki no kyojin"), "Attack on Titan")
        XCTAssertEqual(try top("ojingeo"), "Squid Game")
        XCTAssertEqual(try top("ojingeo geim"), "Squid Game")
        XCTAssertEqual(try top("ojingeogeim"), "Squid Game", "romanization without the space")
    }

    func testApproximateMatchesAreMarkedAndFollowExactOnes() throws {
        let typo = try page("brakin bad")
        XCTAssertEqual(typo.exactResults, 0)
        XCTAssertTrue(typo.approximateIDs.contains(try XCTUnwrap(typo.items.first).id))
        let exact = try page("breaking bad")
        XCTAssertNil(exact.exactResults, "an exact hit needs no approximate tier")
        XCTAssertTrue(exact.approximateIDs.isEmpty)
    }

    func testEveryExactTitleStaysFirst() throws {
        let titles = try catalog().database.query("SELECT DISTINCT title FROM shows WHERE source = 'bundled'") { $0.onlyString }
        XCTAssertGreaterThan(titles.count, 500)
        for title in titles where !SearchKey.words(SearchKey.fold(title)).isEmpty {
            let result = try page(title)
            XCTAssertEqual(result.items.first.map { SearchKey.fold($0.title) }, SearchKey.fold(title), "query “\(title)”")
        }
    }

    func testAHugeWordAddsNothingToTheTypoIndex() throws {
        let database = try Database.migrated()
        let store = CatalogStore(database: database)
        try store.upsert(CatalogRecord(source: "test", sourceID: "1", title: "Xyzzy " + String(repeating: "W", count: 10_000),
                                       originalTitle: ""))
        try FuzzyTerms(database: database).rebuild()
        let longest = try database.query("SELECT max(length(term)) FROM term_deletes") { $0.onlyInt ?? 0 }.first ?? 0
        XCTAssertEqual(longest, 5, "only “xyzzy” is a typo candidate")
        XCTAssertEqual(try store.search(query: "xyzy", page: 1, pageSize: 10).items.count, 1)
    }

    func testOneWordOfSeveralTypedInTwoParts() throws {
        XCTAssertEqual(try top("board walk empire"), "Boardwalk Empire")
        XCTAssertEqual(try top("bo jack horseman"), "BoJack Horseman")
        XCTAssertEqual(try top("full metal alchemist"), "Fullmetal Alchemist: Brotherhood")
    }

    func testThreeLetterWordsForgiveASwapAndLongerWordsReachThem() throws {
        XCTAssertEqual(try top("breaking bda"), "Breaking Bad", "two neighbours swapped in a 3-letter word")
        XCTAssertEqual(try top("mad menn"), "Mad Men", "one letter too many after a 3-letter word")
        XCTAssertEqual(try top("breking badd"), "Breaking Bad")
    }

    func testCompatibilityForms() throws {
        XCTAssertEqual(try top("ranma 1/2"), "Ranma ½", "½ is also found as 1/2")
    }

    func testClosestApproximateMatchesComeFirst() throws {
        XCTAssertEqual(try top("home land"), "Homeland", "one word typed in two parts beats a typo (land → and)")
        XCTAssertEqual(EditDistance.closeness("homeland", to: "homeland"), 0)
        XCTAssertEqual(EditDistance.closeness("home land", to: "home and away"), 1)
        XCTAssertEqual(EditDistance.closeness("bad", to: "breaking bad"), 0, "a stretch may start at any word")
        XCTAssertEqual(EditDistance.closeness("eaking", to: "breaking bad"), 2, "but not inside one")
    }
}
