import Foundation
import ShowbookTV

/// UTF-8 text read from a `ByteSource` as Unicode scalars through a sliding window, so a word
/// file of any size costs only the record being read. A reader can `setMark()` at a record's
/// start and `rewind()` to it (after an unterminated quote); scalars before the mark are let go.
///
/// On the way in: a leading byte-order mark is skipped, NUL characters are dropped (and
/// counted in `droppedNULs`), invalid UTF-8 throws `AnkiText.ReadError.notUTF8`, and a line
/// longer than `maximumLineBytes` throws `AnkiText.ReadError.lineTooLong`, so input without
/// line breaks (such as `/dev/zero`) stops there instead of being read forever.
package final class ScalarWindow {
    /// The longest line a word file may have, in bytes.
    package static let maximumLineBytes = 1 << 20

    private let source: ByteSource
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var carry: [UInt8] = []
    private var scalars: [Unicode.Scalar] = []
    /// Absolute index of `scalars[0]`.
    private var base = 0
    private var ended = false
    private var startedText = false
    private var lineBytes = 0
    private var lineBreaks = 0
    /// Absolute index of the next scalar.
    package private(set) var position = 0
    private var mark: Int?
    /// NUL characters dropped so far.
    package private(set) var droppedNULs = 0
    /// The most scalars held at once: what memory the text costs, whatever the file's size.
    package private(set) var peakHeld = 0

    package init(source: ByteSource) {
        self.source = source
    }

    package var fileBytesRead: Int64 { source.fileBytesRead }
    package var fileSize: Int64? { source.fileSize }

    /// The scalar `offset` places ahead of the position, or nil past the end of the text.
    package func peek(_ offset: Int = 0) throws -> Unicode.Scalar? {
        while position + offset >= base + scalars.count {
            guard try fill() else { return nil }
        }
        return scalars[position + offset - base]
    }

    package func advance(_ count: Int = 1) { position += count }

    /// Keeps everything from the position on until `clearMark()`, so `rewind()` can return here.
    package func setMark() { mark = position }
    package func clearMark() { mark = nil }
    package func rewind() { if let mark { position = mark } }
    /// Scalars read since the mark.
    package var sinceMark: Int { mark.map { position - $0 } ?? 0 }

    /// Reads the next chunk of bytes; false at the end of the input.
    private func fill() throws -> Bool {
        guard !ended else { return false }
        let keepFrom = min(mark ?? position, position) - base
        if keepFrom > 0 && keepFrom * 2 >= scalars.count {
            scalars.removeFirst(keepFrom)
            base += keepFrom
        }
        let count = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
        if count == 0 {
            ended = true
            guard carry.isEmpty else { throw AnkiText.ReadError.notUTF8 }
            return false
        }
        try checkLineLengths(chunk[0..<count])
        var bytes = carry + chunk[0..<count]
        carry = Self.incompleteTail(of: bytes)
        if !carry.isEmpty { bytes.removeLast(carry.count) }
        guard let text = String(bytes: bytes, encoding: .utf8) else { throw AnkiText.ReadError.notUTF8 }
        for scalar in text.unicodeScalars {
            if !startedText {
                startedText = true
                if scalar == "\u{FEFF}" { continue }
            }
            if scalar.value == 0 { droppedNULs += 1 } else { scalars.append(scalar) }
        }
        peakHeld = max(peakHeld, scalars.count)
        return true
    }

    private func checkLineLengths(_ bytes: ArraySlice<UInt8>) throws {
        for byte in bytes {
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0A { lineBreaks += 1 }
                lineBytes = 0
            } else {
                lineBytes += 1
                if lineBytes > Self.maximumLineBytes { throw AnkiText.ReadError.lineTooLong(line: lineBreaks + 1) }
            }
        }
    }

    /// The bytes at the end that start a UTF-8 sequence the chunk does not finish.
    private static func incompleteTail(of bytes: [UInt8]) -> [UInt8] {
        var index = bytes.count - 1
        var back = 0
        while index >= 0 && back < 4 {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 {
                let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return index + length > bytes.count ? Array(bytes[index...]) : []
            }
            index -= 1
            back += 1
        }
        return []
    }
}

/// The bytes of a string, as a `ByteSource` (tests and in-memory text).
package final class MemoryByteSource: ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    package var fileBytesRead: Int64 { Int64(offset) }
    package var fileSize: Int64? { Int64(bytes.count) }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, bytes.count - offset)
        for index in 0..<count { buffer[index] = bytes[offset + index] }
        offset += count
        return count
    }
}
