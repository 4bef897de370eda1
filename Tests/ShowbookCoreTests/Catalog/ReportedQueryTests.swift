import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// The queries a new user typed that once killed the process (the joined-word splitter built
/// the range `start + 2..<count` past the end of a word): each now answers.
final class ReportedQueryTests: XCTestCase {
    static let reported = [
        "1000", "1010", "19880", "reply 19880", "Reply 1000", "1000 ways", "friends0", "house0", "goblin0", "squidgame0",
        "오징어게임ㅋ",
    ]

    func testEveryReportedQueryAnswers() throws {
        let database = try Database.migrated()
        let store = CatalogStore(database: database)
        try store.syncBundled()
        for query in Self.reported {
            let page = try store.search(query: query, page: 1, pageSize: 50)
            XCTAssertEqual(Set(page.items.map(\.id)).count, page.items.count, "no show twice for \(query)")
        }
    }

    func testTheSplitterStopsAtTheEndOfTheWord() throws {
        let database = try Database.migrated()
        try CatalogStore(database: database).syncBundled()
        let terms = FuzzyTerms(database: database)
        for word in ["1000", "19880", "friends0", "goblin0", "squidgame0", "오징어게임ㅋ", "abcd", "houseofcards0"] {
            _ = try terms.split(word)
        }
        XCTAssertEqual(try terms.split("breakingbad"), ["breaking", "bad"])
    }
}
