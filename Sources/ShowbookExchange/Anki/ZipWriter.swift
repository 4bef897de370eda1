import CZlib
import Foundation

/// Builds a ZIP archive in memory: each entry deflated with zlib (raw deflate, method 8) or
/// stored when deflating does not make it smaller, with its CRC-32, then the central directory.
/// An Anki package is such an archive; nothing here is Anki-specific. Entries and offsets stay
/// under ZIP's classic 4 GiB limit (a larger one is refused); past 65,535 entries (a book of
/// 33,000 words, each with a sound and a picture) the end of the directory is written as ZIP64.
public struct ZipWriter: Sendable {
    /// Why an archive could not be built.
    public enum ZipError: Error, Equatable, CustomStringConvertible {
        case tooLarge(String)
        case deflateFailed(Int32)

        public var description: String {
            switch self {
            case let .tooLarge(name): return "\(name) is too large for a ZIP archive (4 GiB)"
            case let .deflateFailed(code): return "zlib could not compress the package (error \(code))"
            }
        }
    }

    private struct Entry {
        var name: [UInt8]
        var method: UInt16
        var crc: UInt32
        var compressedSize: UInt32
        var size: UInt32
        var offset: UInt32
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    private let time: UInt16
    private let date: UInt16

    /// - Parameter modified: the time written on every entry (MS-DOS form, UTC, 2-second steps).
    public init(modified: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: modified)
        let year = min(max((parts.year ?? 1980) - 1980, 0), 127)
        time = UInt16((parts.hour ?? 0) << 11 | (parts.minute ?? 0) << 5 | (parts.second ?? 0) / 2)
        date = UInt16(year << 9 | (parts.month ?? 1) << 5 | (parts.day ?? 1))
    }

    /// Adds a file named `name` (a relative path with `/` separators) holding `data`.
    public mutating func add(_ name: String, _ data: [UInt8]) throws {
        guard data.count < Int(UInt32.max), bytes.count < Int(UInt32.max) else { throw ZipError.tooLarge(name) }
        let deflated = try Self.deflate(data)
        let stored = deflated.count >= data.count
        let body = stored ? data : deflated
        let nameBytes = Array(name.utf8)
        let entry = Entry(name: nameBytes, method: stored ? 0 : 8, crc: ZlibCRC32.checksum(data),
                          compressedSize: UInt32(body.count), size: UInt32(data.count), offset: UInt32(bytes.count))
        // Local file header.
        append32(0x0403_4B50)
        append16(20)
        append16(Self.flags(nameBytes))
        append16(entry.method)
        append16(time)
        append16(date)
        append32(entry.crc)
        append32(entry.compressedSize)
        append32(entry.size)
        append16(UInt16(nameBytes.count))
        append16(0)
        bytes += nameBytes
        bytes += body
        guard bytes.count < Int(UInt32.max) else { throw ZipError.tooLarge(name) }
        entries.append(entry)
    }

    /// The whole archive: the entries so far, their central directory and its end record.
    public func finished() -> [UInt8] {
        var archive = self
        let directoryOffset = UInt32(archive.bytes.count)
        for entry in entries {
            archive.append32(0x0201_4B50)
            archive.append16(0x0314)  // made by: Unix, ZIP 2.0
            archive.append16(20)
            archive.append16(Self.flags(entry.name))
            archive.append16(entry.method)
            archive.append16(time)
            archive.append16(date)
            archive.append32(entry.crc)
            archive.append32(entry.compressedSize)
            archive.append32(entry.size)
            archive.append16(UInt16(entry.name.count))
            archive.append16(0)  // extra field
            archive.append16(0)  // comment
            archive.append16(0)  // disk
            archive.append16(0)  // internal attributes
            archive.append32(0o100644 << 16)  // a regular file, rw-r--r--
            archive.append32(entry.offset)
            archive.bytes += entry.name
        }
        let directorySize = UInt32(archive.bytes.count) - directoryOffset
        let count = UInt16(clamping: entries.count)
        if entries.count >= 0xFFFF {
            // ZIP64 end of central directory record, then its locator; the classic record's
            // counts are 0xFFFF, which tells a reader to look for them.
            let recordOffset = UInt64(archive.bytes.count)
            archive.append32(0x0606_4B50)
            archive.append64(44)
            archive.append16(0x0314)
            archive.append16(45)
            archive.append32(0)
            archive.append32(0)
            archive.append64(UInt64(entries.count))
            archive.append64(UInt64(entries.count))
            archive.append64(UInt64(directorySize))
            archive.append64(UInt64(directoryOffset))
            archive.append32(0x0706_4B50)
            archive.append32(0)
            archive.append64(recordOffset)
            archive.append32(1)
        }
        archive.append32(0x0605_4B50)
        archive.append16(0)
        archive.append16(0)
        archive.append16(count)
        archive.append16(count)
        archive.append32(directorySize)
        archive.append32(directoryOffset)
        archive.append16(0)
        return archive.bytes
    }

    /// Bit 11 says the name is UTF-8 when it is not plain ASCII.
    private static func flags(_ name: [UInt8]) -> UInt16 {
        name.contains { $0 >= 0x80 } ? 1 << 11 : 0
    }

    private mutating func append16(_ value: UInt16) {
        bytes.append(UInt8(value & 0xFF))
        bytes.append(UInt8(value >> 8))
    }

    private mutating func append32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }

    private mutating func append64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8((value >> UInt64(shift)) & 0xFF)) }
    }

    /// Raw deflate of `data` in one call (the output buffer is zlib's bound for it).
    package static func deflate(_ data: [UInt8]) throws -> [UInt8] {
        var stream = z_stream()
        let start = sb_deflate_init_raw(&stream, 6)
        guard start == Z_OK else { throw ZipError.deflateFailed(start) }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))) + 16)
        var input = data
        let code: Int32 = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard code == Z_STREAM_END else { throw ZipError.deflateFailed(code) }
        return Array(output.prefix(Int(stream.total_out)))
    }
}
