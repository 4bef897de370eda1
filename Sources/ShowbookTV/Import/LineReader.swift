import Foundation

/// Splits a `ByteSource` into lines through one reusable buffer: each line is handed to the
/// caller as a view into that buffer (no copy, no allocation per line), so memory depends on
/// the longest line, never on the file. `\n` ends a line and a `\r` before it is dropped; the
/// last line needs no newline. A line that would not fit in `maximumLineLength` is an error.
public final class LineReader {
    public static let maximumLineLength = 64 * 1_048_576
    private let source: ByteSource
    private let path: String
    private var buffer: UnsafeMutableRawBufferPointer
    /// Lines handed out so far.
    public private(set) var linesRead = 0

    public init(source: ByteSource, path: String, capacity: Int = 1 << 20) {
        self.source = source
        self.path = path
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(capacity, 16), alignment: 1)
    }

    deinit { buffer.deallocate() }

    /// Calls `body` with every line and its 1-based number, in order.
    public func forEachLine(_ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
        var start = 0
        var end = 0
        var lineNumber = 0
        var atEnd = false
        while true {
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var scan = start
            while scan < end {
                guard let hit = memchr(base + scan, 0x0A, end - scan) else { break }
                let newline = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                lineNumber += 1
                linesRead = lineNumber
                try body(Self.line(base, from: start, to: newline), lineNumber)
                start = newline + 1
                scan = start
            }
            if atEnd {
                if start < end {
                    lineNumber += 1
                    linesRead = lineNumber
                    try body(Self.line(base, from: start, to: end), lineNumber)
                }
                return
            }
            // Keep the unfinished line at the front, growing only when it fills the buffer.
            if start > 0 {
                if end > start { memmove(base, base + start, end - start) }
                end -= start
                start = 0
            }
            if end == buffer.count { try grow(line: lineNumber + 1) }
            let free = UnsafeMutableRawBufferPointer(rebasing: buffer[end...])
            let count = try source.read(into: free)
            if count == 0 { atEnd = true } else { end += count }
        }
    }

    private static func line(_ base: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int) -> UnsafeBufferPointer<UInt8> {
        var stop = end
        if stop > start && base[stop - 1] == 0x0D { stop -= 1 }
        return UnsafeBufferPointer(start: base + start, count: stop - start)
    }

    private func grow(line: Int) throws {
        guard buffer.count < Self.maximumLineLength else { throw CatalogImportError.lineTooLong(path: path, line: line) }
        let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: min(buffer.count * 2, Self.maximumLineLength), alignment: 1)
        larger.copyMemory(from: UnsafeRawBufferPointer(buffer))
        buffer.deallocate()
        buffer = larger
    }
}
