import Foundation

/// What a subtitle file looks like on disk — size, modification time and a hash of its bytes —
/// so the registry re-reads a file only when it changed: size and time are compared first (a
/// `stat`), the hash only when they differ, so touching a file does not re-tokenize it. A
/// document read from a file carries both (`SubtitleReader`), so it can be stored without
/// reading the file again.
public struct FileFingerprint: Sendable, Equatable {
    public var size: Int64
    public var modifiedAt: Double

    /// Size and modification time of the regular file at `path`; the problem otherwise.
    public static func of(_ path: String) -> Result<FileFingerprint, SourceProblem> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable("cannot stat: \(String(cString: strerror(errno)))"))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.unreadable("not a regular file")) }
        return .success(FileFingerprint(info))
    }

    /// Size and modification time from a `stat` or `fstat` answer.
    package init(_ info: stat) {
        size = Int64(info.st_size)
        modifiedAt = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }

    public init(size: Int64, modifiedAt: Double) {
        self.size = size
        self.modifiedAt = modifiedAt
    }

    /// 64-bit FNV-1a of the file's bytes, in hex (a change detector, not a security hash);
    /// the problem when the file cannot be read.
    public static func hash(of path: String) -> Result<String, SourceProblem> {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(access(path, F_OK) == 0 ? .unreadable("permission denied") : .missing)
        }
        defer { try? handle.close() }
        var hash = fnvStart
        do {
            while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty { mix(chunk, into: &hash) }
        } catch {
            return .failure(.unreadable("read failed"))
        }
        return .success(hex(hash))
    }

    /// The same hash of some bytes (a video track's extracted text).
    public static func hash(ofBytes bytes: some Sequence<UInt8>) -> String {
        var hash = fnvStart
        mix(bytes, into: &hash)
        return hex(hash)
    }

    private static let fnvStart: UInt64 = 0xcbf2_9ce4_8422_2325

    private static func mix(_ bytes: some Sequence<UInt8>, into hash: inout UInt64) {
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
    }

    private static func hex(_ hash: UInt64) -> String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
