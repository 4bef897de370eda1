import CSQLite

/// A prepared statement. Values are always bound with `sqlite3_bind_*`, never spliced into SQL.
/// Only `Database` creates and caches these; callers use `Database.run`/`query`, or
/// `Database.prepare` for a `PreparedStatement` they keep.
public final class Statement {
    package let handle: OpaquePointer
    package let sql: String
    private unowned let database: Database

    package init(handle: OpaquePointer, sql: String, database: Database) {
        self.handle = handle
        self.sql = sql
        self.database = database
    }

    deinit { sqlite3_finalize(handle) }

    package func reset(binding values: [SQLValue]) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(handle, index)
            case let .integer(v): code = sqlite3_bind_int64(handle, index, v)
            case let .real(v): code = sqlite3_bind_double(handle, index, v)
            case let .text(v): code = Self.bind(text: v, to: handle, at: index)
            }
            guard code == SQLITE_OK else { throw database.error(code) }
        }
    }

    /// Binds the whole UTF-8 buffer by its byte count, so a NUL inside the text is stored
    /// rather than ending it. (An empty buffer still binds an empty text, never NULL.)
    private static func bind(text: String, to handle: OpaquePointer, at index: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_bind_text(handle, index, "", 0, sb_sqlite_transient())
            }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { pointer in
                sqlite3_bind_text64(handle, index, pointer, sqlite3_uint64(bytes.count), sb_sqlite_transient(), UInt8(SQLITE_UTF8))
            }
        }
    }

    /// Steps once; true when a row is available.
    package func step() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.error(code)
        }
    }
}

/// Read access to the current row of a stepping statement.
public struct Row {
    @usableFromInline package let statement: Statement

    public func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(statement.handle, column) == SQLITE_NULL
    }

    public func int(_ column: Int32) -> Int? {
        isNull(column) ? nil : Int(sqlite3_column_int64(statement.handle, column))
    }

    public func int64(_ column: Int32) -> Int64 {
        sqlite3_column_int64(statement.handle, column)
    }

    public func double(_ column: Int32) -> Double? {
        isNull(column) ? nil : sqlite3_column_double(statement.handle, column)
    }

    public func text(_ column: Int32) -> String? {
        guard let pointer = sqlite3_column_text(statement.handle, column) else { return nil }
        let length = Int(sqlite3_column_bytes(statement.handle, column))
        let buffer = UnsafeBufferPointer(start: pointer, count: length)
        return String(decoding: buffer, as: UTF8.self)
    }

    public func string(_ column: Int32) -> String { text(column) ?? "" }

    /// The names SQLite gives the row's columns, in SELECT order.
    package var columnNames: [String] {
        (0..<sqlite3_column_count(statement.handle)).map { String(cString: sqlite3_column_name(statement.handle, $0)) }
    }

    /// Every column of the row as it is stored.
    package var values: [SQLValue] {
        (0..<sqlite3_column_count(statement.handle)).map { column in
            switch sqlite3_column_type(statement.handle, column) {
            case SQLITE_NULL: return .null
            case SQLITE_INTEGER: return .integer(int64(column))
            case SQLITE_FLOAT: return .real(double(column) ?? 0)
            default: return .text(string(column))
            }
        }
    }
}

/// A handle on a cached prepared statement, for loops that run the same SQL many times.
public struct PreparedStatement {
    @usableFromInline package let database: Database
    @usableFromInline package let statement: Statement

    /// Runs it with these values; returns the number of changed rows.
    @discardableResult
    public func run(_ values: [SQLValue]) throws -> Int {
        try database.runPrepared(statement, values)
    }

    @inlinable
    public func query<T>(_ values: [SQLValue], map: (Row) throws -> T) throws -> [T] {
        try database.queryPrepared(statement, values, map: map)
    }
}
