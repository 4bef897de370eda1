import Foundation
import ShowbookTV

/// Times the catalog search in-process, the way the TUI calls it (first page of 50 plus the
/// total), over the fixed query set: one warm-up round, then `rounds` timed rounds. Also times
/// the naive peer, a `LIKE '%q%'` scan over the same table, for the comparison table.
public struct SearchBench {
    public let store: CatalogStore
    public var rounds = 3
    public var pageSize = 50

    public init(store: CatalogStore) {
        self.store = store
    }

    /// One query's figures: the median of its timed rounds and what it found.
    public struct Sample: Sendable {
        public var query: BenchQueries.Query
        public var milliseconds: Double
        public var results: Int
    }

    public func runShowbook(_ queries: [BenchQueries.Query]) throws -> [Sample] {
        for query in queries { _ = try store.search(query: query.text, page: 1, pageSize: pageSize) }
        return try queries.map { query in
            var times: [Double] = []
            var total = 0
            for _ in 0..<max(1, rounds) {
                let start = DispatchTime.now().uptimeNanoseconds
                let page = try store.search(query: query.text, page: 1, pageSize: pageSize)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                total = page.totalResults
            }
            return Sample(query: query, milliseconds: Self.percentile(times, 0.5), results: total)
        }
    }

    /// The naive peer: every row's title and original title through `LIKE '%q%'`, all matches read.
    public func runNaiveLike(_ queries: [BenchQueries.Query]) throws -> [Sample] {
        let sql = "SELECT title FROM shows WHERE title LIKE ? ESCAPE '\\' OR original_title LIKE ? ESCAPE '\\'"
        return try queries.map { query in
            let pattern = "%" + SearchKey.likeEscaped(query.text) + "%"
            var times: [Double] = []
            var count = 0
            for _ in 0..<max(1, rounds) {
                let start = DispatchTime.now().uptimeNanoseconds
                count = try store.database.query(sql, pattern, pattern) { _ in 1 }.count
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return Sample(query: query, milliseconds: Self.percentile(times, 0.5), results: count)
        }
    }

    /// Nearest-rank percentile (`fraction` 0.5 for the median, 0.99 for p99).
    public static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }
}
