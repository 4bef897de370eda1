/// What `showbook doctor` found: the problems `integrity_check` and the full-text index checks
/// reported (none when the file is whole), and how many rows the main tables hold.
public struct DatabaseHealth: Sendable {
    public var problems: [String] = []
    public var counts: [(table: String, rows: Int?)] = []
    public var isHealthy: Bool { problems.isEmpty }

    static let countedTables = ["shows", "saved_media", "word_books", "words", "study_marks", "response_cache"]
    static let fullTextIndexes = ["shows_words", "shows_grams", "shows_cjk"]

    /// Runs every check on `database`. Reads only (the FTS5 integrity check is spelled as an
    /// INSERT but changes nothing).
    public static func examine(_ database: Database) -> DatabaseHealth {
        var health = DatabaseHealth()
        do {
            let rows = try database.query("PRAGMA integrity_check") { $0.string(0) }
            if rows != ["ok"] { health.problems += rows }
        } catch {
            health.problems.append("integrity_check failed: \(error)")
        }
        let tables = Set((try? database.query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.string(0) }) ?? [])
        for index in fullTextIndexes where tables.contains(index) {
            do {
                try database.run("INSERT INTO \(index)(\(index)) VALUES ('integrity-check')")
            } catch {
                health.problems.append("full-text index \(index): \(error)")
            }
        }
        if !health.problems.isEmpty { database.markDamaged() }  // nothing may write to it now
        for table in countedTables {
            health.counts.append((table, try? database.scalarInt("SELECT count(*) FROM \(table)")))
        }
        return health
    }
}
