/// Collects imported records and upserts them into the catalog in transactions of
/// `batchSize` rows, so a large import commits steadily and an error costs at most one batch.
/// Memory is one batch of records.
final class CatalogBatchWriter {
    let store: CatalogStore
    let batchSize: Int
    private var pending: [CatalogRecord] = []
    private(set) var changed = 0
    private let writer: CatalogWriter

    init(store: CatalogStore, batchSize: Int = 5_000) throws {
        self.store = store
        writer = try CatalogWriter(database: store.database)
        self.batchSize = max(1, batchSize)
        pending.reserveCapacity(self.batchSize)
    }

    func add(_ record: CatalogRecord) throws {
        pending.append(record)
        if pending.count >= batchSize { try flush() }
    }

    /// Commits what is pending (one transaction).
    func flush() throws {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending.removeAll(keepingCapacity: true)
        changed += try writer.upsert(batch)
    }
}
