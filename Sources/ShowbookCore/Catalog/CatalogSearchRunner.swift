/// Runs a `CatalogSearch` so that its cost depends on the page, not on how many shows match.
///
/// 1. Count the candidates on the full-text indexes alone, stopping at `countCap` (a 1-letter
///    query matches 100k+ rows; the screen then says "10000+ shows").
/// 2. Few candidates (≤ `sortLimit`): fetch them all and sort by tier, popularity, rating.
/// 3. Many: take the tiers in turn, each walking an index and stopping after the page —
///    exact titles (key index), title prefixes (key range; walked in popularity order when
///    large), then everything else in popularity order, filtered by `sb_match`
///    (`SearchMatcher`). Nothing ever holds all matching rows.
/// 4. When the exact tiers found fewer than `approximateBelow` shows, approximate matches
///    (`ApproximateSearch`: typos, joined and split words) follow them, the closest to the query
///    first (`EditDistance.closeness`) when there are at most `closenessLimit`, then by popularity.
struct CatalogSearchRunner {
    static let countCap = 10_000
    static let sortLimit = 4_000
    static let approximateBelow = 5
    /// Approximate matches up to this many are ranked by closeness to the query (each is read and
    /// measured); more are ranked by popularity alone, which the index gives without reading them.
    static let closenessLimit = 1_000
    /// Queries of more words than this are long enough to mean exactly what they say.
    static let approximateWordLimit = 6

    let database: Database
    let plan: CatalogSearch
    /// Candidate counts up to this are sorted at once (tests move it to compare both paths).
    var sortLimit = Self.sortLimit
    /// Lets the next page of the empty query continue from the last one (keyset paging).
    var browseCursor: BrowseCursor?

    func page(_ page: Int, pageSize: Int) throws -> MediaPage {
        let page = max(1, page)
        let offset = (page - 1) * pageSize
        let counted = try count(limit: Self.countCap + 1)
        let isLowerBound = counted > Self.countCap
        let total = min(counted, Self.countCap)
        if counted < Self.approximateBelow, let approximate = try approximateTier() {
            return try pageWithApproximate(page, pageSize: pageSize, exactCount: counted, approximate: approximate)
        }
        let records: [CatalogRecord]
        if plan.candidateSQL == nil {
            records = try browse(page: page, pageSize: pageSize)
        } else if counted <= sortLimit || plan.words.isEmpty || plan.rankKey.isEmpty {
            records = try sorted(limit: pageSize, offset: offset)
        } else {
            records = try tiered(limit: pageSize, offset: offset)
        }
        var pages = max(1, (total + pageSize - 1) / pageSize)
        if isLowerBound && records.count == pageSize { pages = max(pages, page + 1) }
        return MediaPage(
            items: records.map(\.media), page: page, totalResults: total, totalPages: pages,
            totalIsLowerBound: isLowerBound
        )
    }

    /// The approximate matches not already found exactly, as SQL with its values and count —
    /// and, when they are few enough to rank by closeness, their ids: the approximate FTS5
    /// expression is then evaluated once, not again to read the rows it found.
    func approximateTier() throws -> (sql: String, values: [SQLValue], count: Int, ids: [Int64]?)? {
        guard let exactSQL = plan.candidateSQL, (1...Self.approximateWordLimit).contains(plan.words.count),
              let expression = try ApproximateSearch(words: plan.words, terms: FuzzyTerms(database: database)).expression
        else { return nil }
        let sql = "SELECT id FROM (\(ApproximateSearch.candidateSQL)) EXCEPT SELECT id FROM (\(exactSQL))"
        let values = [SQLValue.text(expression)] + plan.candidateValues
        // One pass counts (up to the cap) and keeps the ids: reading them costs no more than
        // counting, since the work is in evaluating the expression.
        let ids = try database.queryValues("\(sql) LIMIT ?", values + [.integer(Int64(Self.countCap))]) { $0.int64(0) }
        guard !ids.isEmpty else { return nil }
        return (sql, values, ids.count, ids.count <= Self.closenessLimit ? ids : nil)
    }

