import CZipSupport
import Foundation

/// Reads the entries of a ZIP archive, in memory or in a file, for the Anki packages an import
/// opens, through libzip (`ZipLibrary`): ZIP64 archives and archives past 65,535 entries
/// written without ZIP64 are read whole. Only the central directory and the entries asked for
/// are read, so a package's media (gigabytes, perhaps) is never loaded. Entries are stored
/// (method 0) or deflated (method 8), each checked against its size and CRC-32; encrypted
/// entries, split archives and other methods are refused with a reason. Names are only
/// compared with the names a caller asks for, never used as paths; of two entries with one
/// name the last counts, as in Anki. Every entry is read under a size cap, so a hostile
/// archive can neither write a file nor take the machine's memory.
public final class ZipReader {
    /// Why an archive or an entry cannot be read, in words for one line.
    public enum ZipError: Error, Equatable, CustomStringConvertible {
        case notAnArchive
        case truncated
        case libraryMissing
        case unsupported(String)
        case tooLarge(String, limit: Int)
        case corrupt(String)
        case checksum(String)

        public var description: String {
            switch self {
            case .notAnArchive: return "not a ZIP archive (no end of central directory)"
            case .truncated: return "the ZIP archive is truncated or damaged"
            case .libraryMissing:
                return "reading it needs libzip, which is not installed (install the Debian package \(ZipLibrary.package))"
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
        public var isEncrypted: Bool
        public var crc: UInt32
        public var compressedSize: Int
        public var size: Int
        /// Its place in the central directory.
        package var index: UInt64
    }

    /// The most entries an archive may list (an Anki package has one per media file).
    package static let maxEntries = 1_000_000
    /// How much of an entry one read asks libzip for.
    package static let chunkSize = 1 << 16

    public let entries: [Entry]
    private let archive: OpaquePointer

    /// Parses the central directory of an archive held in memory.
    public convenience init(_ bytes: [UInt8]) throws {
        // libzip would open an empty file as an empty archive.
        guard !bytes.isEmpty else { throw ZipError.notAnArchive }
        try ZipLibrary.require()
        var code: Int32 = 0
        let opened = bytes.withUnsafeBytes { sb_zip_open_memory($0.baseAddress, zip_uint64_t($0.count), &code) }
        guard let opened else { throw Self.openError(code, head: Array(bytes.prefix(4))) }
        try self.init(archive: opened)
    }

    /// Parses the central directory of the archive open on `descriptor`, which the reader
    /// takes over (closed when the reader goes, or at once when the archive is refused).
    package convenience init(descriptor: Int32) throws {
        do {
            try ZipLibrary.require()
        } catch {
            close(descriptor)
            throw error
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size > 0 else {
            close(descriptor)
            throw ZipError.notAnArchive
        }
        var code: Int32 = 0
        guard let opened = sb_zip_open_fd(descriptor, &code) else {
            var head = [UInt8](repeating: 0, count: 4)
            let got = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 4, 0) }
            close(descriptor)
            throw Self.openError(code, head: Array(head.prefix(max(0, got))))
        }
        try self.init(archive: opened)
    }

