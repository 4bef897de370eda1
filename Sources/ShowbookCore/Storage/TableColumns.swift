/// The columns one query selects, as an enum whose cases are listed in SELECT order. A store
/// builds its column list from the enum and reads each value by case, so adding or moving a
/// column cannot shift the others' positions the way hand-counted indexes could.
/// The raw value is the column's SQL text (a name, or an expression such as a count).
public protocol TableColumns: CaseIterable, Equatable, RawRepresentable where RawValue == String {}

extension TableColumns {
    /// The position of this column in the SELECT list.
    public var index: Int32 {
        var position: Int32 = 0
        for column in Self.allCases {
            if column == self { return position }
            position += 1
        }
        preconditionFailure("a column outside its own enum")
    }

    /// The position just after the last column: where a value selected after the list is read.
    public static var endIndex: Int32 { Int32(allCases.count) }

    /// "a, b, c" — or "t.a, t.b, t.c" for a table alias.
    public static func selectList(alias: String? = nil) -> String {
        allCases.map { column in alias.map { "\($0).\(column.rawValue)" } ?? column.rawValue }.joined(separator: ", ")
    }
}

extension Row {
    public func isNull<C: TableColumns>(_ column: C) -> Bool { isNull(column.index) }
    public func int<C: TableColumns>(_ column: C) -> Int? { int(column.index) }
    public func int64<C: TableColumns>(_ column: C) -> Int64 { int64(column.index) }
    public func double<C: TableColumns>(_ column: C) -> Double? { double(column.index) }
    public func text<C: TableColumns>(_ column: C) -> String? { text(column.index) }
    public func string<C: TableColumns>(_ column: C) -> String { string(column.index) }
}
