import CSQLite
import Foundation

/// The one owner of an SQLite connection, and the only code in the app that calls `sqlite3_*`
/// (with `Statement`). It serialises access with a lock so stores can be used from the main
/// loop and from background jobs alike, caches prepared statements, and wraps multi-row
/// changes in transactions.
public final class Database: @unchecked Sendable {
    public let path: String
    /// Opened read-only because the file cannot be written (a read-only file system, or no
    /// write permission): reads work, writes fail with `StorageError.readOnly`, and nothing —
    /// not the journal mode, not the exit checkpoint — tries to write.
    public private(set) var isReadOnly = false
    /// Opened read-only because the disk is full (`fullDiskImageURI`): a write says so.
    private var isReadOnlyForFullDisk = false
    private let handle: OpaquePointer
    private let lock = NSRecursiveLock()
    private var statements: [String: Statement] = [:]
    private var transactionDepth = 0
    /// Set by the first SQLITE_CORRUPT/NOTADB (or failed check); from then on nothing writes.
    private var damaged = false
    /// `PRAGMA data_version` when `verifyIfSmall` last found the file whole (see there).
    package var verifiedDataVersion: Int? {
        get { locked { checkedVersion } }
        set { locked { checkedVersion = newValue } }
    }
    private var checkedVersion: Int?
    /// Virtual-machine steps of every query so far: a count of work done, for tests that
    /// must show a cost is linear without timing it.
    public private(set) var stepsTaken: Int64 = 0

    /// The step budget a connection to an outside file works under (`limitWork`), kept alive
    /// for as long as SQLite's progress handler may call it.
    package var workBudget: WorkBudget?

    /// Test hook: called with each statement's SQL before it runs; throwing aborts it.
    public var faultInjector: (@Sendable (String) throws -> Void)?

    /// How long a statement waits for another connection's lock before failing as busy.
    package let busyTimeoutMilliseconds: Int32
    /// The wait set on the connection right now (changed for a block by `withBusyTimeout`).
    private var activeBusyTimeout: Int32 = 0
    /// The waits for statements run on the main thread and on other threads, when the app
    /// sets them (see below).
    private var mainThreadWait: Int32?
    private var otherThreadWait: Int32?
    /// How deep the current thread is inside `locked` (the lock is recursive).
    private var lockDepth = 0

    /// Set by the interactive app: statements run on the main thread (the run loop) wait at
    /// most this long for another process's lock, so a key press never sits behind a writer's
    /// long transaction; nil (commands) keeps the full wait everywhere.
    public var mainThreadBusyTimeoutMilliseconds: Int32? {
        get { locked { mainThreadWait } }
        set { locked { mainThreadWait = newValue } }
    }

    /// Set by the interactive app for background jobs (refreshes, caches, imports): they hold
    /// this shared connection while they wait, and the run loop's own statements queue behind
    /// them, so their wait is bounded too; nil keeps the full wait.
    public var otherThreadBusyTimeoutMilliseconds: Int32? {
        get { locked { otherThreadWait } }
        set { locked { otherThreadWait = newValue } }
    }

