import CSQLite

/// A query read one row at a time, for results too large to hold (the notes of a million-note
/// Anki collection): the statement stays open between calls and is finalized when the cursor
/// goes. It is prepared apart from the statement cache, so the same SQL run elsewhere on the
/// connection does not disturb it.
package final class DatabaseCursor {
    private let database: Database
    private let statement: Statement
    private var finished = false

    package init(_ database: Database, _ sql: String, _ values: [SQLValue] = []) throws {
        self.database = database
        statement = try database.withHandle { handle -> Statement in
            var pointer: OpaquePointer?
            let code = sqlite3_prepare_v3(handle, sql, -1, 0, &pointer, nil)
            guard code == SQLITE_OK, let pointer else { throw database.error(code) }
            return Statement(handle: pointer, sql: sql, database: database)
        }
        try database.withHandle { _ in try statement.reset(binding: values) }
    }

    /// The next row through `map`, or nil once the query has no more.
    package func next<T>(_ map: (Row) throws -> T) throws -> T? {
        guard !finished else { return nil }
        return try database.withHandle { _ -> T? in
            do {
                guard try statement.step() else {
                    finished = true
                    return nil
                }
            } catch {
                finished = true
                throw error
            }
            return try map(Row(statement: statement))
        }
    }
}
