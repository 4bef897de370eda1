import CSQLite

/// Recognises Showbook's own files, so `--db` pointed at another program's SQLite file is
/// refused before Showbook writes a byte to it (no tables, no journal-mode switch).
extension Database {
    /// Stored in the file header (`PRAGMA application_id`) of every Showbook database: "Shwb".
    public static let applicationID = 0x5368_7762

    /// The tables every Showbook database has had since schema version 1; a file with these and
    /// no application id is a Showbook database from before the id was written.
    static let foundingTables: Set<String> = ["meta", "shows", "saved_media"]

    /// Throws `.foreign` for another program's database and `.tooNew` for a newer Showbook's.
    /// Reads only.
    func checkOwnership() throws {
        let id = try scalarInt("PRAGMA application_id") ?? 0
        let version = try userVersion
        if id != Self.applicationID {
            guard id == 0 else { throw StorageError.foreign(path: path) }
            let tables = Set(try query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.string(0) })
            let isEmpty = tables.isEmpty && version == 0
            let isEarlyShowbook = version >= 1 && Self.foundingTables.isSubset(of: tables)
            guard isEmpty || isEarlyShowbook else { throw StorageError.foreign(path: path) }
        }
        if version > Migrations.latestVersion {
            throw StorageError.tooNew(path: path, version: version, supported: Migrations.latestVersion)
        }
    }

    /// Marks the file as Showbook's (after the schema is in place).
    func claimOwnership() throws {
        if try scalarInt("PRAGMA application_id") != Self.applicationID {
            try execute("PRAGMA application_id = \(Self.applicationID)")
        }
    }
}
