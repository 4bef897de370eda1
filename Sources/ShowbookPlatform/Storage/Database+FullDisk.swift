import Foundation

/// Reading a database that sits on a file system with no space left.
///
/// A WAL database cannot be read without its shared-memory file (`-shm`, 32 KiB). When none is
/// beside the file and the disk is full, SQLite cannot make one, and even `books list` failed
/// with a disk error. In that state no other connection has the file open (it would have made
/// the `-shm`), and no log holds changes (the `-wal` is empty or missing), so the main file alone
/// is the whole database: it is opened read-only as an unchanging image, as on a read-only file
/// system, and a write is refused with "the disk is full".
extension Database {
    /// The size SQLite gives a new `-shm` file.
    package static let sharedMemoryBytes: Int64 = 32 * 1024

    /// The image URI to open `path` with when the disk is full and nothing else has it open;
    /// nil when the usual open can work.
    package static func fullDiskImageURI(_ path: String) -> String? {
        guard let main = byteSize(ofFile: path), main > 0,
              (byteSize(ofFile: path + "-wal") ?? 0) == 0,
              (byteSize(ofFile: path + "-shm") ?? 0) < sharedMemoryBytes,
              let free = freeBytes(near: path), free < 2 * sharedMemoryBytes else { return nil }
        return imageURI(path)
    }

    /// Bytes this process may still write on the file system holding `path` (root may use the
    /// blocks kept for it).
    package static func freeBytes(near path: String) -> Int64? {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return nil }
        let blocks = getuid() == 0 ? info.f_bfree : info.f_bavail
        return Int64(blocks) * Int64(info.f_frsize)
    }
}