    public convenience init(path: String, busyTimeoutMilliseconds: Int32 = 5_000) throws {
        // Refuse another program's file, or a newer schema, from the main file alone before
        // the usual open, which would put a -wal and a -shm beside a file in WAL mode.
        if path != ":memory:" {
            // A FIFO, device or folder is named for what it is (`UserFile`), before SQLite opens it.
            if let refusal = UserFile.problem(readingFrom: path) {
                throw StorageError.cannotOpen(path: path, reason: "it is \(refusal.what), not a file")
            }
            try Self.refuseForeignImage(path)
        }
        let readOnlyURI = path == ":memory:" ? nil : Self.readOnlyURI(path)
        let fullDiskURI = path == ":memory:" || readOnlyURI != nil ? nil : Self.fullDiskImageURI(path)
        try self.init(opening: path, imageURI: readOnlyURI ?? fullDiskURI, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        isReadOnly = readOnlyURI != nil || fullDiskURI != nil
        isReadOnlyForFullDisk = fullDiskURI != nil
        do {
            // Touch the schema first: a damaged file fails here with SQLITE_NOTADB.
            _ = try scalarInt("PRAGMA schema_version")
            // Refuse another program's file, or a newer schema, before anything is written.
            try checkOwnership()
            if path != ":memory:" && !isReadOnly { try enableWriteAheadLog() }
            try execute("PRAGMA foreign_keys=ON")
            try execute("PRAGMA synchronous=NORMAL")
        } catch {
            // A refused file is left exactly as found: closing (in deinit) must not checkpoint its log.
            _ = sb_no_checkpoint_on_close(handle)
            // Damage seen while opening means the file is unusable as a whole.
            if case StorageError.damaged = error { throw StorageError.notADatabase(path: path) }
            throw error
        }
    }

    /// Opens the connection only. With `imageURI`, read-only as an unchanging image of the main
    /// file: no lock is taken and no -wal or -shm is opened or made.
    package init(opening path: String, imageURI: String?, busyTimeoutMilliseconds: Int32) throws {
        self.path = path
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        var connection: OpaquePointer?
        let flags = imageURI == nil
            ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
            : SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_FULLMUTEX
        let code = sqlite3_open_v2(imageURI ?? path, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let reason = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            if let connection { sqlite3_close_v2(connection) }
            throw StorageError.cannotOpen(path: path, reason: reason)
        }
        handle = connection
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        activeBusyTimeout = busyTimeoutMilliseconds
        sqlite3_extended_result_codes(handle, 0)
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs SQL text that may hold several statements and takes no parameters (schema scripts).
    public func execute(_ sql: String) throws {
        try locked {
            try faultInjector?(sql)
            if damaged && sql != "ROLLBACK" { throw StorageError.damaged(path: path) }
            var message: UnsafeMutablePointer<CChar>?
            let code = sqlite3_exec(handle, sql, nil, nil, &message)
            if code != SQLITE_OK {
                let text = message.map { String(cString: $0) } ?? ""
                sqlite3_free(message)
                throw error(code, message: text)
            }
        }
    }

    /// Runs one statement with bound parameters; returns the number of changed rows.
    @discardableResult
    public func run(_ sql: String, _ values: SQLBindable...) throws -> Int {
        try runValues(sql, values.map(\.sqlValue))
    }

    @discardableResult
    public func runValues(_ sql: String, _ values: [SQLValue]) throws -> Int {
        try locked {
            let statement = try prepared(sql)
            try checkWritable(statement)
            try statement.reset(binding: values)
            while try statement.step() {}
            return Int(sqlite3_changes(handle))
        }
    }

    /// Steps a query while `visit` returns true: a walk that stops as soon as it has what it
    /// wants, where a LIMIT cannot say in advance how far that is.
    public func queryWhile(_ sql: String, _ values: [SQLValue], visit: (Row) throws -> Bool) throws {
        try locked {
            let statement = try prepared(sql)
            try checkWritable(statement)
            try statement.reset(binding: values)
            defer {
                countSteps(statement)
                sqlite3_reset(statement.handle)
            }
            while try statement.step() {
                guard try visit(Row(statement: statement)) else { return }
            }
        }
    }

    public func scalarInt(_ sql: String, _ values: SQLBindable...) throws -> Int? {
        try queryValues(sql, values.map(\.sqlValue)) { $0.onlyInt }.first ?? nil
    }

    public func scalarText(_ sql: String, _ values: SQLBindable...) throws -> String? {
        try queryValues(sql, values.map(\.sqlValue)) { $0.onlyText }.first ?? nil
    }

    public var lastInsertRowID: Int64 { locked { sqlite3_last_insert_rowid(handle) } }

    /// `insert` for columns listed at run time (a record's fields, `WordDraft.columnValues`).
    @discardableResult
    @inlinable
    public func insert<T: TableDeclaration>(_ values: [(T, SQLValue)]) throws -> Int64 {
        try insertRow(T.insertSQL(values.map(\.0)), values.map(\.1))
    }

    /// Inserts one row of `T`'s table, each value beside its column (the column list comes
    /// from the declaration); returns its rowid.
    @discardableResult
    @inlinable
    public func insert<T: TableDeclaration>(_ values: KeyValuePairs<T, any SQLBindable>) throws -> Int64 {
        try insertRow(T.insertSQL(values.map(\.key)), values.map(\.value.sqlValue))
    }

    /// Runs one INSERT and returns its rowid. The generic `insert`s build the statement where
    /// they are called (they are inlinable, so a store in another target specializes the
    /// column list instead of running it through witness tables per row) and end here.
    public func insertRow(_ sql: String, _ values: [SQLValue]) throws -> Int64 {
        try locked {
            try runValues(sql, values)
            return sqlite3_last_insert_rowid(handle)
        }
    }

    /// Runs `body` in one transaction (BEGIN IMMEDIATE, so the write lock is taken up front and
    /// the busy timeout applies). Nested calls join the outer transaction. Any thrown error
    /// rolls everything back.
    @discardableResult
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try locked {
            if transactionDepth > 0 {
                transactionDepth += 1
                defer { transactionDepth -= 1 }
                return try body()
            }
            return try outermost("BEGIN IMMEDIATE", body)
        }
    }

    /// Runs the reads of `body` on one snapshot of the file (a deferred transaction, which takes
    /// no write lock); inside a transaction already, on that one.
    package func readSnapshot<T>(_ body: () throws -> T) throws -> T {
        try locked {
            if transactionDepth > 0 { return try body() }
            return try outermost("BEGIN", body)
        }
    }

    /// Runs `body` in a transaction begun with `begin`, committed when it returns and rolled
    /// back when it throws (the caller holds the lock and is not inside one already).
    private func outermost<T>(_ begin: String, _ body: () throws -> T) throws -> T {
        try execute(begin)
        transactionDepth = 1
        defer { transactionDepth = 0 }
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    public var userVersion: Int {
        get throws { try scalarInt("PRAGMA user_version") ?? 0 }
    }

    public func setUserVersion(_ version: Int) throws {
        try execute("PRAGMA user_version = \(Int(version))")
    }

    /// A statement prepared once and run many times without looking it up by its SQL text
    /// (hashing a long SQL string per row is measurable in a 300k-row import).
    public func prepare(_ sql: String) throws -> PreparedStatement {
        try locked { PreparedStatement(database: self, statement: try prepared(sql)) }
    }

    package func runPrepared(_ statement: Statement, _ values: [SQLValue]) throws -> Int {
        try locked {
            try faultInjector?(statement.sql)
            try checkWritable(statement)
            try statement.reset(binding: values)
            while try statement.step() {}
            return Int(sqlite3_changes(handle))
        }
    }

    /// Steps a prepared statement while `visit` returns true (the walk under `queryPrepared`).
    @usableFromInline
    package func visitPrepared(_ statement: Statement, _ values: [SQLValue], visit: (Row) throws -> Bool) throws {
        try locked {
            try faultInjector?(statement.sql)
            try checkWritable(statement)
            try statement.reset(binding: values)
            defer {
                countSteps(statement)
                sqlite3_reset(statement.handle)
            }
            while try statement.step() {
                guard try visit(Row(statement: statement)) else { return }
            }
        }
    }

    // MARK: - Internals

    package func withHandle<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        try locked { try body(handle) }
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        lockDepth += 1
        defer { lockDepth -= 1 }
        if lockDepth == 1, let wait = Thread.isMainThread ? mainThreadWait : otherThreadWait {
            return try withBusyTimeoutLocked(wait, body)
        }
        return try body()
    }

    /// Runs `body` with `milliseconds` of busy wait, then puts back the wait it replaced.
    /// Callers hold the lock.
    package func withBusyTimeoutLocked<T>(_ milliseconds: Int32, _ body: () throws -> T) rethrows -> T {
        let outer = activeBusyTimeout
        setBusyTimeout(milliseconds)
        defer { setBusyTimeout(outer) }
        return try body()
    }

    private func setBusyTimeout(_ milliseconds: Int32) {
        guard milliseconds != activeBusyTimeout else { return }
        sqlite3_busy_timeout(handle, milliseconds)
        activeBusyTimeout = milliseconds
    }

    /// Runs `body` at once or not at all: nil when another thread is using the connection, and
    /// a busy database fails at once (`.locked`) instead of waiting for the other writer.
    package func withoutWaiting<T>(_ body: () throws -> T) rethrows -> T? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        return try locked { try withBusyTimeoutLocked(0, body) }
    }

