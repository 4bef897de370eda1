/// The offline catalog in SQLite: keeps the bundled shows in sync with the binary, upserts
/// imported ones, and answers searches through `CatalogSearch`.
public final class CatalogStore: Sendable {
    public let database: Database

    public init(database: Database) {
        self.database = database
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
            ) { $0.string(0) }
            for id in existing where !keep.contains(id) {
                try database.run("DELETE FROM shows WHERE source = ? AND source_id = ?", BundledCatalog.source, id)
            }
            for record in rows { try upsert(record) }
            try database.run(
                "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                key, fingerprint
            )
        }
        return true
    }

    /// Inserts or updates one show by (source, source id). Call inside a transaction for batches.
    public func upsert(_ record: CatalogRecord) throws {
        try database.run(
            """
            INSERT INTO shows(source, source_id, title, original_title, first_year, end_year, network, country,
                              language, genres, rating, popularity, overview, title_key, original_key)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(source, source_id) DO UPDATE SET
                title = excluded.title, original_title = excluded.original_title,
                first_year = excluded.first_year, end_year = excluded.end_year, network = excluded.network,
                country = excluded.country, language = excluded.language, genres = excluded.genres,
                rating = excluded.rating, popularity = excluded.popularity, overview = excluded.overview,
                title_key = excluded.title_key, original_key = excluded.original_key
            WHERE shows.title IS NOT excluded.title OR shows.original_title IS NOT excluded.original_title
               OR shows.first_year IS NOT excluded.first_year OR shows.end_year IS NOT excluded.end_year
               OR shows.network IS NOT excluded.network OR shows.country IS NOT excluded.country
               OR shows.language IS NOT excluded.language OR shows.genres IS NOT excluded.genres
               OR shows.rating IS NOT excluded.rating OR shows.popularity IS NOT excluded.popularity
               OR shows.overview IS NOT excluded.overview
            """,
            record.source, record.sourceID, record.title, record.originalTitle, record.firstYear, record.endYear,
            record.network, record.country, record.language, record.genres.joined(separator: ","), record.rating,
            record.popularity, record.overview, SearchKey.fold(record.title), SearchKey.fold(record.originalTitle)
        )
    }

    /// The show with this media id (`source:source_id`), if the catalog has it.
    public func record(mediaID: String) throws -> CatalogRecord? {
        guard let colon = mediaID.firstIndex(of: ":") else { return nil }
        let source = String(mediaID[..<colon])
        let sourceID = String(mediaID[mediaID.index(after: colon)...])
        return try database.query(
            "SELECT \(CatalogStore.recordColumns) FROM shows WHERE source = ? AND source_id = ?", source, sourceID,
            map: CatalogStore.record(from:)
        ).first
    }

    /// Number of shows per source, for `showbook catalog stats`.
    public func countsBySource() throws -> [(source: String, count: Int)] {
        try database.query("SELECT source, count(*) FROM shows GROUP BY source ORDER BY source") {
            ($0.string(0), $0.int(1) ?? 0)
        }
    }

    static let recordColumns = """
        source, source_id, title, original_title, first_year, end_year, network, country, language, genres,
        rating, popularity, overview
        """

    static func record(from row: Row) -> CatalogRecord {
        CatalogRecord(
            source: row.string(0), sourceID: row.string(1), title: row.string(2), originalTitle: row.string(3),
            firstYear: row.int(4), endYear: row.int(5), network: row.string(6), country: row.string(7),
            language: row.string(8), genres: row.string(9).split(separator: ",").map(String.init),
            rating: row.double(10), popularity: row.double(11) ?? 0, overview: row.string(12)
        )
    }
}