    private func pageWithApproximate(
        _ page: Int, pageSize: Int, exactCount: Int,
        approximate: (sql: String, values: [SQLValue], count: Int, ids: [Int64]?)
    ) throws -> MediaPage {
        let offset = (page - 1) * pageSize
        var records = offset < exactCount ? try sorted(limit: pageSize, offset: offset) : []
        var approximateIDs: Set<MediaID> = []
        if records.count < pageSize, let ids = approximate.ids {
            let close = try closest(ids, limit: pageSize - records.count, offset: max(0, offset - exactCount))
            approximateIDs = Set(close.map(\.media.id))
            records += close
        } else if records.count < pageSize {
            // Many matches are dense enough to walk the popularity index and stop after the
            // page; fewer are sorted (a seek per match, but no long walk).
            let dense = approximate.count > sortLimit
            let close = try database.queryValues(
                """
                SELECT \(CatalogStore.recordColumns) FROM shows\(dense ? " INDEXED BY shows_rank" : "")
                WHERE id IN (\(approximate.sql))
                ORDER BY \(dense ? CatalogSearch.order : CatalogSearch.sortedOrder) LIMIT ? OFFSET ?
                """,
                approximate.values + [.integer(Int64(pageSize - records.count)), .integer(Int64(max(0, offset - exactCount)))],
                map: CatalogStore.record(from:)
            )
            approximateIDs = Set(close.map(\.media.id))
            records += close
        }
        let total = exactCount + approximate.count
        var result = MediaPage(
            items: records.map(\.media), page: page, totalResults: total,
            totalPages: max(1, (total + pageSize - 1) / pageSize)
        )
        result.exactResults = exactCount
        result.approximateIDs = approximateIDs
        return result
    }

