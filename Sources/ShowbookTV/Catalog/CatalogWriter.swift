import ShowbookPlatform
/// Writes shows into the catalog: upserts by (source, source id) and deletes, keeping the
/// search indexes in step through `CatalogIndex`. Statements are prepared once per writer, so
/// a batch of thousands of rows costs no SQL lookups. An unchanged row is not written at all,
/// which is why importing the same file twice changes nothing.
package final class CatalogWriter {
    private let database: Database
    private let index: CatalogIndex
    private let insert: PreparedStatement
    private let existing: PreparedStatement
    private let update: PreparedStatement
    private let remove: PreparedStatement

    package init(database: Database) throws {
        self.database = database
        index = try CatalogIndex(database: database)
        insert = try database.prepare(ShowColumn.insertSQL(ShowColumn.written) + " ON CONFLICT(source, source_id) DO NOTHING")
        existing = try database.prepare(
            "SELECT \(ShowColumn.keys.list()) FROM shows WHERE source = ? AND source_id = ?"
        )
        update = try database.prepare("""
            UPDATE shows SET
                title = ?1, original_title = ?2, first_year = ?3, end_year = ?4, network = ?5, country = ?6,
                language = ?7, genres = ?8, rating = ?9, popularity = ?10, overview = ?11, title_key = ?12,
                original_key = ?13, extra_key = ?14
            WHERE id = ?15 AND (title IS NOT ?1 OR original_title IS NOT ?2 OR first_year IS NOT ?3
                OR end_year IS NOT ?4 OR network IS NOT ?5 OR country IS NOT ?6 OR language IS NOT ?7
                OR genres IS NOT ?8 OR rating IS NOT ?9 OR popularity IS NOT ?10 OR overview IS NOT ?11
                OR title_key IS NOT ?12 OR original_key IS NOT ?13 OR extra_key IS NOT ?14)
            """)
        remove = try database.prepare("DELETE FROM shows WHERE id = ?")
    }

    /// Upserts every record in one transaction; returns how many changed the catalog.
    package func upsert(_ records: [CatalogRecord]) throws -> Int {
        try upsert(records.map(KeyedRecord.init))
    }

    /// Upserts records whose keys are already computed, in one transaction.
    package func upsert(_ records: [KeyedRecord]) throws -> Int {
        try database.transaction {
            var changed = 0
            var inserted: [(id: Int64, keys: CatalogIndex.Keys)] = []
            for keyed in records {
                let (record, keys) = (keyed.record, keyed.keys)
                let values = Self.values(of: record, keys: keys)
                if try insert.run(values) > 0 {
                    inserted.append((database.lastInsertRowID, keys))
                    changed += 1
                    continue
                }
                guard let old = try existing.query([.text(record.source), .text(record.sourceID)], map: Self.keys).first,
                      try update.run(Array(values.dropFirst(2)) + [.integer(old.id)]) > 0 else { continue }
                changed += 1
                if old.keys != keys {
                    try index.delete(id: old.id, keys: old.keys)
                    try index.insert(id: old.id, keys: keys)
                }
            }
            try index.insertNew(inserted)
            return changed
        }
    }

    /// The bulk load's insert (`CatalogBulkLoad`, inside its transaction): rows new to the
    /// catalog go in with their CJK grams indexed, and `shows_words` is left to the load's one
    /// rebuild at the end. A record already stored (a repeat within the file) is upserted.
    package func append(_ records: [KeyedRecord]) throws -> Int {
        try database.transaction {
            var changed = 0
            for keyed in records {
                if try insert.run(Self.values(of: keyed.record, keys: keyed.keys)) > 0 {
                    changed += 1
                    if let grams = keyed.cjkGrams {
                        try index.insertTrigrams(id: database.lastInsertRowID, keys: keyed.keys, shortGrams: grams)
                    }
                } else {
                    changed += try upsert([keyed])
                }
            }
            return changed
        }
    }

    /// The insert statement's values, in `ShowColumn.written` order (the update takes them
    /// from the title on).
    private static func values(of record: CatalogRecord, keys: CatalogIndex.Keys) -> [SQLValue] {
        ShowColumn.written.map { column in
            switch column {
            case .id: return .null
            case .source: return .text(record.source)
            case .sourceID: return .text(record.sourceID)
            case .title: return .text(record.title)
            case .originalTitle: return .text(record.originalTitle)
            case .firstYear: return record.firstYear.sqlValue
            case .endYear: return record.endYear.sqlValue
            case .network: return .text(record.network)
            case .country: return .text(record.country)
            case .language: return .text(record.language)
            case .genres: return .text(record.genres.joined(separator: ","))
            case .rating: return record.rating.sqlValue
            case .popularity: return .real(record.popularity)
            case .overview: return .text(record.overview)
            case .titleKey: return .text(keys.titleKey)
            case .originalKey: return .text(keys.originalKey)
            case .extraKey: return .text(keys.extraKey)
            }
        }
    }

    /// Removes one show and its index entries; false when there was no such show.
    @discardableResult
    package func delete(source: String, sourceID: String) throws -> Bool {
        try database.transaction {
            guard let old = try existing.query([.text(source), .text(sourceID)], map: Self.keys).first else { return false }
            try index.delete(id: old.id, keys: old.keys)
            try remove.run([.integer(old.id)])
            return true
        }
    }

    private static func keys(_ row: Row) -> (id: Int64, keys: CatalogIndex.Keys) {
        let named = row.named(ShowColumn.keys)
        return (named.int64(.id), named.keys)
    }

    /// The folded search keys of a record, its extra words included.
    package static func keys(of record: CatalogRecord) -> CatalogIndex.Keys {
        let titleKey = SearchKey.fold(record.title)
        let foldedOriginal = record.originalTitle == record.title ? titleKey : SearchKey.fold(record.originalTitle)
        let originalKey = foldedOriginal == titleKey ? "" : foldedOriginal
        let extraKey = SearchAliases.extraKey(title: record.title, originalTitle: record.originalTitle,
                                              titleKey: titleKey, originalKey: originalKey, reader: TitleReader.shared)
        return CatalogIndex.Keys(titleKey: titleKey, originalKey: originalKey, extraKey: extraKey)
    }
}
