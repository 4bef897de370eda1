import ShowbookPlatform
/// A catalog record with its folded search keys, which are most of what an import computes
/// per title: made on an import's reading thread, so the writing thread only stores it.
package struct KeyedRecord: Sendable {
    package var record: CatalogRecord
    package var keys: CatalogIndex.Keys
    /// The row's 1- and 2-character CJK grams (`CatalogIndex.shortGrams`) when its keys need
    /// the CJK indexes at all, nil otherwise.
    package var cjkGrams: String?

    package init(_ record: CatalogRecord) {
        self.record = record
        keys = CatalogWriter.keys(of: record)
        cjkGrams = CatalogIndex.needsTrigrams(keys) ? CatalogIndex.shortGrams(keys.titleKey, keys.originalKey) : nil
    }

    /// `record` with NUL characters dropped from its text (counted in `counts`), keyed; nil
    /// when its title or id is empty once they are gone.
    package init?(droppingNULsFrom record: CatalogRecord, counts: inout CatalogImportReport) {
        var clean = record
        var dropped = 0
        clean.sourceID = NULCharacters.dropping(record.sourceID, count: &dropped)
        clean.title = NULCharacters.dropping(record.title, count: &dropped)
        clean.originalTitle = NULCharacters.dropping(record.originalTitle, count: &dropped)
        clean.network = NULCharacters.dropping(record.network, count: &dropped)
        clean.country = NULCharacters.dropping(record.country, count: &dropped)
        clean.language = NULCharacters.dropping(record.language, count: &dropped)
        clean.genres = record.genres.map { NULCharacters.dropping($0, count: &dropped) }
        clean.overview = NULCharacters.dropping(record.overview, count: &dropped)
        counts.droppedNULs += dropped
        guard !clean.title.isEmpty, !clean.sourceID.isEmpty else { return nil }
        self.init(clean)
    }
}
