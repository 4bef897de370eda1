import Foundation

/// Where `ZipReader` reads an archive's bytes: memory, or a file read at offsets (`pread`),
/// so that opening a package reads its directory and the one entry wanted, not its media.
protocol ZipSource {
    var size: Int { get }
    /// Exactly `count` bytes from `offset`; a short read is a truncated archive.
    func read(at offset: Int, count: Int) throws -> [UInt8]
}

/// An archive already in memory.
struct MemoryZipSource: ZipSource {
    let bytes: [UInt8]
    var size: Int { bytes.count }

    func read(at offset: Int, count: Int) throws -> [UInt8] {
        guard offset >= 0, count >= 0, offset + count <= bytes.count else { throw ZipReader.ZipError.truncated }
        return Array(bytes[offset..<(offset + count)])
    }
}

/// An archive in a file, kept open while the reader lives.
final class FileZipSource: ZipSource {
    let size: Int
    private let descriptor: Int32

    /// Opens `path`; nil with `errno` set when it cannot be opened or is not a regular file.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            errno = EISDIR
            return nil
        }
        self.descriptor = descriptor
        size = Int(info.st_size)
    }

    deinit { close(descriptor) }

    func read(at offset: Int, count: Int) throws -> [UInt8] {
        guard offset >= 0, count >= 0, offset + count <= size else { throw ZipReader.ZipError.truncated }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { throw ZipReader.ZipError.truncated }
            done += got
        }
        return bytes
    }
}
