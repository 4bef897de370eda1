/// Whole rows of one table, every column whatever the schema version, read before a deletion
/// so `u` can put them back exactly as they were. Values travel as bound `SQLValue`s; only the
/// table and column names (from SQLite itself) are written into the SQL.
package struct RowSnapshot: Sendable {
    package let table: String
    package private(set) var columns: [String] = []
    package private(set) var rows: [[SQLValue]] = []

    /// Reads `SELECT * FROM table WHERE condition` (`condition` is SQL from this code, values bound).
    package init(_ database: Database, table: String, where condition: String, _ values: SQLValue...) throws {
        self.table = table
        var columns: [String] = []
        rows = try database.queryValues("SELECT * FROM \"\(table)\" WHERE \(condition) ORDER BY rowid", values) { row in
            if columns.isEmpty { columns = row.columnNames }
            return row.values
        }
        self.columns = columns
    }

    package func value(_ column: String, row: Int) -> SQLValue {
        columns.firstIndex(of: column).map { rows[row][$0] } ?? .null
    }

    package func int64(_ column: String, row: Int) -> Int64? {
        if case let .integer(value) = value(column, row: row) { return value }
        return nil
    }

    package mutating func set(_ column: String, _ value: SQLValue, row: Int) {
        if let index = columns.firstIndex(of: column) { rows[row][index] = value }
    }

    /// Inserts row `row` back. Its `id` is kept when no row has taken it meanwhile, else SQLite
    /// picks a new one; returns the rowid it has now. `replacing` overwrites a row with the same key.
    @discardableResult
    package func insert(row: Int, into database: Database, replacing: Bool = false) throws -> Int64 {
        var names = columns
        var values = rows[row]
        if let idIndex = columns.firstIndex(of: "id"),
           try database.scalarInt("SELECT count(*) FROM \"\(table)\" WHERE id = ?", values[idIndex]) ?? 0 > 0 {
            names.remove(at: idIndex)
            values.remove(at: idIndex)
        }
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let marks = Array(repeating: "?", count: names.count).joined(separator: ", ")
        try database.runValues("INSERT \(replacing ? "OR REPLACE " : "")INTO \"\(table)\"(\(list)) VALUES (\(marks))", values)
        return database.lastInsertRowID
    }
}
