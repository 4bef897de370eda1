/// Collects imported records and upserts them into the catalog in transactions of
/// `batchSize` rows, so a large import commits steadily and an error costs at most one batch.
/// Memory is one batch of records. In `bulk` mode (inside `CatalogBulkLoad`) the batches
/// are appended without the word index, which the bulk load rebuilds once.
package final class CatalogBatchWriter {
    package let store: CatalogStore
    package let batchSize: Int
    package let bulk: Bool
    private var pending: [KeyedRecord] = []
    package private(set) var changed = 0
    private let writer: CatalogWriter

    package init(store: CatalogStore, batchSize: Int = 5_000, bulk: Bool = false) throws {
        self.store = store
        self.bulk = bulk
        writer = try CatalogWriter(database: store.database)
        self.batchSize = max(1, batchSize)
        pending.reserveCapacity(self.batchSize)
    }

    /// Adds a record whose search keys were already computed (by an import's reading thread).
    package func add(_ record: KeyedRecord) throws {
        pending.append(record)
        if pending.count >= batchSize { try flush() }
    }

    /// Commits what is pending (one transaction, or a part of the bulk load's).
    package func flush() throws {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending.removeAll(keepingCapacity: true)
        changed += try bulk ? writer.append(batch) : writer.upsert(batch)
    }
}

extension CatalogBatchWriter {
    /// Adds `record` with NUL characters dropped from its text (counted in `counts`). False,
    /// and nothing added, when the title is empty once they are gone.
    package func addDroppingNULs(_ record: CatalogRecord, counts: inout CatalogImportReport) throws -> Bool {
        guard let clean = KeyedRecord(droppingNULsFrom: record, counts: &counts) else { return false }
        try add(clean)
        return true
    }
}