    /// A page of the approximate matches, closest to the query first (`EditDistance.closeness`
    /// over its keys), then by popularity. Used when they are few enough to rank them all.
    func closest(_ approximateIDs: [Int64], limit: Int, offset: Int) throws -> [CatalogRecord] {
        let query = Array(plan.words.joined().unicodeScalars.filter(EditDistance.isLetterOrDigit))
        // One statement for any number of ids (a JSON array), so the statement cache holds one.
        let list = "[" + approximateIDs.map(String.init).joined(separator: ",") + "]"
        let ranked = try database.queryValues(
            "SELECT id, title_key, original_key, extra_key, popularity, rating, title FROM shows WHERE id IN (SELECT value FROM json_each(?))",
            [.text(list)]
        ) { row -> (id: Int64, distance: Int, popularity: Double, rating: Double, title: String) in
            let distance = [row.string(1), row.string(2), row.string(3)].filter { !$0.isEmpty }
                .map { EditDistance.closeness(query, to: $0) }.min() ?? query.count
            return (row.int64(0), distance, row.double(4) ?? 0, row.double(5) ?? -1, row.string(6))
        }.sorted {
            ($0.distance, -$0.popularity, -$0.rating, $0.title) < ($1.distance, -$1.popularity, -$1.rating, $1.title)
        }
        let ids = ranked.dropFirst(offset).prefix(limit).map(\.id)
        guard !ids.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        let records = try database.queryValues(
            "SELECT id, \(CatalogStore.recordColumns) FROM shows WHERE id IN (\(marks))", ids.map { .integer($0) }
        ) { row in (row.int64(0), CatalogStore.record(from: row, offset: 1)) }
        let byID = Dictionary(records, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }

    func count(limit: Int) throws -> Int {
        let inner = plan.candidateSQL ?? "SELECT id FROM shows"
        return try database.queryValues(
            "SELECT count(*) FROM (\(inner) LIMIT ?)", plan.candidateValues + [.integer(Int64(limit))]
        ) { $0.int(0) ?? 0 }.first ?? 0
    }

    func sorted(limit: Int, offset: Int) throws -> [CatalogRecord] {
        let rank = plan.rankClause
        return try database.queryValues(
            """
            SELECT \(CatalogStore.recordColumns) FROM shows WHERE id IN (\(plan.candidateSQL ?? "SELECT id FROM shows"))
            ORDER BY \(rank.sql), \(CatalogSearch.order) LIMIT ? OFFSET ?
            """,
            plan.candidateValues + rank.values + [.integer(Int64(limit)), .integer(Int64(offset))],
            map: CatalogStore.record(from:)
        )
    }

    private func tiered(limit: Int, offset: Int) throws -> [CatalogRecord] {
        let exact = plan.exactCondition
        let prefix = plan.prefixCondition
        let notExact = "NOT \(exact.sql)"
        let notPrefix = "NOT \(prefix.sql)"
        let exactCount = try countRows(where: exact.sql, exact.values)
        // Counting the prefix tier exactly means collecting every row id of both key ranges
        // (20k for a 1-letter query). Each range alone counts off its covering index; the
        // larger one is a lower bound, and the exact count is only needed when the page
        // reaches past it.
        let upper = rankKey(upper: true)
        let titleRange = try countRows(where: "title_key >= ? AND title_key < ?", [.text(plan.rankKey), upper])
        let originalRange = try countRows(
            where: "original_key >= ? AND original_key < ? AND original_key != ''", [.text(plan.rankKey), upper]
        )
        let lowerBound = max(titleRange, originalRange) - exactCount
        let prefixCount = offset + limit > lowerBound + exactCount
            ? try countRows(where: "\(prefix.sql) AND \(notExact)", prefix.values + exact.values)
            : lowerBound  // the page ends inside this tier; its exact size does not matter
        let walkPrefixes = titleRange + originalRange > sortLimit
        var rows: [CatalogRecord] = []
        var skip = offset
        func take(_ available: Int, _ fetcher: (_ limit: Int, _ offset: Int) throws -> [CatalogRecord]) throws {
            guard rows.count < limit else { return }
            if skip >= available { skip -= available; return }
            rows += try fetcher(limit - rows.count, skip)
            skip = 0
        }
        try take(exactCount) { limit, offset in
            try fetch(where: exact.sql, exact.values, indexedByRank: false, limit: limit, offset: offset)
        }
        try take(prefixCount) { limit, offset in
            try fetch(where: "\(prefix.sql) AND \(notExact)", prefix.values + exact.values,
                      indexedByRank: walkPrefixes, limit: limit, offset: offset)
        }
        try take(Int.max) { limit, offset in
            try fetch(where: "\(CatalogSearch.matchPredicate) AND \(notPrefix)",
                      [.text(SearchMatcher.spec(plan.words))] + prefix.values,
                      indexedByRank: true, limit: limit, offset: offset)
        }
        return rows
    }

    /// One page of every show in browse order: after the previous page's last row when the
    /// cursor remembers it (cost: the page), else by OFFSET (cost: every row before it).
    private func browse(page: Int, pageSize: Int) throws -> [CatalogRecord] {
        let after = browseCursor?.key(endingPage: page - 1, pageSize: pageSize)
        var last: BrowseCursor.Key?
        let records = try database.queryValues(
            """
            SELECT \(CatalogStore.recordColumns), id FROM shows INDEXED BY shows_rank
            WHERE \(after == nil ? "1" : BrowseCursor.afterCondition) ORDER BY \(CatalogSearch.browseOrder) LIMIT ? OFFSET ?
            """,
            (after?.values ?? []) + [.integer(Int64(pageSize)), .integer(after == nil ? Int64((page - 1) * pageSize) : 0)]
        ) { row -> CatalogRecord in
            let record = CatalogStore.record(from: row)
            last = BrowseCursor.Key(popularity: record.popularity, rating: record.rating, title: record.title, id: row.int64(CatalogStore.RecordColumn.endIndex))
            return record
        }
        if let last { browseCursor?.remember(page: page, pageSize: pageSize, key: last) }
        return records
    }

    func rankKey(upper: Bool) -> SQLValue {
        .text(upper ? plan.rankKey + "\u{10FFFF}" : plan.rankKey)
    }

    func countRows(where condition: String, _ values: [SQLValue]) throws -> Int {
        try database.queryValues(
            "SELECT count(*) FROM (SELECT 1 FROM shows WHERE \(condition) LIMIT ?)",
            values + [.integer(Int64(Self.countCap + 1))]
        ) { $0.int(0) ?? 0 }.first ?? 0
    }

    /// Rows meeting `condition` in rank order; `indexedByRank` walks the popularity index and
    /// stops after the page (right when matches are dense), otherwise SQLite picks.
    private func fetch(where condition: String, _ values: [SQLValue], indexedByRank: Bool, limit: Int, offset: Int)
        throws -> [CatalogRecord] {
        try database.queryValues(
            """
            SELECT \(CatalogStore.recordColumns) FROM shows\(indexedByRank ? " INDEXED BY shows_rank" : "")
            WHERE \(condition) ORDER BY \(indexedByRank ? CatalogSearch.order : CatalogSearch.sortedOrder) LIMIT ? OFFSET ?
            """,
            values + [.integer(Int64(limit)), .integer(Int64(offset))],
            map: CatalogStore.record(from:)
        )
    }
}

extension CatalogStore {
    /// One page of matches for `query` (1-based `page`).
    public func search(query: String, page: Int, pageSize: Int) throws -> MediaPage {
        var runner = CatalogSearchRunner(database: database, plan: CatalogSearch(query: query))
        runner.browseCursor = browseCursor
        return try runner.page(page, pageSize: max(1, pageSize))
    }
}
