import CSQLite
import Foundation

/// Keeping the file whole and self-contained: the checks that stop writes into a damaged file,
/// the checkpoint at exit (so `showbook.db` alone holds every change), and short busy waits
/// for writes made on behalf of the UI.
extension Database {
    /// Files up to this size get a `quick_check` before imports and before the exit checkpoint.
    public static let quickCheckLimit: Int64 = 64 << 20

    /// Runs `PRAGMA quick_check` when the file is small enough for it to be quick; throws
    /// `.damaged` (and stops all writes) when it finds a problem.
    ///
    /// A file this connection already found whole is not read again while no other connection
    /// has committed to it (`PRAGMA data_version` unchanged): since then only this connection's
    /// own SQLite writes touched it. So the first close or import of a session pays for the
    /// check, the next ones only when another program (or another Showbook) wrote meanwhile.
    public func verifyIfSmall(limit: Int64 = Database.quickCheckLimit) throws {
        guard path != ":memory:" else { return }
        if isDamaged { throw StorageError.damaged(path: path) }
        guard fileSize < limit else { return }
        let version = try scalarInt("PRAGMA data_version")
        if let version, version == verifiedDataVersion { return }
        let result = try query("PRAGMA quick_check") { $0.onlyString }
        if result != ["ok"] {
            markDamaged()
            throw StorageError.damaged(path: path)
        }
        verifiedDataVersion = version
    }

    /// Called on clean exit: checks the file, then moves the write-ahead log into it and empties
    /// the log, so a copy of the database file alone has every change. A damaged file is left
    /// exactly as it is.
    ///
    /// `skipWhenUnwritten` (commands that only read, such as `search`): when this connection
    /// wrote nothing and the log is empty, the file is exactly as the last writer left it
    /// (checked then), so neither the check nor the checkpoint is run. On a database of a few
    /// megabytes the check was half of a whole `showbook search`.
    public func checkpointForExit(skipWhenUnwritten: Bool = false) throws {
        guard path != ":memory:", !isReadOnly else { return }
        if skipWhenUnwritten, !isDamaged, !hasWritten, logSize == 0 { return }
        try verifyIfSmall()
        _ = try query("PRAGMA wal_checkpoint(TRUNCATE)") { $0.onlyInt }
    }

    /// Runs `body` with a shorter busy wait, for writes made for the UI: the caller retries
    /// rather than holding this connection (and with it every reader in the app) for seconds.
    public func withBusyTimeout<T>(milliseconds: Int32, _ body: () throws -> T) rethrows -> T {
        try withHandle { _ in try withBusyTimeoutLocked(milliseconds, body) }
    }

    /// True once this connection has changed a row.
    public var hasWritten: Bool { withHandle { sqlite3_total_changes64($0) > 0 } }

    /// Bytes in the write-ahead log (0 when there is none).
    package var logSize: Int64 { Self.byteSize(ofFile: path + "-wal") ?? 0 }

    /// Bytes in the main file (not the log).
    package var fileSize: Int64 { Self.byteSize(ofFile: path) ?? 0 }

    /// The size of the file at `path`, nil when there is none. From stat(2), not FileManager's
    /// attributes: those look up the owner's name as well, which costs more than a whole
    /// `showbook search` does on a warm start.
    package static func byteSize(ofFile path: String) -> Int64? {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : nil
    }
}
