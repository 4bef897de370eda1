import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookApp

/// The database a bench works in, opened as the app opens its own — migrated, with the bundled
/// catalog in sync — but never given the sample book, so every bench starts from what it builds.
struct BenchEnvironment {
    let database: Database
    let catalog: CatalogStore

    static func open(path: String) throws -> BenchEnvironment {
        let database = try Database(path: path)
        try DatabaseUpgrade.run(database)
        let catalog = CatalogStore(database: database)
        try catalog.syncBundled()
        return BenchEnvironment(database: database, catalog: catalog)
    }
}

/// A bench named or called wrongly: its usage line, exit status 2.
struct BenchUsageError: Error, CustomStringConvertible {
    var description: String
}

/// JSON lines on standard output, one object per measured sample, for scripts/bench/bench.py.
enum BenchOutput {
    static func json(_ value: JSONValue) throws {
        var line = value.encoded
        line += "\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }
}
