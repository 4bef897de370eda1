/// Running the steps: the version reached, the app's work each step leaves, and the upgrade
/// of a database one step and one transaction at a time.
extension Migrations {
    public static var latestVersion: Int { steps.count }

    /// The work each step leaves for the app, recorded in `upgrade_tasks` with the step: search
    /// keys and every search index at 5, the study marks replayed into FSRS cards at 6, the CJK
    /// indexes refilled at 12, at 16 the copies that closes used to leave in closed books, and at
    /// 20 the examples with their place glued on.
    package static let tasks: [Int: [UpgradeTask]] = [5: [.searchKeys], 6: [.studyCards], 12: [.cjkIndexes], 16: [.closeLeftovers], 20: [.exampleSources]]

    /// Brings `database` up to the latest version. A database from a newer Showbook is refused.
    public static func migrate(_ database: Database) throws {
        try migrate(database, upTo: steps.count)
    }

    /// Brings `database` up to `target` (tests build older databases with it).
    package static func migrate(_ database: Database, upTo target: Int) throws {
        let current = try database.userVersion
        guard current <= steps.count else {
            throw StorageError.tooNew(path: database.path, version: current, supported: steps.count)
        }
        for version in stride(from: current + 1, through: target, by: 1) {
            try database.transaction {
                // Another connection opening the same new file may have run this step since
                // `current` was read: the write lock is held now (BEGIN IMMEDIATE), so read again.
                guard try database.userVersion < version else { return }
                try database.execute(steps[version - 1])
                for task in tasks[version] ?? [] { try UpgradeTask.ask(for: task, in: database) }
                try database.setUserVersion(version)
            }
        }
        try database.claimOwnership()
    }
}
