import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords

/// The rules every answer of the catalog search keeps, whatever the query, checked against
/// the catalog's own rows: a page holds at most its size and no show twice; its exact rows come
/// in the documented tiers (exact title, title prefix, the rest; each in popularity order) and
/// its approximate rows (`≈`) after them, closest first; pages agree with each other and with
/// the streamed list `showbook search --limit` prints.
struct SearchPageChecks {
    let catalog: SearchFuzzCatalog

    /// Runs `query` at `pageSize` and checks the first page; with `paging`, also the second
    /// page against one page twice as long; with `streaming`, that page against the stream.
    func check(query: String, pageSize: Int, paging: Bool, streaming: Bool, label: String) throws {
        let store = catalog.store
        let plan = CatalogSearch(query: query)
        let first = try store.search(query: query, page: 1, pageSize: pageSize)
        try checkPage(first, number: 1, pageSize: pageSize, plan: plan, label: label)
        XCTAssertEqual(first.items.isEmpty, first.totalResults == 0, "an empty first page means no match: \(label)")
        guard paging || streaming else { return }
        let both = try store.search(query: query, page: 1, pageSize: 2 * pageSize)
        if paging {
            let second = try store.search(query: query, page: 2, pageSize: pageSize)
            try checkPage(second, number: 2, pageSize: pageSize, plan: plan, label: label)
            XCTAssertTrue(Set(ids(first)).isDisjoint(with: ids(second)), "page 2 repeats a show of page 1: \(label)")
            XCTAssertEqual(ids(first) + ids(second), ids(both), "two pages of \(pageSize) are one page of \(2 * pageSize): \(label)")
            XCTAssertEqual(first.approximateIDs.union(second.approximateIDs), both.approximateIDs, "the same rows are ≈: \(label)")
        }
        if streaming {
            // `searchAll` streams past `firstPageLimit` rows; stop it once it has enough.
            var streamed: [MediaID] = []
            do {
                try store.searchAll(query: query, limit: CatalogStore.firstPageLimit + 1) { media in
                    streamed.append(media.id)
                    if streamed.count == both.items.count { throw StreamedEnough() }
                }
            } catch is StreamedEnough {}
            XCTAssertEqual(streamed, ids(both), "the stream lists what the pages list: \(label)")
        }
    }

    /// One page's own rules.
    func checkPage(_ page: MediaPage, number: Int, pageSize: Int, plan: CatalogSearch, label: String) throws {
        XCTAssertEqual(page.page, number, label)
        XCTAssertLessThanOrEqual(page.items.count, pageSize, "page size: \(label)")
        XCTAssertEqual(Set(ids(page)).count, page.items.count, "a show twice on one page: \(label)")
        XCTAssertGreaterThanOrEqual(page.totalPages, 1, label)
        XCTAssertGreaterThanOrEqual(page.totalResults, number == 1 ? page.items.count : 0, label)
        if number < page.totalPages && !page.totalIsLowerBound {
            XCTAssertEqual(page.items.count, pageSize, "a page before the last is full (\(page.totalResults) results): \(label)")
        }
        XCTAssertTrue(page.approximateIDs.isSubset(of: ids(page)), "≈ marks only listed rows: \(label)")
        let rows = try page.items.map { media -> SearchFuzzCatalog.Row in
            guard let row = catalog.rows[media.id] else { throw SearchFuzzSetupError("\(media.id) is not in the catalog: \(label)") }
            return row
        }
        let approximate = page.items.map { page.approximateIDs.contains($0.id) }
        if let firstClose = approximate.firstIndex(of: true) {
            XCTAssertFalse(approximate[firstClose...].contains(false), "an exact row after a ≈ row: \(label)")
        }
        if let exact = page.exactResults, number == 1 {
            XCTAssertEqual(approximate.filter { !$0 }.count, min(exact, page.items.count), "exact rows first: \(label)")
        }
        let exactRows = zip(rows, approximate).filter { !$0.1 }.map(\.0)
        for (earlier, later) in zip(exactRows, exactRows.dropFirst()) {
            let (a, b) = (Self.tier(earlier, key: plan.rankKey), Self.tier(later, key: plan.rankKey))
            XCTAssertLessThanOrEqual(a, b, "tier \(a) (\(earlier.title)) before tier \(b) (\(later.title)): \(label)")
            if a == b {
                XCTAssertTrue(Self.ranksBefore(earlier, later), "\(earlier.title) before \(later.title) in tier \(a): \(label)")
            }
        }
        let closeCount = page.totalResults - (page.exactResults ?? page.totalResults)
        if closeCount > 0, closeCount <= CatalogSearchRunner.closenessLimit {
            var meter = ClosenessMeter(query: plan.words.joined())
            let distances = zip(rows, approximate).filter(\.1).map { Self.closeness(of: $0.0, meter: &meter) }
            XCTAssertEqual(distances, distances.sorted(), "≈ rows closest first: \(label)")
        }
    }

    /// 0: the title (or original title) is the query; 1: it starts with the query; 2: the rest.
    /// Compared as bytes, as SQLite compares the keys.
    static func tier(_ row: SearchFuzzCatalog.Row, key: String) -> Int {
        let keys = [row.titleKey, row.originalKey].filter { !$0.isEmpty }
        if keys.contains(where: { $0.utf8.elementsEqual(key.utf8) }) { return 0 }
        if keys.contains(where: { $0.utf8.starts(with: key.utf8) }) { return 1 }
        return 2
    }

    /// The order within a tier: popularity, then rating (none last), then title bytes, then row id.
    static func ranksBefore(_ a: SearchFuzzCatalog.Row, _ b: SearchFuzzCatalog.Row) -> Bool {
        if a.popularity != b.popularity { return a.popularity > b.popularity }
        if a.rating != b.rating {
            guard let x = a.rating else { return false }
            guard let y = b.rating else { return true }
            return x > y
        }
        if !a.title.utf8.elementsEqual(b.title.utf8) { return a.title.utf8.lexicographicallyPrecedes(b.title.utf8) }
        return a.id < b.id
    }

    /// How close an approximate row is to the query, as the search ranks it.
    static func closeness(of row: SearchFuzzCatalog.Row, meter: inout ClosenessMeter) -> Int {
        let keys = [row.titleKey, row.originalKey, row.extraKey].filter { !$0.isEmpty }
        return keys.isEmpty ? meter.closeness(to: "") : keys.map { meter.closeness(to: $0) }.min()!
    }

    private func ids(_ page: MediaPage) -> [MediaID] { page.items.map(\.id) }
}

/// Stops a stream once the test has read what it compares.
private struct StreamedEnough: Error {}
