import ShowbookPlatform
/// Runs a `CatalogSearch` so that its cost depends on the page, not on how many shows match.
///
/// 1. Count the candidates on the full-text indexes alone, stopping at `countCap` (a 1-letter
///    query matches 100k+ rows; the screen then says "10000+ shows").
///    The same pass keeps the ids when there are at most `sortLimit`.
/// 2. Take the tiers in turn, each stopping after the page: exact titles and title prefixes
///    off the key indexes, which carry the rank columns (`KeyTiers`); then the other matches in
///    popularity order — ranked from the kept ids when there are few, else by walking the
///    popularity index filtered by `sb_match` (`SearchMatcher`). Nothing ever holds all
///    matching rows.
/// 3. A query without words (punctuation only) sorts its candidates at once.
/// 4. When the exact tiers found fewer than `approximateBelow` shows, approximate matches
///    (`ApproximateSearch`: typos, joined and split words) follow them, the closest to the query
///    first (`EditDistance.closeness`) when there are at most `closenessLimit`, then by popularity.
package struct CatalogSearchRunner {
    package static let countCap = 10_000
    package static let sortLimit = 4_000
    package static let approximateBelow = 5
    /// Approximate matches up to this many are ranked by closeness to the query (each is read and
    /// measured); more are ranked by popularity alone, which the index gives without reading them.
    package static let closenessLimit = 1_000
    /// Queries of more words than this are long enough to mean exactly what they say.
    package static let approximateWordLimit = 6

    package let database: Database
    package let plan: CatalogSearch
    /// Candidate counts up to this are sorted at once (tests move it to compare both paths).
    package var sortLimit = Self.sortLimit
    /// Lets the next page of the empty query continue from the last one (keyset paging).
    package var browseCursor: BrowseCursor?

    package func page(_ page: Int, pageSize: Int) throws -> MediaPage {
        let page = max(1, page)
        let pageSize = max(1, pageSize)
        let offset = Self.offset(ofPage: page, pageSize: pageSize)
        // One pass over the full-text indexes counts the candidates (up to the cap) and keeps
        // their ids when they are few enough to rank from them, so it is not evaluated again.
        var candidates: [Int64] = []
        let counted = plan.candidateSQL == nil ? try count(limit: Self.countCap + 1) : try candidateIDs(keeping: sortLimit, into: &candidates)
        let isLowerBound = counted > Self.countCap
        let total = min(counted, Self.countCap)
        if counted < Self.approximateBelow, let approximate = try approximateTier(exactIDs: candidates) {
            return try pageWithApproximate(page, pageSize: pageSize, exactCount: counted, approximate: approximate)
        }
        let records: [CatalogRecord]
        if plan.candidateSQL == nil {
            records = try browse(page: page, pageSize: pageSize)
        } else if plan.words.isEmpty || plan.rankKey.isEmpty {
            records = try sorted(limit: pageSize, offset: offset)
        } else {
            records = try self.records(tiered(limit: pageSize, offset: offset, counted: counted, candidates: counted <= sortLimit ? candidates : nil))
        }
        var pages = Self.pageCount(total: total, pageSize: pageSize)
        if isLowerBound && records.count == pageSize && page < Int.max { pages = max(pages, page + 1) }
        return MediaPage(
            items: records.map(\.media), page: page, totalResults: total, totalPages: pages,
            totalIsLowerBound: isLowerBound
        )
    }

    /// Counts the candidates up to the cap, keeping the ids of the first `keeping` + 1 of them.
    package func candidateIDs(keeping: Int, into ids: inout [Int64]) throws -> Int {
        var counted = 0
        var kept: [Int64] = []
        _ = try database.queryValues(
            "SELECT id FROM (\(plan.candidateSQL ?? "SELECT id FROM shows")) LIMIT ?",
            plan.candidateValues + [.integer(Int64(Self.countCap + 1))]
        ) { row in
            counted += 1
            if kept.count <= keeping { kept.append(row.onlyInt64) }
        }
        ids = kept
        return counted
    }

    /// The approximate matches not already found exactly: their count and ids (up to the cap).
    /// The approximate FTS5 expression is evaluated once, not again to read the rows it found.
    package func approximateTier(exactIDs: [Int64]) throws -> (count: Int, ids: [Int64])? {
        guard plan.candidateSQL != nil, (1...Self.approximateWordLimit).contains(plan.words.count),
              let expression = try ApproximateSearch(words: plan.words, terms: FuzzyTerms(database: database)).expression
        else { return nil }
        // One pass counts (up to the cap) and keeps the ids: reading them costs no more than
        // counting, since the work is in evaluating the expression. The few exact matches (the
        // count kept their ids) are left out here rather than by an SQL EXCEPT, which would
        // evaluate them again and put every approximate id in a temporary index.
        let exact = Set(exactIDs)
        let ids = try database.queryValues(
            "\(ApproximateSearch.candidateSQL) LIMIT ?", [.text(expression), .integer(Int64(Self.countCap + exact.count))]
        ) { $0.onlyInt64 }.filter { !exact.contains($0) }.prefix(Self.countCap)
        guard !ids.isEmpty else { return nil }
        return (ids.count, Array(ids))
    }

    private func pageWithApproximate(
        _ page: Int, pageSize: Int, exactCount: Int,
        approximate: (count: Int, ids: [Int64])
    ) throws -> MediaPage {
        let offset = Self.offset(ofPage: page, pageSize: pageSize)
        var records = offset < exactCount ? try sorted(limit: pageSize, offset: offset) : []
        var approximateIDs: Set<MediaID> = []
        if records.count < pageSize {
            let limit = pageSize - records.count, skip = max(0, offset - exactCount)
            // Few matches are ranked by closeness (each read and measured); more by rank alone.
            let close = approximate.count <= Self.closenessLimit
                ? try closest(approximate.ids, limit: limit, offset: skip)
                : try self.records(rankOrdered(approximate.ids, limit: limit, offset: skip))
            approximateIDs = Set(close.map(\.media.id))
            records += close
        }
        let total = exactCount + approximate.count
        var result = MediaPage(
            items: records.map(\.media), page: page, totalResults: total,
            totalPages: Self.pageCount(total: total, pageSize: pageSize)
        )
        result.exactResults = exactCount
        result.approximateIDs = approximateIDs
        return result
    }

    /// A page of the approximate matches, closest to the query first (`EditDistance.closeness`
    /// over its keys), then by popularity. Used when they are few enough to rank them all.
    package func closest(_ approximateIDs: [Int64], limit: Int, offset: Int) throws -> [CatalogRecord] {
        var meter = ClosenessMeter(query: plan.words.joined())
        let list = Self.jsonList(approximateIDs)
        let measured = ColumnSelection<ShowColumn>([.id, .titleKey, .originalKey, .extraKey, .popularity, .rating, .title])
        let ranked = try database.queryValues(
            "SELECT \(measured.list()) FROM shows WHERE id IN (SELECT value FROM json_each(?))",
            [.text(list)], selecting: measured
        ) { row -> (id: Int64, distance: Int, popularity: Double, rating: Double, title: String) in
            var distance = Int.max
            for column: ShowColumn in [.titleKey, .originalKey, .extraKey] {
                let key = row.string(column)
                if !key.isEmpty { distance = min(distance, meter.closeness(to: key)) }
            }
            if distance == Int.max { distance = meter.closeness(to: "") }
            return (row.int64(.id), distance, row.double(.popularity) ?? 0, row.double(.rating) ?? -1, row.string(.title))
        }.sorted {
            ($0.distance, -$0.popularity, -$0.rating, $0.title) < ($1.distance, -$1.popularity, -$1.rating, $1.title)
        }
        return try records(Array(ranked.dropFirst(offset).prefix(limit).map(\.id)))
    }

    package func count(limit: Int) throws -> Int {
        let inner = plan.candidateSQL ?? "SELECT id FROM shows"
        return try database.queryValues(
            "SELECT count(*) FROM (\(inner) LIMIT ?)", plan.candidateValues + [.integer(Int64(limit))]
        ) { $0.onlyInt ?? 0 }.first ?? 0
    }

    package func sorted(limit: Int, offset: Int) throws -> [CatalogRecord] {
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

    /// The ids of one page taken from the tiers in turn: exact titles and title prefixes off
    /// the key indexes (`KeyTiers`), then the other matches by rank — ranked from `candidates`
    /// when the count kept them all, else by walking the popularity index with `sb_match`.
    private func tiered(limit: Int, offset: Int, counted: Int, candidates: [Int64]?) throws -> [Int64] {
        var keys = KeyTiers(database: database, key: plan.rankKey)
        let within = candidates.map(Set.init)
        let exactAll = try keys.exactIDs()
        let exact = within.map { set in exactAll.filter(set.contains) } ?? exactAll
        var ids: [Int64] = []
        var skip = offset
        func take(_ tier: [Int64]) {
            guard ids.count < limit else { return }
            if skip >= tier.count { skip -= tier.count; return }
            ids += tier[skip...].prefix(limit - ids.count)
            skip = 0
        }
        take(exact)
        guard ids.count < limit else { return ids }
        // The rows still wanted, counting those the page skips (at most every row there is).
        let wanted = Self.sum(skip, limit - ids.count)
        // A capped count says only that the range may be larger than the cap.
        keys.walk = try keys.walkIsCheaper(
            first: wanted, rows: rowCount(), candidates: counted > Self.countCap ? Int.max : counted
        )
        let prefix = try keys.prefixIDs(first: wanted, excluding: Set(exactAll), within: within)
        take(prefix.ids)
        guard ids.count < limit, prefix.all else { return ids }
        if let candidates {
            let listed = Set(exactAll).union(prefix.ids)
            ids += try rankOrdered(candidates.filter { !listed.contains($0) }, limit: limit - ids.count, offset: skip)
        } else {
            let notPrefix = plan.prefixCondition
            ids += try database.queryValues(
                """
                SELECT id FROM shows INDEXED BY shows_rank WHERE \(CatalogSearch.matchPredicate) AND NOT \(notPrefix.sql)
                ORDER BY \(CatalogSearch.order) LIMIT ? OFFSET ?
                """,
                [.text(SearchMatcher.spec(plan.words))] + notPrefix.values + [.integer(Int64(limit - ids.count)), .integer(Int64(skip))]
            ) { $0.onlyInt64 }
        }
        return ids
    }

    /// One page of every show in browse order: after the previous page's last row when the
    /// cursor remembers it (cost: the page), else by OFFSET (cost: every row before it).
    private func browse(page: Int, pageSize: Int) throws -> [CatalogRecord] {
        let after = browseCursor?.key(endingPage: page - 1, pageSize: pageSize)
        var last: BrowseCursor.Key?
        let records = try database.queryValues(
            """
            SELECT \(ShowColumn.identifiedRecord.list()) FROM shows INDEXED BY shows_rank
            WHERE \(after == nil ? "1" : BrowseCursor.afterCondition) ORDER BY \(CatalogSearch.order) LIMIT ? OFFSET ?
            """,
            (after?.values ?? []) + [.integer(Int64(pageSize)), .integer(after == nil ? Int64(Self.offset(ofPage: page, pageSize: pageSize)) : 0)],
            selecting: ShowColumn.identifiedRecord
        ) { row -> CatalogRecord in
            let record = row.record
            last = BrowseCursor.Key(popularity: record.popularity, rating: record.rating, title: record.title, id: row.int64(.id))
            return record
        }
        if let last { browseCursor?.remember(page: page, pageSize: pageSize, key: last) }
        return records
    }

    /// The rows before `page`: `Int.max` (past every row) when that many cannot be counted.
    package static func offset(ofPage page: Int, pageSize: Int) -> Int {
        let (offset, overflow) = (max(1, page) - 1).multipliedReportingOverflow(by: max(1, pageSize))
        return overflow ? Int.max : offset
    }

    /// The pages `total` rows fill (one when there are none).
    package static func pageCount(total: Int, pageSize: Int) -> Int {
        total <= 0 ? 1 : (total - 1) / max(1, pageSize) + 1
    }

    /// `a + b` for counts of rows, held at `Int.max`.
    package static func sum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    package func rankKey(upper: Bool) -> SQLValue {
        .text(upper ? plan.rankKey + "\u{10FFFF}" : plan.rankKey)
    }

    package func countRows(where condition: String, _ values: [SQLValue]) throws -> Int {
        try database.queryValues(
            "SELECT count(*) FROM (SELECT 1 FROM shows WHERE \(condition) LIMIT ?)",
            values + [.integer(Int64(Self.countCap + 1))]
        ) { $0.onlyInt ?? 0 }.first ?? 0
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
