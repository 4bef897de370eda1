import ShowbookPlatform
import ShowbookWords
import ShowbookApp

/// The schema every store test starts from: a database with all migrations run, and the word
/// books' stores on a fresh one.
extension Database {
    /// A database at `path` (in memory unless given) upgraded to the current schema.
    public static func migrated(at path: String = ":memory:") throws -> Database {
        let database = try Database(path: path)
        try DatabaseUpgrade.run(database)
        return database
    }
}

extension WordBookStores {
    /// The word books' stores on a fresh migrated in-memory database.
    public static func onFreshDatabase(clock: AppClock = ManualClock()) throws -> WordBookStores {
        WordBookStores(database: try Database.migrated(), clock: clock)
    }
}
