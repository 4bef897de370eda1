/// The decoder's output buffer: grows in steps, never past the caller's limit, and hands
/// the sequence decoder a pointer with the bound it may write up to.
struct ZstdOutput {
    let maxOutput: Int
    private var storage: [UInt8]
    private(set) var count = 0

    init(maxOutput: Int) {
        self.maxOutput = max(0, maxOutput)
        storage = [UInt8](repeating: 0, count: min(self.maxOutput, 64 * 1024) + 1)
    }

    /// Makes room for `total` bytes in all (which must not pass `maxOutput`).
    mutating func reserve(_ total: Int) {
        guard total >= storage.count else { return }
        let grown = max(total + 1, min(storage.count * 2, maxOutput + 1))
        storage.append(contentsOf: repeatElement(0, count: grown - storage.count))
    }

    /// Appends `count` bytes from `source`, or `count` copies of `value` when `source` is nil.
    mutating func append(_ source: UnsafePointer<UInt8>?, repeating value: UInt8 = 0, count length: Int) throws {
        guard length <= maxOutput - count else { throw ZstdError.outputTooLarge(limit: maxOutput) }
        reserve(count + length)
        let at = count
        storage.withUnsafeMutableBufferPointer { buffer in
            let target = buffer.baseAddress! + at
            if let source { target.update(from: source, count: length) } else { target.update(repeating: value, count: length) }
        }
        count += length
    }

    /// Lets `body` write at the end of the output, up to `end` (at most `maxOutput`; the
    /// storage is grown to it first); the position `body` leaves becomes the new count.
    mutating func write(upTo end: Int, _ body: (UnsafeMutablePointer<UInt8>, inout Int) throws -> Void) throws {
        reserve(end)
        var position = count
        try storage.withUnsafeMutableBufferPointer { buffer in try body(buffer.baseAddress!, &position) }
        count = position
    }

    /// XXH64 of the bytes from `start` to the end.
    func hash(from start: Int) -> UInt64 {
        storage.withUnsafeBufferPointer { ZstdXXH64.hash(UnsafeBufferPointer(rebasing: $0[start..<count])) }
    }

    /// The bytes written, giving up the buffer.
    mutating func finish() -> [UInt8] {
        storage.removeLast(storage.count - count)
        return storage
    }
}
