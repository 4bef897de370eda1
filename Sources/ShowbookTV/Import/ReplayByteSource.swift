/// A byte source that looks at its first bytes before anyone reads them: `firstByte` scans
/// past leading white space to decide what kind of file this is (a JSON array or JSON lines),
/// and `read` then hands out every byte from the start, the scanned ones included.
package final class ReplayByteSource: ByteSource {
    private let source: ByteSource
    private var head: [UInt8] = []
    private var headOffset = 0

    /// How far `firstByte` looks before giving up (a file of nothing but spaces).
    package static let scanLimit = 1 << 20

    package init(_ source: ByteSource) {
        self.source = source
    }

    package var fileBytesRead: Int64 { source.fileBytesRead }
    package var fileSize: Int64? { source.fileSize }

    /// The first byte that is not white space (or a UTF-8 byte-order mark), or nil when there
    /// is none in the first `scanLimit` bytes.
    package func firstByte() throws -> UInt8? {
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while head.count < Self.scanLimit {
            let count = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
            if count == 0 { return nil }
            let start = head.count
            head += chunk[0..<count]
            for byte in head[start...] where ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte) {
                return byte
            }
        }
        return nil
    }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard headOffset < head.count else { return try source.read(into: buffer) }
        let count = min(buffer.count, head.count - headOffset)
        for index in 0..<count { buffer[index] = head[headOffset + index] }
        headOffset += count
        if headOffset == head.count { head = [] ; headOffset = 0 }
        return count
    }
}
