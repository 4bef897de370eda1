import Foundation
import ShowbookCore

/// Opens the database (creating its folder), migrates it, keeps the bundled catalog in sync
/// and adds the sample book on first run. Shared by the TUI and every subcommand.
struct AppEnvironment {
    let database: Database
    let catalog: CatalogStore

    static func open(_ options: GlobalOptions) throws -> AppEnvironment {
        let path = options.resolvedDatabasePath
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty && !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw StorageError.cannotOpen(path: path, reason: "cannot create folder \(folder) (\(error.localizedDescription))")
            }
        }
        let database: Database
        do {
            database = try Database(path: path)
        } catch StorageError.foreign(let path) where options.databasePath == nil {
            throw DefaultDatabaseRefused(reason: .foreign(path: path))
        }
        try Migrations.migrate(database)
        let catalog = CatalogStore(database: database)
        try catalog.syncBundled()
        if !options.noSample {
            try SampleBook.installIfEmpty(into: WordBookStores(database: database, clock: SystemClock()))
        }
        return AppEnvironment(database: database, catalog: catalog)
    }
}
