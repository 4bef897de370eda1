/// Queries that map every row to a value. They are small and `@inlinable` over the plain walks
/// (`queryWhile`, `visitPrepared`) so that every caller gets a copy specialized for its `T`:
/// compiled once in this module, they asked the runtime for `[T]`'s type on every row, a twentieth
/// of a search's instructions.
extension Database {
    /// Runs a query and maps every row.
    @inlinable
    public func query<T>(_ sql: String, _ values: SQLBindable..., map: (Row) throws -> T) throws -> [T] {
        try queryValues(sql, values.map(\.sqlValue), map: map)
    }

    /// Runs a query and maps every row.
    @inlinable
    public func queryValues<T>(_ sql: String, _ values: [SQLValue], map: (Row) throws -> T) throws -> [T] {
        var rows: [T] = []
        try queryWhile(sql, values) { row in
            rows.append(try map(row))
            return true
        }
        return rows
    }

    /// Runs a prepared statement and maps every row.
    @inlinable
    package func queryPrepared<T>(_ statement: Statement, _ values: [SQLValue], map: (Row) throws -> T) throws -> [T] {
        var rows: [T] = []
        try visitPrepared(statement, values) { row in
            rows.append(try map(row))
            return true
        }
        return rows
    }
}
