import ShowbookTV

/// Relevance figures of a search over a `RelevanceSet`: where the expected show landed in each
/// result list, summed up as success@1, success@5 and mean reciprocal rank. A show counts as
/// found when the result has its title and original title — two rows that look the same on
/// screen are the same answer to the person searching.
public struct RelevanceScore: Sendable {
    /// The result lists are cut at this many rows (the first page).
    public static let depth = 50

    /// Per case, the 1-based rank of the expected show, or nil when it is not in the first `depth`.
    public var ranks: [Int?]

    public init(ranks: [Int?]) {
        self.ranks = ranks
    }

    public var successAt1: Double { share { $0 == 1 } }
    public var successAt5: Double { share { $0 <= 5 } }
    public var meanReciprocalRank: Double {
        ranks.isEmpty ? 0 : ranks.reduce(0) { $0 + ($1.map { 1 / Double($0) } ?? 0) } / Double(ranks.count)
    }

    private func share(_ test: (Int) -> Bool) -> Double {
        ranks.isEmpty ? 0 : Double(ranks.filter { $0.map(test) ?? false }.count) / Double(ranks.count)
    }

    /// The rank of the first result that shows like `expected` (same title and original title).
    public static func rank(of expected: CatalogRecord, in results: [Media]) -> Int? {
        results.prefix(depth).firstIndex { $0.title == expected.title && $0.originalTitle == expected.originalTitle }.map { $0 + 1 }
    }

    /// Runs every case through the offline search of `store` (first page of `depth`). Cases
    /// whose expected id is not a bundled show are reported as `unknownIDs`.
    public static func measure(_ set: RelevanceSet, store: CatalogStore) throws -> (score: RelevanceScore, unknownIDs: [String]) {
        var unknown: [String] = []
        var ranks: [Int?] = []
        for item in set.cases {
            guard let expected = try store.record(mediaID: MediaID(source: BundledCatalog.source, id: item.expectedID)),
                  expected.title == item.expectedTitle else {
                unknown.append(item.expectedID)
                ranks.append(nil)
                continue
            }
            let page = try store.search(query: item.query, page: 1, pageSize: depth)
            ranks.append(rank(of: expected, in: page.items))
        }
        return (RelevanceScore(ranks: ranks), unknown)
    }
}
