import Foundation

/// Cuts a JSON array of objects (`[{…},{…}]`) into its objects without building them, so a
/// huge file is never held in memory. `TVmazeImporter` uses it for JSON arrays only; JSON
/// lines are read line by line.
///
/// Each object's structure is checked as it streams (strings, nesting, where keys, colons,
/// values and commas may stand), so an object cut short is noticed where its text stops
/// making sense — at the latest at a line break inside a string, or at the next object's `{`
/// where a key belongs. That object is reported as broken (with the line it started on) and
/// the stream resumes at the next `{`: one bad object costs that object, not the rest of the
/// file. Anything else between objects is reported as garbage and skipped to the end of its
/// line or the next `{`.
package final class JSONObjectStream {
    private let source: ByteSource
    private let path: String
    private var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)

    package init(source: ByteSource, path: String) {
        self.source = source
        self.path = path
    }

    deinit { buffer.deallocate() }

    /// What the stream found: an object's bytes with its first line, an object that broke off
    /// (by the line it started on), or garbage between objects on a line.
    package enum Item {
        case object(UnsafeBufferPointer<UInt8>, line: Int)
        case broken(line: Int)
        case garbage(line: Int)
    }

    package func forEach(_ body: (Item) throws -> Void) throws {
        // The state lives in a local value, not in this object's properties: a class property
        // changed for every byte pays a run-time exclusivity check each time.
        var cutter = Cutter(path: path)
        while true {
            let count = try source.read(into: buffer)
            if count == 0 { break }
            for index in 0..<count {
                let byte = buffer[index]
                let scanned = try cutter.continueObject(byte)
                if scanned == .more { continue }
                try cutter.take(byte, scanned: scanned, body)
            }
        }
        try cutter.finish(body)
    }
}

/// The byte-by-byte work of `JSONObjectStream`.
private struct Cutter {
    typealias Item = JSONObjectStream.Item

    let path: String
    private var object: [UInt8] = []
    private var scanner = JSONStructureScanner()

    init(path: String) { self.path = path }

    /// Between objects: looking for the next one, skipping a garbage line, or resuming after a
    /// broken object (silently, to the next `{`).
    private enum Outside {
        case seeking
        case skippingGarbageLine
        case resuming
    }

    // Where the stream is: the line, the object being read (and the line it began on), what
    // happens between objects, and the bytes since the last line break outside an object —
    // bounded like a line, so input with no objects and no line breaks (such as /dev/zero)
    // stops instead of running on.
    private var line = 1
    private var objectLine = 0
    private var inObject = false
    private var outside = Outside.seeking
    private var outsideRun = 0
    /// True while the bytes of a broken object are read again (see `resumeAfterBreak`).
    private var replaying = false

    /// An object cut off by the end of the input is broken too.
    func finish(_ body: (Item) throws -> Void) throws {
        if inObject { try body(.broken(line: objectLine)) }
    }

    /// The common case, small enough to inline into the read loop: a byte inside an object
    /// that neither ends nor breaks it. Returns what the scanner made of the byte (nil outside
    /// an object); anything but `.more` is then handed to `take`.
    @inline(__always)
    mutating func continueObject(_ byte: UInt8) throws -> JSONStructureScanner.Outcome? {
        guard inObject else { return nil }
        let outcome = scanner.take(byte)
        guard outcome == .more else { return outcome }
        try keepInObject(byte)
        return .more
    }

    /// Adds a byte to the object being read, which may not grow past a line's limit.
    @inline(__always)
    private mutating func keepInObject(_ byte: UInt8) throws {
        object.append(byte)
        guard object.count <= LineReader.maximumLineLength else {
            throw CatalogImportError.lineTooLong(path: path, line: objectLine)
        }
        if byte == 0x0A { line += 1 }
    }

    /// Any byte; `scanned` is the scanner's answer when `continueObject` already asked it.
    mutating func take(_ byte: UInt8, scanned: JSONStructureScanner.Outcome? = nil, _ body: (Item) throws -> Void) throws {
        if inObject {
            switch scanned ?? scanner.take(byte) {
            case .more:
                return try keepInObject(byte)
            case .complete:
                object.append(byte)
                inObject = false
                outside = .seeking
                outsideRun = 0
                try object.withUnsafeBufferPointer { try body(.object($0, line: objectLine)) }
                return
            case .broken:
                inObject = false
                outside = .resuming
                try body(.broken(line: objectLine))
                if try resumeAfterBreak(at: byte, body) { return }
                // Otherwise this byte may start the next object: it is looked at below.
            }
        }
        if byte == 0x0A { line += 1 }
        outsideRun = byte == 0x0A ? 0 : outsideRun + 1
        guard outsideRun <= LineReader.maximumLineLength else {
            throw CatalogImportError.lineTooLong(path: path, line: line)
        }
        if byte == 0x7B {  // {
            inObject = true
            objectLine = line
            outsideRun = 0
            scanner = JSONStructureScanner()
            _ = scanner.take(byte)
            object.removeAll(keepingCapacity: object.capacity <= 1 << 20)
            object.append(byte)
            return
        }
        switch outside {
        case .resuming:
            return
        case .skippingGarbageLine:
            if byte == 0x0A { outside = .seeking }
        case .seeking:
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x5B, 0x5D, 0x2C:  // space, tab, newlines, [ ] ,
                return
            default:
                try body(.garbage(line: line))
                outside = .skippingGarbageLine
            }
        }
    }

    /// A cut-short object often swallows the start of the next one before it breaks
    /// (`{"id": 5, "name": "Sh,{"id": 6, …` breaks at `id`). When the broken object's bytes
    /// hold a `{` right after a comma — where the array's next object would begin — the
    /// bytes from the last such `{` (and `byte`) are read again as a new object. Done once
    /// per break (not while replaying), so every byte is read at most twice.
    private mutating func resumeAfterBreak(at byte: UInt8, _ body: (Item) throws -> Void) throws -> Bool {
        guard !replaying, let start = Self.lastSiblingStart(in: object) else { return false }
        let replay = Array(object[start...]) + [byte]
        line -= object[start...].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        replaying = true
        defer { replaying = false }
        for replayed in replay { try take(replayed, body) }
        return true
    }

    /// The index of the last `{` after a comma (spaces between allowed), past the first byte.
    private static func lastSiblingStart(in bytes: [UInt8]) -> Int? {
        var index = bytes.count - 1
        while index > 0 {
            if bytes[index] == 0x7B {
                var before = index - 1
                while before > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[before]) { before -= 1 }
                if bytes[before] == 0x2C { return index }
            }
            index -= 1
        }
        return nil
    }
}
