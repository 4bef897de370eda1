/// Why a database operation failed, phrased so it can be shown to a user on one line.
public enum StorageError: Error, Equatable, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case notADatabase(path: String)
    case locked(path: String)
    case readOnly(path: String)
    case sqlite(code: Int32, message: String)
    case constraint(String)
    case injectedFailure(String)

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason):
            return "cannot open database \(path): \(reason)"
        case let .notADatabase(path):
            return "\(path) is not a valid Showbook database (damaged or a different file); move it aside or pass --db PATH"
        case let .locked(path):
            return "database \(path) is busy (another process holds a lock); try again"
        case let .readOnly(path):
            return "database \(path) is read-only; check the file and folder permissions or pass --db PATH"
        case let .sqlite(code, message):
            return "database error \(code): \(message)"
        case let .constraint(message):
            return "database constraint failed: \(message)"
        case let .injectedFailure(sql):
            return "injected failure before: \(sql)"
        }
    }
}
