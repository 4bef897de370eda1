import ShowbookPlatform
import ShowbookTV
import ShowbookWords
/// Brings a database up to date: the schema steps (`Migrations`, SQL only), then the work they
/// left for the app (`UpgradeTask`), each task with today's code in its own transaction that
/// also marks it done. Every opener of a database for use goes through here, so a database
/// upgraded by any command ends the same.
public enum DatabaseUpgrade {
    public static func run(_ database: Database) throws {
        try Migrations.migrate(database)
        try performPendingTasks(database)
    }

    /// Does the tasks the steps asked for; another process that opened the same file at the
    /// same moment may have done one already (its row is gone when read again under the lock).
    package static func performPendingTasks(_ database: Database) throws {
        for task in try UpgradeTask.pending(in: database) {
            try database.transaction {
                guard try UpgradeTask.pending(in: database).contains(task) else { return }
                try perform(task, database)
                try UpgradeTask.done(task, in: database)
            }
        }
    }

    private static func perform(_ task: UpgradeTask, _ database: Database) throws {
        switch task {
        case .searchKeys: try CatalogStore.refillSearchKeys(database)
        case .studyCards: try StudyHistoryReplay.replayAll(database)
        case .cjkIndexes: try CatalogIndex(database: database).rebuildCJK()
        case .closeLeftovers: try CloseRepair.removeLeftoverCopies(database)
        case .exampleSources: try ExampleSource.splitStored(database)
        }
    }
}
