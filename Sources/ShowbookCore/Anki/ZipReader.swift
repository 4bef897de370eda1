import Foundation

/// Reads the entries of a ZIP archive, in memory or in a file, through its central directory,
/// for the Anki packages an import opens. Only the directory and the entries asked for are
/// read, so a package's media (gigabytes, perhaps) is never loaded. Entries are stored
/// (method 0) or deflated (method 8), and each is checked against its CRC-32. ZIP64,
/// encrypted entries, split archives and other methods are refused with a reason. Names are
/// only compared with the names a caller asks for, never used as paths, and every entry is
/// inflated under a size cap, so a hostile archive can neither write a file nor take the
/// machine's memory.
public struct ZipReader {
    /// Why an archive or an entry cannot be read, in words for one line.
    public enum ZipError: Error, Equatable, CustomStringConvertible {
        case notAnArchive
        case truncated
        case zip64
        case unsupported(String)
        case tooLarge(String, limit: Int)
        case corrupt(String)
        case checksum(String)

        public var description: String {
            switch self {
            case .notAnArchive: return "not a ZIP archive (no end of central directory)"
            case .truncated: return "the ZIP archive is truncated or damaged"
            case .zip64: return "the ZIP archive uses ZIP64 (over 4 GiB or 65,535 entries), which is not supported"
            case let .unsupported(reason): return reason
            case let .tooLarge(name, limit): return "\(name) unpacks to more than \(limit / 1_048_576) MiB"
            case let .corrupt(name): return "\(name) in the ZIP archive is damaged (cannot be inflated)"
            case let .checksum(name): return "\(name) in the ZIP archive is damaged (CRC-32 does not match)"
            }
        }
    }

    /// One entry as the central directory describes it.
    public struct Entry: Sendable, Equatable {
        /// The name as written (UTF-8, or bytes read as Latin-1 when not valid UTF-8).
        public var name: String
        public var method: UInt16
        public var flags: UInt16
        public var crc: UInt32
        public var compressedSize: Int
        public var size: Int
        var localHeaderOffset: Int
    }

    public let entries: [Entry]
    private let source: ZipSource

    /// The largest central directory read (65,535 entries with long names fit well within it).
    static let maxDirectoryBytes = 64 << 20

    /// Parses the central directory of an archive held in memory.
    public init(_ bytes: [UInt8]) throws {
        try self.init(source: MemoryZipSource(bytes: bytes))
    }

    /// Parses the central directory of `source`, reading only its tail and the directory.
    init(source: ZipSource) throws {
        self.source = source
        let tailStart = max(0, source.size - 22 - 65_535 - 20)
        let tail = try source.read(at: tailStart, count: source.size - tailStart)
        guard let endInTail = Self.findEndRecord(tail) else {
            let head = try source.read(at: 0, count: min(4, source.size))
            throw head.count == 4 && Self.u32(head, 0) == 0x0403_4B50 ? ZipError.truncated : ZipError.notAnArchive
        }
        if endInTail >= 20, Self.u32(tail, endInTail - 20) == 0x0706_4B50 { throw ZipError.zip64 }
        let end = tailStart + endInTail
        let disk = Self.u16(tail, endInTail + 4), directoryDisk = Self.u16(tail, endInTail + 6)
        let count = Int(Self.u16(tail, endInTail + 10))
        let directorySize = Int(Self.u32(tail, endInTail + 12))
        let directoryOffset = Int(Self.u32(tail, endInTail + 16))
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF { throw ZipError.zip64 }
        guard disk == 0, directoryDisk == 0 else { throw ZipError.unsupported("split (multi-part) ZIP archives are not supported") }
        guard directoryOffset + directorySize <= end else { throw ZipError.truncated }
        guard directorySize <= Self.maxDirectoryBytes else {
            throw ZipError.unsupported("the ZIP archive's directory is larger than \(Self.maxDirectoryBytes / 1_048_576) MiB")
        }
        let bytes = try source.read(at: directoryOffset, count: directorySize)
        let directoryEnd = bytes.count
        var entries: [Entry] = []
        var cursor = 0
        for _ in 0..<count {
            guard cursor + 46 <= directoryEnd, Self.u32(bytes, cursor) == 0x0201_4B50 else { throw ZipError.truncated }
            let nameLength = Int(Self.u16(bytes, cursor + 28))
            let extraLength = Int(Self.u16(bytes, cursor + 30))
            let commentLength = Int(Self.u16(bytes, cursor + 32))
            guard cursor + 46 + nameLength <= directoryEnd else { throw ZipError.truncated }
            let nameBytes = Array(bytes[(cursor + 46)..<(cursor + 46 + nameLength)])
            let entry = Entry(
                name: String(validating: nameBytes, as: UTF8.self) ?? String(nameBytes.map { Character(Unicode.Scalar($0)) }),
                method: Self.u16(bytes, cursor + 10), flags: Self.u16(bytes, cursor + 8), crc: Self.u32(bytes, cursor + 16),
                compressedSize: Int(Self.u32(bytes, cursor + 20)), size: Int(Self.u32(bytes, cursor + 24)),
                localHeaderOffset: Int(Self.u32(bytes, cursor + 42))
            )
            if entry.compressedSize == 0xFFFF_FFFF || entry.size == 0xFFFF_FFFF || entry.localHeaderOffset == 0xFFFF_FFFF {
                throw ZipError.zip64
            }
            entries.append(entry)
            cursor += 46 + nameLength + extraLength + commentLength
        }
        self.entries = entries
    }

