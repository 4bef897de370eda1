/// What `showbook doctor` found: the problems `integrity_check` and the full-text index checks
/// reported, in SQLite's words (none when the file is whole), which search indexes are
/// damaged, and how many rows the main tables hold.
public struct DatabaseHealth: Sendable {
    public var problems: [String] = []
    /// True when `integrity_check` answered "ok": the tables themselves are whole.
    public var tablesAreWhole = false
    /// The full-text indexes whose own check failed.
    public var damagedIndexes: [String] = []
    public var counts: [(table: String, rows: Int?)] = []
    /// The file is read-only: the full-text checks (which SQLite runs as an INSERT) were not
    /// run, so a refusal to write is never reported as damage.
    public var skippedIndexChecks = false
    public var isHealthy: Bool { problems.isEmpty }
    /// Only search indexes are damaged: rebuilding them (`showbook catalog reindex`) repairs
    /// the file, no recovery is needed.
    public var onlyIndexesAreDamaged: Bool { tablesAreWhole && !damagedIndexes.isEmpty }

    package static let countedTables = ["shows", "saved_media", "word_books", "words", "study_marks", "response_cache"]
    package static let fullTextIndexes = ["shows_words", "shows_grams", "shows_cjk"]

    /// Runs every check on `database`, each one even when an earlier one failed, and marks the
    /// file damaged (nothing may write to it) only once all have run. Reads only.
    public static func examine(_ database: Database) -> DatabaseHealth {
        var health = DatabaseHealth()
        let integrity = database.runCheck("PRAGMA integrity_check")
        health.tablesAreWhole = integrity.rows == ["ok"] && integrity.failure == nil
        if !health.tablesAreWhole {
            // A row may hold several findings, one a line.
            health.problems += integrity.rows.flatMap { $0.split(separator: "\n").map(String.init) }.filter { $0 != "ok" }
            if let failure = integrity.failure { health.problems.append("integrity_check stopped: \(failure)") }
        }
        let tables = Set(database.runCheck("SELECT name FROM sqlite_master WHERE type = 'table'").rows)
        health.skippedIndexChecks = database.isReadOnly
        for index in fullTextIndexes where tables.contains(index) && !database.isReadOnly {
            if let failure = database.runCheck("INSERT INTO \(index)(\(index)) VALUES ('integrity-check')").failure {
                health.problems.append("full-text index \(index): \(failure)")
                health.damagedIndexes.append(index)
            }
        }
        if !health.problems.isEmpty { database.markDamaged() }
        for table in countedTables {
            health.counts.append((table, try? database.scalarInt("SELECT count(*) FROM \(table)")))
        }
        return health
    }
}
