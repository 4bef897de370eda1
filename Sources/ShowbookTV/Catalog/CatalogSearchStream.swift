import ShowbookPlatform
/// Every match of a search in rank order, for `showbook search --limit N` with a large N (or an
/// empty query over a huge catalog). Paging with OFFSET re-walks every earlier row for each
/// page, so N rows cost about N²/page; here each ranking tier is one statement that walks its
/// index once and stops after the rows still wanted, and rows go to the caller as they are
/// read, so nothing holds them all.
extension CatalogSearchRunner {
    /// Calls `visit` with at most `limit` records, best first; returns how many it visited.
    @discardableResult
    package func stream(limit: Int, visit: (CatalogRecord) throws -> Void) throws -> Int {
        if let visited = try streamWithCloseMatches(limit: limit, visit: visit) { return visited }
        var remaining = max(0, limit)
        func walk(_ condition: String, _ values: [SQLValue], order: String, indexedByRank: Bool) throws {
            guard remaining > 0 else { return }
            _ = try database.queryValues(
                """
                SELECT \(CatalogStore.recordColumns) FROM shows\(indexedByRank ? " INDEXED BY shows_rank" : "")
                WHERE \(condition) ORDER BY \(order) LIMIT ?
                """,
                values + [.integer(Int64(remaining))]
            ) { row in
                try visit(CatalogStore.record(from: row))
                remaining -= 1
            }
        }
        let rankOrder = CatalogSearch.order
        guard let candidates = plan.candidateSQL else {
            try walk("1", [], order: CatalogSearch.order, indexedByRank: true)
            return limit - remaining
        }
        let fewCandidates = try plan.words.isEmpty || plan.rankKey.isEmpty || count(limit: sortLimit + 1) <= sortLimit
        if fewCandidates {
            let rank = plan.rankClause
            try walk("id IN (\(candidates))", plan.candidateValues + rank.values,
                     order: "\(rank.sql), \(rankOrder)", indexedByRank: false)
            return limit - remaining
        }
        let exact = plan.exactCondition
        let prefix = plan.prefixCondition
        let upper = rankKey(upper: true)
        let titleRange = try countRows(where: "title_key >= ? AND title_key < ?", [.text(plan.rankKey), upper])
        let originalRange = try countRows(
            where: "original_key >= ? AND original_key < ? AND original_key != ''", [.text(plan.rankKey), upper]
        )
        let walkPrefixes = titleRange + originalRange > sortLimit
        try walk(exact.sql, exact.values, order: CatalogSearch.sortedOrder, indexedByRank: false)
        try walk("\(prefix.sql) AND NOT \(exact.sql)", prefix.values + exact.values,
                 order: walkPrefixes ? rankOrder : CatalogSearch.sortedOrder, indexedByRank: walkPrefixes)
        try walk("\(CatalogSearch.matchPredicate) AND NOT \(prefix.sql)",
                 [.text(SearchMatcher.spec(plan.words))] + prefix.values, order: rankOrder, indexedByRank: true)
        return limit - remaining
    }

    /// A query with fewer than `approximateBelow` exact matches and close ones (typos, joined
    /// words): the exact matches, then the close ones in the pages' order, each tier read once
    /// — paging re-evaluated the approximate expression and re-ranked every close match for
    /// each page. Nil when close matches do not join this query's results.
    private func streamWithCloseMatches(limit: Int, visit: (CatalogRecord) throws -> Void) throws -> Int? {
        guard plan.candidateSQL != nil else { return nil }
        var exactIDs: [Int64] = []
        let exactCount = try candidateIDs(keeping: Self.approximateBelow, into: &exactIDs)
        guard exactCount < Self.approximateBelow, let approximate = try approximateTier(exactIDs: exactIDs) else { return nil }
        var visited = 0
        func emit(_ record: CatalogRecord) throws {
            guard visited < limit else { return }
            try visit(record)
            visited += 1
        }
        if exactCount > 0, limit > 0 { try sorted(limit: exactCount, offset: 0).forEach(emit) }
        guard visited < limit else { return visited }
        // The pages' order: few close matches by closeness, more by rank alone.
        let wanted = limit - visited
        let close = approximate.count <= Self.closenessLimit
            ? try closest(approximate.ids, limit: wanted, offset: 0)
            : try records(rankOrdered(approximate.ids, limit: wanted, offset: 0))
        try close.forEach(emit)
        return visited
    }
}

extension CatalogStore {
    /// Up to `limit` matches for `query`, best first, handed to `visit` as they are read. A
    /// short list is one first page, which the tiers rank from the key indexes and the counted
    /// ids without reading a row per candidate; a long one streams (the order is the same).
    @discardableResult
    public func searchAll(query: String, limit: Int, visit: (Media) throws -> Void) throws -> Int {
        let runner = CatalogSearchRunner(database: database, plan: CatalogSearch(query: query))
        guard limit > Self.firstPageLimit else {
            let items = try runner.page(1, pageSize: max(1, limit)).items.prefix(max(0, limit))
            try items.forEach(visit)
            return items.count
        }
        return try runner.stream(limit: limit) { try visit($0.media) }
    }

    /// The longest list `searchAll` reads as one page.
    package static let firstPageLimit = 500
}
