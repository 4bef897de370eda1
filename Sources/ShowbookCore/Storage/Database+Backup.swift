import CSQLite
import Foundation

/// `showbook backup FILE`: a consistent copy through SQLite's online backup API. The copy is
/// taken inside one read transaction, so it is safe while the app (or another process) keeps
/// writing — unlike copying `showbook.db`, whose newest changes may sit in the `-wal` file.
extension Database {
    /// Copies the whole database to a new file at `destination`; returns the pages copied.
    @discardableResult
    public func backup(to destination: String) throws -> Int {
        if FileManager.default.fileExists(atPath: destination) {
            throw StorageError.cannotOpen(path: destination, reason: "the file already exists; choose a new name")
        }
        var target: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        guard sqlite3_open_v2(destination, &target, flags, nil) == SQLITE_OK, let target else {
            let reason = target.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(target)
            try? FileManager.default.removeItem(atPath: destination)
            throw StorageError.cannotOpen(path: destination, reason: reason)
        }
        defer { sqlite3_close_v2(target) }
        return try withHandle { source in
            guard let backup = sqlite3_backup_init(target, "main", source, "main") else {
                let code = sqlite3_errcode(target)
                throw StorageError.sqlite(path: destination, code: code, message: String(cString: sqlite3_errmsg(target)))
            }
            var code = SQLITE_OK
            for _ in 0..<100 {
                code = sqlite3_backup_step(backup, -1)
                guard code == SQLITE_BUSY || code == SQLITE_LOCKED else { break }
                sqlite3_sleep(50)
            }
            let pages = Int(sqlite3_backup_pagecount(backup))
            sqlite3_backup_finish(backup)
            guard code == SQLITE_DONE else {
                if code == SQLITE_BUSY || code == SQLITE_LOCKED { throw StorageError.locked(path: path) }
                throw error(code)
            }
            return pages
        }
    }
}
