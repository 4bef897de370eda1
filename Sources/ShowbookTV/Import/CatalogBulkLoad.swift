import ShowbookPlatform
/// Loads an import into a source that has no rows yet, shaped for bulk: one transaction; the
/// key indexes of `shows` are dropped first and created again once every row is in (sorting
/// 300k keys once is far cheaper than 300k random index inserts); the word index is built with
/// one FTS5 `rebuild` instead of batch by batch; the typo index is refreshed once.
///
/// Killed at any moment (even `kill -9`), the transaction never commits: SQLite rolls it back
/// on the next open, so the catalog is exactly what it was before, indexes included.
package struct CatalogBulkLoad {
    package let database: Database
    /// FTS5's in-memory term table during the one rebuild, and its default size.
    package static let rebuildHashSize = 8 << 20
    package static let defaultHashSize = 1 << 20

    /// True when `source` has no rows, so an import into it may load in bulk.
    package static func applies(to database: Database, source: String) throws -> Bool {
        try database.scalarInt("SELECT EXISTS(SELECT 1 FROM shows WHERE source = ?)", source) == 0
    }

    /// Runs `load`, which adds the rows (`CatalogWriter.append`), inside the bulk transaction,
    /// then rebuilds what was left out. An error thrown by `load` rolls everything back; a
    /// load that wants to keep what it read despite an error returns it instead.
    package func run<T>(_ load: () throws -> T) throws -> T {
        try database.transaction {
            let indexes = try database.query(
                "SELECT \(MasterColumn.selectList()) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'shows' AND sql IS NOT NULL"
            ) { (name: $0.string(MasterColumn.name), sql: $0.string(MasterColumn.sql)) }
            for index in indexes {
                try database.execute("DROP INDEX \"\(index.name.replacingOccurrences(of: "\"", with: "\"\""))\"")
            }
            let result = try load()
            do {
                // The reading thread is done by now: let SQLite sort the index keys on two cores.
                try database.execute("PRAGMA threads = 2")
                defer { try? database.execute("PRAGMA threads = 0") }
                for index in indexes { try database.execute(index.sql) }
            }
            // FTS5 writes a segment each time its in-memory term table fills (1 MB by default)
            // and merges them; an 8 MB table writes few, larger segments. Set back afterwards
            // so the batch-by-batch writes of later imports keep the small default.
            try database.execute("INSERT INTO shows_words(shows_words, rank) VALUES ('hashsize', \(Self.rebuildHashSize))")
            try database.execute("INSERT INTO shows_words(shows_words) VALUES ('rebuild')")
            try database.execute("INSERT INTO shows_words(shows_words, rank) VALUES ('hashsize', \(Self.defaultHashSize))")
            try FuzzyTerms(database: database).rebuild()
            return result
        }
    }
}

/// What the load reads of each index in `sqlite_master`: its name and the SQL that makes it.
private enum MasterColumn: String, TableColumns {
    case name, sql
}
