import Foundation

/// Writes a whole file for `--output` without ever destroying what the path stands for.
///
/// A rename of a temporary file over the path is right for a regular file (readers never see
/// half a file), but wrong for anything else: it would turn a symlink into a plain file,
/// replace a FIFO or a device node, and — given the database's own path — delete every book.
/// So the path's symlinks are followed to the real file; a FIFO or character device is written
/// directly; a regular file (or a new one) gets temp + fsync + rename, keeping its mode; and a
/// file that is one of `protected` (same device and inode, including their `-wal`, `-shm` and
/// `-journal` companions) is refused.
public enum OutputFile {
    /// - Parameters:
    ///   - path: where to write, as the user gave it.
    ///   - protected: files that must never be written over (the open database).
    /// - Throws: `OutputError` with a one-line message naming `path`.
    public static func write(_ bytes: [UInt8], to path: String, protecting protected: [String] = []) throws {
        guard !path.isEmpty else { throw OutputError.failed("the output path is empty") }
        let target = try resolveSymlinks(path)
        var info = stat()
        guard stat(target, &info) == 0 else {
            let code = errno
            guard code == ENOENT else { throw OutputError.failed("cannot write \(path): \(OutputError.reason(code))") }
            return try replace(target, shownAs: path, with: bytes, mode: nil)
        }
        if isProtected(info, by: protected) {
            throw OutputError.failed("refusing to write \(path): it is the open database")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            try replace(target, shownAs: path, with: bytes, mode: info.st_mode & 0o7777)
        case S_IFIFO, S_IFCHR:
            try writeInPlace(target, shownAs: path, bytes: bytes)
        case S_IFDIR:
            throw OutputError.failed("cannot write \(path): it is a folder")
        default:
            throw OutputError.failed("cannot write \(path): it is \(UserFile.kindName(info.st_mode) ?? "not a file")")
        }
    }

    /// The file `path` finally names after following symlinks (a dangling link gives the path
    /// it points to, so the file is created there). Paths stay bytes: a link may point to a
    /// name that is not UTF-8.
    package static func resolveSymlinks(_ path: String) throws -> [CChar] {
        var current = Array(path.utf8CString.dropLast())
        for _ in 0..<40 {
            var info = stat()
            let isLink = (current + [0]).withUnsafeBufferPointer { lstat($0.baseAddress!, &info) } == 0
                && info.st_mode & S_IFMT == S_IFLNK
            guard isLink else { return current + [0] }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = (current + [0]).withUnsafeBufferPointer { readlink($0.baseAddress!, &buffer, buffer.count - 1) }
            guard count >= 0 else { throw OutputError.failed("cannot write \(path): \(OutputError.reason(errno))") }
            let link = Array(buffer[0..<count])
            if link.first == CChar(UInt8(ascii: "/")) {
                current = link
            } else if let slash = current.lastIndex(of: CChar(UInt8(ascii: "/"))) {
                current = Array(current[...slash]) + link
            } else {
                current = link
            }
        }
        throw OutputError.failed("cannot write \(path): too many levels of symbolic links")
    }

    /// Throws when `path` (followed through symlinks) is one of `protected`; for files that
    /// are appended to rather than replaced, such as `--log`.
    public static func checkNotProtected(_ path: String, protecting protected: [String]) throws {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if isProtected(info, by: protected) {
            throw OutputError.failed("refusing to write \(path): it is the open database")
        }
    }

    /// Whether `info` is one of `protected` or its companions. The companions sit beside the
    /// file a protected path finally names (SQLite follows symlinks too), so that is where
    /// they are looked for.
    private static func isProtected(_ info: stat, by protected: [String]) -> Bool {
        for base in protected where !base.isEmpty {
            let real = Array(((try? resolveSymlinks(base)) ?? Array(base.utf8CString)).dropLast())
            for suffix in ["", "-wal", "-shm", "-journal"] {
                var other = stat()
                if stat(real + Array(suffix.utf8CString), &other) == 0 && other.st_dev == info.st_dev && other.st_ino == info.st_ino {
                    return true
                }
            }
        }
        return false
    }

    /// FIFOs and devices: open without creating or truncating, write, close. The open does not
    /// wait: a FIFO that no program reads would hold a blocking open for ever, so it is refused
    /// at once (ENXIO); once open, writes wait for the reader as usual.
    private static func writeInPlace(_ target: [CChar], shownAs path: String, bytes: [UInt8]) throws {
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let reason = errno == ENXIO ? "no program is reading this FIFO" : OutputError.reason(errno)
            throw OutputError.failed("cannot write \(path): \(reason)")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        do {
            try OutputChannel.writeAll(bytes, to: descriptor, name: path)
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw OutputError.failed("cannot write \(path): \(OutputError.reason(errno))") }
    }

    /// Regular files: a temporary file beside the target, fsync, then rename over it.
    private static func replace(_ target: [CChar], shownAs path: String, with bytes: [UInt8], mode: mode_t?) throws {
        let targetBytes = Array(target.dropLast())
        let slash = targetBytes.lastIndex(of: CChar(UInt8(ascii: "/")))
        let folder = slash.map { Array(targetBytes[...$0]) } ?? []
        let name = slash.map { Array(targetBytes[targetBytes.index(after: $0)...]) } ?? targetBytes
        var template = folder + [CChar(UInt8(ascii: "."))] + name + Array(".XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw OutputError.failed("cannot write \(path): \(OutputError.reason(errno))") }
        let temporary = template
        func fail(_ error: Error) -> Error {
            close(descriptor)
            unlink(temporary)
            return error
        }
        let wanted = mode ?? {
            let mask = umask(0)
            umask(mask)
            return 0o666 & ~mask
        }()
        do {
            guard fchmod(descriptor, wanted) == 0 else { throw OutputError.failed("cannot write \(path): \(OutputError.reason(errno))") }
            try OutputChannel.writeAll(bytes, to: descriptor, name: path)
            guard fsync(descriptor) == 0 else { throw OutputError.failed("cannot write \(path): \(OutputError.reason(errno))") }
        } catch {
            throw fail(error)
        }
        guard close(descriptor) == 0 else {
            let reason = OutputError.reason(errno)
            unlink(temporary)
            throw OutputError.failed("cannot write \(path): \(reason)")
        }
        guard rename(temporary, target) == 0 else {
            let reason = OutputError.reason(errno)
            unlink(temporary)
            throw OutputError.failed("cannot write \(path): \(reason)")
        }
    }
}
