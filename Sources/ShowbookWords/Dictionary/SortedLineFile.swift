import Foundation
import ShowbookTV

/// A text file of lines sorted by their first space-separated field (byte order), searched
/// with seeks instead of being read whole — WordNet's `index.*`, `*.exc` and `cntlist.rev` files.
///
/// The search bisects byte offsets: it reads the line around the middle offset, compares its
/// key, and keeps the half that can still hold the wanted line. Lines that start with a space
/// (WordNet's licence header) have an empty key, which sorts first, as they do in the file.
package final class SortedLineFile {
    package let path: String
    private let handle: FileHandle
    private let size: UInt64
    private static let chunk = 4096
    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")

    package init(path: String) throws {
        self.path = path
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw WordNetError.unreadable(path: path, reason: "cannot open it")
        }
        self.handle = handle
        do {
            size = try handle.seekToEnd()
        } catch {
            throw WordNetError.unreadable(path: path, reason: "\(error)")
        }
    }

    deinit {
        try? handle.close()
    }

    /// The line whose first field is exactly `key`, without its line break, or nil (always nil
    /// for an empty key or one with a space, which no line can have).
    package func line(forKey key: String) throws -> String? {
        let wanted = Array(key.utf8)
        guard !wanted.isEmpty, !wanted.contains(Self.space) else { return nil }
        var low: UInt64 = 0
        var high = size
        while low < high {
            let middle = low + (high - low) / 2
            let (start, end) = try lineBounds(containing: middle)
            let line = try read(from: start, count: Int(end - start))
            let lineKey = line.prefix { $0 != Self.space }
            if lineKey.elementsEqual(wanted) {
                return String(decoding: line, as: UTF8.self)
            }
            if wanted.lexicographicallyPrecedes(lineKey) {
                high = start
            } else {
                low = end + 1
            }
        }
        return nil
    }

    /// Every line whose first field starts with `prefix`, in file order (a run of adjacent
    /// lines, found by bisecting to the first key not below the prefix).
    package func lines(withKeyPrefix prefix: String) throws -> [String] {
        let wanted = Array(prefix.utf8)
        guard !wanted.isEmpty, !wanted.contains(Self.space) else { return [] }
        var low: UInt64 = 0
        var high = size
        while low < high {
            let middle = low + (high - low) / 2
            let (start, end) = try lineBounds(containing: middle)
            let line = try read(from: start, count: Int(end - start))
            if line.prefix(while: { $0 != Self.space }).lexicographicallyPrecedes(wanted) {
                low = end + 1
            } else {
                high = start
            }
        }
        var found: [String] = []
        var offset = low
        while offset < size {
            let end = try lineEnd(from: offset)
            let line = try read(from: offset, count: Int(end - offset))
            guard line.starts(with: wanted) else { break }
            found.append(String(decoding: line, as: UTF8.self))
            offset = end + 1
        }
        return found
    }

    /// The line that starts at `offset` (a WordNet synset offset), without its line break.
    package func line(at offset: UInt64) throws -> String {
        guard offset < size else {
            throw WordNetError.unreadable(path: path, reason: "offset \(offset) is past the end")
        }
        let end = try lineEnd(from: offset)
        return String(decoding: try read(from: offset, count: Int(end - offset)), as: UTF8.self)
    }

    /// Start offset and line-break offset (or file size) of the line holding `offset`.
    private func lineBounds(containing offset: UInt64) throws -> (UInt64, UInt64) {
        var start = offset
        scan: while start > 0 {
            let from = start >= UInt64(Self.chunk) ? start - UInt64(Self.chunk) : 0
            let bytes = try read(from: from, count: Int(start - from))
            if let last = bytes.lastIndex(of: Self.newline) {
                start = from + UInt64(last) + 1
                break scan
            }
            start = from
        }
        return (start, try lineEnd(from: offset))
    }

    /// The offset of the first line break at or after `offset`, or the file size.
    private func lineEnd(from offset: UInt64) throws -> UInt64 {
        var position = offset
        while position < size {
            let bytes = try read(from: position, count: Self.chunk)
            if let index = bytes.firstIndex(of: Self.newline) { return position + UInt64(index) }
            position += UInt64(bytes.count)
            if bytes.isEmpty { break }
        }
        return size
    }

    private func read(from offset: UInt64, count: Int) throws -> [UInt8] {
        guard count > 0 else { return [] }
        do {
            try handle.seek(toOffset: offset)
            return Array(try handle.read(upToCount: count) ?? Data())
        } catch {
            throw WordNetError.unreadable(path: path, reason: "\(error)")
        }
    }
}
