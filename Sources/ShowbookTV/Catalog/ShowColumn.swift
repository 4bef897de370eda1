import ShowbookPlatform
/// The `shows` table, declared once: the catalog's INSERT, its record reads and its key reads
/// take their column lists from here and read each value by name.
package enum ShowColumn: String, TableDeclaration {
    package static let tableName = "shows"
    case id, source, sourceID = "source_id", title, originalTitle = "original_title", firstYear = "first_year"
    case endYear = "end_year", network, country, language, genres, rating, popularity, overview
    case titleKey = "title_key", originalKey = "original_key", extraKey = "extra_key"

    /// A `CatalogRecord`.
    package static let record = ColumnSelection<ShowColumn>([
        .source, .sourceID, .title, .originalTitle, .firstYear, .endYear, .network, .country, .language, .genres,
        .rating, .popularity, .overview,
    ])
    /// A record with its row id.
    package static let identifiedRecord = ColumnSelection<ShowColumn>(record.columns + [.id])
    /// A row's search keys with its id.
    package static let keys = ColumnSelection<ShowColumn>([.id, .titleKey, .originalKey, .extraKey])
    /// What a catalog write stores: everything but the row id.
    package static let written = allCases.filter { $0 != .id }
}

extension NamedRow where Column == ShowColumn {
    package var record: CatalogRecord {
        CatalogRecord(
            source: string(.source), sourceID: string(.sourceID), title: string(.title),
            originalTitle: string(.originalTitle), firstYear: int(.firstYear), endYear: int(.endYear),
            network: string(.network), country: string(.country), language: string(.language),
            genres: string(.genres).split(separator: ",").map(String.init), rating: double(.rating),
            popularity: double(.popularity) ?? 0, overview: string(.overview)
        )
    }

    package var keys: CatalogIndex.Keys {
        CatalogIndex.Keys(titleKey: string(.titleKey), originalKey: string(.originalKey), extraKey: string(.extraKey))
    }
}