    private init(archive: OpaquePointer) throws {
        self.archive = archive
        let count = sb_zip_get_num_entries(archive, 0)
        guard count >= 0, count <= Self.maxEntries else {
            sb_zip_discard(archive)
            throw ZipError.unsupported("the ZIP archive lists more than \(Self.maxEntries) entries")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(Int(count))
        for index in 0..<UInt64(count) {
            var stat = zip_stat_t()
            guard sb_zip_stat_index(archive, index, zip_flags_t(ZIP_FL_ENC_RAW), &stat) == 0 else { continue }
            let raw = stat.name.map { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self),
                                                                count: strlen($0))) } ?? []
            entries.append(Entry(
                name: String(validating: raw, as: UTF8.self) ?? String(raw.map { Character(Unicode.Scalar($0)) }),
                method: stat.comp_method, isEncrypted: stat.encryption_method != ZIP_EM_NONE, crc: stat.crc,
                compressedSize: Int(clamping: stat.comp_size), size: Int(clamping: stat.size), index: index
            ))
        }
        self.entries = entries
    }

    deinit { sb_zip_discard(archive) }

    /// What a failed open means: a file that starts like a ZIP but cannot be read is truncated.
    private static func openError(_ code: Int32, head: [UInt8]) -> ZipError {
        switch code {
        case ZIP_ER_MULTIDISK: return .unsupported("split (multi-part) ZIP archives are not supported")
        case ZIP_ER_MEMORY: return .unsupported("the ZIP archive's directory is too large to read")
        case ZIP_ER_NOZIP where head != [0x50, 0x4B, 0x03, 0x04]: return .notAnArchive
        default: return .truncated
        }
    }

    /// The entry called exactly `name`, if the archive has one (the last, when it has several).
    public func entry(named name: String) -> Entry? {
        entries.last { $0.name == name }
    }

    /// Hands the unpacked bytes of `entry` to `sink` a piece at a time, refused when they
    /// would pass `maxSize`, or when they do not match the entry's size and CRC-32.
    public func read(_ entry: Entry, maxSize: Int, into sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !entry.isEncrypted else { throw ZipError.unsupported("\(entry.name) is encrypted") }
        guard entry.method == 0 || entry.method == 8 else {
            throw ZipError.unsupported("\(entry.name) uses ZIP compression method \(entry.method) (only stored and deflate are supported)")
        }
        guard entry.size <= maxSize else { throw ZipError.tooLarge(entry.name, limit: maxSize) }
        // Deflate never grows data by more than a few bytes per 16 KiB block.
        guard entry.compressedSize <= maxSize + maxSize / 1_000 + 1_024 else { throw ZipError.tooLarge(entry.name, limit: maxSize) }
        guard let file = sb_zip_fopen_index(archive, entry.index, 0) else { throw Self.readError(sb_zip_error_code(archive), entry) }
        defer { _ = sb_zip_fclose(file) }
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        var total = 0
        while true {
            let got = buffer.withUnsafeMutableBytes { sb_zip_fread(file, $0.baseAddress!, zip_uint64_t($0.count)) }
            if got < 0 { throw Self.readError(sb_zip_file_error_code(file), entry) }
            if got == 0 { break }
            // A directory that understates the size: the entry is not what it says.
            guard Int(got) <= entry.size - total else { throw ZipError.corrupt(entry.name) }
            total += Int(got)
            try buffer.withUnsafeBytes { try sink(UnsafeRawBufferPointer(rebasing: $0[0..<Int(got)])) }
        }
        guard total == entry.size else { throw ZipError.corrupt(entry.name) }
    }

    /// The unpacked bytes of `entry`, refused when they would pass `maxSize`.
    public func data(of entry: Entry, maxSize: Int) throws -> [UInt8] {
        var data: [UInt8] = []
        data.reserveCapacity(min(entry.size, maxSize))
        try read(entry, maxSize: maxSize) { data.append(contentsOf: $0) }
        return data
    }

    /// The bytes of the entry called `name` (the last of that name), or nil when there is none.
    public func data(named name: String, maxSize: Int) throws -> [UInt8]? {
        try entry(named: name).map { try data(of: $0, maxSize: maxSize) }
    }

    private static func readError(_ code: Int32, _ entry: Entry) -> ZipError {
        switch code {
        case ZIP_ER_CRC: return .checksum(entry.name)
        case ZIP_ER_COMPNOTSUPP: return .unsupported("\(entry.name) uses ZIP compression method \(entry.method) (only stored and deflate are supported)")
        case ZIP_ER_ENCRNOTSUPP, ZIP_ER_NOPASSWD, ZIP_ER_WRONGPASSWD: return .unsupported("\(entry.name) is encrypted")
        case ZIP_ER_READ, ZIP_ER_SEEK, ZIP_ER_EOF, ZIP_ER_NOZIP: return .truncated
        default: return .corrupt(entry.name)
        }
    }
}
