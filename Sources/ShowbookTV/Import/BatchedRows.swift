import ShowbookPlatform
/// Reads a TSV after its header line into batches: each kept row waits until `batchSize` are
/// pending, then `write` stores them in one go. The rows read before an error are written
/// before the error is reported, so an import cut short keeps everything it read in full.
package enum BatchedRows {
    package static func read<Row>(
        _ reader: LineReader, batchSize: Int,
        header: (UnsafeBufferPointer<UInt8>) throws -> Void,
        row: (UnsafeBufferPointer<UInt8>, _ number: Int) throws -> Row?,
        write: ([Row]) throws -> Void
    ) throws {
        var pending: [Row] = []
        pending.reserveCapacity(batchSize)
        func flush() throws {
            guard !pending.isEmpty else { return }
            try write(pending)
            pending.removeAll(keepingCapacity: true)
        }
        do {
            try reader.forEachLine { line, number in
                if number == 1 { return try header(line) }
                guard let kept = try row(line, number) else { return }
                pending.append(kept)
                if pending.count >= batchSize { try flush() }
            }
        } catch {
            try flush()
            throw error
        }
        try flush()
    }
}
