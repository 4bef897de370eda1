import Foundation
import ShowbookBench
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// The quality bar of the search, measured on the bundled catalog with `RelevanceSet.tsv`
/// (queries written as people type them): at least 90 % of them must put the expected show
/// first. The failing queries are listed, so a regression says which kind of query broke.
final class RelevanceTests: XCTestCase {
    private func relevanceSet() throws -> RelevanceSet {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RelevanceSet.tsv")
        return RelevanceSet(text: try String(contentsOf: url, encoding: .utf8))
    }

    private func bundledStore() throws -> CatalogStore {
        let database = try Database.migrated()
        let store = CatalogStore(database: database)
        try store.syncBundled()
        return store
    }

    func testRelevanceSetIsWellFormedAndCoversEveryKind() throws {
        let set = try relevanceSet()
        XCTAssertEqual(set.malformedLines, [])
        XCTAssertGreaterThanOrEqual(set.cases.count, 150)
        XCTAssertEqual(Set(set.cases.map(\.query)).count, set.cases.count, "each query once")
        let kinds = Set(set.cases.map(\.kind))
        for kind in ["exact", "typo1", "typo2", "swap", "missing", "extra", "joined", "split", "punct", "abbrev",
                     "kana", "romaji", "rr", "hangul", "kana-sub", "kanji"] {
            XCTAssertTrue(kinds.contains(kind), "no \(kind) queries")
        }
    }

    func testSuccessAtOneIsAtLeastNinetyPercent() throws {
        let set = try relevanceSet()
        let store = try bundledStore()
        let (score, unknown) = try RelevanceScore.measure(set, store: store)
        XCTAssertEqual(unknown, [], "every expected id names a bundled show with that title")
        let misses = zip(set.cases, score.ranks).filter { $0.1 != 1 }
            .map { "\($0.0.kind) “\($0.0.query)” → \($0.0.expectedTitle): rank \($0.1.map(String.init) ?? "–")" }
        let summary = String(format: "success@1 %.3f, success@5 %.3f, MRR %.3f over %d queries",
                             score.successAt1, score.successAt5, score.meanReciprocalRank, set.cases.count)
        print("relevance: " + summary + "\n" + misses.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(score.successAt1, 0.90, summary + "; misses:\n" + misses.joined(separator: "\n"))
    }

    func testExactTitlesOfTheSetStayFirst() throws {
        let set = try relevanceSet()
        let store = try bundledStore()
        for item in set.cases where item.kind == "exact" {
            let top = try store.search(query: item.query, page: 1, pageSize: 5).items.first
            XCTAssertEqual(top?.title, item.expectedTitle, "“\(item.query)”")
        }
    }

    func testScoresFromRanks() {
        let score = RelevanceScore(ranks: [1, 2, nil, 5, 1])
        XCTAssertEqual(score.successAt1, 0.4, accuracy: 1e-9)
        XCTAssertEqual(score.successAt5, 0.8, accuracy: 1e-9)
        XCTAssertEqual(score.meanReciprocalRank, (1 + 0.5 + 0 + 0.2 + 1) / 5, accuracy: 1e-9)
    }
}
