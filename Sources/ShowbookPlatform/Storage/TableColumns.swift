/// The columns one query selects, as an enum whose cases are listed in SELECT order. A store
/// builds its column list from the enum and reads each value by case, so adding or moving a
/// column cannot shift the others' positions the way hand-counted indexes could.
/// The raw value is the column's SQL text (a name, or an expression such as a count).
public protocol TableColumns: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == String {}

extension TableColumns {
    /// The position of this column in the SELECT list.
    @inlinable
    public var index: Int32 {
        var position: Int32 = 0
        for column in Self.allCases {
            if column == self { return position }
            position += 1
        }
        preconditionFailure("a column outside its own enum")
    }

    /// "a, b, c" — or "t.a, t.b, t.c" for a table alias.
    @inlinable
    public static func selectList(alias: String? = nil) -> String {
        ColumnSelection(Array(allCases)).list(alias: alias)
    }
}

/// A table declared once: its name and its stored columns as a `TableColumns` enum (raw value:
/// the column's name). SELECT lists, INSERT statements and reads by name all come from the
/// declaration, so a new column is one new case, and a read names what it reads.
public protocol TableDeclaration: TableColumns {
    static var tableName: String { get }
}

extension TableDeclaration {
    /// `INSERT INTO table(a, b) VALUES (?, ?)` for these columns, in the order given.
    @inlinable
    public static func insertSQL(_ columns: [Self]) -> String {
        let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        return "INSERT INTO \(tableName)(\(ColumnSelection(columns).list())) VALUES (\(marks))"
    }

    /// `INSERT INTO table(a, b) SELECT x, y`: each column with the SQL that fills it; `rest`
    /// (FROM, WHERE, ORDER BY) follows.
    @inlinable
    public static func insertSelectSQL(_ sources: KeyValuePairs<Self, String>, _ rest: String) -> String {
        let names = ColumnSelection(sources.map(\.key)).list()
        return "INSERT INTO \(tableName)(\(names))\nSELECT \(sources.map(\.value).joined(separator: ", ")) \(rest)"
    }
}

/// Some columns of one declaration, in SELECT order, read back by case wherever the selection
/// put them — so two queries may read different subsets through one decoder. Its lists and
/// readers are `@inlinable`: the stores that use them live in other targets, and generic code
/// not specialized there looks up type metadata and witnesses per column (callgrind found
/// `list` a tenth of a book's close after the split).
public struct ColumnSelection<Column: TableColumns>: Sendable {
    public let columns: [Column]
    @usableFromInline let positions: [Column: Int32]

    @inlinable
    public init(_ columns: [Column]) {
        self.columns = columns
        var positions: [Column: Int32] = [:]
        for (offset, column) in columns.enumerated() where positions[column] == nil { positions[column] = Int32(offset) }
        self.positions = positions
    }

    /// Every column of the declaration, in its order.
    @inlinable
    public static var all: ColumnSelection { ColumnSelection(Array(Column.allCases)) }

    /// "a, b, c" — or "t.a, t.b, t.c" for a table alias. A column whose SQL is an expression
    /// in parentheses (a count) is written as it is.
    @inlinable
    public func list(alias: String? = nil) -> String {
        columns.map { column in
            guard let alias, !column.rawValue.hasPrefix("(") else { return column.rawValue }
            return "\(alias).\(column.rawValue)"
        }.joined(separator: ", ")
    }

    /// Where `column` is in the SELECT list; reading a column the selection does not hold is a
    /// programming error, caught by the first test that reads it.
    @inlinable
    public func position(of column: Column) -> Int32 {
        guard let position = positions[column] else { preconditionFailure("\(column.rawValue) is not selected") }
        return position
    }
}

/// A row read through a `ColumnSelection`: each value by its column case.
public struct NamedRow<Column: TableColumns> {
    public let row: Row
    public let selection: ColumnSelection<Column>

    @inlinable public init(row: Row, selection: ColumnSelection<Column>) {
        self.row = row
        self.selection = selection
    }

    @inlinable public func isNull(_ column: Column) -> Bool { row.isNull(selection.position(of: column)) }
    @inlinable public func int(_ column: Column) -> Int? { row.int(selection.position(of: column)) }
    @inlinable public func int64(_ column: Column) -> Int64 { row.int64(selection.position(of: column)) }
    @inlinable public func double(_ column: Column) -> Double? { row.double(selection.position(of: column)) }
    @inlinable public func text(_ column: Column) -> String? { row.text(selection.position(of: column)) }
    @inlinable public func string(_ column: Column) -> String { row.string(selection.position(of: column)) }
}

extension Row {
    @inlinable public func isNull<C: TableColumns>(_ column: C) -> Bool { isNull(column.index) }
    @inlinable public func int<C: TableColumns>(_ column: C) -> Int? { int(column.index) }
    @inlinable public func int64<C: TableColumns>(_ column: C) -> Int64 { int64(column.index) }
    @inlinable public func double<C: TableColumns>(_ column: C) -> Double? { double(column.index) }
    @inlinable public func text<C: TableColumns>(_ column: C) -> String? { text(column.index) }
    @inlinable public func string<C: TableColumns>(_ column: C) -> String { string(column.index) }

    /// This row read by the cases of `selection`.
    @inlinable
    public func named<C>(_ selection: ColumnSelection<C>) -> NamedRow<C> { NamedRow(row: self, selection: selection) }

    /// The value of a one-column query (a count, an id list, a PRAGMA's answer).
    public var onlyInt: Int? { int(0) }
    public var onlyInt64: Int64 { int64(0) }
    public var onlyDouble: Double? { double(0) }
    public var onlyText: String? { text(0) }
    public var onlyString: String { string(0) }
}

extension Database {
    /// Runs a query whose SELECT list is `selection` and maps every row, read by name.
    @inlinable
    public func query<C, T>(_ sql: String, _ values: SQLBindable..., selecting selection: ColumnSelection<C>,
                            map: (NamedRow<C>) throws -> T) throws -> [T] {
        try queryValues(sql, values.map(\.sqlValue)) { try map($0.named(selection)) }
    }

    @inlinable
    public func queryValues<C, T>(_ sql: String, _ values: [SQLValue], selecting selection: ColumnSelection<C>,
                                  map: (NamedRow<C>) throws -> T) throws -> [T] {
        try queryValues(sql, values) { try map($0.named(selection)) }
    }
}
