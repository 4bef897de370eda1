/// Collects imported records and upserts them into the catalog in transactions of
/// `batchSize` rows, so a large import commits steadily and an error costs at most one batch.
/// Memory is one batch of records. In `bulk` mode (inside `CatalogBulkLoad`) the batches
/// are appended without the word index, which the bulk load rebuilds once.
final class CatalogBatchWriter {
    let store: CatalogStore
    let batchSize: Int
    let bulk: Bool
    private var pending: [CatalogRecord] = []
    private(set) var changed = 0
    private let writer: CatalogWriter

    init(store: CatalogStore, batchSize: Int = 5_000, bulk: Bool = false) throws {
        self.store = store
        self.bulk = bulk
        writer = try CatalogWriter(database: store.database)
        self.batchSize = max(1, batchSize)
        pending.reserveCapacity(self.batchSize)
    }

    func add(_ record: CatalogRecord) throws {
        pending.append(record)
        if pending.count >= batchSize { try flush() }
    }

    /// Commits what is pending (one transaction, or a part of the bulk load's).
    func flush() throws {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending.removeAll(keepingCapacity: true)
        changed += try bulk ? writer.append(batch) : writer.upsert(batch)
    }
}

extension CatalogBatchWriter {
    /// Adds `record` with NUL characters dropped from its text (counted in `counts`). False,
    /// and nothing added, when the title is empty once they are gone.
    func addDroppingNULs(_ record: CatalogRecord, counts: inout CatalogImportReport) throws -> Bool {
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
        guard !clean.title.isEmpty, !clean.sourceID.isEmpty else { return false }
        try add(clean)
        return true
    }
}
