import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The private folder the player's socket lives in: a fresh folder made by `mkdtemp` (mode
/// 0700, so no other user can connect to the socket) under `$XDG_RUNTIME_DIR` when that is a
/// folder of ours, else under the temporary folder. Removed with its socket when watching ends.
public struct PlayerSocketFolder: Sendable, Equatable {
    public let path: String

    /// The socket's path inside the folder.
    public var socketPath: String { path + "/mpv.sock" }

    /// Makes a new folder; throws a one-line `PlayerLaunchError` when none can be made.
    public static func make(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PlayerSocketFolder {
        var parents: [String] = []
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"), isOwnFolder(runtime) { parents.append(runtime) }
        parents.append(environment["TMPDIR"].flatMap { $0.hasPrefix("/") && isOwnFolder($0) ? $0 : nil } ?? "/tmp")
        for parent in parents {
            var template = Array("\(parent)/showbook-watch-XXXXXX".utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
            guard made != nil else { continue }
            let path = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
            // mkdtemp makes it 0700 already; set it again so a umask can never matter.
            chmod(path, 0o700)
            // The socket's path must fit sockaddr_un (108 bytes with its NUL).
            if path.utf8.count + "/mpv.sock".utf8.count < 100 { return PlayerSocketFolder(path: path) }
            rmdir(path)
        }
        throw PlayerLaunchError.noPrivateFolder
    }

    /// A folder owned by this user that others cannot write to, or a sticky one like /tmp.
    private static func isOwnFolder(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
        return info.st_uid == getuid() || info.st_mode & S_ISVTX != 0
    }

    /// Removes the socket and the folder (what is left of them).
    public func remove() {
        unlink(socketPath)
        rmdir(path)
    }
}