    /// The entry called exactly `name`, if the archive has one.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// The unpacked bytes of `entry`, refused when they would pass `maxSize`.
    public func data(of entry: Entry, maxSize: Int) throws -> [UInt8] {
        guard entry.flags & 1 == 0 else { throw ZipError.unsupported("\(entry.name) is encrypted") }
        guard entry.size <= maxSize else { throw ZipError.tooLarge(entry.name, limit: maxSize) }
        // Deflate never grows data by more than a few bytes per 16 KiB block.
        guard entry.compressedSize <= maxSize + maxSize / 1_000 + 1_024 else { throw ZipError.tooLarge(entry.name, limit: maxSize) }
        let offset = entry.localHeaderOffset
        guard offset + 30 <= source.size else { throw ZipError.truncated }
        let header = try source.read(at: offset, count: 30)
        guard Self.u32(header, 0) == 0x0403_4B50 else { throw ZipError.truncated }
        let start = offset + 30 + Int(Self.u16(header, 26)) + Int(Self.u16(header, 28))
        guard start + entry.compressedSize <= source.size else { throw ZipError.truncated }
        let body = try source.read(at: start, count: entry.compressedSize)
        let data: [UInt8]
        switch entry.method {
        case 0:
            data = body
        case 8:
            do {
                data = try Inflate.raw(body, maxOutput: min(maxSize, entry.size))
            } catch {
                throw ZipError.corrupt(entry.name)
            }
        default:
            throw ZipError.unsupported("\(entry.name) uses ZIP compression method \(entry.method) (only stored and deflate are supported)")
        }
        guard data.count == entry.size else { throw ZipError.corrupt(entry.name) }
        guard CRC32.checksum(data) == entry.crc else { throw ZipError.checksum(entry.name) }
        return data
    }

    /// The bytes of the entry called `name`, or nil when there is none.
    public func data(named name: String, maxSize: Int) throws -> [UInt8]? {
        try entry(named: name).map { try data(of: $0, maxSize: maxSize) }
    }

    /// The end-of-central-directory record's offset: searched back from the end, past a comment
    /// of up to 65,535 bytes, for a signature whose comment length reaches the end exactly.
    private static func findEndRecord(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 22 else { return nil }
        let lowest = max(0, bytes.count - 22 - 65_535)
        var offset = bytes.count - 22
        while offset >= lowest {
            if u32(bytes, offset) == 0x0605_4B50, offset + 22 + Int(u16(bytes, offset + 20)) == bytes.count { return offset }
            offset -= 1
        }
        return nil
    }

    private static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
    }
}