    private func prepared(_ sql: String) throws -> Statement {
        try faultInjector?(sql)
        if let cached = statements[sql] { return cached }
        var pointer: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard code == SQLITE_OK, let pointer else { throw error(code) }
        let statement = Statement(handle: pointer, sql: sql, database: self)
        statements[sql] = statement
        return statement
    }

    /// True once damage was seen; every later write is refused.
    public var isDamaged: Bool { locked { damaged } }

    /// Records damage: no statement may write from now on, and closing the connection must not
    /// checkpoint the write-ahead log into the damaged file.
    package func markDamaged() {
        locked {
            guard !damaged else { return }
            damaged = true
            _ = sb_no_checkpoint_on_close(handle)
        }
    }

    private func checkWritable(_ statement: Statement) throws {
        if damaged && sqlite3_stmt_readonly(statement.handle) == 0 { throw StorageError.damaged(path: path) }
    }

    private func countSteps(_ statement: Statement) {
        stepsTaken += Int64(sqlite3_stmt_status(statement.handle, SQLITE_STMTSTATUS_VM_STEP, 1))
    }

    package func error(_ code: Int32, message: String? = nil) -> StorageError {
        let text = message ?? String(cString: sqlite3_errmsg(handle))
        switch code & 0xFF {
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            markDamaged()
            return .damaged(path: path)
        case SQLITE_BUSY, SQLITE_LOCKED: return .locked(path: path)
        case SQLITE_READONLY:
            return isReadOnlyForFullDisk ? .sqlite(path: path, code: SQLITE_FULL, message: text) : .readOnly(path: path)
        case SQLITE_CONSTRAINT: return .constraint(path: path, message: text)
        default: return .sqlite(path: path, code: code, message: text)
        }
    }
}
