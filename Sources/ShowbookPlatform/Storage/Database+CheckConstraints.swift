import CSQLite

/// Bulk writes whose values are valid by construction, without SQLite re-checking them row by
/// row. SQLite compiles a `CHECK (column IN ('a', 'b', 'c'))` constraint into a small temporary
/// table that it builds anew for every written row (three inserts, and a clear each time): on
/// `words`, whose `state` and `card_phase` carry such checks, that was about half the cost of
/// copying 10,000 words in a book close (as closes did before they moved words).
extension Database {
    /// Runs `body` with CHECK constraints off (`PRAGMA ignore_check_constraints`), then turns
    /// them back on, whatever happens. Only for statements whose checked columns are constants
    /// that satisfy the checks or values copied from rows that already passed them; NOT NULL,
    /// UNIQUE and foreign keys are still enforced. Changing the pragma makes SQLite recompile
    /// the cached statements on their next use, so each one runs with the setting of its day.
    package func withoutCheckConstraints<T>(_ body: () throws -> T) throws -> T {
        try withHandle { handle in
            try execute("PRAGMA ignore_check_constraints = ON")
            defer { sqlite3_exec(handle, "PRAGMA ignore_check_constraints = OFF", nil, nil, nil) }
            return try body()
        }
    }
}
