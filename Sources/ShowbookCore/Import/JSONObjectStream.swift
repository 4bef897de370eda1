import Foundation

/// Cuts a stream of JSON into its top-level objects without parsing them, so a huge file is
/// never held in memory: a JSON array of objects (`[{…},{…}]`). Brackets and commas between objects are skipped; braces inside
/// strings (and escaped quotes) are tracked, so only real object ends cut. Anything else
/// outside an object is reported as a malformed line and skipped to the end of that line.
/// `TVmazeImporter` uses it for JSON arrays only; JSON lines are read line by line.
final class JSONObjectStream {
    private let source: ByteSource
    private let path: String
    private var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    private var object: [UInt8] = []

    init(source: ByteSource, path: String) {
        self.source = source
        self.path = path
    }

    deinit { buffer.deallocate() }

    /// What the stream found: an object's bytes with its first line, or garbage on a line.
    enum Item {
        case object(UnsafeBufferPointer<UInt8>, line: Int)
        case garbage(line: Int)
    }

    func forEach(_ body: (Item) throws -> Void) throws {
        var line = 1
        var depth = 0
        var inString = false
        var escaped = false
        var objectLine = 0
        var skippingGarbageLine = false
        // Bytes between objects since the last line break: bounded like a line, so input
        // with no objects and no line breaks (such as /dev/zero) stops instead of running on.
        var outsideRun = 0
        while true {
            let count = try source.read(into: buffer)
            if count == 0 { break }
            for index in 0..<count {
                let byte = buffer[index]
                if byte == 0x0A { line += 1 }
                if depth == 0 {
                    outsideRun = byte == 0x0A ? 0 : outsideRun + 1
                    guard outsideRun <= LineReader.maximumLineLength else {
                        throw CatalogImportError.lineTooLong(path: path, line: line)
                    }
                    if skippingGarbageLine {
                        if byte == 0x0A { skippingGarbageLine = false }
                        continue
                    }
                    switch byte {
                    case 0x7B:  // {
                        outsideRun = 0
                        depth = 1
                        objectLine = line
                        object.removeAll(keepingCapacity: object.capacity <= 1 << 20)
                        object.append(byte)
                    case 0x20, 0x09, 0x0A, 0x0D, 0x5B, 0x5D, 0x2C:  // space, tab, newlines, [ ] ,
                        continue
                    default:
                        try body(.garbage(line: line))
                        skippingGarbageLine = true
                    }
                    continue
                }
                object.append(byte)
                guard object.count <= LineReader.maximumLineLength else {
                    throw CatalogImportError.lineTooLong(path: path, line: objectLine)
                }
                if inString {
                    if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                } else if byte == 0x22 {
                    inString = true
                } else if byte == 0x7B {
                    depth += 1
                } else if byte == 0x7D {
                    depth -= 1
                    if depth == 0 {
                        try object.withUnsafeBufferPointer { try body(.object($0, line: objectLine)) }
                    }
                }
            }
        }
        if depth > 0 { try body(.garbage(line: objectLine)) }  // an object cut off by the end
    }
}
