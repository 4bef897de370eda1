import ShowbookPlatform
/// The exact-title and title-prefix tiers of a search, read off the key indexes
/// (`shows_title_key`, `shows_original_key`), which carry the rank columns after the key
/// (`popularity DESC, rating DESC, title`, then the row id). A prefix tier of a few thousand
/// rows is then ranked from index entries alone: no table row is read and nothing but the
/// index range is sorted. Only shows whose original title starts with the query while their
/// title does not (rare outside CJK titles) are looked up in the table.
///
/// A very large range (`t`, `the`: tens of thousands of titles) is dense enough that walking
/// the popularity index and checking each row's keys finds a page sooner than ranking the range:
/// `walk` says so.
package struct KeyTiers {
    package let database: Database
    /// The folded query without surrounding punctuation (`CatalogSearch.rankKey`).
    package let key: String
    /// Walk the popularity index instead of ranking the key ranges.
    package var walk = false

    /// True when ranking the title range for the first `count` shows would cost more than
    /// walking the popularity index for them. Ranking costs about one index entry per show of
    /// the range; a walk, a table seek (often a page read) per row passed, about
    /// `count` × rows ÷ range of them, and a seek costs about as much as eight index entries.
    /// The range is probed (off its index) only as far as that break-even point.
    package func walkIsCheaper(first count: Int, rows: Int, candidates: Int) throws -> Bool {
        // In floating point, held to what an Int and an SQL OFFSET can say: both numbers may be
        // as large as a row id (any Int64), and a negative one means no rows.
        let root = (Double(max(0, count)) * Double(max(0, rows)) * 8).squareRoot()
        let breakEven = root < Double(Int.max / 2) ? Int(root) : Int.max / 2
        guard candidates > breakEven else { return false }  // the range holds no more than the candidates
        // Skipping rows with OFFSET reads each entry without returning it: cheaper than counting.
        return try !database.queryValues(
            "SELECT 1 FROM shows INDEXED BY shows_title_key WHERE title_key >= ? AND title_key < ? LIMIT 1 OFFSET ?",
            [.text(key), .text(key + "\u{10FFFF}"), .integer(Int64(breakEven))]
        ) { _ in true }.isEmpty
    }

    /// Shows whose title or original title is the query, in rank order.
    package func exactIDs() throws -> [Int64] {
        try database.queryValues(
            """
            SELECT id FROM shows WHERE title_key = ? OR (original_key = ? AND original_key != '')
            ORDER BY \(CatalogSearch.sortedOrder)
            """,
            [.text(key), .text(key)]
        ) { $0.onlyInt64 }
    }

    /// The first `count` shows of the prefix tier (title or original title starting with the
    /// query) in rank order, leaving out `excluded` (the exact tier) and, when given, anything
    /// not `within` the candidates. `all` is true when no other show of the tier exists, and
    /// then `ids` is the whole tier.
    package func prefixIDs(first count: Int, excluding excluded: Set<Int64>, within: Set<Int64>?) throws
        -> (ids: [Int64], all: Bool) {
        var limit: Int? = CatalogSearchRunner.sum(count, excluded.count)
        while true {
            let (rows, full) = try rangeRows(limit: limit)
            let kept = rows.filter { !excluded.contains($0) && (within?.contains($0) ?? true) }
            if kept.count >= count || !full { return (Array(kept.prefix(count)), !full && kept.count <= count) }
            limit = nil  // the filter dropped rows a limited read counted on: read the whole range
        }
    }

    /// Every show of the key ranges in rank order, at most `limit` from each range; `full` when
    /// a range may hold more than was read.
    private func rangeRows(limit: Int?) throws -> (ids: [Int64], full: Bool) {
        let upper = key + "\u{10FFFF}"
        let bound = Int64(limit ?? -1)
        if walk {
            let ids = try database.queryValues(
                """
                SELECT id FROM shows INDEXED BY shows_rank
                WHERE (title_key >= ? AND title_key < ?) OR (original_key >= ? AND original_key < ? AND original_key != '')
                ORDER BY \(CatalogSearch.order) LIMIT ?
                """,
                [.text(key), .text(upper), .text(key), .text(upper), .integer(bound)]
            ) { $0.onlyInt64 }
            return (ids, limit.map { ids.count >= $0 } ?? false)
        }
        // Original titles in range whose title is not (the title range already lists the others).
        let originals = try database.queryValues(
            """
            SELECT \(RankedRow.selection.list()) FROM shows INDEXED BY shows_original_key
            WHERE original_key >= ? AND original_key < ? AND original_key != '' AND NOT (title_key >= ? AND title_key < ?)
            ORDER BY \(CatalogSearch.order) LIMIT ?
            """,
            [.text(key), .text(upper), .text(key), .text(upper), .integer(bound)], selecting: RankedRow.selection,
            map: RankedRow.init
        )
        let rangeSQL = "FROM shows INDEXED BY shows_title_key WHERE title_key >= ? AND title_key < ? ORDER BY \(CatalogSearch.order) LIMIT ?"
        let values: [SQLValue] = [.text(key), .text(upper), .integer(bound)]
        if originals.isEmpty {
            let ids = try database.queryValues("SELECT id \(rangeSQL)", values) { $0.onlyInt64 }
            return (ids, limit.map { ids.count >= $0 } ?? false)
        }
        let titles = try database.queryValues("SELECT \(RankedRow.selection.list()) \(rangeSQL)", values,
                                                   selecting: RankedRow.selection, map: RankedRow.init)
        let merged = (titles + originals).sorted(by: RankedRow.precedes)
        let full = limit.map { titles.count >= $0 || originals.count >= $0 } ?? false
        // Past the shorter list's end, a limited read cannot tell what comes next.
        let usable = limit == nil ? merged : Array(merged.prefix(limit!))
        return (usable.map(\.id), full)
    }
}

/// One show's place in the rank order, to merge the two key ranges the way SQLite orders them:
/// popularity and rating descending (a missing rating last), then title by its bytes, then id.
package struct RankedRow {
    package let id: Int64
    package let popularity: Double
    package let rating: Double?
    package let title: String

    /// What a ranked row is read from.
    package static let selection = ColumnSelection<ShowColumn>([.id, .popularity, .rating, .title])

    package init(_ row: NamedRow<ShowColumn>) {
        id = row.int64(.id)
        popularity = row.double(.popularity) ?? 0
        rating = row.double(.rating)
        title = row.string(.title)
    }

    package static func precedes(_ a: RankedRow, _ b: RankedRow) -> Bool {
        if a.popularity != b.popularity { return a.popularity > b.popularity }
        switch (a.rating, b.rating) {
        case let (x?, y?) where x != y: return x > y
        case (nil, .some): return false
        case (.some, nil): return true
        default: break
        }
        if a.title != b.title { return a.title.utf8.lexicographicallyPrecedes(b.title.utf8) }
        return a.id < b.id
    }
}
