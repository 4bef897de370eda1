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
final class JSONObjectStream {
    private let source: ByteSource
    private let path: String
    private var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    private var object: [UInt8] = []
    private var scanner = JSONStructureScanner()

    init(source: ByteSource, path: String) {
        self.source = source
        self.path = path
    }

    deinit { buffer.deallocate() }

    /// What the stream found: an object's bytes with its first line, an object that broke off
    /// (by the line it started on), or garbage between objects on a line.
    enum Item {
        case object(UnsafeBufferPointer<UInt8>, line: Int)
        case broken(line: Int)
        case garbage(line: Int)
    }

    /// Between objects: looking for the next one, skipping a garbage line, or resuming after a
    /// broken object (silently, to the next `{`).
    private enum Outside {
        case seeking
        case skippingGarbageLine
        case resuming
    }

    func forEach(_ body: (Item) throws -> Void) throws {
        var line = 1
        var objectLine = 0
        var inObject = false
        var outside = Outside.seeking
        // Bytes between objects since the last line break: bounded like a line, so input
        // with no objects and no line breaks (such as /dev/zero) stops instead of running on.
        var outsideRun = 0
        while true {
            let count = try source.read(into: buffer)
            if count == 0 { break }
            for index in 0..<count {
                let byte = buffer[index]
                if inObject {
                    switch scanner.take(byte) {
                    case .more:
                        object.append(byte)
                        guard object.count <= LineReader.maximumLineLength else {
                            throw CatalogImportError.lineTooLong(path: path, line: objectLine)
                        }
                        if byte == 0x0A { line += 1 }
                        continue
                    case .complete:
                        object.append(byte)
                        inObject = false
                        outside = .seeking
                        outsideRun = 0
                        try object.withUnsafeBufferPointer { try body(.object($0, line: objectLine)) }
                        continue
                    case .broken:
                        // This byte did not fit; it may start the next object, so it is looked
                        // at again below as a byte between objects.
                        inObject = false
                        outside = .resuming
                        try body(.broken(line: objectLine))
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
                    continue
                }
                switch outside {
                case .resuming:
                    continue
                case .skippingGarbageLine:
                    if byte == 0x0A { outside = .seeking }
                case .seeking:
                    switch byte {
                    case 0x20, 0x09, 0x0A, 0x0D, 0x5B, 0x5D, 0x2C:  // space, tab, newlines, [ ] ,
                        continue
                    default:
                        try body(.garbage(line: line))
                        outside = .skippingGarbageLine
                    }
                }
            }
        }
        if inObject { try body(.broken(line: objectLine)) }  // an object cut off by the end
    }
}
