import Foundation
import ShowbookBench
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// A catalog for the search property tests, with the titles and readings the query generator
/// draws from: the bundled catalog, or 10,000 generated IMDb series imported through the real
/// importer (made once per test run, since an import costs seconds, and shared by the tests).
final class SearchFuzzCatalog: @unchecked Sendable {
    let database: Database
    let store: CatalogStore
    let queries: SearchFuzzQueries

    /// The bundled catalog in a fresh in-memory database.
    static func bundled() throws -> SearchFuzzCatalog {
        let database = try Database.migrated()
        let store = CatalogStore(database: database)
        try store.syncBundled()
        return try SearchFuzzCatalog(database: database, store: store)
    }

    /// Series imported from the synthetic IMDb files (`SyntheticCatalog`, seed fixed).
    static let importedSeriesCount = 10_000

    /// The imported catalog, made on first use.
    static let imported: Result<SearchFuzzCatalog, Error> = Result {
        let folder = try TemporaryFolder("showbook-search-fuzz")
        defer { folder.remove() }
        let files = try SyntheticCatalog(seriesCount: importedSeriesCount, seed: 0x5EA2_C4).write(to: folder.path)
        let database = try Database.migrated()
        let store = CatalogStore(database: database)
        try store.syncBundled(fingerprint: "none", records: [])
        let report = IMDbImporter(store: store).run(basics: files.basics, ratings: files.ratings)
        if let failure = report.failure { throw failure }
        guard report.kept == importedSeriesCount else {
            throw SearchFuzzSetupError("the import kept \(report.kept) series, not \(importedSeriesCount)")
        }
        return try SearchFuzzCatalog(database: database, store: store)
    }

    private init(database: Database, store: CatalogStore) throws {
        self.database = database
        self.store = store
        var rows: [MediaID: Row] = [:]
        var titles: Set<String> = []
        var readings: [String] = []
        try database.queryWhile(
            "SELECT id, title_key, original_key, extra_key, popularity, rating, title, original_title, source, source_id FROM shows", []
        ) { row in
            rows[MediaID(source: row.string(8), id: row.string(9))] = Row(
                id: row.int64(0), titleKey: row.string(1), originalKey: row.string(2), extraKey: row.string(3),
                popularity: row.double(4) ?? 0, rating: row.double(5), title: row.string(6)
            )
            titles.insert(row.string(6))
            titles.insert(row.string(7))
            // The stored extra words hold the readings (and the joined and abbreviated forms).
            if !row.string(3).isEmpty { readings.append(row.string(3)) }
            return true
        }
        guard !titles.isEmpty else { throw SearchFuzzSetupError("the catalog has no shows") }
        self.rows = rows
        queries = SearchFuzzQueries(titles: titles.sorted(), readings: readings.sorted())
    }

    /// One show's keys and rank columns.
    struct Row {
        var id: Int64
        var titleKey: String
        var originalKey: String
        var extraKey: String
        var popularity: Double
        var rating: Double?
        var title: String
    }

    /// Every show by media id, read once (the checks look up every listed row).
    let rows: [MediaID: Row]
}

/// The catalog for a property test could not be made; says what went wrong.
struct SearchFuzzSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
