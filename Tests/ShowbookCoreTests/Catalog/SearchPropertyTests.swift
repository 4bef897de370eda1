import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords

/// Seeded generated queries (`SearchFuzzQueries`: digits, mixed scripts, jamo, combining
/// marks, ZWJ emoji, punctuation, 1–200 characters, titles with digits run on, joined words,
/// typos, readings) through every tier of the catalog search, on the bundled catalog and on
/// 10,000 imported series: no query traps, and every answer is sane (`SearchPageChecks`).
/// The tier functions are also called directly on the query words. A failure names the seed
/// and case (`SHOWBOOK_FUZZ_CASE=NAME:INDEX` replays one case).
final class SearchPropertyTests: XCTestCase {
    static let seed: UInt64 = 0x5EA2_C033
    /// 20,000 queries in all; more on the bundled catalog, where a query costs about half as
    /// much as on the imported one (figures in docs/fuzz/search.md).
    static let bundledCases = 15_000
    static let importedCases = 5_000

    func testGeneratedQueriesOnTheBundledCatalog() throws {
        try runQueries(SearchFuzzCatalog.bundled(), name: "search.bundled", count: Self.bundledCases)
    }

    func testGeneratedQueriesOnAnImportedCatalog() throws {
        try runQueries(SearchFuzzCatalog.imported.get(), name: "search.imported", count: Self.importedCases)
    }

    /// Each case runs one query's first page; every tenth also its second page, every tenth
    /// (others) the tier functions on its words, every hundredth the stream `showbook search
    /// --limit` reads and (others) a page and page size at the edges of `Int`.
    private func runQueries(_ catalog: SearchFuzzCatalog, name: String, count: Int) throws {
        let checks = SearchPageChecks(catalog: catalog)
        try FuzzRun.cases(name, seed: Self.seed, count: count) { random, index in
            let query = catalog.queries.query(using: &random)
            let pageSize = [5, 10, 20, 50].randomElement(using: &random)!
            let label = FuzzRun.describe(name, seed: Self.seed, index: index) + " query \(query.debugDescription)"
            try checks.check(query: query, pageSize: pageSize, paging: index % 10 == 0, streaming: index % 100 == 0, label: label)
            if index % 10 == 1 { try checkTierFunctions(query, catalog: catalog, random: &random, label: label) }
            if index % 100 == 2 {
                let page = [1_000_000, Int.max / 2, Int.max].randomElement(using: &random)!
                let size = [1, 50, Int.max / 3, Int.max].randomElement(using: &random)!
                let far = try catalog.store.search(query: query, page: page, pageSize: size)
                XCTAssertTrue(far.items.isEmpty, "page \(page) of \(size) is past the matches: \(label)")
                XCTAssertGreaterThanOrEqual(far.totalPages, 1, label)
            }
        }
    }

    /// The tiers' own functions on the query's words: typo candidates, the joined-word
    /// splitter, edit distances, folding, closeness and readings.
    private func checkTierFunctions(_ query: String, catalog: SearchFuzzCatalog, random: inout SeededGenerator, label: String) throws {
        let folded = SearchKey.fold(query)
        XCTAssertFalse(folded.utf8.contains(where: ASCIIByte.isUppercase), "folded to lower case: \(label)")
        let plan = CatalogSearch(query: query)
        XCTAssertFalse(plan.words.contains { $0.isEmpty || $0.contains(where: \.isWhitespace) }, "words: \(label)")
        let terms = FuzzyTerms(database: catalog.database)
        for word in plan.words.prefix(CatalogSearchRunner.approximateWordLimit) {
            let characters = Array(word)
            let near = try terms.terms(near: word)
            XCTAssertFalse(near.contains(word), "a word is not its own typo: \(label)")
            for term in near {
                let found = characters.count == FuzzyTerms.shortLength
                    ? EditDistance.distance(characters, Array(term), limit: 1)
                    : EditDistance.prefixDistance(characters, Array(term), limit: EditDistance.allowed(forLength: characters.count))
                XCTAssertNotNil(found, "\(term) is within the edits \(word) allows: \(label)")
            }
            if let parts = try terms.split(word) {
                XCTAssertEqual(parts.joined(), word, "a split keeps every letter: \(label)")
                XCTAssertTrue((2...4).contains(parts.count), "two to four parts: \(label)")
            }
            var typed = characters
            SearchFuzzQueries.mistype(&typed, using: &random)
            let distance = EditDistance.distance(characters, typed, limit: 2)
            XCTAssertEqual(distance, EditDistance.distance(typed, characters, limit: 2), "distance is symmetric: \(label)")
            XCTAssertEqual(EditDistance.distance(characters, characters, limit: 0), 0, label)
            XCTAssertTrue(EditDistance.deletions(of: characters, upTo: 1).contains(word), label)
            _ = EditDistance.prefixDistance(characters, typed, limit: 2)
        }
        // The byte-level meter agrees with the general closeness on catalog keys of any script.
        var meter = ClosenessMeter(query: plan.words.joined())
        for title in catalog.queries.titles.shuffled(using: &random).prefix(3) {
            let key = SearchKey.fold(title)
            XCTAssertEqual(meter.closeness(to: key), EditDistance.closeness(plan.words.joined(), to: key), "closeness: \(label)")
            let spec = SearchMatcher.spec(SearchKey.words(key))
            let matches = Array(key.utf8).withUnsafeBufferPointer { keyBytes in
                Array(spec.utf8).withUnsafeBufferPointer { SearchMatcher().matches(keyBytes, UnsafeBufferPointer(start: nil, count: 0), $0) }
            }
            XCTAssertTrue(matches, "a key's own words match it: \(label)")
        }
        XCTAssertFalse(HangulRomanizer.containsHangul(HangulRomanizer.romanize(query)), "romanized: \(label)")
        _ = KanaRomanizer.romanize(query)
        for reading in TitleReader.shared.readings(of: query) {
            XCTAssertFalse(reading.isEmpty, label)
        }
    }
}
