import ShowbookPlatform
/// The offline catalog in SQLite: keeps the bundled shows in sync with the binary, upserts
/// imported ones, and answers searches through `CatalogSearch`.
public final class CatalogStore: Sendable {
    public let database: Database
    /// Where the last page of the empty query ended (see `BrowseCursor`).
    package let browseCursor = BrowseCursor()

    public init(database: Database) {
        self.database = database
        // The match rule for broad searches (see CatalogSearchRunner). Registering cannot fail
        // on an open connection; if it ever did, broad searches would report the error.
        try? database.registerPredicate("sb_match", SearchMatcher().matches)
    }

    /// Loads the bundled catalog on first run, and reloads it when the embedded data changed.
    /// Returns true when it (re)loaded. Imported rows (other sources) are left alone.
    @discardableResult
    public func syncBundled(
        fingerprint: String = BundledCatalog.fingerprint,
        records: @autoclosure () -> [CatalogRecord] = BundledCatalog.records()
    ) throws -> Bool {
        let key = "bundled_fingerprint"
        if try database.scalarText("SELECT value FROM meta WHERE key = ?", key) == fingerprint { return false }
        let rows = records()
        try database.transaction {
            let keep = Set(rows.map(\.sourceID))
            let existing = try database.query(
                "SELECT source_id FROM shows WHERE source = ?", BundledCatalog.source
            ) { $0.onlyString }
            for id in existing where !keep.contains(id) {
                try delete(source: BundledCatalog.source, sourceID: id)
            }
            try upsert(rows)
            try refreshTypoIndex()
            try database.run(
                "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                key, fingerprint
            )
        }
        return true
    }

    /// Inserts or updates one show by (source, source id). Returns true when the catalog
    /// changed (a new row, or a row with different values); an unchanged row is not written.
    @discardableResult
    public func upsert(_ record: CatalogRecord) throws -> Bool {
        try upsert([record]) > 0
    }

    /// Upserts a batch in one transaction; returns how many rows changed the catalog.
    @discardableResult
    public func upsert(_ records: [CatalogRecord]) throws -> Int {
        try CatalogWriter(database: database).upsert(records)
    }

    /// Removes one show and its index entries.
    public func delete(source: String, sourceID: String) throws {
        try CatalogWriter(database: database).delete(source: source, sourceID: sourceID)
    }

    /// The show with this media id, if the catalog has it.
    public func record(mediaID: MediaID) throws -> CatalogRecord? {
        try database.query(
            "SELECT \(CatalogStore.recordColumns) FROM shows WHERE source = ? AND source_id = ?", mediaID.source, mediaID.id,
            map: CatalogStore.record(from:)
        ).first
    }

    /// A source and its number of shows.
    private enum SourceCount: String, TableColumns {
        case source, count = "count(*)"
    }

    /// Number of shows per source, for `showbook catalog stats`.
    public func countsBySource() throws -> [(source: String, count: Int)] {
        try database.query("SELECT \(SourceCount.selectList()) FROM shows GROUP BY source ORDER BY source") {
            ($0.string(SourceCount.source), $0.int(SourceCount.count) ?? 0)
        }
    }

    /// The SELECT list of a record (`ShowColumn.record`).
    package static let recordColumns = ShowColumn.record.list()

    /// A row selected as `recordColumns`.
    package static func record(from row: Row) -> CatalogRecord { row.named(ShowColumn.record).record }

    /// Rebuilds the typo index (`term_deletes`) from the words the search index holds now. Bulk
    /// writers (the importers) call it once at the end instead of keeping it current per row.
    public func refreshTypoIndex() throws {
        try FuzzyTerms(database: database).rebuild()
    }

    /// Rebuilds the search indexes from `shows` in one transaction — after rows were changed
    /// outside Showbook (for example with the sqlite3 shell). `showbook catalog reindex`.
    public func rebuildSearchIndexes() throws {
        try database.transaction { try Self.refillSearchKeys(database) }
    }

    /// Recomputes every show's search keys from its titles, then rebuilds the indexes (inside
    /// the caller's transaction).
    package static func refillSearchKeys(_ database: Database) throws {
        let titles = ColumnSelection<ShowColumn>([.id, .title, .originalTitle])
        let rows = try database.query("SELECT \(titles.list()) FROM shows", selecting: titles) {
            ($0.int64(.id), $0.string(.title), $0.string(.originalTitle))
        }
        let update = try database.prepare("UPDATE shows SET title_key = ?, original_key = ?, extra_key = ? WHERE id = ?")
        for (id, title, originalTitle) in rows {
            let record = CatalogRecord(source: "", sourceID: "", title: title, originalTitle: originalTitle)
            try update.run(CatalogWriter.keys(of: record).values + [.integer(id)])
        }
        try CatalogIndex(database: database).rebuildAll()
    }
}
