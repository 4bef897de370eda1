import Foundation
import ShowbookPlatform

/// The tables an import reads from a package's collection, checked in `sqlite_master` and
/// `PRAGMA table_xinfo` before any of them is queried. The collection comes from outside, and
/// SQLite runs whatever a name stands for: a view named `decks` can be a recursive query that
/// never ends, a virtual table runs a module's code, a computed column evaluates an expression
/// on every read (a `printf` of a gigabyte). So each name must be a plain table with the
/// columns read, none of them computed; anything else is refused with one line.
package enum AnkiCollectionShape {
    /// Which schema a collection has: 11 (note types and decks as JSON in `col`) or 18
    /// (`notetypes`, `fields` and `decks` tables).
    package enum Schema: Equatable {
        case legacy
        case modern
    }

    /// The columns read from each table.
    package static let common: [(String, [String])] = [
        ("notes", ["id", "mid", "tags", "flds"]),
        ("cards", ["id", "nid", "did", "odid", "ord", "queue", "type", "due", "odue", "ivl", "data"]),
        ("revlog", ["id", "cid", "ease", "type", "ivl", "factor"]),
    ]
    package static let legacy: [(String, [String])] = [("col", ["models", "decks"])]
    package static let modern: [(String, [String])] = [
        ("notetypes", ["id", "name", "config"]),
        ("fields", ["ntid", "ord", "name"]),
        ("decks", ["id", "name"]),
    ]

    /// The schema, once every table it needs is a plain table with plain columns; throws the
    /// reason (for "the package's collection is not an Anki collection: …") otherwise.
    package static func check(_ database: Database) throws -> Schema {
        typealias Object = SchemaObjectColumn
        typealias Declared = DeclaredColumn
        let objects = try database.query("SELECT \(Object.selectList()) FROM sqlite_master") { row in
            (type: row.string(Object.type), name: row.string(Object.name).lowercased(), sql: row.string(Object.sql))
        }
        func object(_ name: String) -> (type: String, name: String, sql: String)? {
            objects.first { $0.name == name }
        }
        guard common.allSatisfy({ object($0.0) != nil }) else {
            throw Refusal(reason: "it has no notes, cards or review log tables", missingTables: true)
        }
        let schema: Schema = object("notetypes") != nil ? .modern : .legacy
        for (table, columns) in common + (schema == .modern ? modern : legacy) {
            guard let found = object(table) else { throw Refusal(reason: "it has no \(table) table") }
            guard found.type == "table" else { throw Refusal(reason: "\(table) is a \(found.type), not a table") }
            guard !isVirtual(found.sql) else { throw Refusal(reason: "\(table) is a virtual table, not a table") }
            // hidden: 0 a plain column, 2 or 3 a generated (computed) one.
            let declared = try database.query("SELECT \(Declared.selectList()) FROM pragma_table_xinfo(?)", table) {
                (name: $0.string(Declared.name).lowercased(), hidden: $0.int(Declared.hidden) ?? 0)
            }
            for column in columns {
                guard let match = declared.first(where: { $0.name == column }) else {
                    throw Refusal(reason: "\(table) has no column \(column)")
                }
                guard match.hidden == 0 else { throw Refusal(reason: "\(table).\(column) is a computed column") }
            }
            // Notes are looked up by rowid, which a column of that name (or a table without one) would take away.
            if table == "notes" {
                if let shadow = declared.first(where: { ["rowid", "oid", "_rowid_"].contains($0.name) }) {
                    throw Refusal(reason: "notes has a column named \(shadow.name)")
                }
                if found.sql.lowercased().range(of: #"without\s+rowid"#, options: .regularExpression) != nil {
                    throw Refusal(reason: "notes is a table without rowid")
                }
            }
        }
        return schema
    }

    /// True for `CREATE VIRTUAL TABLE …` (SQLite lists virtual tables with type `table`).
    private static func isVirtual(_ sql: String) -> Bool {
        let words = sql.split(whereSeparator: { $0.isWhitespace }).prefix(3).map { $0.lowercased() }
        return words.count == 3 && words[1] == "virtual"
    }

    /// Why the collection's shape is refused.
    package struct Refusal: Error, Equatable {
        package var reason: String
        /// The notes, cards or review log are missing altogether (not an Anki file at all).
        package var missingTables = false
    }
}
