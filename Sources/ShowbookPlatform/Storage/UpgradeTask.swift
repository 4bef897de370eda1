/// Work a migration step leaves for the app because it needs application code — search keys
/// computed by today's folding, cards replayed by today's scheduler. The step records the task
/// in `upgrade_tasks` inside its own transaction (so a crash never loses it), and the app
/// performs each recorded task after the last step and deletes its row in the same transaction
/// (`DatabaseUpgrade`). Steps stay SQL only, and their meaning never changes with the code.
public enum UpgradeTask: String, CaseIterable, Sendable {
    /// Every show's search keys computed again, then every search index rebuilt.
    case searchKeys = "search_keys"
    /// The stored study marks replayed into FSRS cards.
    case studyCards = "study_cards"
    /// The two CJK search indexes refilled.
    case cjkIndexes = "cjk_indexes"
    /// The copies that closes used to leave in closed books removed (a close moves now).
    case closeLeftovers = "close_leftovers"
    /// The place glued onto stored examples (`(S01E03 12:34)`) moved to its own column.
    case exampleSources = "example_sources"

    /// The table, made by the first step that asks for a task (and by step 17 for every database).
    package static let createTable = "CREATE TABLE IF NOT EXISTS upgrade_tasks(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)"

    /// Records `task` for the app, inside the caller's transaction.
    package static func ask(for task: UpgradeTask, in database: Database) throws {
        try database.execute(createTable)
        try database.run("INSERT OR IGNORE INTO upgrade_tasks(name) VALUES (?)", task.rawValue)
    }

    /// The tasks still to do, in the order the steps asked for them. A name this build does not
    /// know (left by a newer Showbook, which also refuses to open here) is not returned.
    public static func pending(in database: Database) throws -> [UpgradeTask] {
        guard try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'upgrade_tasks'") == 1
        else { return [] }
        return try database.query("SELECT name FROM upgrade_tasks ORDER BY id") { $0.string(0) }.compactMap(UpgradeTask.init)
    }

    /// Marks `task` done, inside the transaction that did it.
    public static func done(_ task: UpgradeTask, in database: Database) throws {
        try database.run("DELETE FROM upgrade_tasks WHERE name = ?", task.rawValue)
    }
}
