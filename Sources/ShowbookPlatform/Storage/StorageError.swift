/// Why a database operation failed, phrased so it can be shown to a user on one line: the
/// file's path and what went wrong in plain words, never a bare SQLite result code.
public enum StorageError: Error, Equatable, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case notADatabase(path: String)
    /// Damage found after the file opened (SQLITE_CORRUPT, a failed check); writes stop.
    case damaged(path: String)
    /// A valid SQLite file that belongs to another program.
    case foreign(path: String)
    case tooNew(path: String, version: Int, supported: Int)
    case locked(path: String)
    case readOnly(path: String)
    case sqlite(path: String, code: Int32, message: String)
    case constraint(path: String, message: String)
    case injectedFailure(String)
    /// An error from outside storage met during a write (a rule of the app's own, such as a
    /// taken name), kept as its one-line message.
    case other(String)

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason):
            return "cannot open database \(path): \(reason)"
        case let .notADatabase(path):
            return "\(path) is not a valid Showbook database (damaged or a different file); move it aside or pass --db PATH"
        case let .damaged(path):
            return "database \(path) is damaged; nothing more is written to it — run `showbook doctor`"
        case let .foreign(path):
            return "\(path) is an SQLite file of another program, not a Showbook database; it was left unchanged"
        case let .tooNew(path, version, supported):
            return "database \(path) has schema version \(version), newer than this Showbook (\(supported)); it was left unchanged"
        case let .locked(path):
            return "database \(path) is busy (another process holds a lock); try again"
        case let .readOnly(path):
            return "database \(path) is read-only; check the file and folder permissions or pass --db PATH"
        case let .sqlite(path, code, message):
            return "database \(path): \(Self.meaning(of: code, message: message))"
        case let .constraint(path, message):
            return "database \(path) refused a change that breaks its rules (\(message))"
        case let .injectedFailure(sql):
            return "injected failure before: \(sql)"
        case let .other(message):
            return message
        }
    }

    /// What an SQLite result code means for the user.
    package static func meaning(of code: Int32, message: String) -> String {
        switch code & 0xFF {
        case 3: return "permission denied"
        case 4: return "the operation was aborted"
        case 7: return "out of memory"
        case 9: return "the operation was interrupted"
        case 10: return "reading or writing the file failed (disk or file system error)"
        case 13: return "the disk is full"
        case 14: return "the file cannot be opened (check the path and its folder's permissions)"
        case 15: return "locking the file failed"
        case 18: return "a value is too large to store"
        case 20: return "a value has the wrong type"
        case 22: return "the file is too large for this system"
        case 23: return "access denied"
        default: return message.isEmpty ? "unexpected failure" : message
        }
    }
}
