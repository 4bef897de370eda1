import CSQLite
import Foundation

/// `showbook backup FILE`: a consistent copy through SQLite's online backup API. The copy is
/// taken inside one read transaction, so it is safe while the app (or another process) keeps
/// writing — unlike copying `showbook.db`, whose newest changes may sit in the `-wal` file.
///
/// The copy is written into a fresh temporary file in FILE's folder (`TemporaryFile`), checked
/// with `quick_check`, and only then linked into place under FILE's name, which fails if FILE
/// appeared meanwhile. An interrupted backup therefore never leaves a half-written FILE (or a
/// FILE-journal that a later open would roll back to nothing), and a retry is never refused.
extension Database {
    /// Why a backup was refused or failed, always naming the backup file, never the source.
    public struct BackupError: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Copies the whole database to a new file at `shown`; returns the pages copied.
    @discardableResult
    public func backup(to shown: String) throws -> Int {
        // Bytes, not a String: a name given through a link (as the CLI passes names that are
        // not UTF-8) is followed to where it points, whose bytes may not be UTF-8.
        let destination = Self.linkTarget(Array(shown.utf8CString))
        var existing = stat()
        if lstat(destination, &existing) == 0 {
            throw BackupError(description: "\(shown) already exists; backup writes only a new file, so choose another name (nothing was changed)")
        }
        if let problem = Self.folderProblem(destination) {
            throw BackupError(description: "cannot write the backup \(shown): \(problem)")
        }
        guard let (descriptor, temporary) = TemporaryFile.create(beside: destination) else {
            throw BackupError(description: "cannot write the backup \(shown): \(String(cString: strerror(errno)))")
        }
        let mask = umask(0)
        umask(mask)
        _ = fchmod(descriptor, 0o666 & ~mask)
        close(descriptor)
        let removeTemporary = {
            for suffix in ["", "-journal", "-wal", "-shm"] { unlink(temporary.dropLast() + Array(suffix.utf8CString)) }
        }
        do {
            let pages = try copy(into: temporary, shownAs: shown)
            guard link(temporary, destination) == 0 || (errno != EEXIST && rename(temporary, destination) == 0) else {
                let reason = errno == EEXIST ? "it appeared while the copy was made; nothing was changed"
                    : String(cString: strerror(errno))
                throw BackupError(description: "cannot write the backup \(shown): \(reason)")
            }
            removeTemporary()
            return pages
        } catch {
            removeTemporary()
            throw error
        }
    }

    /// Where `path` leads through links to a file not yet there (up to 8 links); NUL-terminated.
    package static func linkTarget(_ path: [CChar]) -> [CChar] {
        var current = path
        for _ in 0..<8 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = Array(buffer[..<count])
            if target.first == CChar(UInt8(ascii: "/")) {
                current = target + [0]
            } else {
                let bytes = current.prefix { $0 != 0 }
                let folder = bytes.lastIndex(of: CChar(UInt8(ascii: "/"))).map { Array(bytes[...$0]) } ?? []
                current = folder + target + [0]
            }
        }
        return current
    }

    /// Why the folder of `path` cannot take the backup (missing, not a folder); nil when it can.
    private static func folderProblem(_ path: [CChar]) -> String? {
        let bytes = Array(path.prefix { $0 != 0 })
        guard let slash = bytes.lastIndex(of: CChar(UInt8(ascii: "/"))) else { return nil }
        let folder = (slash == 0 ? [CChar(UInt8(ascii: "/"))] : Array(bytes[..<slash])) + [0]
        var info = stat()
        guard stat(folder, &info) == 0 else {
            return errno == ENOENT ? "its folder does not exist" : String(cString: strerror(errno))
        }
        return info.st_mode & S_IFMT == S_IFDIR ? nil : "its folder is not a folder"
    }

    /// The backup API from this database into the empty file at `temporary`, then a
    /// `quick_check` of the copy.
    private func copy(into temporary: [CChar], shownAs destination: String) throws -> Int {
        func failure(_ target: OpaquePointer?, _ code: Int32) -> BackupError {
            let message = target.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            return BackupError(description: "cannot write the backup \(destination): \(StorageError.meaning(of: code, message: message))")
        }
        var target: OpaquePointer?
        let openCode = sqlite3_open_v2(temporary, &target, SQLITE_OPEN_READWRITE, nil)
        defer { sqlite3_close_v2(target) }
        guard openCode == SQLITE_OK, let target else { throw failure(target, openCode) }
        let pages = try withHandle { source in
            guard let backup = sqlite3_backup_init(target, "main", source, "main") else {
                throw failure(target, sqlite3_errcode(target))
            }
            var code = SQLITE_OK
            for _ in 0..<100 {
                code = sqlite3_backup_step(backup, -1)
                guard code == SQLITE_BUSY || code == SQLITE_LOCKED else { break }
                sqlite3_sleep(50)
            }
            let pages = Int(sqlite3_backup_pagecount(backup))
            let finished = sqlite3_backup_finish(backup)
            guard code == SQLITE_DONE else {
                if code == SQLITE_BUSY || code == SQLITE_LOCKED { throw StorageError.locked(path: path) }
                // A failure of the source itself (damage) is the source's; anything else is the copy's.
                if code & 0xFF == SQLITE_CORRUPT || code & 0xFF == SQLITE_NOTADB { throw error(code) }
                throw failure(target, finished == SQLITE_OK ? code : finished)
            }
            return pages
        }
        var check: OpaquePointer?
        guard sqlite3_prepare_v2(target, "PRAGMA quick_check", -1, &check, nil) == SQLITE_OK, let check else {
            throw failure(target, sqlite3_errcode(target))
        }
        defer { sqlite3_finalize(check) }
        guard sqlite3_step(check) == SQLITE_ROW, let text = sqlite3_column_text(check, 0), String(cString: text) == "ok" else {
            throw BackupError(description: "cannot write the backup \(destination): the copy failed its check (quick_check)")
        }
        return pages
    }
}
