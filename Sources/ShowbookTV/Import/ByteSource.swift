import Foundation
import ShowbookPlatform

/// Something that fills a caller's buffer with the next bytes of a file: plain or gunzipped.
/// Readers keep a fixed buffer, so memory stays flat however large the file is.
public protocol ByteSource: AnyObject {
    /// Copies up to `buffer.count` bytes into `buffer`; 0 means the end of the data.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
    /// Bytes of the file on disk consumed so far (compressed bytes for gzip), for progress.
    var fileBytesRead: Int64 { get }
    /// Size of the file on disk, when known.
    var fileSize: Int64? { get }
}

/// Opens a file for import, gunzipping on the fly when it starts with the gzip magic bytes.
public enum ImportInput {
    public static func open(_ path: String) throws -> ByteSource {
        let file = try FileByteSource(path: path)
        var magic = [UInt8](repeating: 0, count: 2)
        let count = try magic.withUnsafeMutableBytes { try file.peek(into: $0) }
        if count == 2 && magic[0] == 0x1F && magic[1] == 0x8B {
            return try GzipByteSource(file: file)
        }
        return file
    }
}

/// A plain file read with `read(2)` straight into the caller's buffer.
public final class FileByteSource: ByteSource {
    public let path: String
    public let fileSize: Int64?
    public private(set) var fileBytesRead: Int64 = 0
    private let descriptor: Int32
    private var peeked: [UInt8] = []

    /// `path` must be a regular file (`UserFile`), except `/dev/stdin`, which is read as it is.
    public init(path: String) throws {
        self.path = path
        if path != "/dev/stdin" { try UserFile.checkReadable(path) }
        descriptor = Foundation.open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw CatalogImportError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        var info = stat()
        if fstat(descriptor, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                Foundation.close(descriptor)
                throw CatalogImportError.cannotOpen(path: path, reason: "it is a folder")
            }
            fileSize = (info.st_mode & S_IFMT) == S_IFREG ? Int64(info.st_size) : nil
        } else {
            fileSize = nil
        }
    }

    deinit { Foundation.close(descriptor) }

    /// Reads the first bytes and keeps them, so the next `read` returns them again.
    package func peek(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = try read(into: buffer)
        peeked = Array(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        fileBytesRead = 0
        return count
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard buffer.count > 0 else { return 0 }
        if !peeked.isEmpty {
            let count = min(buffer.count, peeked.count)
            peeked.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: count) }
            peeked.removeFirst(count)
            fileBytesRead += Int64(count)
            return count
        }
        while true {
            let count = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 {
                fileBytesRead += Int64(count)
                return count
            }
            if errno == EINTR { continue }
            throw CatalogImportError.readFailed(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
