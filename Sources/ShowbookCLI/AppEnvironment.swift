import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords
import ShowbookApp

/// Opens the database (creating its folder under XDG; a `--db` folder must exist), migrates it, keeps the bundled catalog in sync
/// and adds the sample book on first run (`--no-sample` declines it for good). Shared by the TUI and every subcommand.
struct AppEnvironment {
    let database: Database
    let catalog: CatalogStore

    static func open(_ options: GlobalOptions) throws -> AppEnvironment {
        let path = options.resolvedDatabasePath
        let folder = FolderPath.folder(of: path)
        if options.databasePath != nil {
            // A folder typed with --db that is not there is a typo: say so, create nothing.
            if let problem = FolderPath.problem(with: folder) { throw StorageError.cannotOpen(path: path, reason: "\(problem)") }
        } else {
            do {
                try FolderPath.create(folder)
            } catch {
                throw StorageError.cannotOpen(path: path, reason: "\(error)")
            }
        }
        let database: Database
        do {
            database = try Database(path: path)
        } catch StorageError.foreign(let path) where options.databasePath == nil {
            throw DefaultDatabaseRefused(reason: .foreign(path: path))
        }
        try DatabaseUpgrade.run(database)
        let catalog = CatalogStore(database: database)
        try catalog.syncBundled()
        if options.noSample {
            try SampleBook.decline(in: database)
        } else {
            try SampleBook.installIfEmpty(into: WordBookStores(database: database, clock: SystemClock()))
        }
        return AppEnvironment(database: database, catalog: catalog)
    }
}
